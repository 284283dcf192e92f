/**
 * The Kafka bus's consuming side: one consumer per subscription, handling each key in order (a partition's
 * keys side by side), retrying a failing handler with backoff, dead-lettering it, and committing a batch's
 * offsets only once all of it is done (behind the handling of the next batch).
 */
import type { Consumer, EachBatchPayload, KafkaMessage } from 'kafkajs';
import { eventEnvelopeSchema } from '../../events';
import type { EventEnvelope } from '../../events';
import { observeDeadLetter, observeHandled } from '../../metrics/event-metrics';
import { secondsSince } from '../../metrics/registry';
import type { EventHandler, SubscribeOptions } from '../../ports/event-bus';
import { headersFromKafka, traceHandle, type TraceHeaders } from '../../tracing/event-trace';
import { closedError, errorText, withTimeout, type KafkaBus, type Subscription } from './bus-state';
import { deadLetter } from './producer';
import { ensureTopic, hasCommittedOffsets, startingOffsets } from './topic-admin';

type Heartbeat = () => Promise<void>;

/** Waits `ms` in slices, heartbeating between them so the group keeps this member during a backoff. */
async function backoff(bus: KafkaBus, ms: number, heartbeat: Heartbeat): Promise<void> {
  const until = Date.now() + ms;
  for (let left = ms; left > 0 && !bus.closed; left = until - Date.now()) {
    await bus.sleep(Math.min(left, bus.settings.heartbeatInterval));
    // A rebalance or a lost broker ends the wait with an error: kafkajs rejoins or retries, and the
    // event, not committed, comes again from its first attempt.
    if (!bus.closed) await heartbeat();
  }
}

/** Runs a handler, heartbeating meanwhile so a long handler does not cost this member its partitions. */
async function runHandler(bus: KafkaBus, handler: EventHandler, event: EventEnvelope, heartbeat: Heartbeat) {
  const timer = setInterval(() => void heartbeat().catch(() => undefined), bus.settings.heartbeatInterval);
  try {
    await handler(event);
  } finally {
    clearInterval(timer);
  }
}

function decode(message: KafkaMessage): EventEnvelope | undefined {
  try {
    return eventEnvelopeSchema.parse(JSON.parse(message.value?.toString() ?? ''));
  } catch {
    return undefined;
  }
}

/**
 * Runs the handler until it succeeds, backing off between attempts, and dead-letters the event after the
 * last. Resolves `'done'` when the event may be committed, `'closing'` when the bus closed meanwhile.
 */
async function deliver(
  bus: KafkaBus,
  sub: Subscription,
  event: EventEnvelope,
  { topic, partition, message, heartbeat }: MessageAt,
  headers: TraceHeaders,
): Promise<'done' | 'closing'> {
  const context = { topic, group: sub.group, partition, offset: message.offset };
  for (let attempts = 1; ; attempts++) {
    const started = performance.now();
    try {
      await traceHandle(topic, sub.group, headers, () => runHandler(bus, sub.handler, event, heartbeat));
      observeHandled(topic, sub.group, 'ok', secondsSince(started));
      return 'done';
    } catch (error) {
      observeHandled(topic, sub.group, 'error', secondsSince(started));
      if (bus.closed) return 'closing';
      const attemptContext = { ...context, eventId: event.eventId, attempts };
      if (attempts >= sub.maxAttempts) {
        bus.logger?.error(
          { ...attemptContext, err: error },
          'event handler failed; sending the event to the dead-letter topic',
        );
        observeDeadLetter(topic, sub.group);
        const key = message.key?.toString() ?? '';
        await deadLetter(bus, { topic, event, error: errorText(error), attempts }, key, headers);
        return 'done';
      }
      bus.logger?.warn({ ...attemptContext, err: error }, 'event handler failed; retrying');
      await backoff(bus, sub.retryDelayMs * 2 ** (attempts - 1), heartbeat);
      if (bus.closed) return 'closing';
    }
  }
}

/** A message and where it came from. */
interface MessageAt {
  topic: string;
  partition: number;
  message: KafkaMessage;
  heartbeat: Heartbeat;
}

/** Handles one message: retries, dead-letters. Resolves `'closing'` when the bus closed meanwhile. */
async function handle(bus: KafkaBus, sub: Subscription, at: MessageAt): Promise<'done' | 'closing'> {
  const { topic, partition, message } = at;
  const event = decode(message);
  if (event) return deliver(bus, sub, event, at, headersFromKafka(message.headers));
  // Only a foreign producer writes such a message (publish validates); no handler could take it, and a
  // dead letter carries an envelope, so it is logged and skipped.
  bus.logger?.error(
    { topic, group: sub.group, partition, offset: message.offset },
    'skipping a message that is not an event envelope',
  );
  return 'done';
}

