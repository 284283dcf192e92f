/** Builds and starts the profiles service; shared by main.ts and the embedded run. */
import { RefusalLog, SafetyGate, type Moderator } from '@storybook-app/ai';
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
import type { ProfileInterviewer } from './interview/interviewer';
import { profilesHandlers } from './server';

export interface ProfilesAdapters {
  store: DocumentStore;
  bus: EventBus;
  /** Who asks the profile chat's questions: a model through the author port, or the offline interviewer. */
  interviewer: ProfileInterviewer;
  moderator: Moderator;
}

export async function startProfilesService(
  config: ProfilesConfig,
  adapters: ProfilesAdapters,
  logger: Logger,
): Promise<GrpcServerHandle> {
  const profiles = await ChildProfiles.open(adapters.store);
  await onUserDeleted(adapters.bus, 'profiles', (userId) => profiles.deleteUser(userId), logger);
  const { interviewer, moderator } = adapters;
  const refusals = await RefusalLog.open(adapters.store);
  return startGrpcServer({
    service: 'profiles',
    handlers: profilesHandlers({
      profiles,
      interviewer,
      safety: new SafetyGate(moderator, logger, refusals),
      refusals,
      logger,
    }),
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
    isReady: () => portsAnswer(adapters.store, adapters.bus),
    adapters: adapterNames({
      documents: adapters.store,
      events: adapters.bus,
      interviewer,
      moderation: moderator,
    }),
  });
}
