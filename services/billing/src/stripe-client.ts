/**
 * The Stripe client billing uses: the official SDK, pointed at `STRIPE_API_BASE` when set (stripe-mock in
 * tests and stack mode, or a proxy), at api.stripe.com otherwise. Without a secret key there is no client,
 * and payments answer "not configured".
 */
import Stripe from 'stripe';

export interface StripeSettings {
  secretKey?: string;
  /** e.g. `http://127.0.0.1:12111`; unset means Stripe itself. */
  apiBase?: string;
}

export function createStripeClient(settings: StripeSettings): Stripe | null {
  if (!settings.secretKey) return null;
  if (!settings.apiBase) return new Stripe(settings.secretKey, { maxNetworkRetries: 2 });
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
  });
}
