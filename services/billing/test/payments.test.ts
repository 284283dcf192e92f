/**
 * The cart calls over gRPC on the running billing service, with the official stripe SDK against
 * stripe-mock. stripe-mock checks every request against Stripe's OpenAPI (a wrong parameter name fails the
 * call) and answers fixtures without state, so the tests assert what billing sent (through the recording
 * proxy) and what it then did to its own records.
 */
import { publishUserDeleted } from '@storybook-app/kit';
import { SUBSCRIPTIONS, type SubscriptionRecord } from '../src/subscriptions';
import {
  expectCode,
  newUser,
  PRICES,
  PUBLIC_URL,
  startBilling,
  StripeRecorder,
  stripeEnv,
  type RunningBilling,
} from './billing-test-bed';

const NOT_CONFIGURED = 'Payments are not configured on this server.';

describe('billing without a Stripe key', () => {
  let billing: RunningBilling;

  beforeAll(async () => {
    billing = await startBilling({ STARTER_CREDITS: '2' });
  });

  afterAll(() => billing.stop());

  it('answers credits, plans and balance checks', async () => {
    const user = newUser();
    await expect(billing.client.GetCredits({ user_id: user })).resolves.toEqual({ credits: 2 });
    await expect(billing.client.GetPlan({ user_id: user })).resolves.toEqual({
      plan_name: '',
      status: 'none',
    });
    await expect(billing.client.CheckCredits({ user_id: user, amount: 1 })).resolves.toEqual({
      sufficient: true,
      balance: 2,
    });
    await expect(billing.client.CheckCredits({ user_id: user, amount: 3 })).resolves.toEqual({
      sufficient: false,
      balance: 2,
    });
  });

  it("answers every payment call with 'Payments are not configured on this server.'", async () => {
    const user_id = newUser();
    const calls = [
      billing.client.Checkout({
        user_id,
        price_id: 'weekly',
        checkout_type: 'subscription',
        plan_name: 'Weekly',
      }),
      billing.client.ChangeSubscription({ user_id, price_id: 'all-week', plan_name: 'All-week' }),
      billing.client.CancelSubscription({ user_id }),
      billing.client.CheckoutSuccess({ user_id, session_id: 'cs_test_1' }),
      billing.client.HandleStripeWebhook({ payload: Buffer.from('{}'), signature: 't=1,v1=x' }),
    ];
    for (const call of calls) {
      const error = await expectCode(call, 'failed_precondition');
      expect(error.message).toBe(NOT_CONFIGURED);
    }
  });
});

