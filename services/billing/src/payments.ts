/**
 * The cart (spec §7): Stripe Checkout for the single item and the three subscriptions, changing and
 * cancelling a membership, and verifying a finished checkout when the parent comes back. Every call goes
 * through the official SDK; without a secret key each answers that payments are not configured.
 */
import { AppError, type Logger } from '@storybook-app/kit';
import type Stripe from 'stripe';
import type { Accounts } from './accounts';
import type { Fulfilment } from './fulfilment';
import { checkoutTypeOf, type Plan, type PlanCatalog } from './plans';
import { callStripe, isStripeMissing } from './stripe-client';
import { checkoutMetadata, isSessionPaid, sessionUser } from './stripe-objects';
import { isPaying, type SubscriptionRecord } from './subscriptions';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server.';
/** Spec §8, the pricing return on success. */
export const ORDER_PLACED_MESSAGE = 'Order placed! You will receive an email confirmation.';
/** Spec §8, a payment that did not go through. */
export const PAYMENT_ERROR_MESSAGE = 'An error occurred while processing your payment. Please try again.';
export const ALREADY_SUBSCRIBED_MESSAGE =
  'You already have a membership. Change it instead of subscribing again.';
export const NO_MEMBERSHIP_MESSAGE = 'You have no membership to change.';
const NO_SUCH_SESSION_MESSAGE = 'No such checkout session.';

export interface PaymentsDeps {
  stripe: Stripe | null;
  catalog: PlanCatalog;
  accounts: Accounts;
  fulfilment: Fulfilment;
  /** Where Stripe sends the parent back, without a trailing slash. */
  publicUrl: string;
  logger: Logger;
  now?: () => number;
}

export class Payments {
  private readonly now: () => number;

