/** Starts the gateway: clients for the five services, the HTTP app, a graceful stop. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServiceClient, type Logger } from '@storybook-app/kit';
import { SERVICE_NAMES, type ServiceName } from '@storybook-app/proto';
import { createGatewayApp, type ServiceClients } from './app';
import type { GatewayConfig } from './config';
import { SessionCache } from './http/session-cache';
import { openRateLimiters } from './http/rate-limit-store';

export interface GatewayHandle {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startGateway(config: GatewayConfig, logger: Logger): Promise<GatewayHandle> {
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
  const limits = await openRateLimiters(config, logger);
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
    sessions: new SessionCache(config.SESSION_CACHE_MS),
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
      await limits.close();
    },
  };
}
