/**
 * The credit ledger: its one rule (pure), then the ledger itself on both store adapters, a SQLite file and
 * MongoDB (the run's FerretDB), since never-negative and once-per-key rest on the store's atomic insert and
 * unique index under concurrent writers.
 */
import { Accounts } from '../src/accounts';
import { CreditLedger, entryId, nextBalance, starterKey, type LedgerEntry } from '../src/credit-ledger';
import { SUBSCRIPTIONS, type SubscriptionRecord } from '../src/subscriptions';
import { newUser, openMongo, openSqlite, type OpenedStore } from './billing-test-bed';

describe('nextBalance (the ledger rule)', () => {
  it('adds grants', () => {
    expect(nextBalance(0, { amount: 4 })).toEqual({ amount: 4, balanceAfter: 4 });
    expect(nextBalance(2, { amount: 0 })).toEqual({ amount: 0, balanceAfter: 2 });
  });

  it('takes a debit the balance covers, and refuses one it does not', () => {
    expect(nextBalance(3, { amount: -3 })).toEqual({ amount: -3, balanceAfter: 0 });
    expect(nextBalance(3, { amount: -4 })).toBeNull();
    expect(nextBalance(0, { amount: -1 })).toBeNull();
  });

  it('takes at most the balance when clamped (refunds), never going below zero', () => {
    expect(nextBalance(1, { amount: -4, clampAtZero: true })).toEqual({ amount: -1, balanceAfter: 0 });
    expect(nextBalance(0, { amount: -4, clampAtZero: true })).toEqual({ amount: -0, balanceAfter: 0 });
    expect(nextBalance(9, { amount: -4, clampAtZero: true })).toEqual({ amount: -4, balanceAfter: 5 });
  });
});

/** The chain's invariants: seq 1..n without gaps, each balance_after the running sum, none negative. */
function expectConsistentChain(entries: LedgerEntry[], userId: string): void {
  let balance = 0;
  entries.forEach((entry, index) => {
    expect(entry.seq).toBe(index + 1);
    expect(entry._id).toBe(entryId(userId, index + 1));
    balance += entry.amount;
    expect(entry.balance_after).toBe(balance);
    expect(entry.balance_after).toBeGreaterThanOrEqual(0);
  });
}

describe.each([
  ['sqlite', async () => openSqlite()],
  ['mongo', openMongo],
])('credit ledger [%s]', (_adapter, open) => {
  let opened: OpenedStore;
  let ledger: CreditLedger;

  beforeAll(async () => {
    opened = await open();
    ledger = await CreditLedger.open(opened.store);
  });

  afterAll(async () => {
    await opened.close();
  });

  const grant = (userId: string, amount: number, key: string) =>
    ledger.apply({ userId, amount, reason: 'grant', key });
  const debit = (userId: string, amount: number, key: string) =>
    ledger.apply({ userId, amount: -amount, reason: 'book', key });

  it('starts at 0, appends grants and debits, and keeps the balance as the head of the chain', async () => {
    const user = newUser();
    await expect(ledger.balance(user)).resolves.toBe(0);
    await expect(grant(user, 4, `g1:${user}`)).resolves.toBe('applied');
    await expect(debit(user, 1, `d1:${user}`)).resolves.toBe('applied');
    await expect(grant(user, 9, `g2:${user}`)).resolves.toBe('applied');
    await expect(ledger.balance(user)).resolves.toBe(12);
    const history = await ledger.history(user);
    expect(history.map((entry) => [entry.amount, entry.balance_after, entry.key])).toEqual([
      [4, 4, `g1:${user}`],
      [-1, 3, `d1:${user}`],
      [9, 12, `g2:${user}`],
    ]);
    expectConsistentChain(history, user);
  });

  it('applies each idempotency key once', async () => {
    const user = newUser();
    await expect(grant(user, 4, `invoice:${user}`)).resolves.toBe('applied');
    await expect(grant(user, 4, `invoice:${user}`)).resolves.toBe('duplicate');
    await expect(debit(user, 1, `book:${user}`)).resolves.toBe('applied');
    await expect(debit(user, 1, `book:${user}`)).resolves.toBe('duplicate');
    await expect(ledger.balance(user)).resolves.toBe(3);
    expect(await ledger.history(user)).toHaveLength(2);
  });

  it('refuses a debit the balance does not cover and writes nothing', async () => {
    const user = newUser();
    await grant(user, 1, `g:${user}`);
    await expect(debit(user, 2, `d:${user}`)).resolves.toBe('insufficient');
    await expect(ledger.balance(user)).resolves.toBe(1);
    expect(await ledger.history(user)).toHaveLength(1);
    expect(await ledger.entryFor(`d:${user}`)).toBeNull();
  });

  it('never goes negative: 20 concurrent debits of 1 from a balance of 5 apply exactly 5', async () => {
    const user = newUser();
    await grant(user, 5, `g:${user}`);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => debit(user, 1, `book-${index}:${user}`)),
    );
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'insufficient')).toHaveLength(15);
    await expect(ledger.balance(user)).resolves.toBe(0);
    const history = await ledger.history(user);
    expect(history).toHaveLength(6);
    expectConsistentChain(history, user);
  }, 60_000);

  it('applies one key once when 10 writers deliver it at the same time', async () => {
    const user = newUser();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => grant(user, 4, `invoice-x:${user}`)));
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    await expect(ledger.balance(user)).resolves.toBe(4);
  }, 60_000);

  it('keeps the chain consistent under concurrent grants and debits', async () => {
    const user = newUser();
    await grant(user, 3, `g0:${user}`);
    const changes = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 0 ? grant(user, 2, `g${index}:${user}`) : debit(user, 1, `d${index}:${user}`),
    );
    const outcomes = await Promise.all(changes);
    const history = await ledger.history(user);
    expectConsistentChain(history, user);
    // Every change either applied (and is in the chain) or was refused for lack of credits.
    expect(history).toHaveLength(1 + outcomes.filter((outcome) => outcome === 'applied').length);
    await expect(ledger.balance(user)).resolves.toBe(history.at(-1)!.balance_after);
  }, 60_000);

  it('clamps a refund at the balance', async () => {
    const user = newUser();
    await grant(user, 4, `invoice:${user}`);
    await debit(user, 3, `books:${user}`);
    await expect(
      ledger.apply({ userId: user, amount: -4, reason: 'refund', key: `refund:${user}`, clampAtZero: true }),
    ).resolves.toBe('applied');
    await expect(ledger.balance(user)).resolves.toBe(0);
    expect((await ledger.entryFor(`refund:${user}`))?.amount).toBe(-1);
  });

  it('finds the grants of a payment by its reference', async () => {
    const user = newUser();
    const reference = `pi_${user}`;
    await ledger.apply({ userId: user, amount: 1, reason: 'purchase', key: `checkout:${user}`, reference });
    expect((await ledger.entriesAbout(reference)).map((entry) => entry.amount)).toEqual([1]);
    expect(await ledger.entriesAbout('')).toEqual([]);
  });

  it('refuses amounts that are not whole numbers and changes without a key or user', async () => {
    const user = newUser();
    await expect(ledger.apply({ userId: user, amount: 1.5, reason: 'x', key: 'k' })).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    await expect(ledger.apply({ userId: user, amount: 1, reason: 'x', key: '' })).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    await expect(ledger.apply({ userId: '', amount: 1, reason: 'x', key: 'k' })).rejects.toMatchObject({
      code: 'invalid_argument',
    });
  });

  it('grants starter credits once per user, on the first read, even when read concurrently', async () => {
    const withStarter = await CreditLedger.open(opened.store, { starterCredits: 3 });
    const user = newUser();
    const reads = await Promise.all(Array.from({ length: 8 }, () => withStarter.balance(user)));
    expect(reads).toEqual(Array(8).fill(3));
    const history = await withStarter.history(user);
    expect(history.map((entry) => [entry.key, entry.amount])).toEqual([[starterKey(user), 3]]);

    // A debit for a user never read before starts the chain with the starter grant, then takes from it.
    const other = newUser();
    await expect(
      withStarter.apply({ userId: other, amount: -2, reason: 'book', key: `b:${other}` }),
    ).resolves.toBe('applied');
    await expect(withStarter.balance(other)).resolves.toBe(1);
    expectConsistentChain(await withStarter.history(other), other);
  }, 60_000);

  it("deletes a user's chain and leaves other users alone; deleting again is a no-op", async () => {
    const leaving = newUser('leaving');
    const staying = newUser('staying');
    await grant(leaving, 4, `g:${leaving}`);
    await grant(staying, 7, `g:${staying}`);
    await ledger.deleteUser(leaving);
    await expect(ledger.balance(leaving)).resolves.toBe(0);
    expect(await ledger.history(leaving)).toEqual([]);
    await expect(ledger.deleteUser(leaving)).resolves.toBeUndefined();
    await expect(ledger.balance(staying)).resolves.toBe(7);
  });
});

