/**
 * Real parts for the images service's tests: a SQLite file, a blob folder and the in-process bus (or whatever
 * a test hands in), the service on free ports, a gRPC client, a collector of page completions, and
 * illustrators a test can watch (slow ones, counting ones).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Illustration, IllustrationRequest, Illustrator, Illustrators } from '@storybook-app/ai';
import {
  createEvent,
  createInProcessEventBus,
  createServiceClient,
  loadConfig,
  openFolderBlobStore,
  openSqliteDocumentStore,
  parseEvent,
  TOPICS,
  type BlobStore,
  type DocumentStore,
  type EventBus,
  type EventEnvelope,
  type EventPayload,
  type ServiceClient,
} from '@storybook-app/kit';
import pino from 'pino';
import { imagesConfigSchema, type ImagesConfig } from '../src/config';
import { imagesIllustrators } from '../src/illustrator-choice';
import { createOfflineIllustrator } from '@storybook-app/ai/offline-illustrator';
import { startImagesService, type ImagesHandle, type PageWorkerTuning } from '../src/service';

export const silentLogger = pino({ level: 'silent' });

export type PageRequest = EventPayload<typeof TOPICS.pageImageRequested>;
export type PageCompletion = EventPayload<typeof TOPICS.pageImageCompleted>;

export const CHARACTER_SHEET =
  'Maya, a girl of 6 with curly black hair in two puffs, brown eyes, dark brown skin. Pet: Pip, a small grey cat.';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A page request as story publishes it; each call is a new book unless `bookId` is given. */
export function pageRequest(overrides: Partial<PageRequest> = {}): PageRequest {
  return {
    bookId: randomUUID(),
    userId: randomUUID(),
    profileId: randomUUID(),
    pageNumber: 1,
    pageText: 'Maya and Pip found a shiny red kite in the sunny meadow.',
    sceneDescription: 'A girl and her grey cat hold a red kite in a sunny meadow with flowers.',
    illustrator: 'Flux',
    animate: false,
    characterSheet: CHARACTER_SHEET,
    seed: 424242,
    ...overrides,
  };
}

/** The pages of one book, numbered from 1. */
export function bookRequests(pages: number, overrides: Partial<PageRequest> = {}): PageRequest[] {
  const book = { bookId: randomUUID(), userId: randomUUID(), ...overrides };
  return Array.from({ length: pages }, (_, index) =>
    pageRequest({ ...book, pageNumber: index + 1, pageText: `Page ${index + 1}: Maya walks by the sea.` }),
  );
}

/** An illustrator that takes `delayMs` per picture and counts how many it draws at once. */
export interface WatchedIllustrator extends Illustrator {
  requests: IllustrationRequest[];
  inFlight: number;
  maxInFlight: number;
  /** Makes the next calls fail with these errors, in order. */
  failNext(...errors: Error[]): void;
}

export function watchedIllustrator(options: { delayMs?: number; adapter?: string } = {}): WatchedIllustrator {
  const offline = createOfflineIllustrator();
  const failures: Error[] = [];
  const watched: WatchedIllustrator = {
    adapter: options.adapter ?? 'watched',
    requests: [],
    inFlight: 0,
    maxInFlight: 0,
    failNext: (...errors) => void failures.push(...errors),
    async illustrate(request): Promise<Illustration> {
      watched.requests.push(request);
      watched.inFlight += 1;
      watched.maxInFlight = Math.max(watched.maxInFlight, watched.inFlight);
      try {
        if (options.delayMs) await sleep(options.delayMs);
        const failure = failures.shift();
        if (failure) throw failure;
        return { ...(await offline.illustrate(request)), costUsd: 0.04, model: 'watched' };
      } finally {
        watched.inFlight -= 1;
      }
    },
  };
  return watched;
}

