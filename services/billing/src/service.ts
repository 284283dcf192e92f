/** Builds and starts the billing service; shared by main.ts and the embedded run. */
import {
  adapterNames,
  portsAnswer,
  startGrpcServer,
  type DocumentStore,
  type GrpcServerHandle,
  type Logger,
} from '@storybook-app/kit';
import { Accounts } from './accounts';
import type { BillingConfig } from './config';
import { billingHandlers } from './server';

export async function startBillingService(
  config: BillingConfig,
  adapters: { store: DocumentStore },
  logger: Logger,
): Promise<GrpcServerHandle> {
  return startGrpcServer({
    service: 'billing',
    handlers: billingHandlers(await Accounts.open(adapters.store)),
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    isReady: () => portsAnswer(adapters.store),
    adapters: adapterNames({ documents: adapters.store }),
  });
}
