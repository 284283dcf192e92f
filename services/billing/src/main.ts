/** The billing process: config from the environment, adapters picked by it, server. Wiring only. */
import { loadConfig, runMain, serviceAdapters } from '@storybook-app/kit';
import { billingConfigSchema } from './config';
import { startBillingService } from './service';

void runMain('billing', async (logger) => {
  const config = loadConfig(billingConfigSchema);
  const adapters = serviceAdapters('billing', config, logger);
  const server = await startBillingService(
    config,
    { store: await adapters.documents(), bus: await adapters.events() },
    logger,
  );
  return {
    stop: async () => {
      await server.stop();
      await adapters.close();
    },
  };
});
