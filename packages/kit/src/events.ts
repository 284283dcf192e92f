/**
 * Kafka event contracts: topic names, versioned payload schemas and the envelope every event travels in.
 * Consumers validate on receipt (`parseEvent`) so a malformed or unknown-version event is rejected
 * (and dead-lettered) instead of half-applied. `eventId` is the idempotency key.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

export const TOPICS = {
  pageImageRequested: 'story.page-image.requested',
  pageImageCompleted: 'images.page-image.completed',
  creditDebit: 'billing.credit-debit',
  userDeleted: 'auth.user-deleted',
  sessionsEnded: 'auth.sessions-ended',
  bookChanged: 'story.book-changed',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

export const eventEnvelopeSchema = z.object({
  eventId: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  /** Carried from the HTTP request that caused the event, for log correlation. */
  requestId: z.string().optional(),
  payload: z.unknown(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

const id = z.string().min(1).max(200);

export const pageImageRequestedV1 = z.object({
  bookId: id,
  userId: id,
  profileId: id,
  pageNumber: z.number().int().positive(),
  pageText: z.string(),
  sceneDescription: z.string(),
  illustrator: z.string().min(1),
  animate: z.boolean(),
  characterSheet: z.string(),
  seed: z.number().int().nonnegative(),
  /** The book's art style (absent on requests from before styles: the default). */
  artStyle: z.string().max(40).optional(),
  /**
   * A page made again (issue 25): its new picture's take, 2 and up. Stored beside the picture it may replace
   * (`page-<n>-take-<k>`), so the old one stays until the parent picks; absent on a book's first drawing.
   */
  take: z.number().int().min(2).optional(),
});

export const pageImageCompletedV1 = z.object({
  bookId: id,
  userId: id,
  pageNumber: z.number().int().positive(),
  ok: z.boolean(),
  imageUrl: z.string().optional(),
  animatedImageUrl: z.string().optional(),
  error: z.string().optional(),
  costUsd: z.number().nonnegative(),
  /** The request's take (a page made again), echoed so story records it beside the picture kept. */
  take: z.number().int().min(2).optional(),
});

export const creditDebitV1 = z.object({
  userId: id,
  /** Positive: credits to take. A refund is a debit with a negative amount and its own key. */
  amount: z.number().int(),
  reason: z.string().min(1),
  /** Applied once per key by billing, e.g. `book:<bookId>`. */
  idempotencyKey: id,
  bookId: id.optional(),
  /**
   * On a refund: the key of the debit it gives back. Applied only if that debit was (a debit refused for want
   * of credit leaves nothing to give back). Optional, so version 1 still reads older events.
   */
  refundOf: id.optional(),
});

export const userDeletedV1 = z.object({ userId: id });

/**
 * Sessions of a user ended (a logout, or every session at once): whoever remembers what a session was
 * forgets every session of that user it remembers. It names the user, never a token: tokens are secrets, and
 * one event then serves one logout and "sign out everywhere" alike.
 */
export const sessionsEndedV1 = z.object({ userId: id });

/** A book was deleted, or its sharing changed: whoever remembers answers about it forgets them. */
export const bookChangedV1 = z.object({
  userId: id,
  bookId: id,
  change: z.enum(['deleted', 'shared', 'unshared']),
});

/** Each topic's current event type, version and payload schema. */
export const EVENT_CONTRACTS = {
  [TOPICS.pageImageRequested]: { type: 'PageImageRequested', version: 1, schema: pageImageRequestedV1 },
  [TOPICS.pageImageCompleted]: { type: 'PageImageCompleted', version: 1, schema: pageImageCompletedV1 },
  [TOPICS.creditDebit]: { type: 'CreditDebit', version: 1, schema: creditDebitV1 },
  [TOPICS.userDeleted]: { type: 'UserDeleted', version: 1, schema: userDeletedV1 },
  [TOPICS.sessionsEnded]: { type: 'SessionsEnded', version: 1, schema: sessionsEndedV1 },
  [TOPICS.bookChanged]: { type: 'BookChanged', version: 1, schema: bookChangedV1 },
} as const;
type Contracts = typeof EVENT_CONTRACTS;
export type EventPayload<T extends Topic> = z.infer<Contracts[T]['schema']>;

/** Builds a validated envelope for a topic; throws if the payload does not match its schema. */
export function createEvent<T extends Topic>(
  topic: T,
  payload: EventPayload<T>,
  options: { eventId?: string; requestId?: string; now?: Date } = {},
): EventEnvelope {
  const contract = EVENT_CONTRACTS[topic];
  return {
    eventId: options.eventId ?? randomUUID(),
    type: contract.type,
    version: contract.version,
    occurredAt: (options.now ?? new Date()).toISOString(),
    requestId: options.requestId,
    payload: contract.schema.parse(payload),
  };
}

/** Validates an envelope received on a topic and returns its typed payload. */
export function parseEvent<T extends Topic>(
  topic: T,
  raw: unknown,
): { envelope: EventEnvelope; payload: EventPayload<T> } {
  const envelope = eventEnvelopeSchema.parse(raw);
  const contract = EVENT_CONTRACTS[topic];
  if (envelope.type !== contract.type || envelope.version !== contract.version) {
    throw new Error(
      `unsupported event on ${topic}: ${envelope.type} v${envelope.version} (expected ${contract.type} v${contract.version})`,
    );
  }
  return { envelope, payload: contract.schema.parse(envelope.payload) as EventPayload<T> };
}
