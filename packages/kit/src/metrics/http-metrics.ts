/** HTTP requests at the gateway: how many by route and status, and how long. */
import { counter, histogram } from './registry';

const requests = counter({
  name: 'storybook_http_requests_total',
  help: 'HTTP requests the gateway answered, by route and status.',
  labelNames: ['method', 'route', 'status'],
});
const seconds = histogram({
  name: 'storybook_http_request_duration_seconds',
  help: 'Time the gateway took to answer an HTTP request (to its last byte; a stream for as long as it ran).',
  labelNames: ['method', 'route'],
});

/**
 * The route a request is counted under. Only the API's own paths are names of their own: any other path
 * would let a client make up label values without end.
 */
export function httpRouteLabel(path: string, apiPaths: ReadonlySet<string>): string {
  if (apiPaths.has(path)) return path;
  if (path === '/api' || path.startsWith('/api/')) return '/api/*';
  if (path.startsWith('/media/')) return '/media/*';
  if (path === '/healthz' || path === '/readyz') return path;
  return '/*';
}

export function observeHttpRequest(method: string, route: string, status: number, elapsed: number): void {
  requests.inc({ method, route, status: String(status) });
  seconds.observe({ method, route }, elapsed);
}
