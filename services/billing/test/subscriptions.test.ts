/**
 * The ordering rule of subscription states (pure), and the records on both store adapters: a state older
 * than the stored one is ignored whichever write comes last, concurrent writers included.
 */
import {
  Subscriptions,
  supersedes,
  type SubscriptionRecord,
  type SubscriptionState,
} from '../src/subscriptions';
import { newUser, openMongo, openSqlite, type OpenedStore } from './billing-test-bed';

const state = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  priceId: 'price_weekly',
  planKey: 'weekly',
  planName: 'Weekly',
  status: 'active',
  at: 1000,
  source: 'subscription',
  ...overrides,
});

const stored = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  _id: 'user',
  subscription_id: 'sub_1',
  plan_name: 'Weekly',
  plan_key: 'weekly',
  status: 'active',
  state_at: 1000,
  version: 1,
  ...overrides,
});

describe('supersedes (the ordering rule)', () => {
  it('takes the first state, and newer or same-time states of the same subscription', () => {
    expect(supersedes(null, state())).toBe(true);
    expect(supersedes(stored(), state({ at: 1001, planKey: 'all-week' }))).toBe(true);
    expect(supersedes(stored(), state({ at: 1000 }))).toBe(true);
  });

  it('ignores an older state of the same subscription', () => {
    expect(supersedes(stored({ state_at: 1005 }), state({ at: 1001 }))).toBe(false);
  });

  it('never brings a canceled subscription back, whatever the time says', () => {
    expect(supersedes(stored({ status: 'canceled' }), state({ at: 2000, status: 'active' }))).toBe(false);
    expect(supersedes(stored({ status: 'incomplete_expired' }), state({ at: 2000 }))).toBe(false);
  });

  it('lets a completed checkout introduce a subscription but never overwrite what is known of it', () => {
    expect(supersedes(null, state({ source: 'checkout' }))).toBe(true);
    expect(supersedes(stored({ state_at: 1 }), state({ source: 'checkout', at: 5000, planKey: 'x' }))).toBe(
      false,
    );
    expect(
      supersedes(stored({ status: 'canceled' }), state({ source: 'checkout', subscriptionId: 'sub_2' })),
    ).toBe(true);
  });

  it('does not let the end of an older subscription end the membership that replaced it', () => {
    const current = stored({ subscription_id: 'sub_2', state_at: 1000 });
    expect(supersedes(current, state({ subscriptionId: 'sub_1', status: 'canceled', at: 1200 }))).toBe(false);
    expect(supersedes(current, state({ subscriptionId: 'sub_3', status: 'active', at: 1200 }))).toBe(true);
  });

  it('accepts records written before the ordering fields existed', () => {
    expect(supersedes({ _id: 'u', plan_name: 'Weekly', status: 'active' }, state())).toBe(true);
  });
});

describe.each([
  ['sqlite', async () => openSqlite()],
  ['mongo', openMongo],
])('subscription records [%s]', (_adapter, open) => {
  let opened: OpenedStore;
  let subscriptions: Subscriptions;

  beforeAll(async () => {
    opened = await open();
    subscriptions = await Subscriptions.open(opened.store);
  });

  afterAll(() => opened.close());

  it('keeps the newest state when an older one arrives last', async () => {
    const user = newUser();
    await expect(subscriptions.record(user, state({ at: 1010, status: 'canceled' }))).resolves.toBe(
      'recorded',
    );
    await expect(subscriptions.record(user, state({ at: 1005, status: 'active' }))).resolves.toBe('stale');
    await expect(subscriptions.plan(user)).resolves.toEqual({ plan_name: '', status: 'canceled' });
  });

  it('follows a plan change and counts active, trialing and past_due as paying', async () => {
    const user = newUser();
    await subscriptions.record(user, state({ at: 1 }));
    await expect(subscriptions.plan(user)).resolves.toEqual({ plan_name: 'Weekly', status: 'active' });
    await subscriptions.record(
      user,
      state({ at: 2, planKey: 'all-week', planName: 'All-week', status: 'past_due' }),
    );
    await expect(subscriptions.plan(user)).resolves.toEqual({ plan_name: 'All-week', status: 'past_due' });
    await subscriptions.record(
      user,
      state({ at: 3, planKey: 'all-week', planName: 'All-week', status: 'unpaid' }),
    );
    await expect(subscriptions.plan(user)).resolves.toEqual({ plan_name: '', status: 'unpaid' });
  });

  it('ends with the newest of many states written at once', async () => {
    const user = newUser();
    const times = [7, 3, 9, 1, 5, 8, 2, 6, 4, 10];
    await Promise.all(
      times.map((at) =>
        subscriptions.record(user, state({ at, planName: `plan at ${at}`, status: 'active' })),
      ),
    );
    const record = await subscriptions.get(user);
    expect(record).toMatchObject({ state_at: 10, plan_name: 'plan at 10' });
  }, 30_000);

  it('finds users by subscription and by customer, and keeps the first customer remembered', async () => {
    const user = newUser();
    await subscriptions.record(user, state({ subscriptionId: `sub_${user}` }));
    await expect(subscriptions.userOfSubscription(`sub_${user}`)).resolves.toBe(user);
    await expect(subscriptions.rememberCustomer(user, `cus_a_${user}`)).resolves.toBe(`cus_a_${user}`);
    await expect(subscriptions.rememberCustomer(user, `cus_b_${user}`)).resolves.toBe(`cus_a_${user}`);
    await expect(subscriptions.userOfCustomer(`cus_a_${user}`)).resolves.toBe(user);
    await expect(subscriptions.userOfCustomer('')).resolves.toBeNull();
  });
});
