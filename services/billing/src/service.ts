/** Builds and starts the billing service; shared by main.ts and the embedded run. */
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
import { Accounts } from './accounts';
import type { BillingConfig } from './config';
import { billingHandlers } from './server';

export async function startBillingService(
  config: BillingConfig,
  adapters: { store: DocumentStore; bus: EventBus },
  logger: Logger,
): Promise<GrpcServerHandle> {
  const accounts = await Accounts.open(adapters.store);
  // Subscribed before the server answers: a deletion published once billing is up is never missed.
  await onUserDeleted(adapters.bus, 'billing', (userId) => accounts.deleteUser(userId), logger);
  return startGrpcServer({
    service: 'billing',
    handlers: billingHandlers(accounts),
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    isReady: () => portsAnswer(adapters.store, adapters.bus),
    adapters: adapterNames({ documents: adapters.store, events: adapters.bus }),
  });
}
