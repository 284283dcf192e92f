/** The profiles process: config from the environment, adapters, server. Wiring only. */
import { loadConfig, openEmbeddedStore, runMain } from '@storybook-app/kit';
import { profilesConfigSchema } from './config';
import { startProfilesService } from './service';

void runMain('profiles', async (logger) => {
  const config = loadConfig(profilesConfigSchema);
  const store = await openEmbeddedStore(config.DATA_DIR, 'profiles');

  const server = await startProfilesService(config, { store }, logger);
  return {
    stop: async () => {
      await server.stop();

      await store.close();
    },
  };
});
