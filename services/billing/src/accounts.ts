/**
 * What billing knows of a user: the credit balance and the active plan, each a document whose `_id` is the
 * user's id. Reads and account deletion here; grants, debits and subscriptions (Stripe) write these records.
 */
import type { Collection, Doc, DocumentStore } from '@storybook-app/kit';

export interface BalanceRecord extends Doc {
  credits: number;
}

export interface SubscriptionRecord extends Doc {
  plan_name: string;
  /** Stripe's subscription status: active, trialing, past_due, canceled, … */
  status: string;
}

/** The collection names, for whoever writes these records as billing does (grants, Stripe, tests). */
export const BALANCES = 'balances';
export const SUBSCRIPTIONS = 'subscriptions';

const PAYING_STATUSES = new Set(['active', 'trialing', 'past_due']);

export class Accounts {
  private constructor(
    private readonly balances: Collection<BalanceRecord>,
    private readonly subscriptions: Collection<SubscriptionRecord>,
  ) {}

  static async open(store: DocumentStore): Promise<Accounts> {
    return new Accounts(
      await store.collection<BalanceRecord>(BALANCES),
      await store.collection<SubscriptionRecord>(SUBSCRIPTIONS),
    );
  }

  /** New accounts start at 0 credits (spec §3). */
  async credits(userId: string): Promise<number> {
    return (await this.balances.get(userId))?.credits ?? 0;
  }

  /** The plan that currently counts, or '' for Free. */
  async plan(userId: string): Promise<{ plan_name: string; status: string }> {
    const subscription = await this.subscriptions.get(userId);
    if (!subscription || !PAYING_STATUSES.has(subscription.status)) return { plan_name: '', status: 'none' };
    return { plan_name: subscription.plan_name, status: subscription.status };
  }

  /**
   * Account deletion (auth.user-deleted): both records are keyed by the user, so this is one delete each,
   * and deleting what is already gone is a no-op, as redelivered events need. Cancelling a paid
   * subscription at Stripe belongs with checkout and webhooks, which are not built yet.
   */
  async deleteUser(userId: string): Promise<void> {
    await this.balances.delete(userId);
    await this.subscriptions.delete(userId);
  }
}
