/** The real stripe SDK against stripe-mock, Stripe's own API mock, through the configured API base. */
import { createStripeClient } from '../src/stripe-client';

const apiBase = (): string => {
  const value = process.env.STRIPE_API_BASE;
  if (!value) throw new Error('STRIPE_API_BASE is not set: run the tests through `npm test`');
  return value;
};

describe('stripe client [stripe-mock]', () => {
  it('is absent without a secret key, so payments can say they are not configured', () => {
    expect(createStripeClient({ apiBase: apiBase() })).toBeNull();
  });

  it('reaches the configured API base with the official SDK', async () => {
    const stripe = createStripeClient({ secretKey: 'sk_test_storybook', apiBase: apiBase() })!;
    const customer = await stripe.customers.create({ email: 'parent@example.com' });
    expect(customer.id).toMatch(/^cus_/);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: 'price_single_adventure', quantity: 1 }],
      success_url: 'http://127.0.0.1:8080/checkout?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:8080/pricing',
    });
    expect(session.object).toBe('checkout.session');
    expect((await stripe.checkout.sessions.retrieve(session.id)).object).toBe('checkout.session');
  });

  it('surfaces Stripe request validation as an error of the SDK', async () => {
    const stripe = createStripeClient({ secretKey: 'sk_test_storybook', apiBase: apiBase() })!;
    // stripe-mock validates every request against Stripe's OpenAPI: an unknown parameter is refused.
    await expect(
      stripe.customers.create({ not_a_parameter: true } as unknown as { email: string }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
  });
});
