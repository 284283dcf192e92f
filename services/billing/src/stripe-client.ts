/**
 * The Stripe client billing uses: the official SDK, pointed at `STRIPE_API_BASE` when set (stripe-mock in
 * tests and stack mode, or a proxy), at api.stripe.com otherwise. Without a secret key there is no client,
 * and payments answer "not configured".
 */
import { DependencyUnavailableError } from '@storybook-app/kit';
import Stripe from 'stripe';

export interface StripeSettings {
  secretKey?: string;
  /** e.g. `http://127.0.0.1:12111`; unset means Stripe itself. */
  apiBase?: string;
}

/**
 * Below the gateway's 10 s gRPC deadline: a Stripe that hangs fails the call while the caller still waits,
 * instead of after the SDK's default 80 s.
 */
const REQUEST_TIMEOUT_MS = 8000;

export function createStripeClient(settings: StripeSettings): Stripe | null {
  if (!settings.secretKey) return null;
  const common = { maxNetworkRetries: 2, timeout: REQUEST_TIMEOUT_MS };
  if (!settings.apiBase) return new Stripe(settings.secretKey, common);
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, {
    ...common,
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
  });
}

/** Stripe's error classes by `type` (duck-typed, so errors from another copy of the SDK are recognised). */
const UNAVAILABLE_TYPES = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

const stripeErrorOf = (error: unknown): { type: string; code?: string; message: string } | null => {
  const candidate = error as { type?: unknown; code?: unknown; message?: unknown } | null;
  return typeof candidate?.type === 'string' && candidate.type.startsWith('Stripe')
    ? {
        type: candidate.type,
        code: typeof candidate.code === 'string' ? candidate.code : undefined,
        message: String(candidate.message),
      }
    : null;
};

/** Whether Stripe answered that the object does not exist (a wrong id, or one from another account). */
export const isStripeMissing = (error: unknown): boolean => stripeErrorOf(error)?.code === 'resource_missing';

/**
 * Runs a Stripe call. Stripe unreachable, failing or rate-limiting is a DependencyUnavailableError (503 with a
 * generic text; the cause stays in the logs); any other Stripe error (a rejected parameter, a bad key) is
 * ours to fix, so it stays an internal error.
 */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const stripeError = stripeErrorOf(error);
    if (stripeError && UNAVAILABLE_TYPES.has(stripeError.type)) {
      throw new DependencyUnavailableError(`Stripe (${what}): ${stripeError.message}`, { cause: error });
    }
    throw error;
  }
}
