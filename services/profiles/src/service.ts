/**
 * Builds and starts the profiles service; shared by main.ts and the embedded run.
 * Child profiles and the profile chat are built in their own issue: until then every method answers
 * UNIMPLEMENTED, which the gateway reports as 501.
 */
import {
  adapterNames,
  portsAnswer,
  startGrpcServer,
  type DocumentStore,
  type GrpcServerHandle,
  type Logger,
} from '@storybook-app/kit';
import type { ProfilesConfig } from './config';

export async function startProfilesService(
  config: ProfilesConfig,
  adapters: { store: DocumentStore },
  logger: Logger,
): Promise<GrpcServerHandle> {
  return startGrpcServer({
    service: 'profiles',
    handlers: {},
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    isReady: () => portsAnswer(adapters.store),
    adapters: adapterNames({ documents: adapters.store }),
  });
}
