/** What billing reads from Stripe's objects: owners, plans, and the grants with their idempotency keys. */
import type Stripe from 'stripe';
import { PlanCatalog } from '../src/plans';
import {
  checkoutGrant,
  checkoutSubscriptionState,
  invoiceFacts,
  isFullyRefunded,
  sessionUser,
  subscriptionState,
} from '../src/stripe-objects';

const catalog = new PlanCatalog({
  singleAdventure: 'price_single',
  weekly: 'price_weekly',
  allWeek: 'price_all_week',
  everydayAdventurer: 'price_everyday',
  extraBook: 'price_extra',
});

// Stripe's objects carry dozens of fields; these tests build the ones billing reads.
const session = (fields: Record<string, unknown>) =>
  ({
    id: 'cs_1',
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: 'user-1',
    metadata: { user_id: 'user-1', plan: 'single-adventure' },
    payment_intent: 'pi_1',
    subscription: null,
    invoice: null,
    customer: 'cus_1',
    ...fields,
  }) as unknown as Stripe.Checkout.Session;

const invoice = (fields: Record<string, unknown>) =>
  ({
    id: 'in_1',
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    customer: 'cus_1',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: 'sub_1', metadata: { user_id: 'user-1', plan: 'weekly' } },
    },
    lines: { data: [{ pricing: { type: 'price_details', price_details: { price: 'price_all_week' } } }] },
    ...fields,
  }) as unknown as Stripe.Invoice;

describe('checkout sessions', () => {
  it('grant a paid one-off purchase under the session key, referencing the payment', () => {
    expect(checkoutGrant(session({}), catalog)).toEqual({
      credits: 1,
      key: 'checkout:cs_1',
      reason: 'purchase: Single Adventure',
      reference: 'pi_1',
    });
  });

  it("grant a subscription's first month under its first invoice's key, the key invoice.paid uses", () => {
    const subscription = session({
      mode: 'subscription',
      metadata: { user_id: 'user-1', plan: 'everyday-adventurer' },
      subscription: 'sub_1',
      invoice: 'in_first',
      payment_intent: null,
    });
    expect(checkoutGrant(subscription, catalog)).toMatchObject({ credits: 30, key: 'invoice:in_first' });
    expect(checkoutSubscriptionState(subscription, catalog, 77)).toEqual({
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      priceId: 'price_everyday',
      planKey: 'everyday-adventurer',
      planName: 'Everyday Adventurer',
      status: 'active',
      at: 77,
      source: 'checkout',
    });
  });

  it('grant nothing unpaid, unfinished, or without one of our plans', () => {
    expect(checkoutGrant(session({ payment_status: 'unpaid' }), catalog)).toBeNull();
    expect(checkoutGrant(session({ status: 'open' }), catalog)).toBeNull();
    expect(checkoutGrant(session({ metadata: {} }), catalog)).toBeNull();
    expect(checkoutGrant(session({ mode: 'subscription', invoice: null }), catalog)).toBeNull();
  });

  it('name their user by client reference, or by metadata', () => {
    expect(sessionUser(session({}))).toBe('user-1');
    expect(sessionUser(session({ client_reference_id: null, metadata: { user_id: 'user-2' } }))).toBe(
      'user-2',
    );
    expect(sessionUser(session({ client_reference_id: null, metadata: null }))).toBe('');
  });
});

describe('invoices', () => {
  it('grant the plan of their line (a renewal after a change is billed at the new price)', () => {
    expect(invoiceFacts(invoice({}), catalog)).toEqual({
      grant: { credits: 9, key: 'invoice:in_1', reason: 'plan: All-week', reference: 'in_1' },
      plan: catalog.byKey('all-week'),
      userId: 'user-1',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
    });
  });

  it("fall back to the subscription's metadata plan when no line has one of our prices", () => {
    const facts = invoiceFacts(invoice({ lines: { data: [] } }), catalog);
    expect(facts.grant).toMatchObject({ credits: 4, key: 'invoice:in_1' });
  });

  it('grant only for the first month and renewals, not for proration or manual invoices', () => {
    expect(invoiceFacts(invoice({ billing_reason: 'subscription_create' }), catalog).grant?.credits).toBe(9);
    expect(invoiceFacts(invoice({ billing_reason: 'subscription_update' }), catalog).grant).toBeNull();
    expect(invoiceFacts(invoice({ billing_reason: 'manual' }), catalog).grant).toBeNull();
  });
});

describe('subscriptions and charges', () => {
  it('read the plan from the subscription item price', () => {
    const subscription = {
      id: 'sub_1',
      customer: 'cus_1',
      status: 'past_due',
      metadata: {},
      items: { data: [{ id: 'si_1', price: { id: 'price_weekly' } }] },
    } as unknown as Stripe.Subscription;
    expect(subscriptionState(subscription, catalog, 5)).toMatchObject({
      planKey: 'weekly',
      planName: 'Weekly',
      status: 'past_due',
      at: 5,
      source: 'subscription',
    });
    const unknown = { ...subscription, items: { data: [{ price: { id: 'price_other' } }] } };
    expect(subscriptionState(unknown as unknown as Stripe.Subscription, catalog, 5)).toBeUndefined();
  });

  it('take credits back only for a full refund', () => {
    const charge = (fields: Record<string, unknown>) =>
      ({
        id: 'ch_1',
        amount: 299,
        amount_refunded: 299,
        refunded: true,
        ...fields,
      }) as unknown as Stripe.Charge;
    expect(isFullyRefunded(charge({}))).toBe(true);
    expect(isFullyRefunded(charge({ amount_refunded: 100, refunded: false }))).toBe(false);
  });
});