export interface ImagesBed {
  config: ImagesConfig;
  images: ImagesHandle;
  client: ServiceClient<'images'>;
  bus: EventBus;
  blobs: BlobStore;
  store: DocumentStore;
  /** Completions received so far, oldest first. */
  completions: Array<{ envelope: EventEnvelope; payload: PageCompletion }>;
  completionsOf(bookId: string): PageCompletion[];
  /** Publishes page requests as story does, keyed by book; returns their envelopes. */
  request(...pages: PageRequest[]): Promise<EventEnvelope[]>;
  publish(envelope: EventEnvelope, bookId: string): Promise<void>;
  /** Stops the service only (the store, bus and blobs stay): for restarts. */
  stopService(graceMs?: number): Promise<void>;
  /** A new images service on the same store, bus and blobs. */
  restart(options?: { illustrators?: Illustrators; env?: Record<string, string> }): Promise<void>;
  close(): Promise<void>;
}

export interface BedOptions {
  env?: Record<string, string>;
  illustrators?: Illustrators;
  tuning?: PageWorkerTuning;
  /** Ports to use instead of a SQLite file, a blob folder and an in-process bus. */
  ports?: { store: DocumentStore; bus: EventBus; blobs: BlobStore; close(): Promise<void> };
  /** What the service gets instead of the bus: a bus that fails some publishes, for instance. */
  wrapBus?: (bus: EventBus) => EventBus;
}

export async function startImagesBed(options: BedOptions = {}): Promise<ImagesBed> {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-images-'));
  const store = options.ports?.store ?? openSqliteDocumentStore({ file: join(dir, 'images.sqlite') });
  const blobs = options.ports?.blobs ?? openFolderBlobStore({ dir: join(dir, 'blobs') });
  const inner = options.ports?.bus ?? createInProcessEventBus({ logger: silentLogger });
  const bus = options.wrapBus?.(inner) ?? inner;
  const completions: ImagesBed['completions'] = [];
  await bus.subscribe(
    TOPICS.pageImageCompleted,
    async (event) => void completions.push(parseEvent(TOPICS.pageImageCompleted, event)),
    { group: 'test.page-image-completed' },
  );

  const configFor = (env: Record<string, string> = {}) =>
    loadConfig(imagesConfigSchema, {
      GRPC_PORT: '0',
      MEDIA_PORT: '0',
      DATA_DIR: dir,
      NODE_ENV: 'test',
      IMAGE_RETRY_DELAY_MS: '20',
      ...env,
    });
  const tuning: PageWorkerTuning = { pollMs: 100, ...options.tuning };
  let config = configFor(options.env);
  let images = await startImagesService(
    config,
    // As main.ts does when a test gives none: the providers of the config's variables.
    { store, bus, blobs, illustrators: options.illustrators ?? imagesIllustrators(config, silentLogger) },
    silentLogger,
    tuning,
  );
  let client = createServiceClient('images', images.address, { deadlineMs: 20_000 });
  let stopped = false;

  const bed: ImagesBed = {
    config,
    images,
    client,
    bus,
    blobs,
    store,
    completions,
    completionsOf: (bookId) =>
      completions.filter(({ payload }) => payload.bookId === bookId).map(({ payload }) => payload),
    async request(...pages) {
      const envelopes: EventEnvelope[] = [];
      for (const page of pages) {
        const envelope = createEvent(TOPICS.pageImageRequested, page);
        await bus.publish(TOPICS.pageImageRequested, envelope, page.bookId);
        envelopes.push(envelope);
      }
      return envelopes;
    },
    publish: (envelope, bookId) => bus.publish(TOPICS.pageImageRequested, envelope, bookId),
    async stopService(graceMs = 0) {
      if (stopped) return;
      stopped = true;
      client.close();
      await images.stop(graceMs);
    },
    async restart(restart = {}) {
      await bed.stopService(0);
      config = configFor({ ...options.env, ...restart.env });
      images = await startImagesService(
        config,
        {
          store,
          bus,
          blobs,
          illustrators:
            restart.illustrators ?? options.illustrators ?? imagesIllustrators(config, silentLogger),
        },
        silentLogger,
        tuning,
      );
      client = createServiceClient('images', images.address, { deadlineMs: 20_000 });
      stopped = false;
      Object.assign(bed, { config, images, client });
    },
    async close() {
      await bed.stopService(500);
      if (options.ports) {
        await options.ports.close();
      } else {
        await bus.close();
        await blobs.close();
        await store.close();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return bed;
}
