/**
 * The production event bus, on Apache Kafka through kafkajs. It keeps the delivery rules of the in-process
 * bus: each group gets each event at least once, per key in publish order (key -> partition); a failing
 * handler is retried with exponential backoff and then dead-lettered to `<topic>.dlq`, without blocking the
 * partition. Unlike the in-process bus, nothing published is lost when a process stops: an event's offset
 * is committed only once its handler succeeded (or it was dead-lettered), so an event not yet handled is
 * handled again by the group after a crash, a rebalance or a broker restart. Handlers are idempotent by
 * `eventId`, so that redelivery is harmless.
 */
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import type {
  Consumer,
  EachMessagePayload,
  KafkaMessage,
  LogEntry,
  logCreator,
  Producer,
  RetryOptions,
} from 'kafkajs';
import type pino from 'pino';
import { eventEnvelopeSchema } from '../events';
import type { EventEnvelope } from '../events';
import { deadLetterEnvelope, deadLetterTopic } from '../ports/event-bus';
import {
  observeDeadLetter,
  observeHandled,
  observePublish,
  registerLagSource,
  type ConsumerLag,
} from '../metrics/event-metrics';
import { secondsSince } from '../metrics/registry';
import { headersFromKafka, traceHandle, tracePublish, type TraceHeaders } from '../tracing/event-trace';
import { interruptibleSleep } from './backoff-sleep';
import { answersWithin } from './ping-within';
import type { DeadLetter, EventBus, EventHandler, SubscribeOptions } from '../ports/event-bus';

/** The certificates to trust for Kafka's TLS (a private CA) instead of the system's. */
export interface KafkaTrust {
  ca: string[];
}

/** Credentials for brokers that ask for them (managed Kafka services do). */
export type KafkaSasl = { username: string; password: string } & (
  { mechanism: 'plain' } | { mechanism: 'scram-sha-256' } | { mechanism: 'scram-sha-512' }
);

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId: string;
  /** Connect with TLS: `true` trusts the system's CAs, `{ ca }` these PEM certificates instead. */
  ssl?: boolean | KafkaTrust;
  sasl?: KafkaSasl;
  /** Receives the bus's own lines and kafkajs's lines at warn and above. */
  logger?: pino.Logger;
  /** Partitions of the topics the bus creates (default 3): how many consumers of one group share the work. */
  numPartitions?: number;
  /** Replicas of the topics the bus creates (default -1: the broker's `default.replication.factor`). */
  replicationFactor?: number;
  /**
   * Consumer group session timeout (default 6 s, the brokers' default least). The bus heartbeats while a
   * handler runs or backs off, so this only bounds how long a dead process keeps its partitions: a process
   * restarted after a crash, or the group after a broker restart, waits for the members the broker
   * remembers to expire before the group can settle again.
   */
  sessionTimeoutMs?: number;
  /**
   * Heartbeat interval (default 1 s, below a third of the session timeout). A member learns of a rebalance
   * from a heartbeat answer, so this bounds how long a new member of a group waits for the others.
   */
  heartbeatIntervalMs?: number;
  /**
   * How long the broker waits for members to rejoin on a rebalance (default 60 s). A member rejoins only
   * once its handlers in flight are done, so this stays above the slowest handler (image generation).
   */
  rebalanceTimeoutMs?: number;
  /**
   * Longest a fetch waits on the broker for new events (default 500 ms, kafkajs has 5 s). An idle consumer
   * heartbeats, notices rebalances and stops only between fetches: short fetches make subscribing a second
   * member and closing fast, at the cost of a few cheap requests a second per idle consumer.
   */
  maxWaitTimeMs?: number;
  /**
   * kafkajs's retry policy for every client, over the default: a failed request or connection is retried
   * for about 20 s, with waits capped at 5 s so that work resumes within seconds of a broker coming back.
   * A publish rejects once it runs out; consumers then restart on their own.
   */
  retry?: Omit<RetryOptions, 'restartOnFailure'>;
  /** How long `ping` waits for the cluster to answer (default 2 s). */
  pingTimeoutMs?: number;
  /** How long `close` waits for sends the broker has not acknowledged (default 5 s) before abandoning them. */
  closeTimeoutMs?: number;
}

