/**
 * The Kafka bus's consuming side: one consumer per subscription, handling each key in order (a partition's
 * keys side by side, across its batches), retrying a failing handler with backoff, dead-lettering it, and
 * committing a partition's offsets as the events below them are all handled.
 */
import type { Consumer, EachBatchPayload, KafkaMessage } from 'kafkajs';
import { eventEnvelopeSchema } from '../../events';
import type { EventEnvelope } from '../../events';
import { observeDeadLetter, observeHandled } from '../../metrics/event-metrics';
import { secondsSince } from '../../metrics/registry';
import type { EventHandler, SubscribeOptions } from '../../ports/event-bus';
import { headersFromKafka, traceHandle, type TraceHeaders } from '../../tracing/event-trace';
import {
  closedError,
  errorText,
  withTimeout,
  type KafkaBus,
  type PartitionWork,
  type Subscription,
} from './bus-state';
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

/**
 * Most events of a partition taken and not yet handled: a batch over it waits for room before the next is
 * fetched, so a slow handler holds up its partition rather than filling this process's memory.
 */
export const MOST_TAKEN_PER_PARTITION = 256;

function partitionWork(sub: Subscription, partition: number, first: bigint): PartitionWork {
  const current = sub.partitions.get(partition);
  if (current && !current.cut) return current;
  const work: PartitionWork = {
    pending: new Set(),
    next: first,
    committed: first,
    keys: new Map(),
    running: 0,
    turns: [],
    cut: false,
  };
  sub.partitions.set(partition, work);
  return work;
}

async function turn(bus: KafkaBus, work: PartitionWork): Promise<void> {
  if (work.running < bus.settings.keysAtOnce) {
    work.running += 1;
    return;
  }
  // The turn is handed over by the handler that ends (`running` stays as it is).
  await new Promise<void>((resolve) => work.turns.push(resolve));
}

/** Nothing more of this work is handled or committed; a batch waiting for room goes on (to its end). */
function cut(work: PartitionWork): void {
  work.cut = true;
  wake(work);
}

function wake(work: PartitionWork): void {
  const progressed = work.progressed;
  work.progressed = undefined;
  progressed?.();
}

function endTurn(work: PartitionWork): void {
  const next = work.turns.shift();
  if (next) next();
  else work.running -= 1;
}

/** After an event is handled: the offset below which everything is handled, committed when it moved. */
function handled(
  bus: KafkaBus,
  sub: Subscription,
  consumer: Consumer,
  partition: number,
  work: PartitionWork,
  offset: bigint,
) {
  work.pending.delete(offset);
  wake(work);
  if (work.cut) return;
  let lowest = work.next;
  for (const waiting of work.pending) if (waiting < lowest) lowest = waiting;
  if (lowest <= work.committed) return;
  work.committed = lowest;
  commitBehind(bus, sub, consumer, partition, lowest.toString());
}

/** Takes one event: run after its key's events before it, in a turn; committed once all below are handled. */
function take(
  bus: KafkaBus,
  sub: Subscription,
  consumer: Consumer,
  work: PartitionWork,
  { batch, heartbeat, isRunning, isStale }: EachBatchPayload,
  message: KafkaMessage,
): void {
  const offset = BigInt(message.offset);
  const key = message.key?.toString() ?? '';
  work.pending.add(offset);
  work.next = offset + 1n;
  const stopped = () => work.cut || bus.closed || !isRunning() || isStale();
  const before = work.keys.get(key) ?? Promise.resolve();
  const run = before.then(async () => {
    if (stopped()) {
      cut(work);
      return;
    }
    await turn(bus, work);
    try {
      const at = { topic: batch.topic, partition: batch.partition, message, heartbeat };
      if (stopped() || (await handle(bus, sub, at)) === 'closing') {
        cut(work);
        return;
      }
    } finally {
      endTurn(work);
    }
    handled(bus, sub, consumer, batch.partition, work, offset);
  });
  const tail = run.catch((error: unknown) => {
    // Only a failure of this code itself (a handler's errors are retried and dead-lettered): not committed,
    // so the group gets the event again.
    cut(work);
    bus.logger?.error(
      { topic: sub.topic, group: sub.group, offset: message.offset, err: error },
      'event not handled',
    );
  });
  work.keys.set(key, tail);
  bus.inFlight.add(tail);
  void tail.finally(() => {
    bus.inFlight.delete(tail);
    if (work.keys.get(key) === tail) work.keys.delete(key);
  });
}

/**
 * Commits a partition's offset (the next one to read) behind the handling: the partition's next events are
 * handled while the commit travels, rather than a broker round trip later. A partition's commits go one after
 * another, the latest offset wanted each time (those asked for meanwhile are passed over), so a later offset
 * never lands before an earlier one; closing the bus waits for them (`inFlight`). A commit lost to a crash
 * or a rebalance only means the group gets the event again, which at-least-once allows and the handlers'
 * idempotency absorbs.
 */
function commitBehind(
  bus: KafkaBus,
  sub: Subscription,
  consumer: Consumer,
  partition: number,
  offset: string,
) {
  const wanted = sub.commitsWanted.get(partition);
  sub.commitsWanted.set(partition, offset);
  if (wanted !== undefined) return;
  const commits = (async () => {
    for (
      let next = sub.commitsWanted.get(partition);
      next !== undefined;
      next = sub.commitsWanted.get(partition)
    ) {
      try {
        await consumer.commitOffsets([{ topic: sub.topic, partition, offset: next }]);
      } catch (error) {
        bus.logger?.warn(
          { topic: sub.topic, group: sub.group, partition, offset: next, err: error },
          'offset not committed; the group may get these events again',
        );
      }
      if (sub.commitsWanted.get(partition) === next) sub.commitsWanted.delete(partition);
    }
  })();
  bus.inFlight.add(commits);
  void commits.finally(() => bus.inFlight.delete(commits));
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
  const { batch, resolveOffset } = payload;
  // Published before this group first subscribed (fromBeginning covers partitions without an offset).
  const start = sub.startOffsets?.get(batch.partition);
  const messages = batch.messages.filter((message) => start === undefined || BigInt(message.offset) >= start);
  if (messages.length === 0) {
    resolveOffset(batch.lastOffset());
    return;
  }
  const work = partitionWork(sub, batch.partition, BigInt(messages[0].offset));
  for (const message of messages) take(bus, sub, consumer, work, payload, message);
  // The next fetch goes on from here; what is committed follows the handling. Events cut short (close, a
  // rebalance: a new assignment fetches from the offsets committed) come again.
  resolveOffset(messages[messages.length - 1].offset);
  while (work.pending.size > MOST_TAKEN_PER_PARTITION && !work.cut && !bus.closed) {
    await new Promise<void>((resolve) => (work.progressed = resolve));
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
      // A rebalance: partitions fetch again from their committed offsets, so what was taken before is cut
      // (no more of it handled or committed); a partition kept starts anew with its next batch.
      for (const work of sub.partitions.values()) cut(work);
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
    commitsWanted: new Map(),
    partitions: new Map(),
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
