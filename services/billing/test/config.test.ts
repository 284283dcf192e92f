/** billing's variables: defaults, and the price ids a secret key cannot go without. */
import { ConfigError, loadConfig } from '@storybook-app/kit';
import { billingConfigSchema } from '../src/config';

describe('billing config', () => {
  it('runs without Stripe, with the defaults of a local run', () => {
    const config = loadConfig(billingConfigSchema, {});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(config).toMatchObject({
      PUBLIC_URL: 'http://127.0.0.1:8080',
      STARTER_CREDITS: 0,
      GRPC_PORT: 50055,
    });
  });

  it('needs the four plan prices with a secret key, and names each missing one', () => {
    const error = (() => {
      try {
        loadConfig(billingConfigSchema, { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_WEEKLY: 'price_w' });
      } catch (e) {
        return e;
      }
    })() as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'STRIPE_PRICE_ALL_WEEK',
      'STRIPE_PRICE_EVERYDAY_ADVENTURER',
      'STRIPE_PRICE_SINGLE_ADVENTURE',
    ]);
  });

  it('reads starter credits and the public URL (without a trailing slash)', () => {
    const config = loadConfig(billingConfigSchema, {
      STARTER_CREDITS: '3',
      PUBLIC_URL: 'https://books.example/',
    });
    expect(config.STARTER_CREDITS).toBe(3);
    expect(config.PUBLIC_URL).toBe('https://books.example');
    expect(() => loadConfig(billingConfigSchema, { STARTER_CREDITS: '-1' })).toThrow(ConfigError);
  });
});
