/**
 * Builds and starts the story service; shared by main.ts and the embedded run.
 * Built: idea prompts, summaries, covers, the book's story and its page pictures, the own and public
 * shelves, share links, publishing and deleting a book.
 */
import { authorFromEnv, moderatorFromEnv, RefusalLog, SafetyGate } from '@storybook-app/ai';
import {
  adapterNames,
  createServiceClient,
  onUserDeleted,
  portsAnswer,
  startGrpcServer,
  type DocumentStore,
  type EventBus,
  type GrpcServerHandle,
  type Logger,
} from '@storybook-app/kit';
import { BookChanges } from './book-changes';
import { BookRecords } from './book-records';
import type { StoryConfig } from './config';
import { onPageCompletions } from './page-completions';
import { sweepStuckSwaps } from './restyle-swaps';
import { seedSampleBooks } from './sample-books';
import { storyHandlers } from './server';
import { migrateStore } from './store-migrations';
import type { StoryDeps } from './story-deps';

export async function startStoryService(
  config: StoryConfig,
  adapters: { store: DocumentStore; bus: EventBus },
  logger: Logger,
): Promise<GrpcServerHandle> {
  const books = await openBooks(adapters, logger);
  const { deps, moderator, closePeers } = await storyDeps(config, adapters, books, logger);

  let server: GrpcServerHandle;
  try {
    // Like deletions: completions published once story answers bookgen are never missed.
    await onPageCompletions(deps);
    server = await startGrpcServer({
      service: 'story',
      handlers: storyHandlers(deps),
      logger,
      host: config.GRPC_HOST,
      port: config.GRPC_PORT,
      maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
      isReady: () => portsAnswer(adapters.store, adapters.bus),
      adapters: {
        ...adapterNames({ documents: adapters.store, events: adapters.bus, moderation: moderator }),
        // The providers a chosen model may be served by (`openai+anthropic`); `offline` without any.
        storyteller: deps.authors.models.length === 0 ? 'offline' : deps.authors.adapter,
      },
    });
  } catch (error) {
    closePeers();
    throw error;
  }
  logger.info(
    {
      authors: deps.authors.adapter,
      defaultModel: config.STORY_DEFAULT_MODEL,
      moderation: moderator.adapter,
    },
    'story service started',
  );
  const stopBackgroundWork = startBackgroundWork(config, deps);
  return {
    ...server,
    stop: async (graceMs) => {
      await stopBackgroundWork(() => server.stop(graceMs));
      closePeers();
    },
  };
}

/** The book records, the store migrated and user deletions followed before anything else reads them. */
async function openBooks(
  adapters: { store: DocumentStore; bus: EventBus },
  logger: Logger,
): Promise<BookRecords> {
  const books = await BookRecords.open(adapters.store);
  // What a migration changes is what the code no longer reads: a failed one is tried again at the next start.
  await migrateStore(adapters.store, logger).catch((error: unknown) =>
    logger.warn(
      { error: error instanceof Error ? error.message : String(error) },
      'store migration failed; tried again at the next start',
    ),
  );
  // Subscribed before the server answers: a deletion published once story is up is never missed.
  await onUserDeleted(adapters.bus, 'story', (userId) => books.deleteUserBooks(userId), logger);
  return books;
}

async function storyDeps(
  config: StoryConfig,
  adapters: { store: DocumentStore; bus: EventBus },
  books: BookRecords,
  logger: Logger,
): Promise<{ deps: StoryDeps; moderator: ReturnType<typeof moderatorFromEnv>; closePeers: () => void }> {
  const authors = authorFromEnv(config, { logger });
  const moderator = moderatorFromEnv(config, { authors, logger });
  const refusals = await RefusalLog.open(adapters.store);
  const peers = {
    profiles: createServiceClient('profiles', config.PROFILES_ADDR),
    images: createServiceClient('images', config.IMAGES_ADDR),
    billing: createServiceClient('billing', config.BILLING_ADDR),
  };
  const closePeers = () => Object.values(peers).forEach((peer) => peer.close());
  const deps: StoryDeps = {
    peers,
    books,
    bus: adapters.bus,
    changes: new BookChanges(),
    authors,
    safety: new SafetyGate(moderator, logger, refusals),
    refusals,
    rules: {
      defaultModel: config.STORY_DEFAULT_MODEL,
      defaultIllustrator: config.STORY_DEFAULT_ILLUSTRATOR,
      extraModels: config.LOCAL_MODEL_NAMES ?? [],
    },
    logger,
    mediaPublicPath: config.MEDIA_PUBLIC_PATH,
  };
  return { deps, moderator, closePeers };
}

/**
 * Sample books seeded and cut-short swaps swept once the server answers, not before: a swap's deletions
 * need images, which may be starting beside story. The answer stops them around the server's stop.
 */
function startBackgroundWork(
  config: StoryConfig,
  deps: StoryDeps,
): (stopServer: () => Promise<void>) => Promise<void> {
  let stopped = false;
  const seeding = config.SAMPLE_BOOKS
    ? seedSampleBooks(deps, { stopped: () => stopped })
    : Promise.resolve(0);
  const sweeping = new AbortController();
  const sweep = sweepStuckSwaps(deps, sweeping.signal).catch((error: unknown) =>
    deps.logger.warn(
      { error: error instanceof Error ? error.message : String(error) },
      're-style swaps cut short not swept; finished by the next request on each book',
    ),
  );
  return async (stopServer) => {
    stopped = true;
    sweeping.abort();
    await stopServer();
    await seeding;
    await sweep;
  };
}
