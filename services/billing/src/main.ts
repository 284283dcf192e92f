/** The billing process: config from the environment, adapters, server. Wiring only. */
import { loadConfig, openEmbeddedStore, runMain } from '@storybook-app/kit';
import { billingConfigSchema } from './config';
import { startBillingService } from './service';

void runMain('billing', async (logger) => {
  const config = loadConfig(billingConfigSchema);
  const store = await openEmbeddedStore(config.DATA_DIR, 'billing');

  const server = await startBillingService(config, { store }, logger);
  return {
    stop: async () => {
      await server.stop();

      await store.close();
    },
  };
});
