/**
 * A small HTTP client for the providers reached through their documented HTTP APIs (Black Forest Labs,
 * Stability AI), built on undici (the library under Node's fetch). Its failures are classes shaped like the Stainless SDKs' (`APIError`
 * with `status` and the parsed body, connection, timeout, abort), so `providerFailure` translates them exactly
 * as it does the openai SDK's: one rule for every adapter. Retries follow the SDKs too: connection failures,
 * timeouts, 408, 429 and 5xx, with backoff, honouring `retry-after-ms` and `retry-after`.
 */
import { Agent, interceptors, request, type FormData } from 'undici';
import { providerFailure } from './provider-errors';
import type { SdkErrorClasses } from './provider-errors';

/**
 * The providers' connections, kept alive between calls. undici's `request` rather than `fetch` (the same
 * library under Node's fetch): fetch's WHATWG objects cost about four times its CPU a call (11 calls side by
 * side: 11.7 ms of CPU against 2.5, measured in the session note of 2026-11-27), and a book's
 * pictures make some fifty calls in two bursts. Redirects are followed only by the agent for calls that
 * carry no key (see `HttpCall.followRedirects`).
 */
const keyed = new Agent();
const following = new Agent().compose(interceptors.redirect({ maxRedirections: 5 }));

/** The provider answered with an error status. `message` holds the provider's own words, key removed. */
export class HttpApiError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
    /** The parsed JSON body, if it was JSON. */
    readonly error?: unknown,
    readonly headers?: Headers,
  ) {
    super(message);
    this.name = 'HttpApiError';
  }
}

export class HttpConnectionError extends Error {
  constructor(message = 'Connection error.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HttpConnectionError';
  }
}

export class HttpTimeoutError extends HttpConnectionError {
  constructor() {
    super('Request timed out.');
    this.name = 'HttpTimeoutError';
  }
}

export class HttpAbortError extends Error {
  constructor() {
    super('Request was aborted.');
    this.name = 'HttpAbortError';
  }
}

export const HTTP_ERRORS: SdkErrorClasses = {
  APIError: HttpApiError,
  APIConnectionError: HttpConnectionError,
  APIConnectionTimeoutError: HttpTimeoutError,
  APIUserAbortError: HttpAbortError,
};

export interface HttpReply {
  status: number;
  headers: Headers;
  body: Buffer;
}

export interface HttpCall {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  /**
   * Redirects are refused unless the call says so: fetch would carry a custom key header (`x-key`) to
   * wherever a redirect points. Only calls without a key (a signed download URL) may follow them.
   */
  followRedirects?: boolean;
}

export interface HttpClientOptions {
  /** The provider's name in messages (`Flux`, `Stability AI`). */
  provider: string;
  /** Per request, body included. */
  timeoutMs: number;
  /** Retries of transient failures (connection, timeout, 408, 429, 5xx). */
  maxRetries: number;
  /** Values cut out of any provider text kept in an error (the API key). */
  secrets: readonly string[];
  /** Turns an error body into the provider's words; default: the body's text. */
  errorText?: (body: unknown, raw: string) => string | undefined;
}

const MAX_BACKOFF_MS = 8000;
const MAX_RETRY_AFTER_MS = 60_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function redact(text: string, secrets: readonly string[]): string {
  let kept = text;
  for (const secret of secrets) if (secret) kept = kept.split(secret).join('[redacted]');
  return kept;
}

/** undici's raw header record as the `Headers` the adapters read. */
function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, one);
  }
  return headers;
}

/** How long the provider asked us to wait, if it said so sensibly. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0 && ms <= MAX_RETRY_AFTER_MS) return ms;
  const seconds = Number(headers?.get('retry-after'));
  if (headers?.get('retry-after') && Number.isFinite(seconds) && seconds >= 0) {
    return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  }
  return undefined;
}

export const isTransient = (error: unknown): boolean =>
  error instanceof HttpConnectionError ||
  (error instanceof HttpApiError &&
    (error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429));

export interface HttpClient {
  /** One request, retried when transient; a non-2xx answer throws `HttpApiError`. */
  send(call: HttpCall): Promise<HttpReply>;
  /** One attempt, no retries: for polling, where the loop is the retry. */
  sendOnce(call: HttpCall): Promise<HttpReply>;
  /** The project's error for a failure of `send` (`DependencyUnavailableError`, `ProviderRequestError`...). */
  failure(error: unknown): Error;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  async function attempt(call: HttpCall): Promise<HttpReply> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    let status: number;
    let headers: Headers;
    let body: Buffer;
    try {
      const response = await request(call.url, {
        method: call.method,
        headers: call.headers,
        body: call.body,
        signal: controller.signal,
        dispatcher: call.followRedirects ? following : keyed,
      });
      status = response.statusCode;
      headers = headersOf(response.headers);
      body = Buffer.from(await response.body.arrayBuffer());
    } catch (error) {
      // Told apart by what we know, not by the errors' classes: our timer fired, or the connection failed.
      if (timedOut) throw new HttpTimeoutError();
      throw new HttpConnectionError(`Connection error: ${(error as Error)?.message ?? String(error)}`, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
    // A redirect the call may not follow is refused as fetch's `redirect: 'error'` refused it.
    if (status >= 300 && status < 400 && !call.followRedirects) {
      throw new HttpConnectionError('Connection error: the provider answered with a redirect');
    }
    if (status >= 200 && status < 300) return { status, headers, body };
    const raw = body.toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const text = options.errorText?.(parsed, raw) ?? (raw.trim() || `${status} status code (no body)`);
    throw new HttpApiError(status, redact(text, options.secrets), parsed, headers);
  }

  return {
    sendOnce: attempt,
    async send(call) {
      for (let retry = 0; ; retry += 1) {
        try {
          return await attempt(call);
        } catch (error) {
          if (retry >= options.maxRetries || !isTransient(error)) throw error;
          const asked = error instanceof HttpApiError ? retryAfterMs(error.headers) : undefined;
          await sleep(asked ?? Math.min(500 * 2 ** retry, MAX_BACKOFF_MS) * (0.75 + Math.random() * 0.25));
        }
      }
    },
    failure: (error) => providerFailure(options.provider, error, HTTP_ERRORS, options.secrets),
  };
}
