/**
 * The event bus contract: the in-process bus and Kafka run this same suite. Each test uses its own topics
 * and groups. "Exactly once per group" is checked with a marker event published after the one under test on
 * the same key: per-key order means that once the marker arrived, any duplicate would have arrived too.
 */
import { createEvent, eventEnvelopeSchema, parseEvent, TOPICS } from '../../src/events';
import type { EventEnvelope } from '../../src/events';
import { deadLetterTopic } from '../../src/ports/event-bus';
import type { DeadLetter, EventBus, EventHandler } from '../../src/ports/event-bus';
import { eventually } from '../../src/testing';
import { deferred, settlesWithin, uniqueName } from './helpers';

const WAIT = { timeoutMs: 8000 };

let sequence = 0;
function debit(key = 'k'): EventEnvelope {
  sequence += 1;
  return createEvent(TOPICS.creditDebit, {
    userId: 'user-1',
    amount: 1,
    reason: 'contract test',
    idempotencyKey: `${key}-${sequence}`,
  });
}

export function describeEventBusContract(
  adapterName: string,
  open: () => Promise<EventBus>,
  cleanup?: () => Promise<void>,
): void {
  describe(`event bus [${adapterName}]`, () => {
    let bus: EventBus;

    beforeEach(async () => {
      bus = await open();
    });

    afterEach(async () => {
      await bus?.close();
    });

    afterAll(async () => {
      await cleanup?.();
    });

    /** Subscribes a handler that records event ids, in a fresh group unless one is given. */
    async function recorder(
      topic: string,
      group = uniqueName('g'),
      handler?: EventHandler,
    ): Promise<string[]> {
      const seen: string[] = [];
      await bus.subscribe(
        topic,
        async (event) => {
          await handler?.(event);
          seen.push(event.eventId);
        },
        { group },
      );
      return seen;
    }

    /** Collects what reaches a topic's dead-letter topic. */
    async function deadLetters(topic: string): Promise<EventEnvelope[]> {
      const letters: EventEnvelope[] = [];
      await bus.subscribe(deadLetterTopic(topic), async (event) => void letters.push(event), {
        group: uniqueName('dlq'),
      });
      return letters;
    }

    it('answers ping while open', async () => {
      expect(await bus.ping()).toBe(true);
    });

    it('delivers each event once to every group, asynchronously', async () => {
      const topic = uniqueName('t');
      let ran = false;
      const first = await recorder(topic, undefined, async () => void (ran = true));
      const second = await recorder(topic);
      const event = debit();
      const marker = debit();
      const publishing = bus.publish(topic, event, 'k');
      expect(ran).toBe(false);
      await publishing;
      await bus.publish(topic, marker, 'k');
      await eventually('both groups to see the marker', () => first.length >= 2 && second.length >= 2, WAIT);
      expect(first).toEqual([event.eventId, marker.eventId]);
      expect(second).toEqual([event.eventId, marker.eventId]);
    });

    it('hands each event to only one subscriber of a group', async () => {
      const topic = uniqueName('t');
      const group = uniqueName('g');
      const a = await recorder(topic, group);
      const b = await recorder(topic, group);
      const published: string[] = [];
      for (let i = 0; i < 5; i++) {
        for (const event of [debit(), debit()]) {
          await bus.publish(topic, event, `key-${i}`);
          published.push(event.eventId);
        }
      }
      await eventually('every event to be handled', () => a.length + b.length >= published.length, WAIT);
      expect([...a, ...b].sort()).toEqual([...published].sort());
    });

    it('keeps publish order per key', async () => {
      const topic = uniqueName('t');
      const byKey = new Map<string, number[]>();
      await bus.subscribe(
        topic,
        async (event) => {
          // Handlers that yield must still not overtake each other within a key.
          if (Math.random() < 0.3) await new Promise((resolve) => setTimeout(resolve, 1));
          const { payload } = parseEvent(TOPICS.creditDebit, event);
          const [key, n] = payload.idempotencyKey.split(':');
          byKey.set(key, [...(byKey.get(key) ?? []), Number(n)]);
        },
        { group: uniqueName('g') },
      );
      const keys = ['alpha', 'beta'];
      for (let n = 0; n < 50; n++) {
        for (const key of keys) {
          const event = createEvent(TOPICS.creditDebit, {
            userId: 'user-1',
            amount: 1,
            reason: 'order',
            idempotencyKey: `${key}:${n}`,
          });
          await bus.publish(topic, event, key);
        }
      }
      const expected = Array.from({ length: 50 }, (_, n) => n);
      await eventually('all 100 events', () => keys.every((key) => byKey.get(key)?.length === 50), WAIT);
      expect(byKey.get('alpha')).toEqual(expected);
      expect(byKey.get('beta')).toEqual(expected);
    });

    it('retries a failing handler with growing backoff until it succeeds', async () => {
      const topic = uniqueName('t');
      const letters = await deadLetters(topic);
      const flaky = debit();
      const poison = debit();
      const attempts: number[] = [];
      const handled: string[] = [];
      await bus.subscribe(
        topic,
        async (event) => {
          if (event.eventId === poison.eventId) throw new Error('always fails');
          attempts.push(Date.now());
          if (attempts.length < 3) throw new Error(`flaky ${attempts.length}`);
          handled.push(event.eventId);
        },
        { group: uniqueName('g'), maxAttempts: 3, retryDelayMs: 40 },
      );
      await bus.publish(topic, flaky, 'k');
      // The poison event follows on the same key: once it is dead-lettered, the flaky one was not.
      await bus.publish(topic, poison, 'k');
      await eventually('the poison event to be dead-lettered', () => letters.length >= 1, WAIT);
      expect(handled).toEqual([flaky.eventId]);
      expect(attempts).toHaveLength(3);
      // Timers may fire a little early against Date.now; the doubling is what matters.
      expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(35);
      expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(75);
      expect(letters.map((letter) => (letter.payload as DeadLetter).event.eventId)).toEqual([poison.eventId]);
    });

    it('dead-letters an event that keeps failing and goes on with the next ones', async () => {
      const topic = uniqueName('t');
      const letters = await deadLetters(topic);
      const bad = debit();
      const good = debit();
      let badAttempts = 0;
      const handled: string[] = [];
      await bus.subscribe(
        topic,
        async (event) => {
          if (event.eventId === bad.eventId) {
            badAttempts += 1;
            throw new Error(`boom ${event.eventId}`);
          }
          handled.push(event.eventId);
        },
        { group: uniqueName('g'), maxAttempts: 3, retryDelayMs: 5 },
      );
      await bus.publish(topic, bad, 'k');
      await bus.publish(topic, good, 'k');
      await eventually('the event after the failing one', () => handled.includes(good.eventId), WAIT);
      await eventually('a dead letter', () => letters.length >= 1, WAIT);
      expect(handled).toEqual([good.eventId]);
      expect(badAttempts).toBe(3);
      expect(letters).toHaveLength(1);
      const [letter] = letters;
      expect(eventEnvelopeSchema.parse(letter)).toMatchObject({ type: 'DeadLetter', version: 1 });
      const payload = letter.payload as DeadLetter;
      expect(payload).toMatchObject({ topic, attempts: 3 });
      expect(payload.event).toEqual(bad);
      expect(payload.error).toContain(`boom ${bad.eventId}`);
    });

    it('carries envelopes that round-trip through createEvent and parseEvent', async () => {
      const topic = uniqueName('t');
      const received: unknown[] = [];
      await bus.subscribe(topic, async (event) => void received.push(event), { group: uniqueName('g') });
      const payload = {
        bookId: 'book-1',
        userId: 'user-1',
        pageNumber: 3,
        ok: true,
        imageUrl: '/media/users/user-1/books/book-1/page-3.png',
        costUsd: 0.04,
      };
      const event = createEvent(TOPICS.pageImageCompleted, payload, { requestId: 'req-1' });
      await bus.publish(topic, event, 'book-1');
      await eventually('the event', () => received.length === 1, WAIT);
      const parsed = parseEvent(TOPICS.pageImageCompleted, received[0]);
      expect(parsed.envelope).toEqual(event);
      expect(parsed.payload).toEqual(payload);
    });

    it('dead-letters an event its consumer cannot parse', async () => {
      const topic = uniqueName('t');
      const letters = await deadLetters(topic);
      await bus.subscribe(topic, async (event) => void parseEvent(TOPICS.pageImageCompleted, event), {
        group: uniqueName('g'),
        maxAttempts: 1,
      });
      const wrong = createEvent(TOPICS.userDeleted, { userId: 'user-1' });
      await bus.publish(topic, wrong, 'user-1');
      await eventually('a dead letter', () => letters.length === 1, WAIT);
      expect(letters[0].payload).toMatchObject({ topic, attempts: 1, event: { eventId: wrong.eventId } });
      expect((letters[0].payload as DeadLetter).error).toContain('unsupported event');
    });

    it('waits for handlers in flight on close', async () => {
      const topic = uniqueName('t');
      const release = deferred();
      let started = false;
      let finished = false;
      await bus.subscribe(
        topic,
        async () => {
          started = true;
          await release.promise;
          finished = true;
        },
        { group: uniqueName('g') },
      );
      await bus.publish(topic, debit(), 'k');
      await eventually('the handler to start', () => started, WAIT);
      const closing = bus.close();
      expect(await settlesWithin(closing, 100)).toBe(false);
      release.resolve();
      await closing;
      expect(finished).toBe(true);
    });
  });
}
