/** The plan table of spec §9 and design §5, and how the web's keys and Stripe's price ids find a plan. */
import { checkoutTypeOf, PlanCatalog, planCatalogFromConfig } from '../src/plans';

const prices = {
  singleAdventure: 'price_single',
  weekly: 'price_weekly',
  allWeek: 'price_all_week',
  everydayAdventurer: 'price_everyday',
};

describe('plans', () => {
  it("has the spec's four plans with their names, billing mode and credits per period", () => {
    expect(new PlanCatalog(prices).plans).toEqual([
      {
        key: 'single-adventure',
        name: 'Single Adventure',
        mode: 'payment',
        credits: 1,
        priceId: 'price_single',
      },
      { key: 'weekly', name: 'Weekly', mode: 'subscription', credits: 4, priceId: 'price_weekly' },
      { key: 'all-week', name: 'All-week', mode: 'subscription', credits: 9, priceId: 'price_all_week' },
      {
        key: 'everyday-adventurer',
        name: 'Everyday Adventurer',
        mode: 'subscription',
        credits: 30,
        priceId: 'price_everyday',
      },
    ]);
  });

  it('finds a plan by the key the web sends and by its Stripe price id', () => {
    const catalog = new PlanCatalog(prices);
    expect(catalog.byKey('all-week')?.name).toBe('All-week');
    expect(catalog.byPriceId('price_everyday')?.key).toBe('everyday-adventurer');
    expect(catalog.resolve('weekly')?.priceId).toBe('price_weekly');
    expect(catalog.resolve('price_weekly')?.key).toBe('weekly');
    expect(catalog.resolve('Weekly')).toBeUndefined();
    expect(catalog.resolve('price_unknown')).toBeUndefined();
    expect(catalog.byPriceId('')).toBeUndefined();
  });

  it('sells subscribers the single book at the extra-book price when one is configured', () => {
    const single = new PlanCatalog(prices).byKey('single-adventure')!;
    const withExtra = new PlanCatalog({ ...prices, extraBook: 'price_extra' });
    expect(withExtra.checkoutPrice(single, true)).toBe('price_extra');
    expect(withExtra.checkoutPrice(single, false)).toBe('price_single');
    expect(new PlanCatalog(prices).checkoutPrice(single, true)).toBe('price_single');
    // The extra book is still the single item: its price maps back to Single Adventure (1 credit).
    expect(withExtra.byPriceId('price_extra')?.key).toBe('single-adventure');
    expect(withExtra.checkoutPrice(withExtra.byKey('weekly')!, true)).toBe('price_weekly');
  });

  it("maps the web's checkout types onto the billing modes", () => {
    expect(checkoutTypeOf('payment')).toBe('token');
    expect(checkoutTypeOf('subscription')).toBe('subscription');
  });

  it('takes the price ids from config, and has no price without one', () => {
    const catalog = planCatalogFromConfig({
      STRIPE_PRICE_SINGLE_ADVENTURE: 'price_a',
      STRIPE_PRICE_WEEKLY: 'price_b',
      STRIPE_PRICE_ALL_WEEK: 'price_c',
      STRIPE_PRICE_EVERYDAY_ADVENTURER: 'price_d',
      STRIPE_PRICE_EXTRA_BOOK: undefined,
    });
    expect(catalog.plans.map((plan) => plan.priceId)).toEqual(['price_a', 'price_b', 'price_c', 'price_d']);
    expect(new PlanCatalog().plans.every((plan) => plan.priceId === undefined)).toBe(true);
  });
});
