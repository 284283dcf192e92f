/** The profiles process: config from the environment, adapters picked by it, server. Wiring only. */
import { loadConfig, runMain, serviceAdapters } from '@storybook-app/kit';
import { profileChatAdapters } from './chat-adapters';
import { profilesConfigSchema } from './config';
import { startProfilesService } from './service';

void runMain('profiles', async (logger) => {
  const config = loadConfig(profilesConfigSchema);
  const adapters = serviceAdapters('profiles', config, logger);
  const server = await startProfilesService(
    config,
    {
      store: await adapters.documents(),
      bus: await adapters.events(),
      ...profileChatAdapters(config, logger),
    },
    logger,
  );
  return {
    stop: async () => {
      await server.stop();
      await adapters.close();
    },
  };
});
