import { DEFAULT_GRPC_PORTS, env, serviceEnv } from '@storybook-app/kit';
import { z } from 'zod';
import { DEFAULT_GRANT_MINUTES } from './generation-grants';

export const authConfigSchema = z.object({
  ...serviceEnv(DEFAULT_GRPC_PORTS.auth),
  /** billing answers the plan part of the account type. */
  BILLING_ADDR: env.address(),
  /** Accounts with these emails are admins; the client can never make itself one. */
  ADMIN_EMAILS: env.list(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 30),
  /**
   * How long entering the generation PIN for a profile lets the session generate for it (fractions allowed:
   * tests use a second or two).
   */
  GENERATION_GRANT_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(DEFAULT_GRANT_MINUTES),
  /** The OAuth client id Google ID tokens must be issued to; unset, Google sign-in is refused. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Google's signing keys for ID tokens; tests point it at a local key server. */
  GOOGLE_JWKS_URL: env.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Name-only sign-in for the embedded run; always refused when NODE_ENV=production. */
  LOCAL_LOGIN: env.boolean(true),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
