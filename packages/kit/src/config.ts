/**
 * Environment configuration, read in one place per service and validated at start-up: a missing or bad
 * variable stops the service with a message naming it, instead of failing later on first use.
 */
import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  // Empty strings count as unset so `FOO=` in a manifest does not silently pass validation.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return cleaned[name] === undefined
        ? `${name}: missing required environment variable`
        : `${name}: ${issue.message}`;
    }),
  );
}

/** Reusable variable shapes. */
export const env = {
  port: (fallback?: number) => {
    const port = z.coerce.number().int().min(0).max(65535);
    return fallback === undefined ? port : port.default(fallback);
  },
  /** `host:port` of a gRPC peer. */
  address: () => z.string().regex(/^[^\s:]+:\d+$/, 'expected host:port'),
  url: () => z.url(),
  boolean: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0'])
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1'),
  list: () =>
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
  /** Where pictures are served: `/media` (the gateway's proxy) or a CDN's absolute URL, without a final slash. */
  mediaPath: () =>
    z
      .string()
      .regex(/^(\/|https?:\/\/)[^\s?#]*$/, 'expected a path starting with / or an http(s) URL')
      .default('/media')
      .transform((value) => value.replace(/\/+$/, '')),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  nodeEnv: () => z.enum(['development', 'test', 'production']).default('development'),
};
