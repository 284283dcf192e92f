/**
 * What billing reads from Stripe's objects (checkout sessions, invoices, subscriptions, charges): who they
 * belong to, which plan, and what they grant under which idempotency key. Pure: these are the rules that
 * make a webhook and the checkout-success call agree, so whichever comes first grants and the other finds
 * the key taken.
 */
import type Stripe from 'stripe';
import type { Plan, PlanCatalog } from './plans';
import type { SubscriptionState } from './subscriptions';

/** An expandable Stripe field: an id, the object, or nothing. */
type Ref = string | { id: string } | null | undefined;
export const idOf = (ref: Ref): string => (typeof ref === 'string' ? ref : (ref?.id ?? ''));

/** A grant of credits, as the ledger takes it. */
export interface Grant {
  credits: number;
  key: string;
  reason: string;
  reference: string;
}

/** The metadata our checkout sets on the session, its subscription and its payment (payments.ts). */
export const checkoutMetadata = (userId: string, plan: Plan): Record<string, string> => ({
  user_id: userId,
  plan: plan.key,
});

export const checkoutGrantKey = (sessionId: string): string => `checkout:${sessionId}`;
export const invoiceGrantKey = (invoiceId: string): string => `invoice:${invoiceId}`;
export const refundKey = (chargeId: string): string => `refund:${chargeId}`;

/** The user who started a checkout session: ours carry the user as client reference and in the metadata. */
export const sessionUser = (session: Stripe.Checkout.Session): string =>
  session.client_reference_id || session.metadata?.user_id || '';

/** Complete and paid for (or free); an async payment method may complete a session before it pays. */
export const isSessionPaid = (session: Stripe.Checkout.Session): boolean =>
  session.status === 'complete' &&
  (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');

const planOfSession = (session: Stripe.Checkout.Session, catalog: PlanCatalog): Plan | undefined =>
  catalog.byKey(session.metadata?.plan ?? '');

/**
 * What a paid checkout session grants. A one-off purchase grants under the session's key; a subscription's
 * first month is its first invoice, granted under the invoice's key, the same key `invoice.paid` uses.
 */
export function checkoutGrant(session: Stripe.Checkout.Session, catalog: PlanCatalog): Grant | null {
  const plan = planOfSession(session, catalog);
  if (!plan || !isSessionPaid(session)) return null;
  if (session.mode === 'payment') {
    return {
      credits: plan.credits,
      key: checkoutGrantKey(session.id),
      reason: `purchase: ${plan.name}`,
      // The payment intent is what a later refund (a charge) names.
      reference: idOf(session.payment_intent) || session.id,
    };
  }
  const invoice = idOf(session.invoice);
  if (session.mode !== 'subscription' || !invoice) return null;
  return {
    credits: plan.credits,
    key: invoiceGrantKey(invoice),
    reason: `plan: ${plan.name}`,
    reference: invoice,
  };
}

/** The subscription a subscription-mode checkout started, as a first state of the user's membership. */
export function checkoutSubscriptionState(
  session: Stripe.Checkout.Session,
  catalog: PlanCatalog,
  at: number,
): SubscriptionState | null {
  const plan = planOfSession(session, catalog);
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !plan || !subscriptionId || session.status !== 'complete')
    return null;
  return {
    subscriptionId,
    customerId: idOf(session.customer),
    priceId: plan.priceId ?? '',
    planKey: plan.key,
    planName: plan.name,
    status: isSessionPaid(session) ? 'active' : 'incomplete',
    at,
    source: 'checkout',
  };
}

/**
 * A subscription's state from a `customer.subscription.*` event. The plan follows the price of its item (a
 * change of plan changes the price); one of our plans by metadata otherwise. Unknown plan: undefined.
 */
export function subscriptionState(
  subscription: Stripe.Subscription,
  catalog: PlanCatalog,
  at: number,
): SubscriptionState | undefined {
  const priceId = idOf(subscription.items?.data?.[0]?.price);
  const plan = catalog.byPriceId(priceId) ?? catalog.byKey(subscription.metadata?.plan ?? '');
  if (!plan || plan.mode !== 'subscription') return undefined;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    priceId: priceId || (plan.priceId ?? ''),
    planKey: plan.key,
    planName: plan.name,
    status: subscription.status,
    at,
    source: 'subscription',
  };
}

/**
 * The invoices that start a paid month: the first one and every renewal. Proration invoices after a change
 * of plan (`subscription_update`) and manual invoices grant nothing; the new plan's credits come with the
 * next renewal.
 */
const GRANTING_REASONS = new Set(['subscription_create', 'subscription_cycle']);

export interface InvoiceFacts {
  grant: Grant | null;
  plan?: Plan;
  /** From the subscription's metadata at invoice time, which our checkout sets. */
  userId: string;
  subscriptionId: string;
  customerId: string;
}

export function invoiceFacts(invoice: Stripe.Invoice, catalog: PlanCatalog): InvoiceFacts {
  const details = invoice.parent?.subscription_details;
  const byPrice = (invoice.lines?.data ?? [])
    .map((line) => catalog.byPriceId(idOf(line.pricing?.price_details?.price)))
    .find((plan) => plan?.mode === 'subscription');
  const plan = byPrice ?? catalog.byKey(details?.metadata?.plan ?? '');
  const grants = !!plan && plan.mode === 'subscription' && GRANTING_REASONS.has(invoice.billing_reason ?? '');
  return {
    grant: grants
      ? {
          credits: plan.credits,
          key: invoiceGrantKey(invoice.id),
          reason: `plan: ${plan.name}`,
          reference: invoice.id,
        }
      : null,
    plan,
    userId: details?.metadata?.user_id ?? '',
    subscriptionId: idOf(details?.subscription),
    customerId: idOf(invoice.customer),
  };
}

/**
 * Only a fully refunded charge takes credits back: a book is one credit and cannot be half returned, so a
 * partial refund (a goodwill gesture) leaves the credits alone.
 */
export const isFullyRefunded = (charge: Stripe.Charge): boolean =>
  charge.refunded && charge.amount_refunded >= charge.amount;
