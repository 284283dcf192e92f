/**
 * Account deletion across services: auth's DeleteAccount publishes `auth.user-deleted`, and every service
 * that holds user data (billing, story, images, profiles) deletes that user's, and nobody else's. Each
 * service runs on its own store, all on one bus, as in the product: once on the embedded adapters (SQLite
 * files, the in-process bus, a blob folder) and once on the production ones (MongoDB, Kafka, S3), picked
 * by `serviceAdapters` exactly as each service's main.ts picks them, against the run's real servers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authConfigSchema, startAuthService } from '@storybook-app/auth';
import {
  billingConfigSchema,
  CREDIT_LEDGER,
  CreditLedger,
  CUSTOMERS,
  startBillingService,
  SUBSCRIPTIONS,
  type CustomerRecord,
  type SubscriptionRecord,
} from '@storybook-app/billing';
import { imagesConfigSchema, startImagesService, userBlobPrefix } from '@storybook-app/images';
import {
  createInProcessEventBus,
  createServiceClient,
  loadConfig,
  openEmbeddedBlobs,
  openEmbeddedStore,
  serviceAdapters,
  type AdapterConfig,
  type BlobStore,
  type Doc,
  type DocumentStore,
  type EventBus,
  type ServiceAdapters,
  type ServiceClient,
} from '@storybook-app/kit';
import { profileChatAdapters, profilesConfigSchema, startProfilesService } from '@storybook-app/profiles';
import { BookRecords, COVERS, startStoryService, storyConfigSchema } from '@storybook-app/story';
import { eventually } from '@storybook-app/kit/testing';
import pino from 'pino';

const logger = pino({ level: 'silent' });

/** What one service's process opens; the embedded run hands every service the same bus and blob folder. */
type PortOpeners = Pick<ServiceAdapters, 'documents' | 'events' | 'blobs'>;

interface Deployment {
  /** The adapter variables every service's config is loaded with. */
  env: Record<string, string>;
  adapters(service: string, config: AdapterConfig): PortOpeners;
  close(): Promise<void>;
}

