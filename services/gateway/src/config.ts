import { env, kafkaEnv } from '@storybook-app/kit';
import { z } from 'zod';
import { rateLimitEnv } from './http/rate-limits';

export const gatewayConfigSchema = z.object({
  /**
   * The bus (KAFKA_BROKERS, its TLS and credentials): with Kafka, each replica hears the changes made through
   * the others and forgets what it kept of them (http/replica-evictions.ts).
   */
  ...kafkaEnv(),
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
   * revoked through another gateway replica is forgotten here when the bus says so; without a bus it works
   * here for at most this long.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /**
   * Where browsers reach the product, if not at the address they send requests to (a proxy that rewrites
   * Host): state-changing requests are accepted from this origin and from the request's own.
   */
  PUBLIC_URL: env.url().optional(),
  /** MongoDB that every gateway replica sees, for rate limits; unset: each gateway counts in its memory. */
  MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'expected a mongodb:// URL')
    .optional(),
  /** The gateway's database is `<prefix>_gateway`, beside the services' `<prefix>_<service>`. */
  MONGO_DB_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/)
    .default('storybook'),
  ...rateLimitEnv(),
  SESSION_COOKIE: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('sb_session'),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
