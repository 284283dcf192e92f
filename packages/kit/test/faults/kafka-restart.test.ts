/**
 * Kafka stopped and restarted while events are in flight: with its own broker (so it can be killed), events
 * published before, during and after the outage are each applied exactly once by their effect, which is
 * made idempotent by the event's idempotency key (a unique insert, as billing applies a debit). Redelivery
 * is allowed by at-least-once delivery; a lost or doubled effect is not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startKafka, type RunningServer } from '@storybook-app/test-servers';
import { openSqliteDocumentStore } from '../../src/adapters/embedded';
import { createKafkaEventBus } from '../../src/adapters/production';
import { createEvent, parseEvent, TOPICS } from '../../src/events';
import { DuplicateKeyError, type DocumentStore } from '../../src/ports/document-store';
import type { EventBus } from '../../src/ports/event-bus';
import { uniqueName } from '../contracts/helpers';
import { eventually } from '../../src/testing';

const debit = (n: number) =>
  createEvent(TOPICS.creditDebit, {
    userId: `user-${n % 4}`,
    amount: 1,
    reason: 'fault test',
    idempotencyKey: `debit-${n}`,
  });

describe('event bus [kafka] across a broker restart', () => {
  let dir: string;
  let kafka: RunningServer;
  let bus: EventBus;
  let store: DocumentStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-kafka-restart-'));
    kafka = await startKafka({ dir });
    bus = createKafkaEventBus({ brokers: [kafka.url], clientId: 'fault-test' });
    store = openSqliteDocumentStore({ file: ':memory:' });
  }, 120_000);

  afterAll(async () => {
    await bus?.close();
    await store?.close();
    await kafka?.stop({ graceMs: 0 });
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('applies every event exactly once by its effect, none lost', async () => {
    const topic = uniqueName('debits');
    const applied = await store.collection<{ _id: string; userId: string }>('applied');
    let deliveries = 0;
    await bus.subscribe(
      topic,
      async (event) => {
        deliveries += 1;
        const { payload } = parseEvent(TOPICS.creditDebit, event);
        // Slow enough that the broker dies with events still being handled.
        await new Promise((resolve) => setTimeout(resolve, 15));
        try {
          await applied.insert({ _id: payload.idempotencyKey, userId: payload.userId });
        } catch (error) {
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
      },
      { group: uniqueName('billing'), retryDelayMs: 50 },
    );

    for (let n = 0; n < 60; n++) await bus.publish(topic, debit(n), `user-${n % 4}`);
    await eventually('the first effects', async () => (await applied.count({})) >= 5, { timeoutMs: 20_000 });
    expect(await applied.count({})).toBeLessThan(60);

    await kafka.stop({ graceMs: 0 });
    // Published while the broker is down: the producer retries until it is back.
    const duringOutage = Promise.all(
      Array.from({ length: 10 }, (_, i) => bus.publish(topic, debit(60 + i), `user-${i % 4}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await kafka.restart();
    await duringOutage;
    for (let n = 70; n < 80; n++) await bus.publish(topic, debit(n), `user-${n % 4}`);

    await eventually('all 80 effects', async () => (await applied.count({})) === 80, { timeoutMs: 60_000 });
    const ids = (await applied.find({})).map((doc) => doc._id).sort();
    expect(ids).toEqual(Array.from({ length: 80 }, (_, n) => `debit-${n}`).sort());
    expect(deliveries).toBeGreaterThanOrEqual(80);
  }, 120_000);
});
