/** The images process: config from the environment, adapters, server. Wiring only. */
import {
  createInProcessEventBus,
  loadConfig,
  openEmbeddedBlobs,
  openEmbeddedStore,
  runMain,
} from '@storybook-app/kit';
import { imagesConfigSchema } from './config';
import { startImagesService } from './service';

void runMain('images', async (logger) => {
  const config = loadConfig(imagesConfigSchema);
  const store = await openEmbeddedStore(config.DATA_DIR, 'images');
  const bus = createInProcessEventBus({ logger });
  const blobs = await openEmbeddedBlobs(config.DATA_DIR);
  const server = await startImagesService(config, { store, bus, blobs }, logger);
  return {
    stop: async () => {
      await server.stop();
      await bus.close();
      await blobs.close();
      await store.close();
    },
  };
});
