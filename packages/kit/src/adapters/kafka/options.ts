/** How the Kafka event bus is configured (see kafka-event-bus.ts). */
import type { RetryOptions } from 'kafkajs';
import type pino from 'pino';

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
  /**
   * How many keys of one partition a consumer handles side by side (default 16), each key's events in
   * order: a partition's backlog after a restart is worked through this many at a time.
   */
  keysAtOnce?: number;
  /** How long `ping` waits for the cluster to answer (default 2 s). */
  pingTimeoutMs?: number;
  /** How long `close` waits for sends the broker has not acknowledged (default 5 s) before abandoning them. */
  closeTimeoutMs?: number;
}
