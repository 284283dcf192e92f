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
import type Stripe from 'stripe';
import { Accounts } from './accounts';
import type { BillingConfig } from './config';
import { onCreditDebits } from './credit-debits';
import { Fulfilment } from './fulfilment';
import { Payments } from './payments';
import { planCatalogFromConfig } from './plans';
import { billingHandlers } from './server';
import { createStripeClient } from './stripe-client';
import { StripeWebhooks } from './stripe-webhooks';

export async function startBillingService(
  config: BillingConfig,
  adapters: { store: DocumentStore; bus: EventBus },
  logger: Logger,
): Promise<GrpcServerHandle> {
  const stripe: Stripe | null = createStripeClient({
    secretKey: config.STRIPE_SECRET_KEY,
    apiBase: config.STRIPE_API_BASE,
  });
  if (!stripe) logger.info('STRIPE_SECRET_KEY is not set: payments answer that they are not configured');
  else if (!config.STRIPE_WEBHOOK_SECRET) {
    logger.warn('STRIPE_WEBHOOK_SECRET is not set: webhooks are refused, so renewals grant no credits');
  }
  const catalog = planCatalogFromConfig(config);
  const accounts = await Accounts.open(adapters.store, { starterCredits: config.STARTER_CREDITS });
  const fulfilment = new Fulfilment({ accounts, catalog, stripe, logger });
  const payments = new Payments({
    stripe,
    catalog,
    accounts,
    fulfilment,
    publicUrl: config.PUBLIC_URL,
    logger,
  });
  const webhooks = await StripeWebhooks.open(adapters.store, {
    stripe,
    secret: config.STRIPE_WEBHOOK_SECRET,
    fulfilment,
    logger,
  });

  // Subscribed before the server answers: nothing published once billing is up is missed.
  await onCreditDebits(adapters.bus, accounts.ledger, logger);
  await onUserDeleted(
    adapters.bus,
    'billing',
    async (userId) => {
      // Stripe first: once the records are gone, the membership to cancel is no longer known.
      await payments.endStripeRelation(userId);
      await accounts.deleteUser(userId);
    },
    logger,
  );
  return startGrpcServer({
    service: 'billing',
    handlers: billingHandlers({ accounts, payments, webhooks }),
    logger,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
    isReady: () => portsAnswer(adapters.store, adapters.bus),
    adapters: adapterNames({ documents: adapters.store, events: adapters.bus }),
  });
}
