import { DEFAULT_GRPC_PORTS, env, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';

export const billingConfigSchema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.billing),
  /** Without it, plans still show and checkout answers that payments are not configured. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  /** Another Stripe API endpoint (stripe-mock in tests and stack mode). */
  STRIPE_API_BASE: env.url().optional(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;
