/** The story process: config from the environment, adapters, server. Wiring only. */
import { createInProcessEventBus, loadConfig, openEmbeddedStore, runMain } from '@storybook-app/kit';
import { storyConfigSchema } from './config';
import { startStoryService } from './service';

void runMain('story', async (logger) => {
  const config = loadConfig(storyConfigSchema);
  const store = await openEmbeddedStore(config.DATA_DIR, 'story');
  const bus = createInProcessEventBus({ logger });
  const server = await startStoryService(config, { store, bus }, logger);
  return {
    stop: async () => {
      await server.stop();
      await bus.close();
      await store.close();
    },
  };
});
