/**
 * Builds and starts the story service; shared by main.ts and the embedded run.
 * The story pipeline and shelves are built in their own issues: until then every method answers
 * UNIMPLEMENTED, which the gateway reports as 501.
 */
import {
  adapterNames,
  onUserDeleted,
  portsAnswer,
  startGrpcServer,
  type DocumentStore,
  type EventBus,
  type GrpcServerHandle,
  type Logger,
} from '@storybook-app/kit';
import { BookRecords } from './book-records';
import type { StoryConfig } from './config';

export async function startStoryService(
  config: StoryConfig,
  adapters: { store: DocumentStore; bus: EventBus },
  logger: Logger,
): Promise<GrpcServerHandle> {
  const books = await BookRecords.open(adapters.store);
  // Subscribed before the server answers: a deletion published once story is up is never missed.
  await onUserDeleted(adapters.bus, 'story', (userId) => books.deleteUserBooks(userId), logger);
  return startGrpcServer({
    service: 'story',
    handlers: {},
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    isReady: () => portsAnswer(adapters.store, adapters.bus),
    adapters: adapterNames({ documents: adapters.store, events: adapters.bus }),
  });
}
