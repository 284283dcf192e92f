/**
 * The whole product in one process: the five services on their embedded adapters (a SQLite file each,
 * one in-process event bus, a blob folder), each on its own gRPC port, the web server and the gateway.
 * Services still talk to each other over gRPC, exactly as in the cluster.
 */
import { authConfigSchema, startAuthService } from '@storybook-app/auth';
import { billingConfigSchema, startBillingService } from '@storybook-app/billing';
import { gatewayConfigSchema, startGateway } from '@storybook-app/gateway';
import { imagesConfigSchema, imagesIllustrators, startImagesService } from '@storybook-app/images';
import {
  createInProcessEventBus,
  loadConfig,
  openEmbeddedBlobs,
  openEmbeddedStore,
  startMetricsServer,
  type Logger,
} from '@storybook-app/kit';
import { profileChatAdapters, profilesConfigSchema, startProfilesService } from '@storybook-app/profiles';
import { startStoryService, storyConfigSchema } from '@storybook-app/story';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startWebServer } from './web-server';

/** Starter credits of every local user in the embedded run, unless `STARTER_CREDITS` is set. */
export const EMBEDDED_STARTER_CREDITS = 3;

export interface EmbeddedOptions {
  dataDir: string;
  webDist: string;
  port: number;
  host?: string;
  env?: Record<string, string | undefined>;
  /**
   * Serves every service's metrics (one registry; `service` or the consumer group tells them apart) on
   * this loopback port, 0 for a free one; unset: no metrics endpoint.
   */
  metricsPort?: number;
}

export interface EmbeddedProduct {
  url: string;
  /** The metrics endpoint's URL, when `metricsPort` was given. */
  metricsUrl?: string;
  /** Each service's gRPC address (loopback): for a bench that calls a service without the gateway. */
  grpcAddresses: Record<'auth' | 'profiles' | 'story' | 'images' | 'billing', string>;
  stop(): Promise<void>;
}

/** What every part of the run shares: where its data lives, its environment, and the stops so far. */
interface Embedding {
  dataDir: string;
  host: string;
  /** Every service's environment: services pick free ports; anything set in the environment still applies. */
  base: Record<string, string | undefined>;
  /** Each part started, to stop in reverse. */
  stops: NamedStop[];
  logger: Logger;
  bus: ReturnType<typeof createInProcessEventBus>;
  blobs: Awaited<ReturnType<typeof openEmbeddedBlobs>>;
}

const childLogger = (run: Embedding, name: string) => run.logger.child({ service: name });

async function openStore(run: Embedding, service: string) {
  const store = await openEmbeddedStore(run.dataDir, service);
  run.stops.push([`${service} store`, () => store.close()]);
  return store;
}

/** Billing, profiles and images: the services that call no other. */
async function startLeafServices(run: Embedding, options: EmbeddedOptions) {
  const { base, bus, blobs, stops } = run;
  const billing = await startBillingService(
    loadConfig(billingConfigSchema, {
      // A newcomer can make books without paying (design §5); the environment may say otherwise.
      STARTER_CREDITS: String(EMBEDDED_STARTER_CREDITS),
      // Stripe sends the parent back to this gateway.
      ...(options.port ? { PUBLIC_URL: `http://${publicHost(run.host)}:${options.port}` } : {}),
      ...base,
    }),
    { store: await openStore(run, 'billing'), bus },
    childLogger(run, 'billing'),
  );
  stops.push(['billing', () => billing.stop()]);
  const profilesConfig = loadConfig(profilesConfigSchema, base);
  const profiles = await startProfilesService(
    profilesConfig,
    {
      store: await openStore(run, 'profiles'),
      bus,
      ...profileChatAdapters(profilesConfig, childLogger(run, 'profiles')),
    },
    childLogger(run, 'profiles'),
  );
  stops.push(['profiles', () => profiles.stop()]);
  const imagesConfig = loadConfig(imagesConfigSchema, { ...base, MEDIA_PORT: '0' });
  // A provider key in the environment draws with that provider; without keys, the offline illustrator.
  const illustrators = imagesIllustrators(imagesConfig, childLogger(run, 'images'));
  const images = await startImagesService(
    imagesConfig,
    { store: await openStore(run, 'images'), bus, blobs, illustrators },
    childLogger(run, 'images'),
  );
  stops.push(['images', () => images.stop()]);
  return { billing, profiles, images };
}

type LeafServices = Awaited<ReturnType<typeof startLeafServices>>;

