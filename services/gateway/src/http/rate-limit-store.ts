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
  // Connected and indexed before the gateway listens: a first request that found no connection yet would be
  // counted in this replica's memory only. A MongoDB that is down does not stop the gateway: the driver
  // connects when it can, and meanwhile each replica counts in its memory.
  const client = new mongoose.mongo.MongoClient(config.MONGO_URL, {
    serverSelectionTimeoutMS: 5000,
    socketTimeoutMS: 5000,
  });
  const collection = client.db(database).collection(RATE_LIMIT_COLLECTION);
  // Created here rather than by the library, so a failure is logged without the URL. One counter per key
  // lets concurrent first requests meet on it.
  await collection
    .createIndex({ key: 1 }, { unique: true })
    .catch((error: Error) => logger.warn({ error: error.message }, 'rate limit key index not created'));
  // MongoDB removes expired counters by itself; FerretDB 1.x has no TTL indexes, and there an expired counter
  // stays until its key comes back and the library starts it afresh (one small document per address/user).
  await collection
    .createIndex({ expire: -1 }, { expireAfterSeconds: 0 })
    .catch((error: Error) =>
      logger.info({ error: error.message }, 'rate limit counters are not removed when they expire'),
    );
  return {
    limiters: createRateLimiters(table, { client, database, collection: RATE_LIMIT_COLLECTION }),
    close: () => client.close(),
  };
}
