/**
 * /healthz: the process is up. /readyz: every back-end service answers its gRPC health check SERVING, each
 * with the adapters it runs on (e.g. `{ documents: 'mongo', events: 'kafka' }`).
 */
import { probeHealth, type HealthProbe } from '@storybook-app/kit';
import { SERVICE_NAMES, SERVICE_PATHS, type ServiceName } from '@storybook-app/proto';
import type { Router } from 'express';

export async function readiness(
  addresses: Record<ServiceName, string>,
): Promise<{ ready: boolean; services: Record<ServiceName, HealthProbe> }> {
  const probes = await Promise.all(
    SERVICE_NAMES.map(
      async (name) => [name, await probeHealth(addresses[name], SERVICE_PATHS[name])] as const,
    ),
  );
  return {
    ready: probes.every(([, probe]) => probe.status === 'SERVING'),
    services: Object.fromEntries(probes) as Record<ServiceName, HealthProbe>,
  };
}

export function mountHealth(router: Router, addresses: Record<ServiceName, string>): void {
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const result = await readiness(addresses);
    res.status(result.ready ? 200 : 503).json({ status: result.ready ? 'ready' : 'not ready', ...result });
  });
}
