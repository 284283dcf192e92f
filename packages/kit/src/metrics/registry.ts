/**
 * The process's one Prometheus registry. Every family is created here once, by name, so a module loaded by
 * several services of one process (the embedded product) adds to the same family instead of failing on a
 * duplicate name; the label `service` (or the consumer group) tells the services apart there.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

let processMetrics = false;

/** Node's own families (CPU, memory, event-loop lag), once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'storybook_' });
}

/** Buckets in seconds for work that takes seconds to minutes: a story, a picture, a whole book. */
export const SLOW_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

type CounterConfig<L extends string> = { name: string; help: string; labelNames: readonly L[] };
type HistogramConfig<L extends string> = CounterConfig<L> & { buckets?: number[] };
type GaugeConfig<L extends string> = CounterConfig<L> & {
  collect?: (this: Gauge<L>) => void | Promise<void>;
};

export function counter<L extends string>(config: CounterConfig<L>): Counter<L> {
  const existing = metricsRegistry.getSingleMetric(config.name);
  if (existing) return existing as Counter<L>;
  return new Counter({ ...config, registers: [metricsRegistry] });
}

export function histogram<L extends string>(config: HistogramConfig<L>): Histogram<L> {
  const existing = metricsRegistry.getSingleMetric(config.name);
  if (existing) return existing as Histogram<L>;
  return new Histogram({ ...config, registers: [metricsRegistry] });
}

export function gauge<L extends string>(config: GaugeConfig<L>): Gauge<L> {
  const existing = metricsRegistry.getSingleMetric(config.name);
  if (existing) return existing as Gauge<L>;
  return new Gauge({ ...config, registers: [metricsRegistry] });
}

/** Seconds since a `performance.now()` reading. */
export const secondsSince = (started: number): number => (performance.now() - started) / 1000;
