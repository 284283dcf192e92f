/**
 * Serves the built web app the way the web container does: hashed assets cached for a year, index.html
 * never cached, and every other path answered with index.html so the client router can take it.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

export async function startWebServer(distDir: string, host = '127.0.0.1'): Promise<WebServer> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`the web app is not built: ${indexFile} is missing (run npm run build)`);
  const app = express();
  app.disable('x-powered-by');
  app.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: 0 }));
  app.use((_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexFile);
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, host, () => resolve(listening));
  });
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
