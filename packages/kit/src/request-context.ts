/**
 * The request id of the HTTP request being served, carried through async calls (AsyncLocalStorage),
 * into outgoing gRPC metadata and events, and into every log line.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const runWithRequestId = <T>(requestId: string, fn: () => T): T => storage.run({ requestId }, fn);
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** Accepts a caller's id only if it is a plausible token; otherwise makes a new one. */
export function requestIdFrom(candidate: unknown): string {
  return typeof candidate === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(candidate)
    ? candidate
    : randomUUID();
}
