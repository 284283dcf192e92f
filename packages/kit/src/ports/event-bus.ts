/**
 * The event bus port. Delivery is at least once: a handler may see an event again (after a crash or a
 * retry), so handlers are idempotent by `eventId`. A handler that keeps failing does not block its topic:
 * after `maxAttempts` the event goes to `<topic>.dlq` with the error.
 */
import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '../events';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface SubscribeOptions {
  /** One consumer group per service: each group gets every event once. */
  group: string;
  /** Attempts before the event is sent to the dead-letter topic (default 5). */
  maxAttempts?: number;
  /** Backoff before the first retry in ms, doubled each time (default 100). */
  retryDelayMs?: number;
}

export interface EventBus {
  /** The adapter's short name (`in-process`, `kafka`), reported by readiness. */
  readonly adapter: string;
  /** Publishes an event; `key` keeps order for one book or one user. Rejects an invalid envelope. */
  publish(topic: string, event: EventEnvelope, key: string): Promise<void>;
  subscribe(topic: string, handler: EventHandler, options: SubscribeOptions): Promise<void>;
  /** Answers whether the bus is reachable (false once closed): used by the health check. */
  ping(): Promise<boolean>;
  /** Stops consuming, waits for handlers in flight and releases connections. Safe to call twice. */
  close(): Promise<void>;
}

/** What a dead-letter topic carries. */
export interface DeadLetter {
  topic: string;
  event: EventEnvelope;
  error: string;
  attempts: number;
}

export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;

/** The envelope a dead letter travels in, the same from every adapter. */
export const deadLetterEnvelope = (letter: DeadLetter): EventEnvelope => ({
  eventId: randomUUID(),
  type: 'DeadLetter',
  version: 1,
  occurredAt: new Date().toISOString(),
  requestId: letter.event.requestId,
  payload: letter,
});
