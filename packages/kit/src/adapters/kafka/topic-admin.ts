/** The Kafka bus's admin side: topics, a new group's starting offsets, and the groups' lag for metrics. */
import type { ConsumerLag } from '../../metrics/event-metrics';
import { deadLetterTopic } from '../../ports/event-bus';
import { isDeadLetterTopic, withTimeout, type KafkaBus, type Subscription } from './bus-state';

/** How long an admin request answered with a retriable error is tried again (see `retryingRetriable`). */
const ADMIN_RETRY_MS = 20_000;

/** Connects the admin client once; a failed attempt is tried again on the next call. */
export function connectAdmin(bus: KafkaBus): Promise<void> {
  bus.adminReady ??= bus.admin.connect().catch((error: unknown) => {
    bus.adminReady = undefined;
    throw error;
  });
  return bus.adminReady;
}

/**
 * Runs an admin request again while the broker answers with an error Kafka calls retriable, for about
 * 20 s: kafkajs does not retry these requests on such answers itself, and a broker that has just started
 * or moved a partition gives them for a while (the group coordinator still loading its offsets, a topic
 * just created not yet in the metadata of the broker asked). Every service subscribes at start-up, so
 * without this a service started with its broker would fail to start.
 */
export async function retryingRetriable<T>(bus: KafkaBus, request: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + ADMIN_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      const retriable = (error as { retriable?: unknown }).retriable === true;
      if (!retriable || Date.now() >= deadline || bus.closed) throw error;
      await bus.sleep(Math.min(100 * attempt, 1000));
    }
  }
}

/** Creates a topic and its dead-letter topic (a dead-letter topic has none), once per bus. */
export async function ensureTopic(bus: KafkaBus, topic: string): Promise<void> {
  await Promise.all([
    createTopic(bus, topic),
    ...(isDeadLetterTopic(topic) ? [] : [createTopic(bus, deadLetterTopic(topic))]),
  ]);
}

/**
 * Creates one topic if it does not exist yet, and waits for its partitions to have leaders. One topic per
 * call: kafkajs answers "exists already" for a whole call without waiting for the leaders of the others.
 */
function createTopic(bus: KafkaBus, topic: string): Promise<void> {
  let ready = bus.topics.get(topic);
  if (!ready) {
    const { numPartitions, replicationFactor } = bus.settings;
    ready = connectAdmin(bus)
      // Resolves false when the topic exists already, as after a restart or on a second bus.
      .then(() =>
        retryingRetriable(bus, () =>
          bus.admin.createTopics({
            topics: [{ topic, numPartitions, replicationFactor }],
            waitForLeaders: true,
          }),
        ),
      )
      .then(() => undefined);
    ready.catch(() => bus.topics.delete(topic));
    bus.topics.set(topic, ready);
  }
  return ready;
}

/** Whether the group has committed an offset on every partition of the topic. */
export async function hasCommittedOffsets(bus: KafkaBus, topic: string, group: string): Promise<boolean> {
  const [committed] = await retryingRetriable(bus, () =>
    bus.admin.fetchOffsets({ groupId: group, topics: [topic] }),
  );
  return committed.partitions.every((partition) => partition.offset !== '-1');
}

/**
 * A group new to a topic starts at the topic's end as of `subscribe`, like Kafka's `latest`, but made
 * deterministic: kafkajs looks `latest` up only at its first fetch, after the join, so an event published
 * right after `subscribe` resolved could be skipped, and a rebalance before the first commit would look
 * it up again. Instead the end offsets are read before the join and committed right after it, before
 * `subscribe` resolves: every event published from then on is delivered, even if this process stops
 * before handling any.
 */
export async function startingOffsets(
  bus: KafkaBus,
  topic: string,
  group: string,
): Promise<Map<number, bigint> | undefined> {
  const [committed] = await retryingRetriable(bus, () =>
    bus.admin.fetchOffsets({ groupId: group, topics: [topic] }),
  );
  if (committed.partitions.some((partition) => partition.offset !== '-1')) return undefined;
  // A topic another process has just created may have no leader yet.
  const ends = await retryingRetriable(bus, () => bus.admin.fetchTopicOffsets(topic));
  return new Map(ends.map(({ partition, high }) => [partition, BigInt(high)]));
}

async function lagOf(bus: KafkaBus, { topic, group }: Subscription): Promise<ConsumerLag> {
  const [[committed], ends] = await Promise.all([
    bus.admin.fetchOffsets({ groupId: group, topics: [topic] }),
    bus.admin.fetchTopicOffsets(topic),
  ]);
  const done = new Map(committed.partitions.map((p) => [p.partition, BigInt(p.offset)]));
  let lag = 0n;
  for (const { partition, high, low } of ends) {
    const at = done.get(partition) ?? -1n;
    const behind = BigInt(high) - (at < 0n ? BigInt(low) : at);
    if (behind > 0n) lag += behind;
  }
  return { topic, group, lag: Number(lag) };
}

/**
 * How far each subscription's group is behind: the partitions' ends less the group's committed offsets,
 * read from the broker when Prometheus scrapes (nothing when it does not answer in time).
 */
export async function consumerLag(bus: KafkaBus): Promise<ConsumerLag[]> {
  if (bus.closed || bus.subscriptions.size === 0) return [];
  return withTimeout(
    connectAdmin(bus).then(() => Promise.all([...bus.subscriptions].map((sub) => lagOf(bus, sub)))),
    bus.settings.pingTimeoutMs,
    'consumer lag not read in time',
  );
}
