/**
 * /healthz: the process is up. /readyz: every back-end service answers its gRPC health check SERVING, each
 * with the adapters it runs on (e.g. `{ documents: 'mongo', events: 'kafka' }`).
 *
 * The check goes over the gateway's own channel to each service when it has one: ready means this gateway
 * can reach them now, not only that a fresh connection could (its channel may still be reconnecting after a
 * service restarted).
 */
import { probeHealth, type HealthProbe } from '@storybook-app/kit';
import { SERVICE_NAMES, SERVICE_PATHS, type ServiceName } from '@storybook-app/proto';
import type { Router } from 'express';

/** A client that can ask its peer's health over its own channel. */
export type HealthCheckers = Partial<
  Record<ServiceName, { health?: (deadlineMs?: number) => Promise<HealthProbe> }>
>;

export async function readiness(
  addresses: Record<ServiceName, string>,
  clients: HealthCheckers = {},
): Promise<{ ready: boolean; services: Record<ServiceName, HealthProbe> }> {
  const probes = await Promise.all(
    SERVICE_NAMES.map(async (name) => {
      const own = clients[name]?.health;
      const probe = own ? await own() : await probeHealth(addresses[name], SERVICE_PATHS[name]);
      return [name, probe] as const;
    }),
  );
  return {
    ready: probes.every(([, probe]) => probe.status === 'SERVING'),
    services: Object.fromEntries(probes) as Record<ServiceName, HealthProbe>,
  };
}

export function mountHealth(
  router: Router,
  addresses: Record<ServiceName, string>,
  clients: HealthCheckers = {},
): void {
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const result = await readiness(addresses, clients);
    res.status(result.ready ? 200 : 503).json({ status: result.ready ? 'ready' : 'not ready', ...result });
  });
}
