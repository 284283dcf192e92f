/** Starts the gateway: clients for the five services, the HTTP app, a graceful stop. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServiceClient, openKafkaEventBus, type EventBus, type Logger } from '@storybook-app/kit';
import { SERVICE_NAMES, type ServiceName } from '@storybook-app/proto';
import { createGatewayApp, type ServiceClients } from './app';
import type { GatewayConfig } from './config';
import { OwnAnswers } from './http/own-answers';
import { followEvictions } from './http/replica-evictions';
import { SessionCache } from './http/session-cache';
import { openRateLimiters } from './http/rate-limit-store';

export interface GatewayHandle {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * `bus`: the embedded product's in-process bus; a gateway process opens Kafka when KAFKA_BROKERS is set and
 * otherwise hears nothing (a lone gateway: its own changes are all there are). `ownAnswers`: the memory of
 * users' answers, for a bench that weighs it (`new OwnAnswers(0)` keeps nothing).
 */
export async function startGateway(
  config: GatewayConfig,
  logger: Logger,
  options: { bus?: EventBus; ownAnswers?: OwnAnswers } = {},
): Promise<GatewayHandle> {
  const addresses: Record<ServiceName, string> = {
    auth: config.AUTH_ADDR,
    profiles: config.PROFILES_ADDR,
    story: config.STORY_ADDR,
    images: config.IMAGES_ADDR,
    billing: config.BILLING_ADDR,
  };
  const clients = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, createServiceClient(name, addresses[name])]),
  ) as unknown as ServiceClients & Record<ServiceName, { close(): void }>;
  const sessions = new SessionCache(config.SESSION_CACHE_MS);
  const ownAnswers = options.ownAnswers ?? new OwnAnswers();
  // The embedded product's bus is its own to close; a Kafka bus opened here is the gateway's.
  const ownBus =
    !options.bus && config.KAFKA_BROKERS.length > 0
      ? openKafkaEventBus('gateway', config, logger)
      : undefined;
  const bus = options.bus ?? ownBus;
  try {
    // Before the gateway answers: a change made once it serves is never missed.
    if (bus) await followEvictions(bus, { sessions, ownAnswers }, logger);
  } catch (error) {
    await ownBus?.close();
    throw error;
  }
  let limits: Awaited<ReturnType<typeof openRateLimiters>>;
  try {
    limits = await openRateLimiters(config, logger);
  } catch (error) {
    await ownBus?.close();
    throw error;
  }
  const app = createGatewayApp({
    clients,
    addresses,
    logger,
    cookie: {
      name: config.SESSION_COOKIE,
      secure: config.COOKIE_SECURE ? config.COOKIE_SECURE === 'true' : config.NODE_ENV === 'production',
    },
    webUrl: config.WEB_URL,
    mediaUrl: config.MEDIA_URL,
    sessions,
    ownAnswers,
    publicUrl: config.PUBLIC_URL,
    rateLimits: limits.limiters,
  });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.PORT, config.HOST, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  // Idle keep-alive sockets would otherwise hold a shutdown open.
  server.keepAliveTimeout = 5000;
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  logger.info({ url }, 'gateway listening');
  return {
    url,
    port,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      for (const name of SERVICE_NAMES) clients[name].close();
      await ownBus?.close();
      await limits.close();
    },
  };
}
