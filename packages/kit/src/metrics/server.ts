/**
 * The metrics endpoint: `GET /metrics` in Prometheus's text format on a port of its own, never the public
 * one, so what a service counts is seen by the cluster's Prometheus and not by the internet.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import { collectProcessMetrics, metricsRegistry } from './registry';

export interface MetricsServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startMetricsServer(options: {
  port: number;
  /** Defaults to 127.0.0.1; containers set 0.0.0.0 for Prometheus to reach it. */
  host?: string;
  logger?: Logger;
}): Promise<MetricsServer> {
  collectProcessMetrics();
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text);
      },
      (error: unknown) => {
        options.logger?.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  // Prometheus keeps its connection open between scrapes; a stop must not wait for it.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/metrics`;
  options.logger?.info({ url }, 'metrics listening');
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The metrics endpoint when `port` is set (METRICS_PORT), else nothing: metrics are off by default. */
export async function startMetricsIfAsked(
  port: number | undefined,
  host: string,
  logger: Logger,
): Promise<{ stop(): Promise<void> }> {
  if (port === undefined) return { stop: async () => undefined };
  return startMetricsServer({ port, host, logger });
}
