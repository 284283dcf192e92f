/**
 * The event bus: events published and handled (each attempt, by outcome), handler time, dead letters, and
 * each consumer group's lag, read from the buses alive in the process when Prometheus scrapes.
 */
import { counter, gauge, histogram, SLOW_BUCKETS } from './registry';

const published = counter({
  name: 'storybook_events_published_total',
  help: 'Events published, by topic and outcome (ok or error).',
  labelNames: ['topic', 'outcome'],
});
const consumed = counter({
  name: 'storybook_events_consumed_total',
  help: 'Event handler runs, by topic, consumer group and outcome (ok or error; an error is retried).',
  labelNames: ['topic', 'group', 'outcome'],
});
const handlerSeconds = histogram({
  name: 'storybook_event_handler_seconds',
  help: 'Time an event handler ran, by topic and consumer group.',
  labelNames: ['topic', 'group'],
  buckets: SLOW_BUCKETS,
});
const deadLettered = counter({
  name: 'storybook_events_dead_lettered_total',
  help: 'Events sent to the dead-letter topic after their last attempt failed.',
  labelNames: ['topic', 'group'],
});

export interface ConsumerLag {
  topic: string;
  group: string;
  /** Events published to the topic that the group has not finished handling. */
  lag: number;
}

/** Something that can say how far behind its consumers are: one per event bus. */
export type LagSource = () => Promise<ConsumerLag[]>;

const lagSources = new Set<LagSource>();

/** Adds a bus's lag to the gauge until the returned function is called (when the bus closes). */
export function registerLagSource(source: LagSource): () => void {
  lagSources.add(source);
  return () => lagSources.delete(source);
}

/** Sums what the sources say per topic and group: two buses of one group in a process are one consumer. */
export async function collectLag(sources: Iterable<LagSource>): Promise<ConsumerLag[]> {
  const answers = await Promise.all([...sources].map((source) => source().catch(() => [])));
  const sums = new Map<string, ConsumerLag>();
  for (const { topic, group, lag } of answers.flat()) {
    const key = `${topic}\u0000${group}`;
    const sum = sums.get(key) ?? { topic, group, lag: 0 };
    sum.lag += lag;
    sums.set(key, sum);
  }
  return [...sums.values()];
}

gauge({
  name: 'storybook_event_consumer_lag',
  help: 'Events on a topic that a consumer group has not yet handled.',
  labelNames: ['topic', 'group'],
  async collect() {
    const lags = await collectLag(lagSources);
    this.reset();
    for (const { topic, group, lag } of lags) this.set({ topic, group }, lag);
  },
});

export function observePublish(topic: string, outcome: 'ok' | 'error'): void {
  published.inc({ topic, outcome });
}

export function observeHandled(topic: string, group: string, outcome: 'ok' | 'error', seconds: number): void {
  consumed.inc({ topic, group, outcome });
  handlerSeconds.observe({ topic, group }, seconds);
}

export function observeDeadLetter(topic: string, group: string): void {
  deadLettered.inc({ topic, group });
}
