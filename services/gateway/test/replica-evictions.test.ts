/**
 * A replica's memories forget what another replica's change made stale, as soon as its event arrives
 * (issue 20): sessions on a logout, sessions and answers on an account deletion, answers on a book change.
 * On the in-process bus; apps/stack/test/replicas.test.ts shows the same with two gateway processes.
 */
import { createEvent, createInProcessEventBus, TOPICS } from '@storybook-app/kit';
import pino from 'pino';
import { OwnAnswers } from '../src/http/own-answers';
import { followEvictions } from '../src/http/replica-evictions';
import { SessionCache } from '../src/http/session-cache';

describe('followEvictions', () => {
  const bus = createInProcessEventBus();
  const sessions = new SessionCache(5000);
  const ownAnswers = new OwnAnswers();
  const remember = (userId: string) => {
    sessions.remember(`token-${userId}`, { userId, isAdmin: false }, 0);
    ownAnswers.remember(userId, 'page', '{}', 60_000);
  };
  const kept = (userId: string) => ({
    session: sessions.get(`token-${userId}`) !== undefined,
    answer: ownAnswers.get(userId, 'page') !== undefined,
  });

  beforeAll(() => followEvictions(bus, { sessions, ownAnswers }, pino({ level: 'silent' }), 'test'));
  afterAll(() => bus.close());

  it.each([
    [TOPICS.sessionsEnded, { userId: 'u1' }, { session: false, answer: true }],
    [TOPICS.userDeleted, { userId: 'u1' }, { session: false, answer: false }],
    [
      TOPICS.bookChanged,
      { userId: 'u1', bookId: 'b1', change: 'unshared' },
      { session: true, answer: false },
    ],
  ] as const)('on %s forgets what it made stale, of that user only', async (topic, payload, after) => {
    remember('u1');
    remember('u2');
    await bus.publish(topic, createEvent(topic, payload as never), 'u1');
    await bus.idle();
    expect(kept('u1')).toEqual(after);
    expect(kept('u2')).toEqual({ session: true, answer: true });
  });
});
