/**
 * Builds and starts the images service (gRPC plus /media HTTP); shared by main.ts and the embedded run.
 * Illustrators and covers are built in their own issue: until then every gRPC method answers
 * UNIMPLEMENTED, which the gateway reports as 501.
 */
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
import { startMediaServer } from './media-server';
import { deleteUserBlobs } from './user-blobs';

export interface ImagesHandle extends GrpcServerHandle {
  mediaUrl: string;
}

export async function startImagesService(
  config: ImagesConfig,
  adapters: { store: DocumentStore; bus: EventBus; blobs: BlobStore },
  logger: Logger,
): Promise<ImagesHandle> {
  // Subscribed before anything answers: a deletion published once images is up is never missed.
  await onUserDeleted(adapters.bus, 'images', (userId) => deleteUserBlobs(adapters.blobs, userId), logger);
  const media = await startMediaServer(adapters.blobs, {
    host: config.GRPC_HOST,
    port: config.MEDIA_PORT,
    logger,
  });
  const server = await startGrpcServer({
    service: 'images',
    handlers: {},
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    isReady: () => portsAnswer(adapters.store, adapters.bus, adapters.blobs),
    adapters: adapterNames({ documents: adapters.store, events: adapters.bus, blobs: adapters.blobs }),
  });
  return {
    ...server,
    mediaUrl: media.url,
    stop: async (graceMs) => {
      await server.stop(graceMs);
      await media.stop();
    },
  };
}
