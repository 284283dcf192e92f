/**
 * What billing keeps of a user's relation with Stripe: the Stripe customer (`stripe_customers`, keyed by the
 * user, unique by customer id) and the subscription (`subscriptions`, keyed by the user: one membership at a
 * time), whose status decides the account type.
 *
 * Stripe delivers webhooks at least once and in any order, and our own calls (change, cancel) race them. Each
 * state therefore carries the time it was true at (`state_at`, the event's `created`) and is written only
 * if it `supersedes` the stored one, by a compare-and-set on the record's `version`: an older event never
 * overwrites a newer state, whichever arrives last.
 */
import { DuplicateKeyError, type Collection, type Doc, type DocumentStore } from '@storybook-app/kit';

export const SUBSCRIPTIONS = 'subscriptions';
export const CUSTOMERS = 'stripe_customers';

export interface SubscriptionRecord extends Doc {
  /** The plan's name as the account type shows it (spec §9). */
  plan_name: string;
  /** Stripe's subscription status: active, trialing, past_due, canceled, … */
  status: string;
  plan_key?: string;
  subscription_id?: string;
  customer_id?: string;
  price_id?: string;
  /** When this state was true at Stripe (seconds since the epoch, as Stripe's `created`). */
  state_at?: number;
  /** Raised by every write: the condition of the next one. */
  version?: number;
  updated_at?: string;
}

export interface CustomerRecord extends Doc {
  customer_id: string;
  created_at: string;
}

/** A subscription's state as an event, a checkout or one of our calls reports it. */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string;
  priceId: string;
  planKey: string;
  planName: string;
  status: string;
  /** Seconds since the epoch. */
  at: number;
  /**
   * `checkout`: a completed checkout introduces a subscription, but says nothing about it later on, so it
   * never overwrites what subscription events (or our calls) recorded about the same subscription.
   */
  source: 'checkout' | 'subscription';
}

/** The statuses in which a subscription is paid for and counts as the account type (GetPlan). */
const PAYING_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** A subscription in these states never becomes active again: Stripe starts a new one instead. */
const FINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

export const isPaying = (status: string | undefined): boolean => PAYING_STATUSES.has(status ?? '');

/** Whether an incoming state should replace the stored record. Pure: the ordering rule of webhooks. */
export function supersedes(stored: SubscriptionRecord | null, incoming: SubscriptionState): boolean {
  if (!stored) return true;
  const storedAt = stored.state_at ?? 0;
  if (stored.subscription_id === incoming.subscriptionId) {
    if (incoming.source === 'checkout') return false;
    if (FINAL_STATUSES.has(stored.status)) return false;
    return incoming.at >= storedAt;
  }
  // Another subscription: the end of an older one never ends the membership that replaced it.
  if (isPaying(stored.status) && !isPaying(incoming.status)) return false;
  return incoming.at >= storedAt;
}

const MAX_ROUNDS = 25;

export class Subscriptions {
  private constructor(
    private readonly subscriptions: Collection<SubscriptionRecord>,
    private readonly customers: Collection<CustomerRecord>,
    private readonly now: () => Date,
  ) {}

  static async open(store: DocumentStore, now: () => Date = () => new Date()): Promise<Subscriptions> {
    return new Subscriptions(
      await store.collection<SubscriptionRecord>(SUBSCRIPTIONS),
      await store.collection<CustomerRecord>(CUSTOMERS, {
        indexes: [{ fields: ['customer_id'], unique: true }],
      }),
      now,
    );
  }

  async get(userId: string): Promise<SubscriptionRecord | null> {
    return userId ? this.subscriptions.get(userId) : null;
  }

  /** The plan that counts for the account type, or '' for Free. */
  async plan(userId: string): Promise<{ plan_name: string; status: string }> {
    const record = await this.get(userId);
    if (!record || !isPaying(record.status)) return { plan_name: '', status: record?.status ?? 'none' };
    return { plan_name: record.plan_name, status: record.status };
  }

  /** Writes the state if it supersedes the stored one; `stale` when a newer state is already there. */
  async record(userId: string, state: SubscriptionState): Promise<'recorded' | 'stale'> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const stored = await this.subscriptions.get(userId);
      if (!supersedes(stored, state)) return 'stale';
      const fields = {
        plan_name: state.planName,
        plan_key: state.planKey,
        status: state.status,
        subscription_id: state.subscriptionId,
        customer_id: state.customerId || stored?.customer_id || '',
        price_id: state.priceId,
        state_at: state.at,
        version: (stored?.version ?? 0) + 1,
        updated_at: this.now().toISOString(),
      };
      if (!stored) {
        try {
          await this.subscriptions.insert({ _id: userId, ...fields });
          return 'recorded';
        } catch (error) {
          if (error instanceof DuplicateKeyError) continue;
          throw error;
        }
      }
      // `version` is missing on records written before it existed; null matches a missing field.
      if (await this.subscriptions.update(userId, fields, { version: stored.version ?? null })) {
        return 'recorded';
      }
    }
    throw new Error(`subscription of ${userId}: too many concurrent writes`);
  }

  /** The user a Stripe subscription belongs to, by our own record of it. */
  async userOfSubscription(subscriptionId: string): Promise<string | null> {
    if (!subscriptionId) return null;
    return (await this.subscriptions.findOne({ subscription_id: subscriptionId }))?._id ?? null;
  }

  async customerOf(userId: string): Promise<string | null> {
    return (await this.customers.get(userId))?.customer_id ?? null;
  }

  async userOfCustomer(customerId: string): Promise<string | null> {
    if (!customerId) return null;
    return (await this.customers.findOne({ customer_id: customerId }))?._id ?? null;
  }

  /** Remembers the user's customer; if another one was remembered meanwhile, that one is kept and returned. */
  async rememberCustomer(userId: string, customerId: string): Promise<string> {
    try {
      await this.customers.insert({
        _id: userId,
        customer_id: customerId,
        created_at: this.now().toISOString(),
      });
      return customerId;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const kept = await this.customerOf(userId);
      if (!kept) throw error;
      return kept;
    }
  }

  /** Account deletion: both records are keyed by the user; deleting what is gone is a no-op. */
  async deleteUser(userId: string): Promise<void> {
    if (!userId) return;
    await this.subscriptions.delete(userId);
    await this.customers.delete(userId);
  }
}
