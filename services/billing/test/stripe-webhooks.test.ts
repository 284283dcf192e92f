/**
 * Stripe's webhooks as Stripe sends them: signed events posted as raw JSON to the gateway's
 * /api/webhooks/stripe, relayed to the running billing service, which verifies the signature with the stripe
 * SDK and applies each event once. Refund lookups reach stripe-mock through the recording proxy.
 */
import { gatewayConfigSchema, startGateway, type GatewayHandle } from '@storybook-app/gateway';
import { loadConfig } from '@storybook-app/kit';
import { CreditLedger } from '../src/credit-ledger';
import { STRIPE_EVENTS } from '../src/stripe-webhooks';
import {
  expectCode,
  newUser,
  PRICES,
  signedEvent,
  silentLogger,
  startBilling,
  StripeRecorder,
  stripeEnv,
  type RunningBilling,
} from './billing-test-bed';

const UNUSED = '127.0.0.1:1';

/** A user id as part of a Stripe id that travels in a URL path (user ids hold `:`). */
const safe = (userId: string): string => userId.replace(/\W/g, '_');

describe('Stripe webhooks through the gateway [stripe-mock]', () => {
  let recorder: StripeRecorder;
  let billing: RunningBilling;
  let gateway: GatewayHandle;

  beforeAll(async () => {
    recorder = await StripeRecorder.start();
    billing = await startBilling(stripeEnv(recorder));
    // Only billing answers here: the webhook route is public and calls nothing else.
    gateway = await startGateway(
      loadConfig(gatewayConfigSchema, {
        PORT: '0',
        NODE_ENV: 'test',
        AUTH_ADDR: UNUSED,
        PROFILES_ADDR: UNUSED,
        STORY_ADDR: UNUSED,
        IMAGES_ADDR: UNUSED,
        BILLING_ADDR: billing.server.address,
        WEB_URL: 'http://127.0.0.1:1',
        MEDIA_URL: 'http://127.0.0.1:1',
      }),
      silentLogger,
    );
  });

  afterAll(async () => {
    await gateway.stop();
    await billing.stop();
    await recorder.stop();
  });

  beforeEach(() => recorder.clear());

  async function post(event: {
    payload: Buffer;
    signature?: string;
  }): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (event.signature !== undefined) headers['stripe-signature'] = event.signature;
    const response = await fetch(`${gateway.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers,
      body: event.payload,
    });
    return { status: response.status, body: await response.json() };
  }

  /** Delivers a signed event and expects Stripe's answer to be 200 {received: true}. */
  async function deliver(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; created?: number } = {},
  ): Promise<string> {
    const event = signedEvent(type, object, options);
    await expect(post(event)).resolves.toEqual({ status: 200, body: { received: true } });
    return event.id;
  }

  const credits = async (userId: string) => (await billing.client.GetCredits({ user_id: userId })).credits;
  const plan = (userId: string) => billing.client.GetPlan({ user_id: userId });
  const recorded = async (eventId: string) => (await billing.store.collection(STRIPE_EVENTS)).get(eventId);

  const paidSession = (userId: string, fields: Record<string, unknown> = {}) => ({
    id: `cs_${safe(userId)}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: userId,
    customer: `cus_${userId}`,
    payment_intent: `pi_${userId}`,
    subscription: null,
    invoice: null,
    metadata: { user_id: userId, plan: 'single-adventure' },
    ...fields,
  });

  const subscriptionObject = (userId: string, price: string, status: string, id = `sub_${userId}`) => ({
    id,
    object: 'subscription',
    customer: `cus_${userId}`,
    status,
    metadata: { user_id: userId, plan: 'weekly' },
    items: {
      object: 'list',
      data: [{ id: `si_${userId}`, object: 'subscription_item', price: { id: price } }],
    },
  });

  const paidInvoice = (userId: string, id: string, price: string, reason = 'subscription_cycle') => ({
    id,
    object: 'invoice',
    status: 'paid',
    billing_reason: reason,
    customer: `cus_${userId}`,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: `sub_${userId}`, metadata: { user_id: userId, plan: 'weekly' } },
    },
    lines: {
      object: 'list',
      data: [
        { id: `il_${id}`, pricing: { type: 'price_details', price_details: { price, product: 'prod_x' } } },
      ],
    },
  });

  describe('signature', () => {
    it('refuses a wrong, altered or missing signature with 400, and changes nothing', async () => {
      const user = newUser();
      const forged = signedEvent('checkout.session.completed', paidSession(user), {
        secret: 'whsec_not_ours',
      });
      const forgedAnswer = await post(forged);
      expect(forgedAnswer.status).toBe(400);
      expect(forgedAnswer.body).toEqual({ error: 'Invalid Stripe signature.' });

      const genuine = signedEvent('checkout.session.completed', paidSession(user));
      const altered = Buffer.from(genuine.payload.toString().replace('"paid"', '"paid" '));
      expect((await post({ payload: altered, signature: genuine.signature })).status).toBe(400);
      expect((await post({ payload: genuine.payload })).status).toBe(400);
      expect((await post({ payload: genuine.payload, signature: 't=1,v1=deadbeef' })).status).toBe(400);

      await expect(credits(user)).resolves.toBe(0);
      expect(await recorded(forged.id)).toBeNull();
      expect(await recorded(genuine.id)).toBeNull();
    });
  });

  describe('checkout.session.completed', () => {
    it('grants a paid purchase once when the same event is delivered twice', async () => {
      const user = newUser();
      const event = signedEvent('checkout.session.completed', paidSession(user));
      await expect(post(event)).resolves.toEqual({ status: 200, body: { received: true } });
      await expect(post(event)).resolves.toEqual({ status: 200, body: { received: true } });
      await expect(credits(user)).resolves.toBe(1);
      expect(await recorded(event.id)).toMatchObject({ type: 'checkout.session.completed' });

      // Another event about the same session, and the parent's own return: still one grant.
      await deliver('checkout.session.async_payment_succeeded', paidSession(user));
      recorder.overlay('GET', `/v1/checkout/sessions/cs_${safe(user)}`, paidSession(user));
      await expect(
        billing.client.CheckoutSuccess({ user_id: user, session_id: `cs_${safe(user)}` }),
      ).resolves.toMatchObject({
        success: true,
      });
      await expect(credits(user)).resolves.toBe(1);
    });

    it('grants nothing for a session completed but not yet paid', async () => {
      const user = newUser();
      await deliver('checkout.session.completed', paidSession(user, { payment_status: 'unpaid' }));
      await expect(credits(user)).resolves.toBe(0);
    });
  });

  describe('subscriptions', () => {
    it('follows the membership through checkout, renewals, a change and cancellation, in any order', async () => {
      const user = newUser();
      const t = Math.floor(Date.now() / 1000);
      await deliver(
        'checkout.session.completed',
        paidSession(user, {
          mode: 'subscription',
          payment_intent: null,
          subscription: `sub_${user}`,
          invoice: `in_first_${user}`,
          metadata: { user_id: user, plan: 'weekly' },
        }),
        { created: t },
      );
      await expect(plan(user)).resolves.toEqual({ plan_name: 'Weekly', status: 'active' });
      await deliver(
        'invoice.paid',
        paidInvoice(user, `in_first_${user}`, PRICES.STRIPE_PRICE_WEEKLY, 'subscription_create'),
      );
      await expect(credits(user)).resolves.toBe(4);

      // Changed to All-week (t+10); the update of the first activation (t+5) arrives late and is ignored.
      await deliver(
        'customer.subscription.updated',
        subscriptionObject(user, PRICES.STRIPE_PRICE_ALL_WEEK, 'active'),
        {
          created: t + 10,
        },
      );
      await deliver(
        'customer.subscription.updated',
        subscriptionObject(user, PRICES.STRIPE_PRICE_WEEKLY, 'active'),
        {
          created: t + 5,
        },
      );
      await expect(plan(user)).resolves.toEqual({ plan_name: 'All-week', status: 'active' });

      // The renewal is billed at the new plan: 9 credits; the proration invoice of the change grants none.
      await deliver(
        'invoice.paid',
        paidInvoice(user, `in_prorate_${user}`, PRICES.STRIPE_PRICE_ALL_WEEK, 'subscription_update'),
      );
      await deliver('invoice.paid', paidInvoice(user, `in_renew_${user}`, PRICES.STRIPE_PRICE_ALL_WEEK));
      await expect(credits(user)).resolves.toBe(13);

      // Deleted (t+30) makes the account Free; a late update (t+20) does not bring it back.
      await deliver(
        'customer.subscription.deleted',
        subscriptionObject(user, PRICES.STRIPE_PRICE_ALL_WEEK, 'canceled'),
        {
          created: t + 30,
        },
      );
      await expect(plan(user)).resolves.toEqual({ plan_name: '', status: 'canceled' });
      await deliver(
        'customer.subscription.updated',
        subscriptionObject(user, PRICES.STRIPE_PRICE_ALL_WEEK, 'active'),
        {
          created: t + 20,
        },
      );
      await expect(plan(user)).resolves.toEqual({ plan_name: '', status: 'canceled' });
      // Credits already granted stay: they were paid for.
      await expect(credits(user)).resolves.toBe(13);
    });

    it('counts past_due as still subscribed and unpaid as not', async () => {
      const user = newUser();
      const t = Math.floor(Date.now() / 1000);
      await deliver(
        'customer.subscription.updated',
        subscriptionObject(user, PRICES.STRIPE_PRICE_WEEKLY, 'past_due'),
        {
          created: t,
        },
      );
      await expect(plan(user)).resolves.toEqual({ plan_name: 'Weekly', status: 'past_due' });
      await deliver(
        'customer.subscription.updated',
        subscriptionObject(user, PRICES.STRIPE_PRICE_WEEKLY, 'unpaid'),
        {
          created: t + 1,
        },
      );
      await expect(plan(user)).resolves.toEqual({ plan_name: '', status: 'unpaid' });
    });

    it.each([
      ['Weekly', PRICES.STRIPE_PRICE_WEEKLY, 4],
      ['All-week', PRICES.STRIPE_PRICE_ALL_WEEK, 9],
      ['Everyday Adventurer', PRICES.STRIPE_PRICE_EVERYDAY_ADVENTURER, 30],
    ])('invoice.paid grants %s (%s) %i credits a month, once per invoice', async (_name, price, perMonth) => {
      const user = newUser();
      // Before any checkout event: the invoice names its user through the subscription's metadata.
      const first = paidInvoice(user, `in_1_${user}`, price, 'subscription_create');
      const id = await deliver('invoice.paid', first);
      await deliver('invoice.paid', first, { id });
      await deliver('invoice.paid', first);
      await expect(credits(user)).resolves.toBe(perMonth);
      await deliver('invoice.paid', paidInvoice(user, `in_2_${user}`, price));
      await expect(credits(user)).resolves.toBe(2 * perMonth);
    });
  });

  describe('charge.refunded', () => {
    const charge = (userId: string, fields: Record<string, unknown> = {}) => ({
      id: `ch_${userId}`,
      object: 'charge',
      amount: 299,
      amount_refunded: 299,
      refunded: true,
      payment_intent: `pi_${userId}`,
      customer: `cus_${userId}`,
      ...fields,
    });

    it('takes back what a refunded purchase granted, once', async () => {
      const user = newUser();
      await deliver('checkout.session.completed', paidSession(user));
      await expect(credits(user)).resolves.toBe(1);
      await deliver('charge.refunded', charge(user));
      await deliver('charge.refunded', charge(user));
      await expect(credits(user)).resolves.toBe(0);
      // Found by the payment in billing's ledger: Stripe was not asked.
      expect(recorder.sent('GET', '/v1/invoice_payments')).toEqual([]);
    });

    it('keeps the credits on a partial refund', async () => {
      const user = newUser();
      await deliver('checkout.session.completed', paidSession(user));
      await deliver('charge.refunded', charge(user, { amount_refunded: 100, refunded: false }));
      await expect(credits(user)).resolves.toBe(1);
    });

    it("takes back a refunded month's credits, at most the balance left, finding the invoice at Stripe", async () => {
      const user = newUser();
      const invoiceId = `in_refunded_${user}`;
      await deliver(
        'invoice.paid',
        paidInvoice(user, invoiceId, PRICES.STRIPE_PRICE_WEEKLY, 'subscription_create'),
      );
      // Three of the four books made already.
      const ledger = await CreditLedger.open(billing.store);
      await ledger.apply({ userId: user, amount: -3, reason: 'books', key: `books:${user}` });
      await expect(credits(user)).resolves.toBe(1);

      recorder.overlay('GET', '/v1/invoice_payments', {
        data: [{ object: 'invoice_payment', invoice: invoiceId }],
      });
      await deliver('charge.refunded', charge(user, { amount: 999, amount_refunded: 999 }));
      const [lookup] = recorder.sent('GET', '/v1/invoice_payments');
      expect(lookup!.params.get('payment[payment_intent]')).toBe(`pi_${user}`);
      expect(lookup!.params.get('payment[type]')).toBe('payment_intent');
      await expect(credits(user)).resolves.toBe(0);
    });
  });

  it('answers 200 to event types billing does not use, and records them as received', async () => {
    const id = await deliver('customer.created', { id: 'cus_new', object: 'customer' });
    expect(await recorded(id)).toMatchObject({ type: 'customer.created' });
  });
});

describe('Stripe webhooks without a webhook secret', () => {
  it('refuses every event as not configured (409), since it cannot verify them', async () => {
    const recorder = await StripeRecorder.start();
    const env = { ...stripeEnv(recorder), STRIPE_WEBHOOK_SECRET: undefined };
    const billing = await startBilling(env);
    try {
      const event = signedEvent('checkout.session.completed', { id: 'cs_x', object: 'checkout.session' });
      const error = await expectCode(billing.client.HandleStripeWebhook(event), 'failed_precondition');
      expect(error.message).toBe('Stripe webhooks are not configured on this server.');
    } finally {
      await billing.stop();
      await recorder.stop();
    }
  });
});
