import { DEFAULT_GRPC_PORTS, env, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';

/** A Stripe price id (`price_…`); legacy plan ids have other shapes, so only the length is checked. */
const stripePrice = () => z.string().trim().min(1).max(200).optional();

/** The plans' price variables, required together with a secret key: checkout cannot sell a plan without one. */
export const PLAN_PRICE_VARIABLES = [
  'STRIPE_PRICE_SINGLE_ADVENTURE',
  'STRIPE_PRICE_WEEKLY',
  'STRIPE_PRICE_ALL_WEEK',
  'STRIPE_PRICE_EVERYDAY_ADVENTURER',
] as const;

export const billingConfigSchema = z
  .object({
    ...serviceEnv(DEFAULT_GRPC_PORTS.billing),
    /** Without it, plans and credits still answer and every payment call says payments are not configured. */
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    /** Another Stripe API endpoint (stripe-mock in tests and stack mode). */
    STRIPE_API_BASE: env.url().optional(),
    /** The signing secret of the webhook endpoint; without it webhooks are refused (and renewals not granted). */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICE_SINGLE_ADVENTURE: stripePrice(),
    STRIPE_PRICE_WEEKLY: stripePrice(),
    STRIPE_PRICE_ALL_WEEK: stripePrice(),
    STRIPE_PRICE_EVERYDAY_ADVENTURER: stripePrice(),
    /** The discounted single book for subscribers; unset, subscribers pay the single price. */
    STRIPE_PRICE_EXTRA_BOOK: stripePrice(),
    /** Where the browser reaches the product: Stripe sends the parent back to `<PUBLIC_URL>/checkout`. */
    PUBLIC_URL: env
      .url()
      .default('http://127.0.0.1:8080')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Credits granted once to every user when the balance is first read (the embedded run sets 3). */
    STARTER_CREDITS: z.coerce.number().int().min(0).max(1000).default(0),
  })
  .superRefine((config, context) => {
    if (!config.STRIPE_SECRET_KEY) return;
    for (const variable of PLAN_PRICE_VARIABLES) {
      if (!config[variable]) {
        context.addIssue({ code: 'custom', path: [variable], message: 'required with STRIPE_SECRET_KEY' });
      }
    }
  });
export type BillingConfig = z.infer<typeof billingConfigSchema>;
