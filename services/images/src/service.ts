/**
 * Builds and starts the images service (gRPC, /media HTTP and the page-picture worker); shared by main.ts and
 * the embedded run.
 */
import { illustratorRegistry, type Illustrators } from '@storybook-app/ai';
import {
  adapterNames,
  onUserDeleted,
  portsAnswer,
  startGrpcServer,
  type BlobStore,
  type DocumentStore,
  type EventBus,
  type GrpcServerHandle,
  type Logger,
} from '@storybook-app/kit';
import type { ImagesConfig } from './config';
import { illustratorChoice, type IllustratorChoice } from './illustrator-choice';
import { createOfflineIllustrator } from '@storybook-app/ai/offline-illustrator';
import { startMediaServer, type MediaServer } from './media-server';
import { PageJobs } from './page-jobs';
import { startPageWorker, type PageWorker, type PageWorkerSettings } from './page-worker';
import { imagesHandlers } from './server';
import { deleteUserBlobs } from './user-blobs';

export interface ImagesAdapters {
  store: DocumentStore;
  bus: EventBus;
  blobs: BlobStore;
  /** The providers configured (`imagesIllustrators(config)`); left out, every picture is drawn offline. */
  illustrators?: Illustrators;
}

/** Knobs of the page worker that are not configuration (tests shorten them). */
export type PageWorkerTuning = Pick<PageWorkerSettings, 'leaseMs' | 'pollMs' | 'maxRetryDelayMs'>;

export interface ImagesHandle extends GrpcServerHandle {
  mediaUrl: string;
  pageWorker: PageWorker;
}

/**
 * Subscribed before anything answers: a deletion published once images is up is never missed. Queued
 * pages go first, so that none is drawn into the folder being emptied. The worker starts alongside: after
 * a crash, joining a consumer group waits for the dead member's session to run out, and the pages the dead
 * process left in the store need no group to be drawn.
 */
async function startBackgroundWork(
  config: ImagesConfig,
  { bus, blobs }: ImagesAdapters,
  jobs: PageJobs,
  illustrators: IllustratorChoice,
  logger: Logger,
  tuning: PageWorkerTuning,
): Promise<PageWorker> {
  const [deletions, worker] = await Promise.allSettled([
    onUserDeleted(
      bus,
      'images',
      async (userId) => {
        await jobs.deleteUser(userId);
        await deleteUserBlobs(blobs, userId);
      },
      logger,
    ),
    startPageWorker(
      { bus, blobs, jobs, illustrators, logger: logger.child({ component: 'page-worker' }) },
      {
        concurrency: config.IMAGE_CONCURRENCY,
        maxAttempts: config.IMAGE_MAX_ATTEMPTS,
        retryDelayMs: config.IMAGE_RETRY_DELAY_MS,
        mediaPublicPath: config.MEDIA_PUBLIC_PATH,
        leaseMs: config.IMAGE_LEASE_MS,
        ...tuning,
      },
    ),
  ]);
  if (deletions.status === 'rejected' || worker.status === 'rejected') {
    if (worker.status === 'fulfilled') await worker.value.stop(0);
    throw deletions.status === 'rejected' ? deletions.reason : (worker as PromiseRejectedResult).reason;
  }
  return worker.value;
}

export async function startImagesService(
  config: ImagesConfig,
  adapters: ImagesAdapters,
  logger: Logger,
  tuning: PageWorkerTuning = {},
): Promise<ImagesHandle> {
  const { store, bus, blobs } = adapters;
  const illustrators = illustratorChoice(
    adapters.illustrators ?? illustratorRegistry({}),
    createOfflineIllustrator({ delayMs: config.OFFLINE_PICTURE_DELAY_MS }),
  );
  const jobs = await PageJobs.open(store);
  const pageWorker = await startBackgroundWork(config, adapters, jobs, illustrators, logger, tuning);
  let media: MediaServer | undefined;
  let server: GrpcServerHandle;
  try {
    media = await startMediaServer(blobs, { host: config.GRPC_HOST, port: config.MEDIA_PORT, logger });
    server = await startGrpcServer({
      service: 'images',
      handlers: imagesHandlers({
        blobs,
        jobs,
        illustrators,
        mediaPublicPath: config.MEDIA_PUBLIC_PATH,
        logger,
      }),
      logger,
      host: config.GRPC_HOST,
      port: config.GRPC_PORT,
      maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
      isReady: () => portsAnswer(store, bus, blobs),
      adapters: {
        ...adapterNames({ documents: store, events: bus, blobs }),
        illustrators: illustrators.adapter,
      },
    });
  } catch (error) {
    await pageWorker.stop(0);
    await media?.stop();
    throw error;
  }
  const mediaServer = media;
  logger.info(
    { illustrators: illustrators.adapter, concurrency: config.IMAGE_CONCURRENCY },
    'images service started',
  );
  return {
    ...server,
    mediaUrl: mediaServer.url,
    pageWorker,
    stop: async (graceMs) => {
      // Both drain at once, while the store and bus still answer (the caller closes them after): calls in
      // flight finish, and pages the worker cannot finish in time go back to the queue.
      await Promise.all([pageWorker.stop(graceMs), server.stop(graceMs)]);
      await mediaServer.stop();
    },
  };
}
