/**
 * `billing.credit-debit` on a real Kafka (the run's broker): the running billing service consumes story's
 * debits, and an event delivered again (the same envelope twice, or a new envelope with the same
 * idempotency key, as a producer retry makes) debits once. Topics and group are under this run's own
 * prefix, so other suites on the same broker never see these events.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createKafkaEventBus } from '@storybook-app/kit/adapters/production';
import {
  createEvent,
  loadConfig,
  metricsRegistry,
  parseExposition,
  sampleSum,
  TOPICS,
  type EventBus,
  type GrpcServerHandle,
} from '@storybook-app/kit';
import { eventually } from '@storybook-app/kit/testing';
import pino from 'pino';
import { billingConfigSchema } from '../src/config';
import { CreditLedger } from '../src/credit-ledger';
import { startBillingService } from '../src/service';
import { newUser, openSqlite, silentLogger, type OpenedStore } from './billing-test-bed';

function namespaced(bus: EventBus, namespace: string): EventBus {
  return {
    adapter: bus.adapter,
    publish: (topic, event, key) => bus.publish(`${namespace}.${topic}`, event, key),
    subscribe: (topic, handler, options) =>
      bus.subscribe(`${namespace}.${topic}`, handler, { ...options, group: `${namespace}.${options.group}` }),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}

/** The credit families of this process's metrics registry, which the billing service counts into. */
async function creditCounts() {
  const scrape = parseExposition(await metricsRegistry.metrics());
  return {
    debited: sampleSum(scrape, 'storybook_credits_debited_total', { reason: 'book' }),
    refunded: sampleSum(scrape, 'storybook_credits_refunded_total', { reason: 'failed book refunded' }),
    refused: sampleSum(scrape, 'storybook_credit_debits_refused_total'),
  };
}

async function creditCountsSince(before: Awaited<ReturnType<typeof creditCounts>>) {
  const now = await creditCounts();
  return {
    debited: now.debited - before.debited,
    refunded: now.refunded - before.refunded,
    refused: now.refused - before.refused,
  };
}

describe('credit debits from Kafka', () => {
  let bus: EventBus;
  let opened: OpenedStore;
  let billing: GrpcServerHandle;
  let ledger: CreditLedger;
  const warnings: Array<{ msg: string; userId?: string }> = [];

  beforeAll(async () => {
    const brokers = process.env.KAFKA_BROKERS;
    if (!brokers) throw new Error('KAFKA_BROKERS is not set: run the tests through jest, which starts Kafka');
    bus = namespaced(
      createKafkaEventBus({
        brokers: brokers.split(','),
        clientId: 'billing-debit-test',
        logger: silentLogger,
      }),
      `debits_${randomBytes(4).toString('hex')}`,
    );
    opened = openSqlite();
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => void warnings.push(JSON.parse(line) as { msg: string; userId?: string }) },
    );
    billing = await startBillingService(
      loadConfig(billingConfigSchema, { GRPC_PORT: '0', NODE_ENV: 'test' }),
      { store: opened.store, bus },
      logger,
    );
    ledger = await CreditLedger.open(opened.store);
  }, 60_000);

  afterAll(async () => {
    await billing?.stop(500);
    await bus?.close();
    await opened?.close();
  }, 30_000);

  const debit = (
    userId: string,
    amount: number,
    idempotencyKey: string,
    eventId?: string,
    refundOf?: string,
  ) =>
    createEvent(
      TOPICS.creditDebit,
      {
        userId,
        amount,
        reason: amount > 0 ? 'book' : 'failed book refunded',
        idempotencyKey,
        bookId: 'book-1',
        refundOf,
      },
      { eventId },
    );

  it('debits a replayed event once, and a refund of a failed book gives the credit back', async () => {
    const counts = await creditCounts();
    const user = newUser();
    await ledger.apply({ userId: user, amount: 3, reason: 'plan: Weekly', key: `invoice:${user}` });

    const book = debit(user, 1, `book:${user}:1`);
    await bus.publish(TOPICS.creditDebit, book, user);
    await bus.publish(TOPICS.creditDebit, book, user);
    // A new envelope for the same debit (story retried its publish): the key, not the event id, decides.
    await bus.publish(TOPICS.creditDebit, debit(user, 1, `book:${user}:1`, randomUUID()), user);
    // Keyed by the user, these arrive in order: once the last is applied, the replays were handled before it.
    await bus.publish(TOPICS.creditDebit, debit(user, 1, `book:${user}:2`), user);
    await bus.publish(
      TOPICS.creditDebit,
      debit(user, -1, `refund:book:${user}:2`, undefined, `book:${user}:2`),
      user,
    );

    await eventually('the debits applied', async () => (await ledger.history(user)).length === 4, {
      timeoutMs: 45_000,
    });
    const history = await ledger.history(user);
    expect(history.map((entry) => [entry.amount, entry.balance_after])).toEqual([
      [3, 3],
      [-1, 2],
      [-1, 1],
      [1, 2],
    ]);
    await expect(ledger.balance(user)).resolves.toBe(2);
    // Metrics count what the ledger applied: two books taken (the replays not again), one given back.
    expect(await creditCountsSince(counts)).toEqual({ debited: 2, refunded: 1, refused: 0 });
  }, 60_000);

  it('refuses a debit the balance does not cover with a warning, and carries on with the next events', async () => {
    const counts = await creditCounts();
    const user = newUser();
    const refused = () =>
      warnings.some(
        (line) => line.msg === 'credit debit refused: insufficient balance' && line.userId === user,
      );
    await bus.publish(TOPICS.creditDebit, debit(user, 1, `book:${user}:broke`), user);
    await eventually('the refusal logged', async () => refused(), { timeoutMs: 45_000 });

    await ledger.apply({ userId: user, amount: 1, reason: 'purchase', key: `later:${user}` });
    await bus.publish(TOPICS.creditDebit, debit(user, 1, `book:${user}:paid`), user);
    await eventually('the covered debit applied', async () => (await ledger.history(user)).length === 2, {
      timeoutMs: 45_000,
    });
    await expect(ledger.balance(user)).resolves.toBe(0);
    // Refused once and done with: not retried into the balance that came later. Its book's refund (every
    // picture failed) gives nothing back: the credit was never taken.
    await bus.publish(
      TOPICS.creditDebit,
      debit(user, -1, `refund:book:${user}:broke`, undefined, `book:${user}:broke`),
      user,
    );
    await bus.publish(TOPICS.creditDebit, debit(user, 1, `book:${user}:after`), user);
    await eventually(
      'the debit after the refund seen',
      async () => warnings.filter((line) => line.userId === user).length >= 2,
      { timeoutMs: 45_000 },
    );
    expect((await ledger.history(user)).map((entry) => entry.key)).toEqual([
      `later:${user}`,
      `credit-debit:book:${user}:paid`,
    ]);
    // Refused twice (before the purchase and after the paid book), the skipped refund not counted.
    expect(await creditCountsSince(counts)).toEqual({ debited: 1, refunded: 0, refused: 2 });
  }, 60_000);
});
