/**
 * The rate limits: which routes share a budget, how many requests each IP address and each signed-in user
 * may make in a window, and how an operator changes that (one `RATE_LIMIT_*` variable per limit). Pure: the
 * counting itself is in `rate-limiter.ts`.
 *
 * The defaults leave a parent at the keyboard far from any limit and stop a script: sign-in is guessed at,
 * the PIN is brute-forced, and the model and picture routes cost money on a real provider.
 */
import { z } from 'zod';

/** Routes that share one budget. */
export type RateLimitGroup = 'signIn' | 'pin' | 'chat' | 'story' | 'report';
export type RateLimitKey = 'ip' | 'user';

export interface Limit {
  /** Requests allowed in the window; 0: no limit. */
  points: number;
  windowSeconds: number;
}

export type RateLimitTable = Record<RateLimitGroup, Partial<Record<RateLimitKey, Limit>>>;

/** Each limit's environment variable and default, as `<requests>/<seconds>`. */
export const RATE_LIMIT_VARIABLES = {
  RATE_LIMIT_SIGN_IN_PER_IP: { group: 'signIn', key: 'ip', default: '30/60' },
  RATE_LIMIT_PIN_PER_IP: { group: 'pin', key: 'ip', default: '30/300' },
  RATE_LIMIT_PIN_PER_USER: { group: 'pin', key: 'user', default: '15/300' },
  RATE_LIMIT_CHAT_PER_IP: { group: 'chat', key: 'ip', default: '120/60' },
  RATE_LIMIT_CHAT_PER_USER: { group: 'chat', key: 'user', default: '60/60' },
  RATE_LIMIT_STORY_PER_IP: { group: 'story', key: 'ip', default: '60/60' },
  RATE_LIMIT_STORY_PER_USER: { group: 'story', key: 'user', default: '30/60' },
  RATE_LIMIT_REPORT_PER_IP: { group: 'report', key: 'ip', default: '20/3600' },
  RATE_LIMIT_REPORT_PER_USER: { group: 'report', key: 'user', default: '10/3600' },
} as const satisfies Record<string, { group: RateLimitGroup; key: RateLimitKey; default: string }>;

export type RateLimitVariable = keyof typeof RATE_LIMIT_VARIABLES;

const LIMIT_PATTERN = /^(\d{1,7})\/(\d{1,7})$/;

/** `<requests>/<seconds>` (e.g. `30/60`), or `off`. */
export const limitSetting = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,7}\/[1-9]\d{0,6}|off)$/, 'expected <requests>/<seconds>, e.g. 30/60, or off')
    .default(fallback);

export function parseLimit(setting: string): Limit {
  if (setting === 'off') return { points: 0, windowSeconds: 1 };
  const match = LIMIT_PATTERN.exec(setting);
  if (!match || Number(match[2]) < 1) throw new Error(`not a rate limit: ${setting}`);
  return { points: Number(match[1]), windowSeconds: Number(match[2]) };
}

/** The table from the variables' values (each one as `limitSetting` validated it; unset: its default). */
export function rateLimitTable(settings: Partial<Record<RateLimitVariable, string>>): RateLimitTable {
  const table: RateLimitTable = { signIn: {}, pin: {}, chat: {}, story: {}, report: {} };
  for (const [variable, { group, key, default: fallback }] of Object.entries(RATE_LIMIT_VARIABLES)) {
    table[group][key] = parseLimit(settings[variable as RateLimitVariable] ?? fallback);
  }
  return table;
}

/** The config schema's entries for every limit variable. */
export const rateLimitEnv = () =>
  Object.fromEntries(
    Object.entries(RATE_LIMIT_VARIABLES).map(([variable, spec]) => [variable, limitSetting(spec.default)]),
  ) as Record<RateLimitVariable, ReturnType<typeof limitSetting>>;

/** The 429 answer's text; the web shows its own wording (web/src/lib/texts.ts). */
export const tooManyRequestsMessage = (retryAfterSeconds: number): string =>
  `Too many requests. Please wait ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'} and try again.`;