/** A batch's messages by key, each key's in offset order. */
function byKey(messages: KafkaMessage[]): KafkaMessage[][] {
  const keys = new Map<string, KafkaMessage[]>();
  for (const message of messages) {
    const key = message.key?.toString() ?? '';
    const queue = keys.get(key);
    if (queue) queue.push(message);
    else keys.set(key, [message]);
  }
  return [...keys.values()];
}

/**
 * Handles a batch: each key's messages in order, up to `keysAtOnce` keys side by side (the bus promises
 * order per key, as the in-process bus keeps it, not per partition: a book's pages, keyed each, are drawn
 * and recorded together rather than a round trip after each other). Commits the batch once all of it is
 * done; a batch cut short by close or a rebalance is not committed, and the group gets it again.
 */
async function handleBatch(
  bus: KafkaBus,
  sub: Subscription,
  consumer: Consumer,
  { batch, heartbeat, isRunning, isStale, resolveOffset }: EachBatchPayload,
  messages: KafkaMessage[],
): Promise<void> {
  const stopped = () => bus.closed || !isRunning() || isStale();
  const queues = byKey(messages);
  let cutShort = false;
  const worker = async () => {
    for (let queue = queues.shift(); queue && !cutShort; queue = queues.shift()) {
      for (const message of queue) {
        const at = { topic: batch.topic, partition: batch.partition, message, heartbeat };
        if (stopped() || (await handle(bus, sub, at)) === 'closing') {
          cutShort = true;
          return;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(bus.settings.keysAtOnce, queues.length) }, worker));
  if (cutShort || stopped()) return;
  const last = messages[messages.length - 1];
  resolveOffset(last.offset);
  commitBehind(bus, sub, consumer, batch.partition, (BigInt(last.offset) + 1n).toString());
}

/**
 * Commits a batch's offset (the next one to read) behind its handling: the partition's next batch is
 * handled while the commit travels, rather than a broker round trip later. A partition's commits go one
 * after another, so a later offset never lands before an earlier one; closing the bus waits for them
 * (`inFlight`). A commit lost to a crash or a rebalance only means the group gets the event again, which
 * at-least-once allows and the handlers' idempotency absorbs.
 */
function commitBehind(
  bus: KafkaBus,
  sub: Subscription,
  consumer: Consumer,
  partition: number,
  offset: string,
) {
  const commit = (sub.commits.get(partition) ?? Promise.resolve())
    .then(() => consumer.commitOffsets([{ topic: sub.topic, partition, offset }]))
    .catch((error: unknown) =>
      bus.logger?.warn(
        { topic: sub.topic, group: sub.group, partition, offset, err: error },
        'offset not committed; the group may get these events again',
      ),
    );
  sub.commits.set(partition, commit);
  bus.inFlight.add(commit);
  void commit.finally(() => {
    bus.inFlight.delete(commit);
    if (sub.commits.get(partition) === commit) sub.commits.delete(partition);
  });
}

async function onBatch(
  bus: KafkaBus,
  sub: Subscription,
  consumer: Consumer,
  payload: EachBatchPayload,
): Promise<void> {
  await sub.ready;
  // Once closing, an event is neither handled nor committed: the group gets it again.
  if (bus.closed) return;
  // Published before this group first subscribed (fromBeginning covers partitions without an offset).
  const start = sub.startOffsets?.get(payload.batch.partition);
  const messages = payload.batch.messages.filter(
    (message) => start === undefined || BigInt(message.offset) >= start,
  );
  if (messages.length === 0) {
    payload.resolveOffset(payload.batch.lastOffset());
    return;
  }
  const work = handleBatch(bus, sub, consumer, payload, messages);
  bus.inFlight.add(work);
  try {
    await work;
  } finally {
    bus.inFlight.delete(work);
  }
}

/**
 * Settles when the consumer has joined its group (on the first join) or crashed before it; a crash after
 * the join, on an error kafkajs does not restart on, starts a new consumer.
 */
function joinedGroup(bus: KafkaBus, sub: Subscription, consumer: Consumer): Promise<void> {
  let joined = false;
  return new Promise<void>((onJoin, onCrash) => {
    consumer.on(consumer.events.GROUP_JOIN, () => {
      if (joined) return;
      joined = true;
      // kafkajs marks the consumer running (able to commit) right after this event, within the same
      // chain of promise jobs: by the next turn of the event loop it is.
      setImmediate(onJoin);
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart || bus.closed || sub.consumer !== consumer) return;
      if (!joined) {
        onCrash(payload.error);
        return;
      }
      bus.logger?.error(
        { topic: sub.topic, group: sub.group, err: payload.error },
        'event consumer stopped on an error kafkajs does not restart on; starting a new one',
      );
      restart(bus, sub);
    });
  });
}