describe('billing with Stripe [stripe-mock]', () => {
  let recorder: StripeRecorder;
  let billing: RunningBilling;

  beforeAll(async () => {
    recorder = await StripeRecorder.start();
    billing = await startBilling(stripeEnv(recorder));
  });

  afterAll(async () => {
    await billing.stop();
    await recorder.stop();
  });

  beforeEach(() => recorder.clear());

  const subscriptions = () => billing.store.collection<SubscriptionRecord>(SUBSCRIPTIONS);

  /** A paying membership as the webhooks leave it, for the change and cancel calls. */
  async function subscribe(
    userId: string,
    plan: { key: string; name: string; price: string },
    stateAt = Math.floor(Date.now() / 1000) - 60,
  ): Promise<string> {
    const subscriptionId = `sub_${userId.replace(/\W/g, '_')}`;
    await (
      await subscriptions()
    ).insert({
      _id: userId,
      plan_name: plan.name,
      plan_key: plan.key,
      status: 'active',
      subscription_id: subscriptionId,
      customer_id: 'cus_test',
      price_id: plan.price,
      state_at: stateAt,
      version: 1,
    });
    return subscriptionId;
  }

  const checkout = (user_id: string, price_id: string, checkout_type: string) =>
    billing.client.Checkout({
      user_id,
      price_id,
      checkout_type,
      plan_name: 'ignored: the key names the plan',
    });

  describe('Checkout', () => {
    it.each([
      ['single-adventure', 'token', 'payment', PRICES.STRIPE_PRICE_SINGLE_ADVENTURE],
      ['weekly', 'subscription', 'subscription', PRICES.STRIPE_PRICE_WEEKLY],
      ['all-week', 'subscription', 'subscription', PRICES.STRIPE_PRICE_ALL_WEEK],
      ['everyday-adventurer', 'subscription', 'subscription', PRICES.STRIPE_PRICE_EVERYDAY_ADVENTURER],
    ])('starts a Stripe Checkout for %s (%s) in %s mode at its price', async (key, type, mode, price) => {
      const user = newUser();
      const { url } = await checkout(user, key, type);
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\//);

      const [customer] = recorder.sent('POST', '/v1/customers');
      expect(customer!.params.get('metadata[user_id]')).toBe(user);
      const [session] = recorder.sent('POST', '/v1/checkout/sessions');
      const params = Object.fromEntries(session!.params);
      expect(params).toMatchObject({
        mode,
        client_reference_id: user,
        'line_items[0][price]': price,
        'line_items[0][quantity]': '1',
        'metadata[user_id]': user,
        'metadata[plan]': key,
        success_url: `${PUBLIC_URL}/checkout?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_URL}/checkout?canceled=true`,
      });
      expect(params.customer).toMatch(/^cus_/);
      // The user travels on to the subscription or the payment, whose own events name it.
      const carrier = mode === 'subscription' ? 'subscription_data' : 'payment_intent_data';
      expect(params[`${carrier}[metadata][user_id]`]).toBe(user);
      expect(params[`${carrier}[metadata][plan]`]).toBe(key);
    });

    it("reuses the user's Stripe customer on the next checkout", async () => {
      const user = newUser();
      await checkout(user, 'single-adventure', 'token');
      await checkout(user, 'single-adventure', 'token');
      expect(recorder.sent('POST', '/v1/customers')).toHaveLength(1);
      const sessions = recorder.sent('POST', '/v1/checkout/sessions');
      expect(sessions).toHaveLength(2);
      expect(sessions[1]!.params.get('customer')).toBe(sessions[0]!.params.get('customer'));
    });

    it('accepts a configured Stripe price id in place of the key', async () => {
      await checkout(newUser(), PRICES.STRIPE_PRICE_ALL_WEEK, 'subscription');
      expect(recorder.sent('POST', '/v1/checkout/sessions')[0]!.params.get('metadata[plan]')).toBe(
        'all-week',
      );
    });

    it('refuses an unknown plan and a checkout type that does not fit the plan, before calling Stripe', async () => {
      const user = newUser();
      await expectCode(checkout(user, 'ten-books', 'token'), 'invalid_argument');
      await expectCode(checkout(user, 'weekly', 'token'), 'invalid_argument');
      await expectCode(checkout(user, 'single-adventure', 'subscription'), 'invalid_argument');
      expect(recorder.requests).toEqual([]);
    });

    it('sells a subscriber the single book at the extra-book price, and refuses a second membership', async () => {
      const user = newUser();
      await subscribe(user, { key: 'weekly', name: 'Weekly', price: PRICES.STRIPE_PRICE_WEEKLY });
      await checkout(user, 'single-adventure', 'token');
      const [session] = recorder.sent('POST', '/v1/checkout/sessions');
      expect(session!.params.get('line_items[0][price]')).toBe(PRICES.STRIPE_PRICE_EXTRA_BOOK);
      expect(session!.params.get('metadata[plan]')).toBe('single-adventure');

      const error = await expectCode(checkout(user, 'all-week', 'subscription'), 'failed_precondition');
      expect(error.message).toMatch(/already have a membership/);
    });
  });

  describe('ChangeSubscription', () => {
    it('moves the Stripe subscription item to the new price with proration, and the plan follows', async () => {
      const user = newUser();
      const subscriptionId = await subscribe(user, {
        key: 'weekly',
        name: 'Weekly',
        price: PRICES.STRIPE_PRICE_WEEKLY,
      });
      await expect(
        billing.client.ChangeSubscription({ user_id: user, price_id: 'all-week', plan_name: 'All-week' }),
      ).resolves.toEqual({ url: '' });

      expect(recorder.sent('GET', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
      const [update] = recorder.sent('POST', `/v1/subscriptions/${subscriptionId}`);
      const params = Object.fromEntries(update!.params);
      expect(params).toMatchObject({
        'items[0][price]': PRICES.STRIPE_PRICE_ALL_WEEK,
        proration_behavior: 'create_prorations',
        'metadata[plan]': 'all-week',
        'metadata[user_id]': user,
      });
      // The item stripe-mock's subscription has: the existing item changes price, none is added.
      expect(params['items[0][id]']).toMatch(/^si_/);
      await expect(billing.client.GetPlan({ user_id: user })).resolves.toEqual({
        plan_name: 'All-week',
        status: 'active',
      });
    });

    it("follows at once even when Stripe's last event is stamped ahead of this server's clock", async () => {
      const user = newUser();
      const weekly = { key: 'weekly', name: 'Weekly', price: PRICES.STRIPE_PRICE_WEEKLY };
      await subscribe(user, weekly, Math.floor(Date.now() / 1000) + 30);
      await billing.client.ChangeSubscription({ user_id: user, price_id: 'all-week', plan_name: 'All-week' });
      await expect(billing.client.GetPlan({ user_id: user })).resolves.toMatchObject({
        plan_name: 'All-week',
      });
      await billing.client.CancelSubscription({ user_id: user });
      await expect(billing.client.GetPlan({ user_id: user })).resolves.toMatchObject({ status: 'canceled' });
    });

    it('refuses without a membership, and to a plan that is not a membership', async () => {
      const user = newUser();
      await expectCode(
        billing.client.ChangeSubscription({ user_id: user, price_id: 'weekly', plan_name: 'Weekly' }),
        'failed_precondition',
      );
      await subscribe(user, { key: 'weekly', name: 'Weekly', price: PRICES.STRIPE_PRICE_WEEKLY });
      await expectCode(
        billing.client.ChangeSubscription({ user_id: user, price_id: 'single-adventure', plan_name: 'x' }),
        'invalid_argument',
      );
      // To the plan it already has: nothing to do at Stripe.
      await expect(
        billing.client.ChangeSubscription({ user_id: user, price_id: 'weekly', plan_name: 'Weekly' }),
      ).resolves.toEqual({ url: '' });
      expect(recorder.requests).toEqual([]);
    });
  });

  describe('CancelSubscription', () => {
    it('cancels the Stripe subscription and makes the account Free', async () => {
      const user = newUser();
      const subscriptionId = await subscribe(user, {
        key: 'weekly',
        name: 'Weekly',
        price: PRICES.STRIPE_PRICE_WEEKLY,
      });
      await expect(billing.client.CancelSubscription({ user_id: user })).resolves.toEqual({
        url: '',
        account_type: 'Free',
      });
      expect(recorder.sent('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
      await expect(billing.client.GetPlan({ user_id: user })).resolves.toEqual({
        plan_name: '',
        status: 'canceled',
      });

      // Again, or without a membership: Free, and Stripe is not asked.
      recorder.clear();
      await expect(billing.client.CancelSubscription({ user_id: user })).resolves.toMatchObject({
        account_type: 'Free',
      });
      expect(recorder.requests).toEqual([]);
    });
  });

  describe('CheckoutSuccess', () => {
    /** stripe-mock's session, said to be this user's, complete and in the given payment state. */
    function sessionOf(
      sessionId: string,
      userId: string,
      fields: Record<string, unknown> = {},
      plan = 'single-adventure',
    ): void {
      recorder.overlay('GET', `/v1/checkout/sessions/${sessionId}`, {
        client_reference_id: userId,
        metadata: { user_id: userId, plan },
        status: 'complete',
        payment_status: 'paid',
        ...fields,
      });
    }

    it('grants a paid purchase once, however often the parent comes back', async () => {
      const user = newUser();
      sessionOf('cs_test_paid', user, { mode: 'payment', payment_intent: `pi_${user}` });
      const reply = await billing.client.CheckoutSuccess({ user_id: user, session_id: 'cs_test_paid' });
      expect(reply).toEqual({
        success: true,
        message: 'Order placed! You will receive an email confirmation.',
      });
      expect(recorder.sent('GET', '/v1/checkout/sessions/cs_test_paid')).toHaveLength(1);
      await expect(billing.client.GetCredits({ user_id: user })).resolves.toEqual({ credits: 1 });

      await billing.client.CheckoutSuccess({ user_id: user, session_id: 'cs_test_paid' });
      await expect(billing.client.GetCredits({ user_id: user })).resolves.toEqual({ credits: 1 });
    });

    it("records a new membership and grants its first month under the first invoice's key", async () => {
      const user = newUser();
      sessionOf(
        'cs_test_sub',
        user,
        {
          mode: 'subscription',
          subscription: `sub_new_${user}`,
          invoice: `in_first_${user}`,
          customer: 'cus_x',
        },
        'weekly',
      );
      await expect(
        billing.client.CheckoutSuccess({ user_id: user, session_id: 'cs_test_sub' }),
      ).resolves.toMatchObject({
        success: true,
      });
      await expect(billing.client.GetCredits({ user_id: user })).resolves.toEqual({ credits: 4 });
      await expect(billing.client.GetPlan({ user_id: user })).resolves.toEqual({
        plan_name: 'Weekly',
        status: 'active',
      });
    });

    it('answers success false for a session not paid, and grants nothing', async () => {
      const user = newUser();
      sessionOf('cs_test_unpaid', user, { mode: 'payment', status: 'open', payment_status: 'unpaid' });
      await expect(
        billing.client.CheckoutSuccess({ user_id: user, session_id: 'cs_test_unpaid' }),
      ).resolves.toEqual({
        success: false,
        message: 'An error occurred while processing your payment. Please try again.',
      });
      await expect(billing.client.GetCredits({ user_id: user })).resolves.toEqual({ credits: 0 });
    });

    it("answers someone else's session like a missing one (404) and grants nothing", async () => {
      const user = newUser();
      // stripe-mock's own fixture: a session of nobody.
      await expectCode(
        billing.client.CheckoutSuccess({ user_id: user, session_id: 'cs_test_other' }),
        'not_found',
      );
      sessionOf('cs_test_theirs', 'local:someone-else');
      await expectCode(
        billing.client.CheckoutSuccess({ user_id: user, session_id: 'cs_test_theirs' }),
        'not_found',
      );
      await expect(billing.client.GetCredits({ user_id: user })).resolves.toEqual({ credits: 0 });
    });
  });

  describe('account deletion', () => {
    it('cancels a paid membership and deletes the Stripe customer before forgetting the user', async () => {
      const user = newUser();
      await checkout(user, 'single-adventure', 'token');
      const customerId = recorder.sent('POST', '/v1/checkout/sessions')[0]!.params.get('customer');
      const subscriptionId = await subscribe(user, {
        key: 'weekly',
        name: 'Weekly',
        price: PRICES.STRIPE_PRICE_WEEKLY,
      });
      recorder.clear();

      await publishUserDeleted(billing.bus, user);
      await billing.bus.idle();

      expect(recorder.sent('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
      expect(recorder.sent('DELETE', `/v1/customers/${customerId}`)).toHaveLength(1);
      expect(await (await subscriptions()).get(user)).toBeNull();
    });
  });
});
