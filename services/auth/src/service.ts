/** Builds and starts the auth service from its config and adapters; shared by main.ts and the embedded run. */
import {
  adapterNames,
  createServiceClient,
  portsAnswer,
  startGrpcServer,
  type DocumentStore,
  type GrpcServerHandle,
  type Logger,
} from '@storybook-app/kit';
import type { AuthConfig } from './config';
import { authHandlers } from './server';
import { Sessions } from './sessions';
import { Users } from './users';

export interface AuthAdapters {
  store: DocumentStore;
}

export async function startAuthService(
  config: AuthConfig,
  adapters: AuthAdapters,
  logger: Logger,
): Promise<GrpcServerHandle> {
  const billing = createServiceClient('billing', config.BILLING_ADDR);
  const users = await Users.open(adapters.store);
  const sessions = await Sessions.open(adapters.store, config.SESSION_TTL_HOURS * 3600_000);
  const server = await startGrpcServer({
    service: 'auth',
    handlers: authHandlers({ config, users, sessions, billing }),
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    isReady: () => portsAnswer(adapters.store),
    adapters: adapterNames({ documents: adapters.store }),
  });
  return {
    ...server,
    stop: async (graceMs) => {
      await server.stop(graceMs);
      billing.close();
    },
  };
}