/** Starts a consumer for a subscription; resolves once it has joined its group and got its partitions. */
async function startConsumer(bus: KafkaBus, sub: Subscription): Promise<void> {
  const { settings } = bus;
  const consumer = bus.kafka.consumer({
    groupId: sub.group,
    sessionTimeout: settings.sessionTimeout,
    heartbeatInterval: settings.heartbeatInterval,
    rebalanceTimeout: settings.rebalanceTimeout,
    maxWaitTimeInMs: settings.maxWaitTimeInMs,
    allowAutoTopicCreation: false,
    // kafkajs restarts a consumer that failed with a retriable error (a lost broker); see CRASH in
    // joinedGroup for the others.
    retry: { ...settings.retry, restartOnFailure: async () => !bus.closed },
  });
  sub.consumer = consumer;
  const joining = joinedGroup(bus, sub, consumer);
  try {
    await consumer.connect();
    // Where a partition without a committed offset starts. A new group's offsets are committed before it
    // handles anything (see subscribe), so this only applies to partitions added later or offsets the
    // broker expired: from the beginning, as at-least-once wants.
    await consumer.subscribe({ topic: sub.topic, fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      // Partitions are handled side by side, and a partition's keys too (handleBatch): a retrying key
      // holds up only its own events, until its batch is done.
      partitionsConsumedConcurrently: settings.numPartitions,
      // A batch cut short (close, a rebalance) leaves its offsets where they were: fetched again, not skipped.
      eachBatchAutoResolve: false,
      eachBatch: (payload) => onBatch(bus, sub, consumer, payload),
    });
    await withTimeout(
      Promise.race([joining, bus.closeStarted]),
      settings.joinTimeoutMs,
      `timed out joining consumer group ${sub.group}`,
    );
  } catch (error) {
    if (sub.consumer === consumer) sub.consumer = undefined;
    await consumer.disconnect().catch(() => undefined);
    throw error;
  }
}

/** Replaces a consumer that kafkajs gave up on, trying again with backoff until it runs or the bus closes. */
function restart(bus: KafkaBus, sub: Subscription): void {
  if (sub.restarting) return;
  const task = (async () => {
    for (let attempt = 1; !bus.closed; attempt++) {
      await bus.sleep(Math.min(1000 * 2 ** (attempt - 1), 30_000));
      if (bus.closed) return;
      try {
        await startConsumer(bus, sub);
        bus.logger?.warn({ topic: sub.topic, group: sub.group }, 'event consumer restarted');
        return;
      } catch (error) {
        bus.logger?.error(
          { topic: sub.topic, group: sub.group, err: error },
          'event consumer restart failed',
        );
      }
    }
  })().finally(() => {
    sub.restarting = undefined;
    bus.starting.delete(task);
  });
  sub.restarting = task;
  bus.starting.add(task);
}

async function commitStartingOffsets(bus: KafkaBus, sub: Subscription, offsets: Map<number, bigint>) {
  const partitions = [...offsets].map(([partition, offset]) => ({
    topic: sub.topic,
    partition,
    offset: offset.toString(),
  }));
  for (let attempt = 1; ; attempt++) {
    // kafkajs drops a commit silently when its consumer is not running (it crashed and restarts), hence
    // the check that the offsets arrived.
    await sub.consumer?.commitOffsets(partitions);
    if (await hasCommittedOffsets(bus, sub.topic, sub.group)) return;
    if (attempt >= 10 || bus.closed) throw new Error(`could not commit the starting offsets of ${sub.group}`);
    await bus.sleep(200 * attempt);
  }
}

export async function subscribe(
  bus: KafkaBus,
  topic: string,
  handler: EventHandler,
  options: SubscribeOptions,
): Promise<void> {
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? 100;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error('maxAttempts must be at least 1');
  if (!(retryDelayMs >= 0)) throw new Error('retryDelayMs must not be negative');
  await ensureTopic(bus, topic);
  const startOffsets = await startingOffsets(bus, topic, options.group);
  if (bus.closed) throw closedError();
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const sub: Subscription = {
    topic,
    group: options.group,
    handler,
    maxAttempts,
    retryDelayMs,
    startOffsets,
    ready,
    commits: new Map(),
  };
  bus.subscriptions.add(sub);
  try {
    await startConsumer(bus, sub);
    if (startOffsets) await commitStartingOffsets(bus, sub, startOffsets);
    if (bus.closed) throw closedError();
  } catch (error) {
    bus.subscriptions.delete(sub);
    await sub.consumer?.disconnect().catch(() => undefined);
    throw bus.closed ? closedError() : error;
  } finally {
    markReady();
  }
}
