/**
 * What the parts of the Kafka event bus share: its clients, its settings (the options with their defaults),
 * the work under way that `close` waits for, and whether it is closing. One object, handed to each part.
 */
import { Kafka, logLevel } from 'kafkajs';
import type { Admin, Consumer, LogEntry, logCreator, Producer, RetryOptions } from 'kafkajs';
import type pino from 'pino';
import { deadLetterTopic } from '../../ports/event-bus';
import type { EventHandler } from '../../ports/event-bus';
import { interruptibleSleep } from '../backoff-sleep';
import type { TraceHeaders } from '../../tracing/event-trace';
import { mendIdleRequestQueues } from './idle-request-queues';
import type { KafkaEventBusOptions } from './options';

export interface KafkaSettings {
  numPartitions: number;
  replicationFactor: number;
  sessionTimeout: number;
  heartbeatInterval: number;
  rebalanceTimeout: number;
  maxWaitTimeInMs: number;
  keysAtOnce: number;
  pingTimeoutMs: number;
  closeTimeoutMs: number;
  retry: RetryOptions;
  /** A join waits for the other members to rejoin (up to the rebalance timeout) or to expire. */
  joinTimeoutMs: number;
}

/** An event waiting for the producer's next request, and its publisher's answer. */
export interface Outgoing {
  topic: string;
  key: string;
  value: string;
  headers: TraceHeaders;
  sent: () => void;
  failed: (error: unknown) => void;
}

export interface ProducerSlot {
  instance: Producer;
  /** Settles when connected; a producer that failed to connect is retired. */
  ready: Promise<void>;
}

/**
 * One partition's events being handled, across its batches. kafkajs fetches a partition's next batch only
 * once the batch before it is handed back, and a broker's partitions only once all of theirs are: handling a
 * batch to its end before taking the next held every event that came meanwhile behind the batch's slowest
 * key (a book's last pages waiting on its first ones). So a batch's events are taken here, each key's in
 * order and up to `keysAtOnce` keys side by side, and the batch is handed back at once; offsets are
 * committed as the events below them are all handled. A new one replaces it once it is cut short.
 */
export interface PartitionWork {
  /** Offsets taken and not yet handled. */
  readonly pending: Set<bigint>;
  /** The offset after the last one taken. */
  next: bigint;
  /** The offset last asked to be committed. */
  committed: bigint;
  /** Each key's last event taken: the key's next one runs after it. */
  readonly keys: Map<string, Promise<void>>;
  /** Handlers running now, and those waiting for a turn (at most `keysAtOnce` run at once). */
  running: number;
  readonly turns: (() => void)[];
  /** An event was not handled (close, a rebalance): nothing more is committed from here. */
  cut: boolean;
  /** Wakes a batch waiting for room. */
  progressed?: () => void;
}

export interface Subscription {
  topic: string;
  group: string;
  handler: EventHandler;
  maxAttempts: number;
  retryDelayMs: number;
  /** Where a group new to the topic starts (the end of each partition when it subscribed). */
  startOffsets?: Map<number, bigint>;
  /** Settles once the starting offsets are committed: nothing is handled or committed before. */
  ready: Promise<void>;
  consumer?: Consumer;
  restarting?: Promise<void>;
  /** Each partition's offset to commit next, while a commit is under way (consumer.ts). */
  commitsWanted: Map<number, string>;
  /** Each partition's events taken and being handled (consumer.ts). */
  partitions: Map<number, PartitionWork>;
}

export interface KafkaBus {
  readonly kafka: Kafka;
  readonly admin: Admin;
  readonly settings: KafkaSettings;
  readonly logger?: pino.Logger;
  /** Topics created (or being created) by this bus. */
  readonly topics: Map<string, Promise<void>>;
  readonly subscriptions: Set<Subscription>;
  /** Handlers in flight, with their dead letter and commit. */
  readonly inFlight: Set<Promise<void>>;
  /** Subscribes and consumer restarts under way. */
  readonly starting: Set<Promise<unknown>>;
  /** Publishes and dead letters not yet acknowledged. */
  readonly sends: Set<Promise<unknown>>;
  /** Every producer not yet disconnected, the current one and any retired one still settling. */
  readonly producers: Set<Producer>;
  readonly sleep: (ms: number) => Promise<void>;
  readonly wakeAll: () => void;
  /** Rejects when the bus starts closing: ends waits for a group join. */
  readonly closeStarted: Promise<never>;
  readonly signalClose: (error: Error) => void;
  /** Rejects `closeTimeoutMs` after that: ends waits for the broker to acknowledge a send. */
  readonly abandoned: Promise<never>;
  readonly abandonSends: (error: Error) => void;
  adminReady?: Promise<void>;
  producer?: ProducerSlot;
  /** Events published and not yet in a request (producer.ts). */
  readonly outbox: Outgoing[];
  /** Whether the outbox is being sent (until it is empty and no request is out). */
  draining: boolean;
  sendsAbandoned: boolean;
  closed: boolean;
}

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const closedError = (): Error => new Error('event bus is closed');

