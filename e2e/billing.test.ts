/**
 * Plans and payments in a real browser (issue: billing): the pricing buttons of a Free user and of a
 * subscriber, and the pages the payment provider returns to.
 *
 * Two products run here. The first has no Stripe key, as a fresh install: plans show, and paying is refused
 * with the server's "not configured" text. The second is configured for Stripe against stripe-mock (started
 * by jest's global setup); a user becomes a subscriber the way Stripe makes one, by signed webhook events.
 */
import type { Dialog, Page } from 'playwright-core';
import Stripe from 'stripe';
import { CHECKOUT_REDIRECT_MS, PLANS } from '../web/src/lib/constants';
import { checkout, pricing, ui } from '../web/src/lib/texts';
import { StripeRecorder } from '../services/billing/test/billing-test-bed';
import { useBrowserTestBed } from './browser';

const NOT_CONFIGURED = 'Payments are not configured on this server.';

/** The label of each plan card's button, in the order of PLANS. */
const planButtonLabels = (page: Page): Promise<string[]> =>
  Promise.all(
    PLANS.map(async (plan) =>
      ((await page.getByRole('article', { name: plan.name }).getByRole('button').textContent()) ?? '').trim(),
    ),
  );

const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Answers the next confirm, and returns its text. */
function nextDialog(page: Page, answer: 'accept' | 'dismiss'): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    });
  });
}

