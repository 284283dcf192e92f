/**
 * What billing knows of a user: the credit balance and the active plan. Reads only here; grants, debits
 * and subscriptions (Stripe) write these records.
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

const PAYING_STATUSES = new Set(['active', 'trialing', 'past_due']);

export class Accounts {
  private constructor(
    private readonly balances: Collection<BalanceRecord>,
    private readonly subscriptions: Collection<SubscriptionRecord>,
  ) {}

  static async open(store: DocumentStore): Promise<Accounts> {
    return new Accounts(
      await store.collection<BalanceRecord>('balances'),
      await store.collection<SubscriptionRecord>('subscriptions'),
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
}