function embeddedDeployment(): Deployment {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-account-deletion-'));
  const bus = createInProcessEventBus({ logger });
  const opened: Array<{ close(): Promise<void> }> = [];
  const track = <T extends { close(): Promise<void> }>(port: T): T => {
    opened.push(port);
    return port;
  };
  return {
    env: { DATA_DIR: dir },
    adapters: (service, config) => ({
      documents: async () => track(await openEmbeddedStore(config.DATA_DIR, service)),
      events: async () => bus,
      blobs: async () => track(await openEmbeddedBlobs(config.DATA_DIR)),
    }),
    close: async () => {
      await bus.close();
      for (const port of opened.reverse()) await port.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Set by the jest global setup (the run's FerretDB, Kafka and MinIO), or pointing at other servers. */
function server(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the tests through jest, which starts the servers`);
  return value;
}

/**
 * Topics and groups under this run's own name. The groups are fixed per service (`billing.user-deleted`),
 * and other suites run the same services on the same Kafka (the stack test): sharing a group with them
 * would hand them some of this run's events, and their deletions would happen in their stores.
 */
function namespaced(bus: EventBus, namespace: string): EventBus {
  return {
    adapter: bus.adapter,
    publish: (topic, event, key) => bus.publish(`${namespace}.${topic}`, event, key),
    subscribe: (topic, handler, options) =>
      bus.subscribe(`${namespace}.${topic}`, handler, { ...options, group: `${namespace}.${options.group}` }),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}

function productionDeployment(): Deployment {
  const run = randomBytes(4).toString('hex');
  const opened: ServiceAdapters[] = [];
  return {
    env: {
      MONGO_URL: server('MONGO_URL'),
      // A database per service under this run's prefix and a bucket of its own on the shared servers.
      MONGO_DB_PREFIX: `deletion_${run}`,
      KAFKA_BROKERS: server('KAFKA_BROKERS'),
      S3_ENDPOINT: server('S3_ENDPOINT'),
      S3_ACCESS_KEY: process.env.S3_ACCESS_KEY ?? 'storybook',
      S3_SECRET_KEY: process.env.S3_SECRET_KEY ?? 'storybook-secret',
      S3_BUCKET: `deletion-${run}`,
    },
    adapters: (service, config) => {
      const adapters = serviceAdapters(service, config, logger);
      opened.push(adapters);
      return { ...adapters, events: async () => namespaced(await adapters.events(), `deletion_${run}`) };
    },
    close: async () => {
      for (const adapters of opened.reverse()) await adapters.close();
    },
  };
}

/** What each service holds of one user, counted in its own store. */
interface Holdings {
  ledgerEntries: number;
  subscriptions: number;
  customers: number;
  books: number;
  pages: number;
  covers: number;
  blobs: number;
  profiles: number;
}

const SEEDED: Holdings = {
  ledgerEntries: 2,
  subscriptions: 1,
  customers: 1,
  books: 2,
  pages: 4,
  covers: 1,
  blobs: 3,
  profiles: 1,
};
const NOTHING: Holdings = {
  ledgerEntries: 0,
  subscriptions: 0,
  customers: 0,
  books: 0,
  pages: 0,
  covers: 0,
  blobs: 0,
  profiles: 0,
};

/** profiles' record (services/profiles/src/child-profiles.ts) as far as deletion reads it: the owner. */
interface ProfileOwner extends Doc {
  user_id: string;
}

describe.each([
  { adapters: 'sqlite, in-process, folder', open: embeddedDeployment },
  { adapters: 'mongo, kafka, s3', open: productionDeployment },
])('account deletion [$adapters]', ({ open }) => {
  let deployment: Deployment;
  const stops: Array<() => Promise<void>> = [];
  const stores = new Map<string, DocumentStore>();
  let blobs: BlobStore;
  let books: BookRecords;
  let auth: ServiceClient<'auth'>;

  /** Opens a service's store and bus as its process would, and keeps the store to seed and check it. */
  async function portsOf(service: string, opener: PortOpeners) {
    const store = await opener.documents();
    stores.set(service, store);
    return { store, bus: await opener.events() };
  }

  beforeAll(async () => {
    deployment = open();
    const env = { ...deployment.env, GRPC_PORT: '0', NODE_ENV: 'test' };
    stops.push(() => deployment.close());

    const billingConfig = loadConfig(billingConfigSchema, env);
    const billing = await startBillingService(
      billingConfig,
      await portsOf('billing', deployment.adapters('billing', billingConfig)),
      logger,
    );
    stops.push(() => billing.stop(500));

    const profilesConfig = loadConfig(profilesConfigSchema, env);
    const profiles = await startProfilesService(
      profilesConfig,
      {
        ...(await portsOf('profiles', deployment.adapters('profiles', profilesConfig))),
        ...profileChatAdapters(profilesConfig, logger),
      },
      logger,
    );
    stops.push(() => profiles.stop(500));

    const imagesConfig = loadConfig(imagesConfigSchema, { ...env, MEDIA_PORT: '0' });
    const imagesOpener = deployment.adapters('images', imagesConfig);
    blobs = await imagesOpener.blobs();
    const images = await startImagesService(
      imagesConfig,
      { ...(await portsOf('images', imagesOpener)), blobs },
      logger,
    );
    stops.push(() => images.stop(500));

    const storyConfig = loadConfig(storyConfigSchema, {
      ...env,
      PROFILES_ADDR: profiles.address,
      IMAGES_ADDR: images.address,
      BILLING_ADDR: billing.address,
    });
    const story = await startStoryService(
      storyConfig,
      await portsOf('story', deployment.adapters('story', storyConfig)),
      logger,
    );
    stops.push(() => story.stop(500));
    books = await BookRecords.open(stores.get('story')!);

    const authConfig = loadConfig(authConfigSchema, { ...env, BILLING_ADDR: billing.address });
    const authServer = await startAuthService(
      authConfig,
      await portsOf('auth', deployment.adapters('auth', authConfig)),
      logger,
    );
    stops.push(() => authServer.stop(500));
    auth = createServiceClient('auth', authServer.address);
    stops.push(async () => auth.close());
  }, 120_000);

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }, 60_000);

  const collection = <T extends Doc>(service: string, name: string) =>
    stores.get(service)!.collection<T>(name);

  async function signIn(name: string): Promise<string> {
    return (await auth.LocalLogin({ name })).profile!.user_id;
  }

  /** Writes, in each service's own store and layout, what that service keeps of a user. */
  async function seed(userId: string): Promise<void> {
    // A grant and a debit in billing's ledger, a Free membership (nothing to cancel at Stripe) and a customer.
    const ledger = await CreditLedger.open(stores.get('billing')!);
    await ledger.apply({ userId, amount: 4, reason: 'plan: Weekly', key: `seed-grant:${userId}` });
    await ledger.apply({ userId, amount: -1, reason: 'book', key: `seed-debit:${userId}` });
    await (
      await collection<SubscriptionRecord>('billing', SUBSCRIPTIONS)
    ).insert({ _id: userId, plan_name: 'Weekly', status: 'canceled' });
    await (
      await collection<CustomerRecord>('billing', CUSTOMERS)
    ).insert({
      _id: userId,
      customer_id: `cus_${randomBytes(6).toString('hex')}`,
      created_at: new Date().toISOString(),
    });
    for (let book = 0; book < 2; book++) {
      const bookId = randomUUID();
      await books.books.insert({ _id: bookId, user_id: userId });
      for (let page = 0; page < 2; page++) {
        await books.pages.insert({ _id: randomUUID(), user_id: userId, book_id: bookId });
      }
    }
    await (
      await collection<ProfileOwner>('story', COVERS)
    ).insert({ _id: `users/${userId}/covers/c1.png`, user_id: userId });
    const png = { contentType: 'image/png' };
    const folder = userBlobPrefix(userId);
    await blobs.put(`${folder}books/b1/cover.png`, Buffer.from('cover'), png);
    await blobs.put(`${folder}books/b1/page-1.png`, Buffer.from('page'), png);
    await blobs.put(`${folder}profiles/p1.png`, Buffer.from('face'), png);
    await (
      await collection<ProfileOwner>('profiles', 'profiles')
    ).insert({ _id: randomUUID(), user_id: userId });
  }

  async function holdings(userId: string): Promise<Holdings> {
    return {
      ledgerEntries: await (await collection('billing', CREDIT_LEDGER)).count({ user_id: userId }),
      subscriptions: await (await collection('billing', SUBSCRIPTIONS)).count({ _id: userId }),
      customers: await (await collection('billing', CUSTOMERS)).count({ _id: userId }),
      books: await books.books.count({ user_id: userId }),
      pages: await books.pages.count({ user_id: userId }),
      covers: await (await collection('story', COVERS)).count({ user_id: userId }),
      blobs: (await blobs.list(userBlobPrefix(userId))).length,
      profiles: await (await collection('profiles', 'profiles')).count({ user_id: userId }),
    };
  }

  /** Polls until `userId` holds nothing anywhere; the services delete asynchronously, on the event. */
  async function waitUntilGone(userId: string, timeoutMs: number): Promise<void> {
    await eventually('no user data held', () => holdings(userId), {
      until: (held) => JSON.stringify(held) === JSON.stringify(NOTHING),
      timeoutMs,
      intervalMs: 50,
    });
  }

  it("removes the deleted user's data from every service and leaves the other user's", async () => {
    const leaving = await signIn('Leaving Parent');
    const staying = await signIn('Staying Parent');
    await seed(leaving);
    await seed(staying);
    expect(await holdings(leaving)).toEqual(SEEDED);

    await auth.DeleteAccount({ user_id: leaving });

    await waitUntilGone(leaving, 20_000);
    await expect(auth.GetUser({ user_id: leaving })).rejects.toMatchObject({ code: 'not_found' });
    expect(await holdings(staying)).toEqual(SEEDED);
    await expect(auth.GetUser({ user_id: staying })).resolves.toMatchObject({ user_id: staying });
  }, 40_000);
});
