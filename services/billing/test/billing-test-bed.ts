/**
 * Real parts for billing's tests: stores (a SQLite file, or a database of its own on the run's FerretDB),
 * the billing service on a free gRPC port, Stripe's SDK against stripe-mock through a recording proxy, and
 * webhook events signed as Stripe signs them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AppError,
  createInProcessEventBus,
  createServiceClient,
  loadConfig,
  openSqliteDocumentStore,
  serviceAdapters,
  type DocumentStore,
  type ErrorCode,
  type InProcessEventBus,
  type GrpcServerHandle,
  type ServiceClient,
} from '@storybook-app/kit';
import pino from 'pino';
import Stripe from 'stripe';
import { billingConfigSchema } from '../src/config';
import { startBillingService } from '../src/service';

export const silentLogger = pino({ level: 'silent' });

export const TEST_SECRET_KEY = 'sk_test_storybook';
export const WEBHOOK_SECRET = 'whsec_storybook_test';
export const PRICES = {
  STRIPE_PRICE_SINGLE_ADVENTURE: 'price_single_adventure',
  STRIPE_PRICE_WEEKLY: 'price_weekly',
  STRIPE_PRICE_ALL_WEEK: 'price_all_week',
  STRIPE_PRICE_EVERYDAY_ADVENTURER: 'price_everyday_adventurer',
  STRIPE_PRICE_EXTRA_BOOK: 'price_extra_book',
} as const;
export const PUBLIC_URL = 'https://storybook.example';

export function stripeMockUrl(): string {
  const value = process.env.STRIPE_API_BASE;
  if (!value)
    throw new Error('STRIPE_API_BASE is not set: run the tests through jest, which starts stripe-mock');
  return value;
}

export interface OpenedStore {
  store: DocumentStore;
  close(): Promise<void>;
}

export function openSqlite(): OpenedStore {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-billing-'));
  const store = openSqliteDocumentStore({ file: join(dir, 'billing.sqlite') });
  return {
    store,
    close: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** billing's store on MongoDB as its main.ts picks it, in a database of this run's own. */
export async function openMongo(): Promise<OpenedStore> {
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set: run the tests through jest, which starts the servers');
  const config = loadConfig(billingConfigSchema, {
    MONGO_URL: url,
    MONGO_DB_PREFIX: `billing_${randomBytes(6).toString('hex')}`,
  });
  const adapters = serviceAdapters('billing', config, silentLogger);
  const store = await adapters.documents();
  return { store, close: () => adapters.close() };
}

/** One request the SDK sent, as stripe-mock received it. */
export interface StripeRequest {
  method: string;
  path: string;
  /** The form body (POST) or the query (GET, DELETE), in Stripe's bracket notation: `line_items[0][price]`. */
  params: URLSearchParams;
}

type Overlay = Record<string, unknown>;

/**
 * A proxy in front of stripe-mock that records what the SDK sends. stripe-mock validates every request
 * against Stripe's OpenAPI and answers fixture objects without state, so where a test needs Stripe to say
 * something particular of an object (a session that is paid, the invoice a payment paid), `overlay` merges
 * fields into stripe-mock's answer for one path; everything else is stripe-mock's own answer.
 */
export class StripeRecorder {
  readonly requests: StripeRequest[] = [];
  private readonly overlays = new Map<string, Overlay>();
  private readonly server: Server;
  private address = '';

