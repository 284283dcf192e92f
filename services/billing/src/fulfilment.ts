/**
 * What Stripe's facts do to our records, shared by the webhooks and the checkout-success call: grants by
 * idempotency key (so the two never grant twice), subscription states by their time (so order does not
 * matter), refunds taking back what the refunded payment granted.
 */
import type { Logger } from '@storybook-app/kit';
import type Stripe from 'stripe';
import type { Accounts } from './accounts';
import type { ApplyOutcome } from './credit-ledger';
import type { PlanCatalog } from './plans';
import { callStripe } from './stripe-client';
import {
  checkoutGrant,
  checkoutSubscriptionState,
  idOf,
  invoiceFacts,
  invoiceGrantKey,
  isFullyRefunded,
  refundKey,
  sessionUser,
  subscriptionState,
  type Grant,
} from './stripe-objects';
import type { SubscriptionState } from './subscriptions';

export interface FulfilmentDeps {
  accounts: Accounts;
  catalog: PlanCatalog;
  /** Asked only to find the invoice a refunded payment paid; null without a key. */
  stripe: Stripe | null;
  logger: Logger;
}

export class Fulfilment {
  constructor(private readonly deps: FulfilmentDeps) {}

  /** A completed checkout session: remember the customer, record a new subscription, grant a paid purchase. */
  async checkoutCompleted(session: Stripe.Checkout.Session, at: number): Promise<ApplyOutcome | 'nothing'> {
    const { accounts, catalog, logger } = this.deps;
    const userId = sessionUser(session);
    if (!userId) {
      logger.warn({ sessionId: session.id }, 'checkout session without a user: not one of ours, ignored');
      return 'nothing';
    }
    const customerId = idOf(session.customer);
    if (customerId) await accounts.subscriptions.rememberCustomer(userId, customerId);
    const state = checkoutSubscriptionState(session, catalog, at);
    if (state) await this.recordState(userId, state);
    return this.grant(userId, checkoutGrant(session, catalog));
  }

  /** A paid invoice: the first month or a renewal grants the plan's credits for that invoice, once. */
  async invoicePaid(invoice: Stripe.Invoice): Promise<ApplyOutcome | 'nothing'> {
    const { accounts, catalog, logger } = this.deps;
    const facts = invoiceFacts(invoice, catalog);
    if (!facts.grant) {
      logger.info({ invoiceId: invoice.id, reason: invoice.billing_reason }, 'invoice grants no credits');
      return 'nothing';
    }
    const userId =
      facts.userId ||
      (await accounts.subscriptions.userOfCustomer(facts.customerId)) ||
      (await accounts.subscriptions.userOfSubscription(facts.subscriptionId));
    if (!userId) {
      logger.warn({ invoiceId: invoice.id }, 'paid invoice of an unknown customer: ignored');
      return 'nothing';
    }
    return this.grant(userId, facts.grant);
  }

  /** `customer.subscription.created/updated/deleted`: the membership follows, newest state wins. */
  async subscriptionChanged(subscription: Stripe.Subscription, at: number): Promise<void> {
    const { accounts, catalog, logger } = this.deps;
    const customerId = idOf(subscription.customer);
    const userId =
      subscription.metadata?.user_id ||
      (await accounts.subscriptions.userOfSubscription(subscription.id)) ||
      (await accounts.subscriptions.userOfCustomer(customerId));
    if (!userId) {
      logger.warn({ subscriptionId: subscription.id }, 'subscription of an unknown customer: ignored');
      return;
    }
    let state = subscriptionState(subscription, catalog, at);
    if (!state) {
      // A price we do not sell (changed by hand in Stripe's dashboard): the status still counts, under the
      // plan we knew this subscription by.
      const stored = await accounts.subscriptions.get(userId);
      if (stored?.subscription_id !== subscription.id) {
        logger.warn({ subscriptionId: subscription.id }, 'subscription to an unknown plan: ignored');
        return;
      }
      state = {
        subscriptionId: subscription.id,
        customerId,
        priceId: idOf(subscription.items?.data?.[0]?.price),
        planKey: stored.plan_key ?? '',
        planName: stored.plan_name,
        status: subscription.status,
        at,
        source: 'subscription',
      };
    }
    await this.recordState(userId, state);
  }

  /** A fully refunded charge takes back what its payment granted, at most the balance left. */
  async chargeRefunded(charge: Stripe.Charge): Promise<ApplyOutcome | 'nothing'> {
    const { accounts, logger } = this.deps;
    if (!isFullyRefunded(charge)) {
      logger.info({ chargeId: charge.id }, 'partial refund: credits kept');
      return 'nothing';
    }
    const paymentIntent = idOf(charge.payment_intent);
    let grants = (await accounts.ledger.entriesAbout(paymentIntent)).filter((entry) => entry.amount > 0);
    if (grants.length === 0) {
      const invoiceId = await this.invoicePaidBy(paymentIntent);
      const grant = invoiceId ? await accounts.ledger.entryFor(invoiceGrantKey(invoiceId)) : null;
      grants = grant ? [grant] : [];
    }
    if (grants.length === 0) {
      logger.info({ chargeId: charge.id }, 'refund of a payment that granted no credits');
      return 'nothing';
    }
    const granted = grants.reduce((sum, entry) => sum + entry.amount, 0);
    const outcome = await accounts.ledger.apply({
      userId: grants[0]!.user_id,
      amount: -granted,
      reason: 'refund',
      key: refundKey(charge.id),
      reference: paymentIntent || charge.id,
      clampAtZero: true,
    });
    logger.info({ chargeId: charge.id, credits: granted, outcome }, 'refund debited');
    return outcome;
  }

  private async grant(userId: string, grant: Grant | null): Promise<ApplyOutcome | 'nothing'> {
    if (!grant) return 'nothing';
    const outcome = await this.deps.accounts.ledger.apply({
      userId,
      amount: grant.credits,
      reason: grant.reason,
      key: grant.key,
      reference: grant.reference,
    });
    this.deps.logger.info({ userId, key: grant.key, credits: grant.credits, outcome }, 'credits granted');
    return outcome;
  }

  private async recordState(userId: string, state: SubscriptionState): Promise<void> {
    const outcome = await this.deps.accounts.subscriptions.record(userId, state);
    this.deps.logger.info(
      { userId, subscriptionId: state.subscriptionId, status: state.status, plan: state.planKey, outcome },
      'subscription state',
    );
  }

  /** Subscription payments are invoice payments: Stripe says which invoice a payment intent paid. */
  private async invoicePaidBy(paymentIntent: string): Promise<string> {
    const { stripe } = this.deps;
    if (!stripe || !paymentIntent) return '';
    const payments = await callStripe('list invoice payments', () =>
      stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntent },
        limit: 1,
      }),
    );
    return idOf(payments.data[0]?.invoice);
  }
}
