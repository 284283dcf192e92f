/**
 * What makes the gateway's memories one truth across replicas: each replica keeps what auth said of a
 * session (`SessionCache`, seconds) and a user's answers that no longer change (`OwnAnswers`, a minute),
 * because asking auth and story for each signed-in read halves what a replica serves (scripts/lib/
 * bench-replica-memory.mjs; docs/architecture.md "One truth across replicas"). A change made through any
 * replica is announced on the bus, and every replica forgets what it kept about it the moment it hears:
 *
 * - `auth.sessions-ended` (a logout, or "sign out everywhere"): every session remembered for the user;
 * - `auth.user-deleted`: the user's sessions and answers;
 * - `story.book-changed` (a book deleted, shared or no longer shared): the owner's answers.
 *
 * Each replica is a consumer group of its own (`gateway.<random>`), so every replica hears every event; a
 * group new to a topic starts at its end, since nothing older can concern memories this process just made.
 * Forgetting twice forgets nothing more, so redelivery is harmless.
 */
import { randomUUID } from 'node:crypto';
import { parseEvent, TOPICS, type EventBus, type Logger, type Topic } from '@storybook-app/kit';
import type { OwnAnswers } from './own-answers';
import type { SessionCache } from './session-cache';

export interface ReplicaMemories {
  sessions?: Pick<SessionCache, 'forgetUser'>;
  ownAnswers: Pick<OwnAnswers, 'forgetUser'>;
}

/** Subscribes this replica; resolves once every subscription is in place (before the gateway listens). */
export async function followEvictions(
  bus: EventBus,
  memories: ReplicaMemories,
  logger: Logger,
  replica: string = randomUUID(),
): Promise<void> {
  const forget = (userId: string, what: { sessions: boolean; answers: boolean }) => {
    if (what.sessions) memories.sessions?.forgetUser(userId);
    if (what.answers) memories.ownAnswers.forgetUser(userId);
  };
  const follow = <T extends Topic>(
    topic: T,
    apply: (payload: ReturnType<typeof parseEvent<T>>['payload']) => void,
  ) =>
    bus.subscribe(
      topic,
      async (event) => {
        apply(parseEvent(topic, event).payload);
        logger.debug({ topic, eventId: event.eventId }, 'replica memory evicted');
      },
      { group: `gateway.${replica}.${topic}` },
    );
  await Promise.all([
    follow(TOPICS.sessionsEnded, ({ userId }) => forget(userId, { sessions: true, answers: false })),
    follow(TOPICS.userDeleted, ({ userId }) => forget(userId, { sessions: true, answers: true })),
    follow(TOPICS.bookChanged, ({ userId }) => forget(userId, { sessions: false, answers: true })),
  ]);
}
