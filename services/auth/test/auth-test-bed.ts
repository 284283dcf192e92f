/**
 * The auth service on its real parts, for the gRPC tests: a SQLite file per auth service in a temp dir,
 * one in-process event bus, and a real billing service (its own SQLite file, subscribed to deletions on
 * the same bus) answering the plan part of the account type.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { billingConfigSchema, startBillingService } from '@storybook-app/billing';
import {
  AppError,
  createInProcessEventBus,
  createServiceClient,
  loadConfig,
  openSqliteDocumentStore,
  serviceAdapters,
  type DocumentStore,
  type ErrorCode,
  type EventBus,
  type GrpcServerHandle,
  type InProcessEventBus,
  type ServiceClient,
} from '@storybook-app/kit';
import pino from 'pino';
import { authConfigSchema, startAuthService } from '../src/index';

export const silentLogger = pino({ level: 'silent' });

/** A fresh auth document store and how to let it go, for the store tests that run on both adapters. */
export interface OpenedStore {
  store: DocumentStore;
  close(): Promise<void>;
}

/** A store of each adapter: SQLite in a temp file, or a database of its own on the test MongoDB. */
export const AUTH_STORES: ReadonlyArray<[string, (collection: string) => Promise<OpenedStore>]> = [
  [
    'sqlite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'storybook-auth-store-'));
      const store = openSqliteDocumentStore({ file: join(dir, 'auth.sqlite') });
      return {
        store,
        close: async () => {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'mongo',
    async (collection) => {
      const url = process.env.MONGO_URL;
      if (!url) throw new Error('MONGO_URL is not set: run the tests through jest, which starts the servers');
      const config = loadConfig(authConfigSchema, {
        MONGO_URL: url,
        MONGO_DB_PREFIX: `auth_store_${randomBytes(6).toString('hex')}`,
        BILLING_ADDR: '127.0.0.1:1',
      });
      const adapters = serviceAdapters('auth', config, silentLogger);
      const store = await adapters.documents();
      return {
        store,
        close: async () => {
          await (await store.collection(collection)).deleteMany({});
          await adapters.close();
        },
      };
    },
  ],
];

/** Awaits a call that must fail with this AppError code, and answers the error for further checks. */
export async function expectCode(promise: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  const error: unknown = await promise.then(
    (value) => {
      throw new Error(`expected ${code}, got ${JSON.stringify(value)}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

export interface RunningAuth {
  client: ServiceClient<'auth'>;
  store: DocumentStore;
  server: GrpcServerHandle;
  stop(): Promise<void>;
}

export class AuthTestBed {
  private readonly running: RunningAuth[] = [];

  private constructor(
    readonly dir: string,
    /** The one bus of the bed, as in the embedded run: auth publishes on it, billing consumes. */
    readonly bus: InProcessEventBus,
    readonly billingStore: DocumentStore,
    readonly billing: GrpcServerHandle,
  ) {}

  static async start(): Promise<AuthTestBed> {
    const dir = mkdtempSync(join(tmpdir(), 'storybook-auth-'));
    const bus = createInProcessEventBus({ logger: silentLogger });
    const billingStore = openSqliteDocumentStore({ file: join(dir, 'billing.sqlite') });
    const billing = await startBillingService(
      loadConfig(billingConfigSchema, { GRPC_PORT: '0', DATA_DIR: dir }),
      { store: billingStore, bus },
      silentLogger,
    );
    return new AuthTestBed(dir, bus, billingStore, billing);
  }

  /**
   * An auth service on its own SQLite file, with the given environment on top of a test default, on the
   * bed's bus unless given another.
   */
  async startAuth(vars: Record<string, string> = {}, bus: EventBus = this.bus): Promise<RunningAuth> {
    const store = openSqliteDocumentStore({ file: join(this.dir, `auth-${this.running.length}.sqlite`) });
    const config = loadConfig(authConfigSchema, {
      GRPC_PORT: '0',
      NODE_ENV: 'test',
      DATA_DIR: this.dir,
      BILLING_ADDR: this.billing.address,
      ...vars,
    });
    const server = await startAuthService(config, { store, bus }, silentLogger);
    const client = createServiceClient('auth', server.address);
    const handle: RunningAuth = {
      client,
      store,
      server,
      stop: async () => {
        client.close();
        await server.stop(500);
        await store.close();
      },
    };
    this.running.push(handle);
    return handle;
  }

  async stop(): Promise<void> {
    for (const auth of this.running) await auth.stop();
    await this.billing.stop(500);
    await this.bus.close();
    await this.billingStore.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