/** Story and auth, which call the others. */
async function startCallingServices(run: Embedding, { billing, profiles, images }: LeafServices) {
  const { base, bus, stops } = run;
  const story = await startStoryService(
    loadConfig(storyConfigSchema, {
      ...base,
      PROFILES_ADDR: profiles.address,
      IMAGES_ADDR: images.address,
      BILLING_ADDR: billing.address,
    }),
    { store: await openStore(run, 'story'), bus },
    childLogger(run, 'story'),
  );
  stops.push(['story', () => story.stop()]);
  const auth = await startAuthService(
    loadConfig(authConfigSchema, { ...base, BILLING_ADDR: billing.address }),
    { store: await openStore(run, 'auth'), bus },
    childLogger(run, 'auth'),
  );
  stops.push(['auth', () => auth.stop()]);
  return { story, auth };
}

type Services = LeafServices & Awaited<ReturnType<typeof startCallingServices>>;

/** The web server and the gateway in front of the services. */
async function startFrontDoor(run: Embedding, options: EmbeddedOptions, services: Services) {
  const web = await startWebServer(options.webDist, run.host);
  run.stops.push(['web', () => web.stop()]);
  const gateway = await startGateway(
    loadConfig(gatewayConfigSchema, {
      ...options.env,
      HOST: run.host,
      PORT: String(options.port),
      AUTH_ADDR: services.auth.address,
      PROFILES_ADDR: services.profiles.address,
      STORY_ADDR: services.story.address,
      IMAGES_ADDR: services.images.address,
      BILLING_ADDR: services.billing.address,
      WEB_URL: web.url,
      MEDIA_URL: services.images.mediaUrl,
    }),
    childLogger(run, 'gateway'),
    { bus: run.bus },
  );
  run.stops.push(['gateway', () => gateway.stop()]);
  return gateway;
}

export async function startEmbedded(options: EmbeddedOptions, logger: Logger): Promise<EmbeddedProduct> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const base = { ...options.env, DATA_DIR: dataDir, GRPC_HOST: host, GRPC_PORT: '0' };
  const stops: NamedStop[] = [];

  try {
    // Loopback whatever `host` is: one process's metrics are for its operator, not the network.
    const metrics =
      options.metricsPort === undefined
        ? undefined
        : await startMetricsServer({
            port: options.metricsPort,
            logger: logger.child({ service: 'metrics' }),
          });
    if (metrics) stops.push(['metrics', () => metrics.stop()]);
    const bus = createInProcessEventBus({ logger: logger.child({ service: 'bus' }) });
    stops.push(['bus', () => bus.close()]);
    const blobs = await openEmbeddedBlobs(dataDir);
    stops.push(['blobs', () => blobs.close()]);
    const run: Embedding = { dataDir, host, base, stops, logger, bus, blobs };
    const leaves = await startLeafServices(run, options);
    const services = { ...leaves, ...(await startCallingServices(run, leaves)) };
    const gateway = await startFrontDoor(run, options, services);
    const { auth, profiles, story, images, billing } = services;
    return {
      url: gateway.url,
      metricsUrl: metrics?.url,
      grpcAddresses: {
        auth: auth.address,
        profiles: profiles.address,
        story: story.address,
        images: images.address,
        billing: billing.address,
      },
      stop: () => stopAll(stops, logger),
    };
  } catch (error) {
    await stopAll(stops, logger);
    throw error;
  }
}

type NamedStop = [part: string, stop: () => Promise<void>];

/**
 * How long one part may take to stop. Every part bounds its own shutdown (grace periods, deadlines); this
 * bounds a part that does not, so that Ctrl-C or a test's teardown always ends, and names the culprit.
 */
const PART_STOP_TIMEOUT_MS = 15_000;

/** Stops in reverse order of start: the gateway first, the stores last. */
async function stopAll(stops: NamedStop[], logger: Logger): Promise<void> {
  for (const [part, stop] of stops.reverse()) {
    let timer: NodeJS.Timeout | undefined;
    const overdue = new Promise<'overdue'>((resolve) => {
      timer = setTimeout(() => resolve('overdue'), PART_STOP_TIMEOUT_MS);
    });
    const outcome = await Promise.race([stop().catch((error: unknown) => error), overdue]);
    clearTimeout(timer);
    if (outcome === 'overdue') logger.error({ part }, 'did not stop in time; stopping the rest');
    else if (outcome instanceof Error) logger.warn({ part, err: outcome }, 'stopped with an error');
  }
}

/** A browser cannot visit 0.0.0.0: listening on every interface is reached on the loopback one. */
const publicHost = (host: string): string => (host === '0.0.0.0' ? '127.0.0.1' : host);
