/** Account deletion in billing's own records, on a real SQLite file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDocumentStore, type DocumentStore } from '@storybook-app/kit';
import {
  Accounts,
  BALANCES,
  SUBSCRIPTIONS,
  type BalanceRecord,
  type SubscriptionRecord,
} from '../src/accounts';

describe('billing accounts: deleteUser', () => {
  let dir: string;
  let store: DocumentStore;
  let accounts: Accounts;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-billing-accounts-'));
    store = openSqliteDocumentStore({ file: join(dir, 'billing.sqlite') });
    accounts = await Accounts.open(store);
    const balances = await store.collection<BalanceRecord>(BALANCES);
    const subscriptions = await store.collection<SubscriptionRecord>(SUBSCRIPTIONS);
    for (const [userId, credits] of [
      ['alice', 3],
      ['bob', 7],
    ] as const) {
      await balances.insert({ _id: userId, credits });
      await subscriptions.insert({ _id: userId, plan_name: 'Weekly', status: 'active' });
    }
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("removes the user's balance and subscription and leaves other users alone", async () => {
    await accounts.deleteUser('alice');

    expect(await (await store.collection(BALANCES)).get('alice')).toBeNull();
    expect(await (await store.collection(SUBSCRIPTIONS)).get('alice')).toBeNull();
    await expect(accounts.credits('alice')).resolves.toBe(0);
    await expect(accounts.plan('alice')).resolves.toEqual({ plan_name: '', status: 'none' });
    await expect(accounts.credits('bob')).resolves.toBe(7);
    await expect(accounts.plan('bob')).resolves.toEqual({ plan_name: 'Weekly', status: 'active' });
  });

  it('succeeds again for a user already deleted, as a redelivered event needs', async () => {
    await accounts.deleteUser('alice');
    await expect(accounts.deleteUser('alice')).resolves.toBeUndefined();
    await expect(accounts.deleteUser('never-seen')).resolves.toBeUndefined();
    await expect(accounts.credits('bob')).resolves.toBe(7);
  });
});
