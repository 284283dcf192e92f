import { env } from '@storybook-app/kit';
import { z } from 'zod';

export const gatewayConfigSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: env.port(8080),
  NODE_ENV: env.nodeEnv(),
  LOG_LEVEL: env.logLevel(),
  /** Prometheus metrics on this port (on HOST), apart from the public PORT; unset: no metrics endpoint. */
  METRICS_PORT: env.port().optional(),
  AUTH_ADDR: env.address(),
  PROFILES_ADDR: env.address(),
  STORY_ADDR: env.address(),
  IMAGES_ADDR: env.address(),
  BILLING_ADDR: env.address(),
  /** Where the static web is served (the web container, or Vite's dev server). */
  WEB_URL: env.url(),
  /** The images service's /media HTTP endpoint. */
  MEDIA_URL: env.url(),
  /** Secure cookies need HTTPS; on by default in production. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /**
   * How long the gateway trusts what auth said of a session before asking again (0: always ask). A session
   * revoked through another gateway replica works here for at most this long.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  SESSION_COOKIE: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('sb_session'),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