export const isDeadLetterTopic = (topic: string): boolean => topic.endsWith(deadLetterTopic(''));

/**
 * The default retry policy of every kafkajs client (see `KafkaEventBusOptions.retry`), spelled out in full:
 * kafkajs fills a partial policy with defaults that differ under `NODE_ENV=test`.
 */
const DEFAULT_RETRY: RetryOptions = {
  initialRetryTime: 200,
  maxRetryTime: 5000,
  factor: 0.2,
  multiplier: 2,
  retries: 8,
};

const CREATE_TOPICS_RESPONSE = 'Response CreateTopics';

const LIMITED_RETRIES_WARNING = 'Limiting retries for the idempotent producer may invalidate EoS guarantees';

/** Routes kafkajs's log lines to pino; kafkajs filters them by level before they get here. */
function pinoLogCreator(logger: pino.Logger): logCreator {
  const log = logger.child({ component: 'kafkajs' });
  return () =>
    ({ namespace, level, log: entry }: LogEntry) => {
      const { message, timestamp: _timestamp, logger: _logger, ...extra } = entry;
      // A producer that gave up on a send is replaced (see currentProducer), which keeps that guarantee.
      if (message === LIMITED_RETRIES_WARNING) return;
      const fields = { namespace, ...extra };
      // Every process creates the topics it uses, and all but the first are answered "exists already",
      // which kafkajs logs as an error before createTopics resolves; a real failure rejects that call.
      if (message.startsWith(CREATE_TOPICS_RESPONSE)) log.debug(fields, message);
      else if (level === logLevel.ERROR) log.error(fields, message);
      else if (level === logLevel.WARN) log.warn(fields, message);
      else if (level === logLevel.INFO) log.info(fields, message);
      else log.debug(fields, message);
    };
}

function settingsOf(options: KafkaEventBusOptions): KafkaSettings {
  const sessionTimeout = options.sessionTimeoutMs ?? 6000;
  const rebalanceTimeout = options.rebalanceTimeoutMs ?? 60_000;
  return {
    numPartitions: options.numPartitions ?? 3,
    replicationFactor: options.replicationFactor ?? -1,
    sessionTimeout,
    heartbeatInterval: options.heartbeatIntervalMs ?? 1000,
    rebalanceTimeout,
    maxWaitTimeInMs: options.maxWaitTimeMs ?? 500,
    keysAtOnce: options.keysAtOnce ?? 16,
    pingTimeoutMs: options.pingTimeoutMs ?? 2000,
    closeTimeoutMs: options.closeTimeoutMs ?? 5000,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    joinTimeoutMs: rebalanceTimeout + sessionTimeout,
  };
}

function kafkaClient(options: KafkaEventBusOptions, retry: RetryOptions): Kafka {
  const logger = options.logger;
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    ...(options.ssl ? { ssl: options.ssl === true ? true : { ca: [...options.ssl.ca] } } : {}),
    // A copy: kafkajs stores its authenticator, bound to these credentials, on the object it is given, and
    // a caller's object spread into another client's options would carry that authenticator along.
    ...(options.sasl ? { sasl: { ...options.sasl } } : {}),
    retry,
    logLevel: logger ? logLevel.WARN : logLevel.NOTHING,
    logCreator: logger ? pinoLogCreator(logger) : undefined,
  });
}

/** A rejecting promise and its trigger; nobody need wait on it for its rejection to be handled. */
function tripwire(): { tripped: Promise<never>; trip: (error: Error) => void } {
  let trip: (error: Error) => void = () => undefined;
  const tripped = new Promise<never>((_, reject) => (trip = reject));
  tripped.catch(() => undefined);
  return { tripped, trip };
}

export function openKafkaBus(options: KafkaEventBusOptions): KafkaBus {
  mendIdleRequestQueues();
  const settings = settingsOf(options);
  const kafka = kafkaClient(options, settings.retry);
  const { sleep, wakeAll } = interruptibleSleep();
  const close = tripwire();
  const abandon = tripwire();
  return {
    kafka,
    admin: kafka.admin({ retry: settings.retry }),
    settings,
    logger: options.logger,
    topics: new Map(),
    subscriptions: new Set(),
    inFlight: new Set(),
    starting: new Set(),
    sends: new Set(),
    producers: new Set(),
    sleep,
    wakeAll,
    closeStarted: close.tripped,
    signalClose: close.trip,
    abandoned: abandon.tripped,
    abandonSends: abandon.trip,
    outbox: [],
    draining: false,
    sendsAbandoned: false,
    closed: false,
  };
}

/** Runs `operation` as one close waits for. */
export function track<T>(set: Set<Promise<unknown>>, operation: Promise<T>): Promise<T> {
  set.add(operation);
  const forget = () => set.delete(operation);
  operation.then(forget, forget);
  return operation;
}

/** Waits for `promise` to settle, `ms` at most. */
export async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  await withTimeout(promise, ms, '').catch(() => undefined);
}

/** Settles like `promise`, or rejects with `message` after `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
