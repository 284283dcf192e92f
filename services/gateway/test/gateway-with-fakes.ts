/**
 * The gateway app on a loopback port with fake service clients, for tests about what the gateway does (or
 * does not) call. Nothing listens on port 1, so /readyz answers not ready.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { createGatewayApp, type ServiceClients } from '../src/index';
import type { Route } from '../src/routes/route';

export const SESSION_COOKIE = 'sb_session';

export interface GatewayWithFakes {
  api: ReturnType<typeof request>;
  close: () => Promise<void>;
}

export async function gatewayWithFakes(clients: ServiceClients, routes: Route[]): Promise<GatewayWithFakes> {
  const app = createGatewayApp({
    clients,
    addresses: {
      auth: '127.0.0.1:1',
      profiles: '127.0.0.1:1',
      story: '127.0.0.1:1',
      images: '127.0.0.1:1',
      billing: '127.0.0.1:1',
    },
    logger: pino({ level: 'silent' }),
    cookie: { name: SESSION_COOKIE, secure: false },
    routes,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    api: request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
