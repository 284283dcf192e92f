/**
 * The embedded event bus, for every service running in one process. It keeps the delivery rules the Kafka
 * adapter has, so code that works here works there: each group gets each event once, per key in publish
 * order, asynchronously; failures are retried with backoff and then dead-lettered without blocking the topic.
 * Nothing is durable: events not yet handled when the process stops are lost.
 */
import type pino from 'pino';
import { eventEnvelopeSchema } from '../events';
import type { EventEnvelope } from '../events';
import { deadLetterEnvelope, deadLetterTopic } from '../ports/event-bus';
import {
  observeDeadLetter,
  observeHandled,
  observePublish,
  registerLagSource,
} from '../metrics/event-metrics';
import { secondsSince } from '../metrics/registry';
import { traceHandle, tracePublish, type TraceHeaders } from '../tracing/event-trace';
import { interruptibleSleep } from './backoff-sleep';
import type { DeadLetter, EventBus, EventHandler, SubscribeOptions } from '../ports/event-bus';

export interface InProcessEventBusOptions {
  logger?: pino.Logger;
}

export interface InProcessEventBus extends EventBus {
  /** Resolves once no event is queued or being handled (dead letters included): for tests. */
  idle(): Promise<void>;
}

interface Subscriber {
  handler: EventHandler;
  maxAttempts: number;
  retryDelayMs: number;
}

interface Group {
  topic: string;
  name: string;
  subscribers: Subscriber[];
  /** Events waiting per key; a key present here has a worker draining it. */
  queues: Map<string, Queued[]>;
}

/** An event and the trace context it was published in, as Kafka's message headers would carry it. */
interface Queued {
  event: EventEnvelope;
  headers: TraceHeaders;
}

/** Like Kafka partitions, a key sticks to one subscriber of the group while the group does not change. */
function pick(subscribers: Subscriber[], key: string): Subscriber {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return subscribers[hash % subscribers.length];
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The bus's groups by topic, the workers draining their queues, and whether it is closed. */
interface BusState {
  logger?: pino.Logger;
  groups: Map<string, Map<string, Group>>;
  workers: Set<Promise<void>>;
  sleep: (ms: number) => Promise<void>;
  wakeAll: () => void;
  idleWaiters: (() => void)[];
  closed: boolean;
}

function checkIdle(bus: BusState): void {
  if (bus.workers.size > 0) return;
  const waiters = bus.idleWaiters;
  bus.idleWaiters = [];
  waiters.forEach((resolve) => resolve());
}

/** Runs one event through a subscriber, retrying with backoff, and dead-letters it when attempts run out. */
async function attempt(bus: BusState, group: Group, key: string, { event, headers }: Queued): Promise<void> {
  const subscriber = pick(group.subscribers, key);
  for (let attempts = 1; ; attempts++) {
    const started = performance.now();
    try {
      // A copy per group, as the wire would give: a handler cannot alter what other groups see.
      await traceHandle(group.topic, group.name, headers, () => subscriber.handler(structuredClone(event)));
      observeHandled(group.topic, group.name, 'ok', secondsSince(started));
      return;
    } catch (error) {
      observeHandled(group.topic, group.name, 'error', secondsSince(started));
      if (bus.closed) return;
      const context = { topic: group.topic, group: group.name, eventId: event.eventId, attempts };
      if (attempts >= subscriber.maxAttempts) {
        bus.logger?.error(
          { ...context, err: error },
          'event handler failed; sending the event to the dead-letter topic',
        );
        observeDeadLetter(group.topic, group.name);
        deadLetter(bus, { topic: group.topic, event, error: errorText(error), attempts }, key, headers);
        return;
      }
      bus.logger?.warn({ ...context, err: error }, 'event handler failed; retrying');
      await bus.sleep(subscriber.retryDelayMs * 2 ** (attempts - 1));
      if (bus.closed) return;
    }
  }
}

function deadLetter(bus: BusState, letter: DeadLetter, key: string, headers: TraceHeaders): void {
  deliver(bus, deadLetterTopic(letter.topic), { event: deadLetterEnvelope(letter), headers }, key);
}

async function drain(bus: BusState, group: Group, key: string): Promise<void> {
  // Yield first, so handlers never run inside `publish`.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const queue = group.queues.get(key) ?? [];
  while (!bus.closed && queue.length > 0) {
    await attempt(bus, group, key, queue[0]);
    queue.shift();
  }
  group.queues.delete(key);
}

function deliver(bus: BusState, topic: string, queued: Queued, key: string): void {
  for (const group of bus.groups.get(topic)?.values() ?? []) {
    const queue = group.queues.get(key);
    if (queue) {
      queue.push(queued);
      continue;
    }
    group.queues.set(key, [queued]);
    const worker = drain(bus, group, key).finally(() => {
      bus.workers.delete(worker);
      checkIdle(bus);
    });
    bus.workers.add(worker);
  }
}

/** Lag here is what is queued or being handled: nothing is durable, so nothing else is behind. */
function consumerLag(bus: BusState) {
  return [...bus.groups.values()].flatMap((topicGroups) =>
    [...topicGroups.values()].map((group) => ({
      topic: group.topic,
      group: group.name,
      lag: [...group.queues.values()].reduce((sum, queue) => sum + queue.length, 0),
    })),
  );
}

function subscribe(bus: BusState, topic: string, handler: EventHandler, options: SubscribeOptions): void {
  if (bus.closed) throw new Error('event bus is closed');
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? 100;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be at least 1');
  if (!(retryDelayMs >= 0)) throw new Error('retryDelayMs must not be negative');
  const topicGroups = bus.groups.get(topic) ?? new Map<string, Group>();
  bus.groups.set(topic, topicGroups);
  const group: Group = topicGroups.get(options.group) ?? {
    topic,
    name: options.group,
    subscribers: [],
    queues: new Map(),
  };
  topicGroups.set(options.group, group);
  group.subscribers.push({ handler, maxAttempts, retryDelayMs });
}

export function createInProcessEventBus(options: InProcessEventBusOptions = {}): InProcessEventBus {
  const { sleep, wakeAll } = interruptibleSleep();
  const bus: BusState = {
    logger: options.logger,
    groups: new Map(),
    workers: new Set(),
    sleep,
    wakeAll,
    idleWaiters: [],
    closed: false,
  };
  const unregisterLag = registerLagSource(async () => consumerLag(bus));

  return {
    adapter: 'in-process',
    async publish(topic: string, event: EventEnvelope, key: string): Promise<void> {
      if (bus.closed) throw new Error('event bus is closed');
      try {
        await tracePublish(topic, async (headers) => {
          // The JSON round trip is what Kafka does to an event; it catches what would not survive the wire.
          const parsed = eventEnvelopeSchema.parse(JSON.parse(JSON.stringify(event)));
          deliver(bus, topic, { event: parsed, headers }, key);
        });
      } catch (error) {
        observePublish(topic, 'error');
        throw error;
      }
      observePublish(topic, 'ok');
    },

    subscribe: async (topic, handler, subscribeOptions) => subscribe(bus, topic, handler, subscribeOptions),

    async ping(): Promise<boolean> {
      return !bus.closed;
    },

    async close(): Promise<void> {
      bus.closed = true;
      unregisterLag();
      bus.wakeAll();
      await Promise.all(bus.workers);
    },

    idle(): Promise<void> {
      if (bus.workers.size === 0) return Promise.resolve();
      return new Promise((resolve) => bus.idleWaiters.push(resolve));
    },
  };
}
