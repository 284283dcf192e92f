import { sessionStore } from '../lib/session-store';
import { limits } from '../lib/texts';
import type { Answer, Body, PathOf, Query as QueryOf } from './contract';

/**
 * A failed call: the HTTP status (0 when the network failed), the gateway's `{error}` text, and its `code`
 * and the rest of its body when it said more (a 403 `pin_required` names the profile).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Same origin: the gateway serves the app and /api (Vite's dev server proxies /api to it). */
export const API_BASE_URL = '';

/** Query parameters: fields left undefined are not sent. */
type Query = object;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whole seconds from a `Retry-After` of seconds (what the gateway sends); null if absent or a date. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('Retry-After');
  return value && /^\d+$/.test(value.trim()) ? Number(value) : null;
}

/** The one place that talks HTTP: cookies, JSON, errors, and the 401 that ends the login. */
export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(API_BASE_URL + withQuery(path, options.query), init);
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const body = await readJson(response);
  if (!response.ok) {
    if (response.status === 401) sessionStore.clearLogin();
    if (response.status === 429) throw new ApiError(429, limits.tooManyRequests(retryAfterOf(response)));
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
    const message =
      typeof fields?.error === 'string' ? fields.error : response.statusText || `HTTP ${response.status}`;
    const code = typeof fields?.code === 'string' ? fields.code : undefined;
    throw new ApiError(response.status, message, code, fields);
  }
  return body as T;
}

/** The gateway's routes, typed by path from the contract: the answer's type follows from the path. */
export const api = {
  get: <P extends PathOf<'get'>>(path: P, query: QueryOf<P>, signal?: AbortSignal) =>
    request<Answer<'get', P>>('GET', path, { query, signal }),
  post: <P extends PathOf<'post'>>(path: P, body: Body<P>, signal?: AbortSignal) =>
    request<Answer<'post', P>>('POST', path, { body, signal }),
};