interface ProducerSlot {
  instance: Producer;
  /** Settles when connected; a producer that failed to connect is retired. */
  ready: Promise<void>;
}

interface Subscription {
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
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const closedError = (): Error => new Error('event bus is closed');

const isDeadLetterTopic = (topic: string): boolean => topic.endsWith(deadLetterTopic(''));

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

/** How long an admin request answered with a retriable error is tried again (see `retryingRetriable`). */
const ADMIN_RETRY_MS = 20_000;

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

/** Waits for `promise` to settle, `ms` at most. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  await withTimeout(promise, ms, '').catch(() => undefined);
}

/** Settles like `promise`, or rejects with `message` after `ms`. */
async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
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

export function createKafkaEventBus(options: KafkaEventBusOptions): EventBus {
  const logger = options.logger;
  const numPartitions = options.numPartitions ?? 3;
  const replicationFactor = options.replicationFactor ?? -1;
  const sessionTimeout = options.sessionTimeoutMs ?? 6000;
  const heartbeatInterval = options.heartbeatIntervalMs ?? 1000;
  const rebalanceTimeout = options.rebalanceTimeoutMs ?? 60_000;
  const maxWaitTimeInMs = options.maxWaitTimeMs ?? 500;
  const pingTimeoutMs = options.pingTimeoutMs ?? 2000;
  const closeTimeoutMs = options.closeTimeoutMs ?? 5000;
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  // A join waits for the other members to rejoin (up to the rebalance timeout) or to expire.
  const joinTimeoutMs = rebalanceTimeout + sessionTimeout;

  const kafka = new Kafka({
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
  const admin = kafka.admin({ retry });

  const topics = new Map<string, Promise<void>>();
  const subscriptions = new Set<Subscription>();
  /** Handlers in flight, with their dead letter and commit. */
  const inFlight = new Set<Promise<void>>();
  /** Subscribes and consumer restarts under way. */
  const starting = new Set<Promise<unknown>>();
  /** Publishes and dead letters not yet acknowledged. */
  const sends = new Set<Promise<unknown>>();
  const { sleep, wakeAll } = interruptibleSleep();
  /** Rejects when the bus starts closing: ends waits for a group join. */
  let signalClose: (error: Error) => void = () => undefined;
  const closeStarted = new Promise<never>((_, reject) => (signalClose = reject));
  closeStarted.catch(() => undefined);
  /** Rejects `closeTimeoutMs` after that: ends waits for the broker to acknowledge a send. */
  let abandonSends: (error: Error) => void = () => undefined;
  const abandoned = new Promise<never>((_, reject) => (abandonSends = reject));
  abandoned.catch(() => undefined);
  let adminReady: Promise<void> | undefined;
  let producer: ProducerSlot | undefined;
  /** The last send queued: each send waits for the one before it. */
  let sendQueue: Promise<unknown> = Promise.resolve();
  let sendsAbandoned = false;
  /** Every producer not yet disconnected, the current one and any retired one still settling. */
  const producers = new Set<Producer>();
  let closed = false;
  let closing: Promise<void> | undefined;

  /** Connects the admin client once; a failed attempt is tried again on the next call. */
  function connectAdmin(): Promise<void> {
    adminReady ??= admin.connect().catch((error: unknown) => {
      adminReady = undefined;
      throw error;
    });
    return adminReady;
  }

  /**
   * The producer. It is idempotent (acks from all in-sync replicas, a sequence number per partition), so a
   * send kafkajs retries after a lost answer is not written twice. But when a send fails, kafkajs hands its
   * sequence number to the next send: had the broker written the failed one after all, it would take that
   * next, different event for a duplicate, acknowledge it and drop it. Hence sends go one at a time (see
   * `send`), so that only the failed send's own retry can take its number, and once kafkajs gives up on a
   * send, the producer is replaced by a new one, with a new producer id and fresh sequence numbers.
   */
  function currentProducer(): ProducerSlot {
    if (!producer) {
      const instance = kafka.producer({
        idempotent: true,
        // Explicitly the default partitioner (murmur2 of the key, like the Java client): kafkajs then has
        // no warning to give about having changed its default.
        createPartitioner: Partitioners.DefaultPartitioner,
        allowAutoTopicCreation: false,
        retry,
      });
      const slot: ProducerSlot = { instance, ready: instance.connect() };
      slot.ready.catch(() => retire(slot));
      producers.add(instance);
      producer = slot;
    }
    return producer;
  }

  function retire(slot: ProducerSlot): void {
    if (producer === slot) producer = undefined;
    void slot.instance
      .disconnect()
      .catch(() => undefined)
      .finally(() => producers.delete(slot.instance));
  }

  /**
   * Runs an admin request again while the broker answers with an error Kafka calls retriable, for about
   * 20 s: kafkajs does not retry these requests on such answers itself, and a broker that has just started
   * or moved a partition gives them for a while (the group coordinator still loading its offsets, a topic
   * just created not yet in the metadata of the broker asked). Every service subscribes at start-up, so
   * without this a service started with its broker would fail to start.
   */
  async function retryingRetriable<T>(request: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + ADMIN_RETRY_MS;
    for (let attempt = 1; ; attempt++) {
      try {
        return await request();
      } catch (error) {
        const retriable = (error as { retriable?: unknown }).retriable === true;
        if (!retriable || Date.now() >= deadline || closed) throw error;
        await sleep(Math.min(100 * attempt, 1000));
      }
    }
  }

  /** Creates a topic and its dead-letter topic (a dead-letter topic has none), once per bus. */
  async function ensureTopic(topic: string): Promise<void> {
    await Promise.all([
      createTopic(topic),
      ...(isDeadLetterTopic(topic) ? [] : [createTopic(deadLetterTopic(topic))]),
    ]);
  }

  /**
   * Creates one topic if it does not exist yet, and waits for its partitions to have leaders. One topic per
   * call: kafkajs answers "exists already" for a whole call without waiting for the leaders of the others.
   */
  function createTopic(topic: string): Promise<void> {
    let ready = topics.get(topic);
    if (!ready) {
      ready = connectAdmin()
        // Resolves false when the topic exists already, as after a restart or on a second bus.
        .then(() =>
          retryingRetriable(() =>
            admin.createTopics({
              topics: [{ topic, numPartitions, replicationFactor }],
              waitForLeaders: true,
            }),
          ),
        )
        .then(() => undefined);
      ready.catch(() => topics.delete(topic));
      topics.set(topic, ready);
    }
    return ready;
  }

  /**
   * Sends an event, after the sends before it (see `currentProducer`); a send still waiting for the broker
   * `closeTimeoutMs` after close began is abandoned, and those queued behind it are dropped.
   */
  async function send(
    topic: string,
    event: EventEnvelope,
    key: string,
    headers: TraceHeaders,
  ): Promise<void> {
    const sending = ensureTopic(topic).then(() => {
      const turn = sendQueue.then(async () => {
        if (sendsAbandoned) throw closedError();
        const slot = currentProducer();
        await slot.ready;
        try {
          await slot.instance.send({
            topic,
            acks: -1,
            messages: [{ key, value: JSON.stringify(event), headers }],
          });
        } catch (error) {
          retire(slot);
          throw error;
        }
      });
      sendQueue = turn.catch(() => undefined);
      return turn;
    });
    sending.catch(() => undefined); // once abandoned, its outcome is nobody's
    await track(sends, Promise.race([sending, abandoned]));
  }

  async function deadLetter(letter: DeadLetter, key: string, headers: TraceHeaders): Promise<void> {
    await send(deadLetterTopic(letter.topic), deadLetterEnvelope(letter), key, headers);
  }

  /** Waits `ms` in slices, heartbeating between them so the group keeps this member during a backoff. */
  async function backoff(ms: number, heartbeat: () => Promise<void>): Promise<void> {
    const until = Date.now() + ms;
    for (let left = ms; left > 0 && !closed; left = until - Date.now()) {
      await sleep(Math.min(left, heartbeatInterval));
      // A rebalance or a lost broker ends the wait with an error: kafkajs rejoins or retries, and the
      // event, not committed, comes again from its first attempt.
      if (!closed) await heartbeat();
    }
  }

  /** Runs a handler, heartbeating meanwhile so a long handler does not cost this member its partitions. */
  async function runHandler(handler: EventHandler, event: EventEnvelope, heartbeat: () => Promise<void>) {
    const timer = setInterval(() => void heartbeat().catch(() => undefined), heartbeatInterval);
    try {
      await handler(event);
    } finally {
      clearInterval(timer);
    }
  }

  /** Handles one message: retries, dead-letters, then commits it. Returns without a commit on close. */
  async function handle(
    sub: Subscription,
    consumer: Consumer,
    { topic, partition, message, heartbeat }: EachMessagePayload,
  ): Promise<void> {
    const key = message.key?.toString() ?? '';
    const context = { topic, group: sub.group, partition, offset: message.offset };
    const event = decode(message);
    const headers = headersFromKafka(message.headers);
    if (!event) {
      // Only a foreign producer writes such a message (publish validates); no handler could take it, and a
      // dead letter carries an envelope, so it is logged and skipped.
      logger?.error(context, 'skipping a message that is not an event envelope');
    } else {
      for (let attempts = 1; ; attempts++) {
        const started = performance.now();
        try {
          await traceHandle(topic, sub.group, headers, () => runHandler(sub.handler, event, heartbeat));
          observeHandled(topic, sub.group, 'ok', secondsSince(started));
          break;
        } catch (error) {
          observeHandled(topic, sub.group, 'error', secondsSince(started));
          if (closed) return;
          const attemptContext = { ...context, eventId: event.eventId, attempts };
          if (attempts >= sub.maxAttempts) {
            logger?.error(
              { ...attemptContext, err: error },
              'event handler failed; sending the event to the dead-letter topic',
            );
            observeDeadLetter(topic, sub.group);
            await deadLetter({ topic, event, error: errorText(error), attempts }, key, headers);
            break;
          }
          logger?.warn({ ...attemptContext, err: error }, 'event handler failed; retrying');
          await backoff(sub.retryDelayMs * 2 ** (attempts - 1), heartbeat);
          if (closed) return;
        }
      }
    }
    // The committed offset is the next one to read.
    await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
  }

  function decode(message: KafkaMessage): EventEnvelope | undefined {
    try {
      return eventEnvelopeSchema.parse(JSON.parse(message.value?.toString() ?? ''));
    } catch {
      return undefined;
    }
  }

  async function onMessage(
    sub: Subscription,
    consumer: Consumer,
    payload: EachMessagePayload,
  ): Promise<void> {
    await sub.ready;
    // Once closing, an event is neither handled nor committed: the group gets it again.
    if (closed) return;
    // Published before this group first subscribed (fromBeginning covers partitions without an offset).
    const start = sub.startOffsets?.get(payload.partition);
    if (start !== undefined && BigInt(payload.message.offset) < start) return;
    const work = handle(sub, consumer, payload);
    inFlight.add(work);
    try {
      await work;
    } finally {
      inFlight.delete(work);
    }
  }

  /** Starts a consumer for a subscription; resolves once it has joined its group and got its partitions. */
  async function startConsumer(sub: Subscription): Promise<void> {
    const consumer = kafka.consumer({
      groupId: sub.group,
      sessionTimeout,
      heartbeatInterval,
      rebalanceTimeout,
      maxWaitTimeInMs,
      allowAutoTopicCreation: false,
      // kafkajs restarts a consumer that failed with a retriable error (a lost broker); see CRASH below
      // for the others.
      retry: { ...retry, restartOnFailure: async () => !closed },
    });
    sub.consumer = consumer;
    let joined = false;
    let onJoin!: () => void;
    let onCrash!: (error: Error) => void;
    const joining = new Promise<void>((resolve, reject) => {
      onJoin = resolve;
      onCrash = reject;
    });
    consumer.on(consumer.events.GROUP_JOIN, () => {
      if (joined) return;
      joined = true;
      // kafkajs marks the consumer running (able to commit) right after this event, within the same
      // chain of promise jobs: by the next turn of the event loop it is.
      setImmediate(onJoin);
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || closed || sub.consumer !== consumer) return;
      if (!joined) {
        onCrash(payload.error);
        return;
      }
      logger?.error(
        { topic: sub.topic, group: sub.group, err: payload.error },
        'event consumer stopped on an error kafkajs does not restart on; starting a new one',
      );
      restart(sub);
    });
    try {
      await consumer.connect();
      // Where a partition without a committed offset starts. A new group's offsets are committed before it
      // handles anything (see subscribe), so this only applies to partitions added later or offsets the
      // broker expired: from the beginning, as at-least-once wants.
      await consumer.subscribe({ topic: sub.topic, fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        // Partitions are handled side by side, each in order: a retrying key does not hold up the others.
        partitionsConsumedConcurrently: numPartitions,
        eachMessage: (payload) => onMessage(sub, consumer, payload),
      });
      await withTimeout(
        Promise.race([joining, closeStarted]),
        joinTimeoutMs,
        `timed out joining consumer group ${sub.group}`,
      );
    } catch (error) {
      if (sub.consumer === consumer) sub.consumer = undefined;
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
  }

  /** Replaces a consumer that kafkajs gave up on, trying again with backoff until it runs or the bus closes. */
  function restart(sub: Subscription): void {
    if (sub.restarting) return;
    const task = (async () => {
      for (let attempt = 1; !closed; attempt++) {
        await sleep(Math.min(1000 * 2 ** (attempt - 1), 30_000));
        if (closed) return;
        try {
          await startConsumer(sub);
          logger?.warn({ topic: sub.topic, group: sub.group }, 'event consumer restarted');
          return;
        } catch (error) {
          logger?.error({ topic: sub.topic, group: sub.group, err: error }, 'event consumer restart failed');
        }
      }
    })().finally(() => {
      sub.restarting = undefined;
      starting.delete(task);
    });
    sub.restarting = task;
    starting.add(task);
  }

  /**
   * A group new to a topic starts at the topic's end as of `subscribe`, like Kafka's `latest`, but made
   * deterministic: kafkajs looks `latest` up only at its first fetch, after the join, so an event published
   * right after `subscribe` resolved could be skipped, and a rebalance before the first commit would look
   * it up again. Instead the end offsets are read before the join and committed right after it, before
   * `subscribe` resolves: every event published from then on is delivered, even if this process stops
   * before handling any.
   */
  async function startingOffsets(topic: string, group: string): Promise<Map<number, bigint> | undefined> {
    const [committed] = await retryingRetriable(() =>
      admin.fetchOffsets({ groupId: group, topics: [topic] }),
    );
    if (committed.partitions.some((partition) => partition.offset !== '-1')) return undefined;
    // A topic another process has just created may have no leader yet.
    const ends = await retryingRetriable(() => admin.fetchTopicOffsets(topic));
    return new Map(ends.map(({ partition, high }) => [partition, BigInt(high)]));
  }

  async function commitStartingOffsets(sub: Subscription, offsets: Map<number, bigint>): Promise<void> {
    const partitions = [...offsets].map(([partition, offset]) => ({
      topic: sub.topic,
      partition,
      offset: offset.toString(),
    }));
    for (let attempt = 1; ; attempt++) {
      // kafkajs drops a commit silently when its consumer is not running (it crashed and restarts), hence
      // the check that the offsets arrived.
      await sub.consumer?.commitOffsets(partitions);
      const [committed] = await retryingRetriable(() =>
        admin.fetchOffsets({ groupId: sub.group, topics: [sub.topic] }),
      );
      if (committed.partitions.every((partition) => partition.offset !== '-1')) return;
      if (attempt >= 10 || closed) throw new Error(`could not commit the starting offsets of ${sub.group}`);
      await sleep(200 * attempt);
    }
  }

  async function subscribe(topic: string, handler: EventHandler, options: SubscribeOptions): Promise<void> {
    const maxAttempts = options.maxAttempts ?? 5;
    const retryDelayMs = options.retryDelayMs ?? 100;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be at least 1');
    if (!(retryDelayMs >= 0)) throw new Error('retryDelayMs must not be negative');
    await ensureTopic(topic);
    const startOffsets = await startingOffsets(topic, options.group);
    if (closed) throw closedError();
    let markReady!: () => void;
    const sub: Subscription = {
      topic,
      group: options.group,
      handler,
      maxAttempts,
      retryDelayMs,
      startOffsets,
      ready: new Promise<void>((resolve) => (markReady = resolve)),
    };
    subscriptions.add(sub);
    try {
      await startConsumer(sub);
      if (startOffsets) await commitStartingOffsets(sub, startOffsets);
      if (closed) throw closedError();
    } catch (error) {
      subscriptions.delete(sub);
      await sub.consumer?.disconnect().catch(() => undefined);
      throw closed ? closedError() : error;
    } finally {
      markReady();
    }
  }

  /** Runs `operation` as one close waits for. */
  function track<T>(set: Set<Promise<unknown>>, operation: Promise<T>): Promise<T> {
    set.add(operation);
    const forget = () => set.delete(operation);
    operation.then(forget, forget);
    return operation;
  }

  /**
   * How far each subscription's group is behind: the partitions' ends less the group's committed offsets,
   * read from the broker when Prometheus scrapes (nothing when it does not answer in time).
   */
  async function consumerLag(): Promise<ConsumerLag[]> {
    if (closed || subscriptions.size === 0) return [];
    const lagOf = async ({ topic, group }: Subscription): Promise<ConsumerLag> => {
      const [[committed], ends] = await Promise.all([
        admin.fetchOffsets({ groupId: group, topics: [topic] }),
        admin.fetchTopicOffsets(topic),
      ]);
      const done = new Map(committed.partitions.map((p) => [p.partition, BigInt(p.offset)]));
      let lag = 0n;
      for (const { partition, high, low } of ends) {
        const at = done.get(partition) ?? -1n;
        const behind = BigInt(high) - (at < 0n ? BigInt(low) : at);
        if (behind > 0n) lag += behind;
      }
      return { topic, group, lag: Number(lag) };
    };
    return withTimeout(
      connectAdmin().then(() => Promise.all([...subscriptions].map(lagOf))),
      pingTimeoutMs,
      'consumer lag not read in time',
    );
  }
  const unregisterLag = registerLagSource(consumerLag);

  async function shutdown(): Promise<void> {
    closed = true;
    unregisterLag();
    signalClose(closedError());
    const abandon = setTimeout(() => {
      sendsAbandoned = true;
      abandonSends(new Error('event bus closed before the broker acknowledged the event'));
    }, closeTimeoutMs);
    wakeAll();
    // Stop fetching, but keep the consumers in their groups until the handlers in flight have committed.
    for (const sub of subscriptions) {
      try {
        sub.consumer?.pause([{ topic: sub.topic }]);
      } catch {
        // Not running (it crashed and kafkajs restarts it): nothing to pause.
      }
    }
    await Promise.allSettled(inFlight);
    // With the broker away, kafkajs keeps trying to join, leave a group or disconnect for its whole retry
    // policy: close gives it `closeTimeoutMs` from here and lets it finish in the background.
    const deadline = Date.now() + closeTimeoutMs;
    const left = () => Math.max(0, deadline - Date.now());
    await settleWithin(Promise.allSettled(starting), left());
    const consumers = [...subscriptions].map((sub) => sub.consumer?.disconnect());
    await settleWithin(Promise.allSettled(consumers), left());
    await Promise.allSettled(sends);
    clearTimeout(abandon);
    const clients = [...[...producers].map((instance) => instance.disconnect()), admin.disconnect()];
    await settleWithin(Promise.allSettled(clients), left());
  }

  return {
    adapter: 'kafka',
    async publish(topic: string, event: EventEnvelope, key: string): Promise<void> {
      if (closed) throw closedError();
      try {
        await tracePublish(topic, async (headers) => {
          // The JSON round trip is what the wire does to an event; it catches what would not survive it.
          const parsed = eventEnvelopeSchema.parse(JSON.parse(JSON.stringify(event)));
          await send(topic, parsed, key, headers);
        });
      } catch (error) {
        observePublish(topic, 'error');
        throw error;
      }
      observePublish(topic, 'ok');
    },

    async subscribe(topic: string, handler: EventHandler, options: SubscribeOptions): Promise<void> {
      if (closed) throw closedError();
      await track(starting, subscribe(topic, handler, options));
    },

    async ping(): Promise<boolean> {
      if (closed) return false;
      const answer = connectAdmin().then(() => admin.describeCluster());
      return answersWithin(
        answer.then(() => !closed),
        pingTimeoutMs,
      );
    },

    close(): Promise<void> {
      closing ??= shutdown();
      return closing;
    },
  };
}
