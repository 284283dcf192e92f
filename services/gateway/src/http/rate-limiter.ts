/**
 * Counts requests against the limits of `rate-limits.ts` with rate-limiter-flexible: in this process's memory
 * (one gateway, as `npm start` runs), or in MongoDB, which every gateway replica sees, so a script that
 * spreads its requests over the replicas meets one budget. If MongoDB does not answer, each replica counts in
 * its own memory meanwhile (the library's insurance limiter) rather than letting everything through or
 * refusing everyone.
 */
import { AppError } from '@storybook-app/kit';
import {
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitGroup, RateLimitKey, RateLimitTable } from './rate-limits';
import { tooManyRequestsMessage } from './rate-limits';

/** A refused request: the 429's `Retry-After`, in whole seconds. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('resource_exhausted', tooManyRequestsMessage(retryAfterSeconds));
  }
}

export interface RateLimiters {
  /** Counts one request; throws `RateLimitedError` when a limit is spent. */
  consume(
    group: RateLimitGroup,
    who: Partial<Record<RateLimitKey, string | null | undefined>>,
  ): Promise<void>;
}

/** Where RateLimiterMongo keeps its counters: a MongoClient, a database and a collection in it. */
export interface MongoStore {
  client: unknown;
  database: string;
  collection: string;
}

export function createRateLimiters(table: RateLimitTable, mongo?: MongoStore): RateLimiters {
  const limiters = new Map<string, RateLimiterAbstract>();
  for (const [group, limits] of Object.entries(table)) {
    for (const [key, limit] of Object.entries(limits)) {
      if (!limit || limit.points <= 0) continue;
      const keyPrefix = `${group}_${key}`;
      const options = { keyPrefix, points: limit.points, duration: limit.windowSeconds };
      const memory = new RateLimiterMemory(options);
      limiters.set(
        keyPrefix,
        mongo
          ? new RateLimiterMongo({
              ...options,
              storeClient: mongo.client,
              dbName: mongo.database,
              tableName: mongo.collection,
              // Several limits share one collection: each stored key starts with its own `keyPrefix`.
              disableIndexesCreation: true,
              insuranceLimiter: memory,
            })
          : memory,
      );
    }
  }
  return {
    async consume(group, who) {
      const answers = await Promise.all(
        (['ip', 'user'] as const).map(async (key) => {
          const limiter = limiters.get(`${group}_${key}`);
          const id = who[key];
          if (!limiter || !id) return 0;
          try {
            await limiter.consume(id);
            return 0;
          } catch (refusal) {
            if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
            throw refusal;
          }
        }),
      );
      const wait = Math.max(...answers);
      if (wait > 0) throw new RateLimitedError(wait);
    },
  };
}