  private constructor(private readonly target: string) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.forward(req.method ?? 'GET', req.url ?? '/', req.headers, Buffer.concat(chunks).toString('utf8'))
          .then(({ status, text }) => {
            res.writeHead(status, { 'content-type': 'application/json' });
            res.end(text);
          })
          .catch((error: unknown) => {
            res.writeHead(502);
            res.end(String(error));
          });
      });
    });
  }

  static async start(target = stripeMockUrl()): Promise<StripeRecorder> {
    const recorder = new StripeRecorder(target);
    await new Promise<void>((resolve) => recorder.server.listen(0, '127.0.0.1', resolve));
    recorder.address = `http://127.0.0.1:${(recorder.server.address() as AddressInfo).port}`;
    return recorder;
  }

  /** Where the SDK is pointed (`STRIPE_API_BASE`). */
  get url(): string {
    return this.address;
  }

  /** Merges `fields` into stripe-mock's answers to `METHOD path` from now on. */
  overlay(method: string, path: string, fields: Overlay): void {
    this.overlays.set(`${method} ${path}`, fields);
  }

  /** The requests to a path (and method), oldest first. */
  sent(method: string, path: string | RegExp): StripeRequest[] {
    return this.requests.filter(
      (request) =>
        request.method === method &&
        (typeof path === 'string' ? request.path === path : path.test(request.path)),
    );
  }

  clear(): void {
    this.requests.length = 0;
    this.overlays.clear();
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async forward(
    method: string,
    path: string,
    incoming: IncomingHttpHeaders,
    body: string,
  ): Promise<{ status: number; text: string }> {
    const url = new URL(path, this.target);
    this.requests.push({
      method,
      path: url.pathname,
      params: new URLSearchParams(method === 'POST' ? body : url.search),
    });
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'stripe-version', 'idempotency-key']) {
      const value = incoming[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await fetch(url, { method, headers, body: method === 'POST' ? body : undefined });
    const text = await answer.text();
    const overlay = this.overlays.get(`${method} ${url.pathname}`);
    if (!overlay || !answer.ok) return { status: answer.status, text };
    return { status: answer.status, text: JSON.stringify(deepMerge(JSON.parse(text) as Overlay, overlay)) };
  }
}

function deepMerge(base: Overlay, patch: Overlay): Overlay {
  const merged: Overlay = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = merged[key];
    merged[key] =
      isPlainObject(value) && isPlainObject(current) ? deepMerge(current, value) : (value as unknown);
  }
  return merged;
}

const isPlainObject = (value: unknown): value is Overlay =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface RunningBilling {
  client: ServiceClient<'billing'>;
  server: GrpcServerHandle;
  store: DocumentStore;
  bus: InProcessEventBus;
  stop(): Promise<void>;
}

/** The billing service on its own SQLite file (or the given store) and an in-process bus, on a free port. */
export async function startBilling(
  env: Record<string, string | undefined>,
  opened: OpenedStore = openSqlite(),
): Promise<RunningBilling> {
  const bus = createInProcessEventBus({ logger: silentLogger });
  const server = await startBillingService(
    loadConfig(billingConfigSchema, { GRPC_PORT: '0', NODE_ENV: 'test', ...env }),
    { store: opened.store, bus },
    silentLogger,
  );
  const client = createServiceClient('billing', server.address);
  return {
    client,
    server,
    store: opened.store,
    bus,
    stop: async () => {
      client.close();
      await server.stop(500);
      await bus.close();
      await opened.close();
    },
  };
}

/** The environment of a billing configured for Stripe through the recorder. */
export const stripeEnv = (recorder: StripeRecorder): Record<string, string> => ({
  STRIPE_SECRET_KEY: TEST_SECRET_KEY,
  STRIPE_API_BASE: recorder.url,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PUBLIC_URL,
  ...PRICES,
});

let events = 0;

/** A Stripe event as the webhook endpoint receives it: the raw JSON and its `Stripe-Signature` header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number; secret?: string } = {},
): { id: string; payload: Buffer; signature: string } {
  const id = options.id ?? `evt_test_${Date.now()}_${++events}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return { id, payload: Buffer.from(payload), signature };
}

/** Awaits a call that must fail with this AppError code, and answers the error for further checks. */
export async function expectCode(promise: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  const error: unknown = await promise.then(
    (value) => new Error(`expected ${code}, got ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

let users = 0;
/** A user id of its own per test, so tests share a store without sharing records. */
export const newUser = (name = 'parent'): string => `local:${name}-${Date.now().toString(36)}-${++users}`;