describe('billing accounts: deleteUser [sqlite]', () => {
  let opened: OpenedStore;
  let accounts: Accounts;

  beforeEach(async () => {
    opened = openSqlite();
    accounts = await Accounts.open(opened.store);
  });

  afterEach(() => opened.close());

  it("removes the user's ledger, subscription and customer, and leaves other users alone", async () => {
    const subscriptions = await opened.store.collection<SubscriptionRecord>(SUBSCRIPTIONS);
    for (const [userId, credits] of [
      ['alice', 3],
      ['bob', 7],
    ] as const) {
      await accounts.ledger.apply({ userId, amount: credits, reason: 'grant', key: `g:${userId}` });
      await subscriptions.insert({ _id: userId, plan_name: 'Weekly', status: 'active' });
      await accounts.subscriptions.rememberCustomer(userId, `cus_${userId}`);
    }

    await accounts.deleteUser('alice');
    await expect(accounts.credits('alice')).resolves.toBe(0);
    await expect(accounts.plan('alice')).resolves.toEqual({ plan_name: '', status: 'none' });
    await expect(accounts.subscriptions.customerOf('alice')).resolves.toBeNull();
    await expect(accounts.credits('bob')).resolves.toBe(7);
    await expect(accounts.plan('bob')).resolves.toEqual({ plan_name: 'Weekly', status: 'active' });
    await expect(accounts.subscriptions.customerOf('bob')).resolves.toBe('cus_bob');

    await expect(accounts.deleteUser('alice')).resolves.toBeUndefined();
    await expect(accounts.deleteUser('never-seen')).resolves.toBeUndefined();
  });

  it('answers whether a balance covers an amount', async () => {
    await accounts.ledger.apply({ userId: 'carol', amount: 2, reason: 'grant', key: 'g:carol' });
    await expect(accounts.checkCredits('carol', 1)).resolves.toEqual({ sufficient: true, balance: 2 });
    await expect(accounts.checkCredits('carol', 2)).resolves.toEqual({ sufficient: true, balance: 2 });
    await expect(accounts.checkCredits('carol', 3)).resolves.toEqual({ sufficient: false, balance: 2 });
    await expect(accounts.checkCredits('carol', -1)).rejects.toMatchObject({ code: 'invalid_argument' });
  });
});
