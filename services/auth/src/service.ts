/** Builds and starts the auth service from its config and adapters; shared by main.ts and the embedded run. */
import {
  adapterNames,
  createServiceClient,
  portsAnswer,
  startGrpcServer,
  type DocumentStore,
  type EventBus,
  type GrpcServerHandle,
  type Logger,
} from '@storybook-app/kit';
import type { AuthConfig } from './config';
import { GenerationGrants } from './generation-grants';
import { GenerationPins } from './generation-pins';
import { googleIdTokenVerifier } from './google-id-token';
import { createOfflineModerator } from '@storybook-app/ai';
import { ProblemReports } from './problem-reports';
import { authHandlers } from './server';
import { Sessions } from './sessions';
import { Users } from './users';

export interface AuthAdapters {
  store: DocumentStore;
  /** auth publishes `auth.user-deleted` and `auth.sessions-ended` on it; it subscribes to nothing. */
  bus: EventBus;
}

export async function startAuthService(
  config: AuthConfig,
  adapters: AuthAdapters,
  logger: Logger,
): Promise<GrpcServerHandle> {
  const { store, bus } = adapters;
  const billing = createServiceClient('billing', config.BILLING_ADDR);
  const users = await Users.open(store);
  const sessions = await Sessions.open(store, config.SESSION_TTL_HOURS * 3600_000);
  const pins = await GenerationPins.open(store);
  const grants = await GenerationGrants.open(store, config.GENERATION_GRANT_MINUTES * 60_000);
  // Offline only: a report's words go to the team, not to a provider.
  const reports = await ProblemReports.open(store, createOfflineModerator());
  const googleIdTokens = googleIdTokenVerifier({
    clientId: config.GOOGLE_CLIENT_ID,
    jwksUrl: config.GOOGLE_JWKS_URL,
    logger,
  });
  const server = await startGrpcServer({
    service: 'auth',
    handlers: authHandlers({ config, users, sessions, pins, grants, reports, googleIdTokens, billing, bus }),
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
    isReady: () => portsAnswer(store, bus),
    adapters: adapterNames({ documents: store, events: bus }),
  });
  return {
    ...server,
    stop: async (graceMs) => {
      await server.stop(graceMs);
      billing.close();
    },
  };
}