describe('without Stripe configured', () => {
  const bed = useBrowserTestBed();

  test("a visitor is sent to /login; a Free user sees 'Buy Credit' and 3 × 'Subscribe'", async () => {
    const { page, errors } = await bed.openPage('/pricing');
    // Every plan card, as a visitor sees it.
    for (const plan of PLANS) {
      const card = page.getByRole('article', { name: plan.name });
      await card.getByRole('heading', { name: plan.name, exact: true }).waitFor();
      await card.getByText(plan.description, { exact: true }).waitFor();
      await card.getByText(ui.planPrice(plan.priceUsd, plan.period), { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: pricing.subscribe, exact: true }).first().click();
    await page.waitForURL(`${bed.url}/login`);

    await bed.signIn(page, 'Fran Free');
    await page.goto(`${bed.url}/pricing`);
    await page.getByText(ui.accountType('Free'), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: pricing.buyCredit, exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: pricing.subscribe, exact: true }).count()).toBe(3);
    expect(await planButtonLabels(page)).toEqual([
      pricing.buyCredit,
      pricing.subscribe,
      pricing.subscribe,
      pricing.subscribe,
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("paying without Stripe shows the server's text and stays on /pricing", async () => {
    const { page, errors } = await bed.openPage('/');
    await bed.signIn(page, 'Nat Noconfig');
    await page.goto(`${bed.url}/pricing`);
    await page.getByText(ui.accountType('Free'), { exact: true }).waitFor();
    await page.getByRole('article', { name: 'Weekly' }).getByRole('button').click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(NOT_CONFIGURED);
    expect(pathOf(page)).toBe('/pricing');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the pages the payment provider returns to', async () => {
    const { page, errors } = await bed.openPage('/');
    await bed.signIn(page, 'Cas Checkout');
    await page.clock.install();

    // Canceled: the text, then /pricing after 3 s, not before.
    await page.goto(`${bed.url}/checkout?canceled=true`);
    await page.getByText(checkout.canceled, { exact: true }).waitFor();
    await page.clock.fastForward(CHECKOUT_REDIRECT_MS - 1000);
    expect(pathOf(page)).toBe('/checkout');
    await page.clock.fastForward(1100);
    await page.waitForURL(`${bed.url}/pricing`);

    // No session id: the text of the spec, and no redirect.
    await page.goto(`${bed.url}/checkout`);
    await page.getByText(checkout.noSessionId, { exact: true }).waitFor();
    expect(checkout.noSessionId).toBe('No session ID found. Please try again.');
    await page.getByRole('button', { name: checkout.returnToPricing, exact: true }).waitFor();
    await page.clock.fastForward(CHECKOUT_REDIRECT_MS * 2);
    expect(pathOf(page)).toBe('/checkout');

    // A session id the server does not confirm: the payment error, and Return to Pricing goes to /pricing.
    await page.goto(`${bed.url}/checkout?session_id=cs_bogus`);
    await page.getByText(checkout.paymentError, { exact: true }).waitFor();
    await page.getByRole('button', { name: checkout.returnToPricing, exact: true }).click();
    await page.waitForURL(`${bed.url}/pricing`);

    // Back on /pricing from the payment page: the messages of the spec.
    await page.goto(`${bed.url}/pricing?success=true`);
    await page.getByText('Order placed! You will receive an email confirmation.', { exact: true }).waitFor();
    await page.goto(`${bed.url}/pricing?canceled=true`);
    await page
      .getByText("Order canceled -- continue to shop around and checkout when you're ready.", { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a visitor returning with a session id sees the payment error', async () => {
    const { page, errors } = await bed.openPage('/checkout?session_id=cs_test_visitor');
    await page.getByText(checkout.paymentError, { exact: true }).waitFor();
    await page.getByRole('button', { name: checkout.returnToPricing, exact: true }).click();
    await page.waitForURL(`${bed.url}/pricing`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('with Stripe configured (stripe-mock)', () => {
  const WEBHOOK_SECRET = 'whsec_test';
  const PRICES = {
    STRIPE_PRICE_SINGLE_ADVENTURE: 'price_single_adventure',
    STRIPE_PRICE_WEEKLY: 'price_weekly',
    STRIPE_PRICE_ALL_WEEK: 'price_all_week',
    STRIPE_PRICE_EVERYDAY_ADVENTURER: 'price_everyday_adventurer',
  };
  // stripe-mock answers fixture objects; the recorder in front of it makes the checkout session of the
  // success test belong to the signed-in parent and be paid, as Stripe's would after a real payment.
  let recorder: StripeRecorder;
  const bed = useBrowserTestBed({
    env: async () => {
      recorder = await StripeRecorder.start();
      return {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_API_BASE: recorder.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        ...PRICES,
      };
    },
  });
  afterAll(() => recorder?.stop());
  const stripe = new Stripe('sk_test_123');

  beforeAll(() => {
    if (!process.env.STRIPE_API_BASE) throw new Error('STRIPE_API_BASE is not set: run through jest');
  });

  /** Posts a Stripe event to the webhook endpoint as Stripe does: raw JSON, signed with the secret. */
  async function deliver(type: string, object: Record<string, unknown>, created: number): Promise<Response> {
    const payload = JSON.stringify({
      id: `evt_${type.replace(/\W/g, '_')}_${created}`,
      object: 'event',
      api_version: '2025-01-01',
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return fetch(`${bed.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
  }

  test("a Weekly subscriber sees 'Cancel Membership' on Weekly and 'Change Membership' on the others", async () => {
    const { page, errors } = await bed.openPage('/');
    const userId = await bed.signIn(page, 'Wes Weekly');
    await page.goto(`${bed.url}/pricing`);
    await page.getByText(ui.accountType('Free'), { exact: true }).waitFor();

    // Stripe's account of a finished subscription checkout, then of the subscription itself.
    // (`plan` and `plan_key` both name the plan: the metadata our checkout sets on the session.)
    const metadata = { user_id: userId, plan: 'weekly', plan_key: 'weekly' };
    const now = Math.floor(Date.now() / 1000);
    const completed = await deliver(
      'checkout.session.completed',
      {
        id: 'cs_test_weekly',
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: userId,
        customer: 'cus_123',
        subscription: 'sub_123',
        invoice: null,
        payment_intent: null,
        metadata,
      },
      now,
    );
    expect(completed.status).toBe(200);
    const updated = await deliver(
      'customer.subscription.updated',
      {
        id: 'sub_123',
        object: 'subscription',
        customer: 'cus_123',
        status: 'active',
        metadata,
        items: {
          object: 'list',
          data: [{ id: 'si_123', object: 'subscription_item', price: { id: PRICES.STRIPE_PRICE_WEEKLY } }],
        },
      },
      now + 1,
    );
    expect(updated.status).toBe(200);

    // A forged event changes nothing.
    const forged = await fetch(`${bed.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=forged' },
      body: JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.deleted' }),
    });
    expect(forged.status).toBe(400);

    await page.goto(`${bed.url}/pricing`);
    await page.getByText(ui.accountType('Weekly'), { exact: true }).waitFor();
    expect(await planButtonLabels(page)).toEqual([
      pricing.buyCredit,
      pricing.cancelMembership,
      pricing.changeMembership,
      pricing.changeMembership,
    ]);

    // The account page says the same, with the way back to the plans.
    await page.goto(`${bed.url}/account`);
    const subscription = page.getByRole('region', { name: ui.subscription });
    await subscription.getByText(ui.accountType('Weekly'), { exact: true }).waitFor();
    await subscription.getByRole('button', { name: pricing.cancelMembership, exact: true }).waitFor();
    expect(await subscription.getByRole('link', { name: ui.managePlan }).getAttribute('href')).toBe(
      '/pricing',
    );

    // Change Membership moves to All-week in place, without leaving the page.
    await subscription.getByRole('link', { name: ui.managePlan }).click();
    await page.waitForURL(`${bed.url}/pricing`);
    await page.getByText(ui.accountType('Weekly'), { exact: true }).waitFor();
    await page.getByRole('article', { name: 'All-week' }).getByRole('button').click();
    await page.getByText(ui.accountType('All-week'), { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/pricing');
    expect(await planButtonLabels(page)).toEqual([
      pricing.buyCredit,
      pricing.changeMembership,
      pricing.cancelMembership,
      pricing.changeMembership,
    ]);

    // Cancel Membership asks first; declined, nothing changes; confirmed, the account is Free.
    const cancelButton = page.getByRole('article', { name: 'All-week' }).getByRole('button');
    const declined = nextDialog(page, 'dismiss');
    await cancelButton.click();
    expect(await declined).toBe(ui.confirmCancelMembership('All-week'));
    expect(await page.getByText(ui.accountType('All-week'), { exact: true }).isVisible()).toBe(true);
    const confirmed = nextDialog(page, 'accept');
    await cancelButton.click();
    expect(await confirmed).toBe(ui.confirmCancelMembership('All-week'));
    await page.getByText(ui.accountType('Free'), { exact: true }).waitFor();
    expect(await planButtonLabels(page)).toEqual([
      pricing.buyCredit,
      pricing.subscribe,
      pricing.subscribe,
      pricing.subscribe,
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("Buy Credit takes the browser to Stripe's checkout page", async () => {
    const { page, errors } = await bed.openPage('/');
    await bed.signIn(page, 'Bo Buyer');
    // Stripe's page itself is not part of the product: answer it here instead of going out.
    await page.route(
      (url) => url.origin !== new URL(bed.url).origin,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stripe</title>' }),
    );
    await page.goto(`${bed.url}/pricing`);
    await page.getByText(ui.accountType('Free'), { exact: true }).waitFor();
    await page.getByRole('button', { name: pricing.buyCredit, exact: true }).click();
    await page.waitForURL((url) => url.origin !== new URL(bed.url).origin);
    expect(new URL(page.url()).protocol).toBe('https:');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a paid checkout returns to the success message, then /account after 3 s with the credit', async () => {
    const { page, errors } = await bed.openPage('/');
    const userId = await bed.signIn(page, 'Pam Paid');
    const sessionId = 'cs_test_paid_single';
    recorder.overlay('GET', `/v1/checkout/sessions/${sessionId}`, {
      id: sessionId,
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: userId,
      metadata: { user_id: userId, plan: 'single-adventure' },
    });
    const before = (await (
      await page.context().request.post(`${bed.url}/api/user/get-credits`, { data: {} })
    ).json()) as { creditsData: { credits: number } };

    await page.clock.install();
    await page.goto(`${bed.url}/checkout?session_id=${sessionId}`);
    await page.getByText(pricing.orderPlaced, { exact: true }).waitFor();
    await page.clock.fastForward(CHECKOUT_REDIRECT_MS);
    await page.waitForURL(`${bed.url}/account`);
    const after = (await (
      await page.context().request.post(`${bed.url}/api/user/get-credits`, { data: {} })
    ).json()) as { creditsData: { credits: number } };
    expect(after.creditsData.credits).toBe(before.creditsData.credits + 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
