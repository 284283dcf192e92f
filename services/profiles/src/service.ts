/**
 * Builds and starts the profiles service; shared by main.ts and the embedded run. The AI profile chat is
 * built in its own issue: until then ProfileChat answers UNIMPLEMENTED, which the gateway reports as 501.
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
import { ChildProfiles } from './child-profiles';
import type { ProfilesConfig } from './config';
import { profilesHandlers } from './server';

export async function startProfilesService(
  config: ProfilesConfig,
  adapters: { store: DocumentStore; bus: EventBus },
  logger: Logger,
): Promise<GrpcServerHandle> {
  const profiles = await ChildProfiles.open(adapters.store);
  await onUserDeleted(adapters.bus, 'profiles', (userId) => profiles.deleteUser(userId), logger);
  return startGrpcServer({
    service: 'profiles',
    handlers: profilesHandlers(profiles),
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    isReady: () => portsAnswer(adapters.store, adapters.bus),
    adapters: adapterNames({ documents: adapters.store, events: adapters.bus }),
  });
}
