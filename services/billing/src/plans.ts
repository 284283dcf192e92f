/**
 * The plans of spec §9 with the credits of design §5: what each sells, how Stripe bills it and what one paid
 * period grants. The web names a plan by its key; Stripe names it by a price id from config. Pure: no I/O.
 */
import type { BillingConfig } from './config';

export type PlanKey = 'single-adventure' | 'weekly' | 'all-week' | 'everyday-adventurer';

/** `payment`: one-off (the web's checkout type `token`); `subscription`: billed every month. */
export type CheckoutMode = 'payment' | 'subscription';

export interface Plan {
  key: PlanKey;
  /** The spec's name, which is also the account type of a subscriber. */
  name: string;
  mode: CheckoutMode;
  /** Credits per purchase (single) or per paid month (subscriptions); one credit is one whole book. */
  credits: number;
  /** The Stripe price; absent when payments are not configured. */
  priceId?: string;
}

export interface PlanPrices {
  singleAdventure?: string;
  weekly?: string;
  allWeek?: string;
  everydayAdventurer?: string;
  /** The discounted single book that subscribers buy instead of the single price. */
  extraBook?: string;
}

const PLAN_TABLE: ReadonlyArray<Omit<Plan, 'priceId'> & { price: keyof PlanPrices }> = [
  {
    key: 'single-adventure',
    name: 'Single Adventure',
    mode: 'payment',
    credits: 1,
    price: 'singleAdventure',
  },
  { key: 'weekly', name: 'Weekly', mode: 'subscription', credits: 4, price: 'weekly' },
  { key: 'all-week', name: 'All-week', mode: 'subscription', credits: 9, price: 'allWeek' },
  {
    key: 'everyday-adventurer',
    name: 'Everyday Adventurer',
    mode: 'subscription',
    credits: 30,
    price: 'everydayAdventurer',
  },
];

/** The web's checkout type for a plan's mode (spec §7: `token` or `subscription`). */
export const checkoutTypeOf = (mode: CheckoutMode): 'token' | 'subscription' =>
  mode === 'payment' ? 'token' : 'subscription';

export class PlanCatalog {
  readonly plans: readonly Plan[];
  private readonly extraBookPriceId?: string;

  constructor(prices: PlanPrices = {}) {
    this.plans = PLAN_TABLE.map(({ price, ...plan }) => ({ ...plan, priceId: prices[price] }));
    this.extraBookPriceId = prices.extraBook;
  }

  byKey(key: string): Plan | undefined {
    return this.plans.find((plan) => plan.key === key);
  }

  /** The extra-book price is the single item sold at another price, so it maps to Single Adventure. */
  byPriceId(priceId: string): Plan | undefined {
    if (!priceId) return undefined;
    if (priceId === this.extraBookPriceId) return this.byKey('single-adventure');
    return this.plans.find((plan) => plan.priceId === priceId);
  }

  /** What the web sends as `priceId`: a plan key, or (from older callers) a configured Stripe price id. */
  resolve(keyOrPriceId: string): Plan | undefined {
    return this.byKey(keyOrPriceId) ?? this.byPriceId(keyOrPriceId);
  }

  /** The price to charge: subscribers get the discounted extra book when one is configured. */
  checkoutPrice(plan: Plan, subscriber: boolean): string | undefined {
    if (plan.mode === 'payment' && subscriber && this.extraBookPriceId) return this.extraBookPriceId;
    return plan.priceId;
  }
}

export function planCatalogFromConfig(
  config: Pick<
    BillingConfig,
    | 'STRIPE_PRICE_SINGLE_ADVENTURE'
    | 'STRIPE_PRICE_WEEKLY'
    | 'STRIPE_PRICE_ALL_WEEK'
    | 'STRIPE_PRICE_EVERYDAY_ADVENTURER'
    | 'STRIPE_PRICE_EXTRA_BOOK'
  >,
): PlanCatalog {
  return new PlanCatalog({
    singleAdventure: config.STRIPE_PRICE_SINGLE_ADVENTURE,
    weekly: config.STRIPE_PRICE_WEEKLY,
    allWeek: config.STRIPE_PRICE_ALL_WEEK,
    everydayAdventurer: config.STRIPE_PRICE_EVERYDAY_ADVENTURER,
    extraBook: config.STRIPE_PRICE_EXTRA_BOOK,
  });
}
