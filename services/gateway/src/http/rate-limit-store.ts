/**
 * Where the gateway counts requests: MongoDB when `MONGO_URL` is set (every replica sees it; the database
 * `<MONGO_DB_PREFIX>_gateway`), else this process's memory, as on `npm start`.
 */
import type { Logger } from '@storybook-app/kit';
import mongoose from 'mongoose';
import type { GatewayConfig } from '../config';
import { createRateLimiters, type RateLimiters } from './rate-limiter';
import { rateLimitTable } from './rate-limits';

export const RATE_LIMIT_COLLECTION = 'rate_limits';

export async function openRateLimiters(
  config: GatewayConfig,
  logger: Logger,
): Promise<{ limiters: RateLimiters; close(): Promise<void> }> {
  const table = rateLimitTable(config);
  if (!config.MONGO_URL) return { limiters: createRateLimiters(table), close: async () => undefined };
  const database = `${config.MONGO_DB_PREFIX}_gateway`;
  // The driver connects on the first call and again after an outage; meanwhile the memory limiter counts.
  const client = new mongoose.mongo.MongoClient(config.MONGO_URL, {
    serverSelectionTimeoutMS: 2000,
    socketTimeoutMS: 5000,
  });
  const collection = client.db(database).collection(RATE_LIMIT_COLLECTION);
  // Created here rather than by the library, so a failure is logged without the URL: expired counters go
  // away by themselves, and one counter per key lets concurrent first requests meet on it.
  void Promise.all([
    collection.createIndex({ expire: -1 }, { expireAfterSeconds: 0 }),
    collection.createIndex({ key: 1 }, { unique: true }),
  ]).catch((error: Error) =>
    logger.warn({ error: error.name }, 'rate limit indexes not created; counting goes on'),
  );
  return {
    limiters: createRateLimiters(table, { client, database, collection: RATE_LIMIT_COLLECTION }),
    close: () => client.close(),
  };
}
