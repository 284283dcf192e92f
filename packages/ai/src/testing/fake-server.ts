/**
 * The HTTP plumbing the fake providers share: a server on 127.0.0.1 and a free port, every request recorded
 * with its headers and parsed body, and a queue of scripted answers that falls back to a default handler.
 * The provider modules only turn an answer into their provider's documented wire format.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * What the fake answers to one request. `delayMs` holds the answer back (to test timeouts); `truncated`
 * reports that the answer stopped at the output token limit (`finish_reason: length`, `stop_reason: max_tokens`).
 */
export type FakeAnswer =
  /** A structured answer: the JSON content of an OpenAI message, the input of an Anthropic tool call. */
  | { json: unknown; usage?: FakeUsage; delayMs?: number; truncated?: boolean }
  /** Raw text content, valid JSON or not. */
  | { text: string; usage?: FakeUsage; delayMs?: number; truncated?: boolean }
  /** An HTTP error in the provider's error format; `retryAfterMs` sets the `retry-after-ms` header. */
  | { status: number; message?: string; retryAfterMs?: number; delayMs?: number };

export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/v1/chat/completions`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none or it was not JSON. */
  body: unknown;
  /** The body's bytes as received (multipart forms, for instance). */
  rawBody: Buffer;
  /** The query parameters, e.g. `{id: '...'}` for `/v1/get_result?id=...`. */
  query: Record<string, string>;
}

/** Answers requests when no scripted answer is queued. */
export type FakeAnswerHandler = (request: RecordedRequest) => FakeAnswer;

export interface HttpAnswer {
  status: number;
  /** Sent as JSON, unless `raw` is given. */
  body: unknown;
  /** Bytes sent as they are (a picture); set its content-type in `headers`. */
  raw?: Buffer;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** Scripted answers first, in order; then the default handler; then a refusal that says what happened. */
export class AnswerQueue<A> {
  private readonly queued: A[] = [];

  constructor(
    private readonly fallback: (request: RecordedRequest) => A,
    private handler?: (request: RecordedRequest) => A,
  ) {}

  push(answers: A[]): void {
    this.queued.push(...answers);
  }

  setHandler(handler: ((request: RecordedRequest) => A) | undefined): void {
    this.handler = handler;
  }

  next(request: RecordedRequest): A {
    return this.queued.shift() ?? (this.handler ?? this.fallback)(request);
  }

  get pending(): number {
    return this.queued.length;
  }
}

export interface FakeHttpServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function send(response: ServerResponse, answer: HttpAnswer): void {
  if (answer.raw) {
    response.writeHead(answer.status, { 'content-type': 'application/octet-stream', ...answer.headers });
    response.end(answer.raw);
    return;
  }
  response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  response.end(JSON.stringify(answer.body));
}

export async function startFakeHttpServer(
  route: (request: RecordedRequest) => HttpAnswer,
): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const raw = rawBody.toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        body,
        rawBody,
        query: Object.fromEntries(url.searchParams),
      };
      requests.push(request);
      let answer: HttpAnswer;
      try {
        answer = route(request);
      } catch (error) {
        answer = { status: 500, body: { error: { message: `fake provider failed: ${String(error)}` } } };
      }
      if (!answer.delayMs) return send(response, answer);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) send(response, answer);
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Keep-alive sockets of the SDKs' HTTP agents would hold `close` open.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A rough, deterministic token count (about four characters a token), for answers that give none. */
export const roughTokens = (text: string): number => Math.max(1, Math.ceil(text.length / 4));

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