  constructor(private readonly deps: PaymentsDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** A Stripe Checkout session for a plan (the web sends the plan key as `priceId`); answers its URL. */
  async checkout(request: { userId: string; priceId: string; checkoutType: string }): Promise<string> {
    const stripe = this.requireStripe();
    const { catalog, accounts, publicUrl } = this.deps;
    const plan = this.planOf(request.priceId);
    if (request.checkoutType && request.checkoutType !== checkoutTypeOf(plan.mode)) {
      throw new AppError(
        'invalid_argument',
        `${plan.name} is bought with checkout type ${checkoutTypeOf(plan.mode)}.`,
      );
    }
    const subscriber = isPaying((await accounts.subscriptions.get(request.userId))?.status);
    if (plan.mode === 'subscription' && subscriber) {
      throw new AppError('failed_precondition', ALREADY_SUBSCRIBED_MESSAGE);
    }
    const price = catalog.checkoutPrice(plan, subscriber);
    if (!price) throw new AppError('failed_precondition', PAYMENTS_NOT_CONFIGURED);
    const customer = await this.customerFor(stripe, request.userId);
    const metadata = checkoutMetadata(request.userId, plan);
    const session = await callStripe('create checkout session', () =>
      stripe.checkout.sessions.create({
        mode: plan.mode,
        customer,
        client_reference_id: request.userId,
        line_items: [{ price, quantity: 1 }],
        metadata,
        // The subscription and the payment carry the user too, so their own events name who they are for.
        ...(plan.mode === 'subscription'
          ? { subscription_data: { metadata } }
          : { payment_intent_data: { metadata } }),
        success_url: `${publicUrl}/checkout?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/checkout?canceled=true`,
      }),
    );
    if (!session.url) throw new Error(`checkout session ${session.id} has no URL`);
    this.deps.logger.info(
      { userId: request.userId, plan: plan.key, sessionId: session.id },
      'checkout started',
    );
    return session.url;
  }

  /** Moves the membership to another plan at Stripe (prorated); the local plan follows at once. */
  async changeSubscription(request: { userId: string; priceId: string }): Promise<void> {
    const stripe = this.requireStripe();
    const plan = this.planOf(request.priceId);
    if (plan.mode !== 'subscription') {
      throw new AppError('invalid_argument', `${plan.name} is not a membership: buy it with checkout.`);
    }
    const record = await this.deps.accounts.subscriptions.get(request.userId);
    if (!record?.subscription_id || !isPaying(record.status)) {
      throw new AppError('failed_precondition', NO_MEMBERSHIP_MESSAGE);
    }
    if (record.plan_key === plan.key) return;
    const subscriptionId = record.subscription_id;
    const current = await callStripe('retrieve subscription', () =>
      stripe.subscriptions.retrieve(subscriptionId),
    );
    const item = current.items.data[0];
    if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
    const updated = await callStripe('update subscription', () =>
      stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: plan.priceId }],
        // The difference for the rest of the month is settled on the next invoice.
        proration_behavior: 'create_prorations',
        metadata: checkoutMetadata(request.userId, plan),
      }),
    );
    await this.deps.accounts.subscriptions.record(request.userId, {
      subscriptionId,
      customerId: record.customer_id ?? '',
      priceId: plan.priceId ?? '',
      planKey: plan.key,
      planName: plan.name,
      status: isPaying(updated.status) ? updated.status : record.status,
      at: this.afterStored(record),
      source: 'subscription',
    });
    this.deps.logger.info({ userId: request.userId, plan: plan.key, subscriptionId }, 'membership changed');
  }

  /** Cancels the membership at Stripe now; the account is Free from here on. Cancelling twice is fine. */
  async cancelSubscription(userId: string): Promise<void> {
    const stripe = this.requireStripe();
    const record = await this.deps.accounts.subscriptions.get(userId);
    if (!record?.subscription_id || !isPaying(record.status)) return;
    const subscriptionId = record.subscription_id;
    await this.cancelAtStripe(stripe, subscriptionId);
    await this.deps.accounts.subscriptions.record(userId, {
      subscriptionId,
      customerId: record.customer_id ?? '',
      priceId: record.price_id ?? '',
      planKey: record.plan_key ?? '',
      planName: record.plan_name,
      status: 'canceled',
      at: this.afterStored(record),
      source: 'subscription',
    });
    this.deps.logger.info({ userId, subscriptionId }, 'membership canceled');
  }

  /**
   * The parent is back from Stripe with a session id: a paid session of this parent grants now, under the
   * key its webhook uses, so the balance is right without waiting for the webhook and never granted twice.
   */
  async checkoutSuccess(userId: string, sessionId: string): Promise<{ success: boolean; message: string }> {
    const stripe = this.requireStripe();
    if (!sessionId) throw new AppError('invalid_argument', 'No session ID found. Please try again.');
    let session: Stripe.Checkout.Session;
    try {
      session = await callStripe('retrieve checkout session', () =>
        stripe.checkout.sessions.retrieve(sessionId),
      );
    } catch (error) {
      if (isStripeMissing(error)) throw new AppError('not_found', NO_SUCH_SESSION_MESSAGE);
      throw error;
    }
    // Someone else's session is answered exactly like a missing one.
    if (sessionUser(session) !== userId) throw new AppError('not_found', NO_SUCH_SESSION_MESSAGE);
    if (!isSessionPaid(session)) {
      this.deps.logger.info(
        { userId, sessionId, status: session.status, paymentStatus: session.payment_status },
        'checkout not paid',
      );
      return { success: false, message: PAYMENT_ERROR_MESSAGE };
    }
    await this.deps.fulfilment.checkoutCompleted(session, this.nowSeconds());
    return { success: true, message: ORDER_PLACED_MESSAGE };
  }

  /**
   * Account deletion, before the records go: the paid membership is canceled (no more charges) and the
   * Stripe customer deleted (its saved payment methods with it). Either may be gone already.
   */
  async endStripeRelation(userId: string): Promise<void> {
    const record = await this.deps.accounts.subscriptions.get(userId);
    const customerId = await this.deps.accounts.subscriptions.customerOf(userId);
    const paying = !!record?.subscription_id && isPaying(record.status);
    const { stripe, logger } = this.deps;
    if (!stripe) {
      if (paying)
        logger.error({ userId }, 'deleted account had a paid membership, but payments are not configured');
      return;
    }
    if (paying) await this.cancelAtStripe(stripe, record.subscription_id!);
    if (customerId) {
      await callStripe('delete customer', () => stripe.customers.del(customerId)).catch((error: unknown) => {
        if (!isStripeMissing(error)) throw error;
      });
    }
  }

  private async cancelAtStripe(stripe: Stripe, subscriptionId: string): Promise<void> {
    await callStripe('cancel subscription', () => stripe.subscriptions.cancel(subscriptionId)).catch(
      (error: unknown) => {
        // Already gone at Stripe: canceled is what we wanted.
        if (!isStripeMissing(error)) throw error;
      },
    );
  }

  /** The user's Stripe customer, created on the first checkout so that every later one reuses it. */
  private async customerFor(stripe: Stripe, userId: string): Promise<string> {
    const known = await this.deps.accounts.subscriptions.customerOf(userId);
    if (known) return known;
    const customer = await callStripe('create customer', () =>
      stripe.customers.create({ metadata: { user_id: userId } }),
    );
    // Two first checkouts at once: one customer is kept, the other stays unused at Stripe.
    return this.deps.accounts.subscriptions.rememberCustomer(userId, customer.id);
  }

  private planOf(keyOrPriceId: string): Plan {
    const plan = this.deps.catalog.resolve(keyOrPriceId);
    if (!plan) throw new AppError('invalid_argument', 'Unknown plan.');
    return plan;
  }

  private requireStripe(): Stripe {
    if (!this.deps.stripe) throw new AppError('failed_precondition', PAYMENTS_NOT_CONFIGURED);
    return this.deps.stripe;
  }

  /**
   * When the state our own call just made at Stripe was true: now, but never before the stored state. The
   * stored state was read before the call, so it is older whatever the clocks say; a webhook stamped by
   * Stripe's clock a little ahead of ours must not make our change look stale and be dropped.
   */
  private afterStored(record: SubscriptionRecord): number {
    return Math.max(this.nowSeconds(), record.state_at ?? 0);
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
