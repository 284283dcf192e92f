/**
 * Builds and starts the images service (gRPC, /media HTTP and the page-picture worker); shared by main.ts and
 * the embedded run.
 */
import { illustratorRegistry, type Illustrators } from '@storybook-app/ai/illustration';
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
 * The subscriptions are made while the server starts, not before it: after a crash, joining a consumer
 * group waits for the dead member's session to run out (KAFKA_SESSION_TIMEOUT_MS), and covers, title
 * pictures and PDFs need no group. No event is missed meanwhile: a group reads on from its committed
 * offsets (a new one from the beginning). A user's deletion waits for the queued pages to go first, so
 * that none is drawn into the folder being emptied; the worker starts drawing the pages the dead process
 * left in the store at once, since those need no group either.
 */
function startBackgroundWork(
  config: ImagesConfig,
  { bus, blobs }: ImagesAdapters,
  jobs: PageJobs,
  illustrators: IllustratorChoice,
  logger: Logger,
  tuning: PageWorkerTuning,
) {
  return Promise.allSettled([
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
  const jobs = await PageJobs.open(store, config.IMAGE_WORKER_NAME);
  const subscriptions = startBackgroundWork(config, adapters, jobs, illustrators, logger, tuning);
  const stopWorkerIfStarted = async () => {
    const [, worker] = await subscriptions;
    if (worker.status === 'fulfilled') await worker.value.stop(0);
  };
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
    await stopWorkerIfStarted();
    await media?.stop();
    throw error;
  }
  const [deletions, worker] = await subscriptions;
  if (deletions.status === 'rejected' || worker.status === 'rejected') {
    await stopWorkerIfStarted();
    await server.stop(0);
    await media.stop();
    throw deletions.status === 'rejected' ? deletions.reason : (worker as PromiseRejectedResult).reason;
  }
  const pageWorker = worker.value;
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
