/**
 * The request id, carried by hand in the gateway. The services keep theirs in AsyncLocalStorage (kit's
 * request-context), which carries it into every log line however deep the call; but on Node 20 and 22 an
 * AsyncLocalStorage in use hooks every promise the process makes, and the gateway makes many per request
 * for little depth (a route, a guard or two, one call). Measured with `node scripts/lib/bench-gateway-chain.mjs`
 * (two runs with it, three without): the gateway's CPU per get-page against a bare Express → grpc-js chain's
 * went from 1.21–1.27× to 1.13–1.14× for a page not drawn, and from 1.31–1.45× to 1.23–1.31× for a drawn one.
 * So the middleware leaves the id on `res.locals`, and every call the request makes is sent with it.
 */
import type { CallOptions } from '@storybook-app/kit';
import type { Response } from 'express';

/** The id the request-context middleware gave this request; undefined outside a request. */
export const requestIdOf = (res: Response): string | undefined =>
  typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined;

type Method = (request: unknown, options?: CallOptions) => Promise<unknown>;

/** A service's RPCs are named in PascalCase; `health` and `close` are the client's own. */
const isRpc = (name: string | symbol): boolean => typeof name === 'string' && /^[A-Z]/.test(name);

/** The clients as one request uses them: each RPC is sent with the request's id. */
export function requestClients<Clients extends object>(
  clients: Clients,
  requestId: string | undefined,
): Clients {
  if (!requestId) return clients;
  const bind = (client: object) =>
    new Proxy(client, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== 'function' || !isRpc(name)) return value;
        const method = value as Method;
        return (request: unknown, options?: CallOptions) =>
          method.call(target, request, { ...options, requestId });
      },
    });
  return new Proxy(clients, {
    get(target, service, receiver) {
      const client: unknown = Reflect.get(target, service, receiver);
      return client && typeof client === 'object' ? bind(client) : client;
    },
  });
}
