/** The auth process: config from the environment, adapters, server. Wiring only. */
import { loadConfig, openEmbeddedStore, runMain } from '@storybook-app/kit';
import { authConfigSchema } from './config';
import { startAuthService } from './service';

void runMain('auth', async (logger) => {
  const config = loadConfig(authConfigSchema);
  const store = await openEmbeddedStore(config.DATA_DIR, 'auth');
  const server = await startAuthService(config, { store }, logger);
  return {
    stop: async () => {
      await server.stop();
      await store.close();
    },
  };
});
