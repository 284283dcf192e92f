/** The images process: config from the environment, adapters picked by it, server. Wiring only. */
import { tracing } from './tracing';
import { loadConfig, runMain, serviceAdapters, startMetricsIfAsked } from '@storybook-app/kit';
import { imagesConfigSchema } from './config';
import { imagesIllustrators } from './illustrator-choice';
import { startImagesService } from './service';

void runMain('images', async (logger) => {
  const config = loadConfig(imagesConfigSchema);
  const metrics = await startMetricsIfAsked(config.METRICS_PORT, config.GRPC_HOST, logger);
  const adapters = serviceAdapters('images', config, logger);
  const server = await startImagesService(
    config,
    {
      store: await adapters.documents(),
      bus: await adapters.events(),
      blobs: await adapters.blobs(),
      illustrators: imagesIllustrators(config, logger),
    },
    logger,
  );
  return {
    stop: async () => {
      await server.stop();
      await adapters.close();
      await metrics.stop();
      // Last, so the spans of the shutdown itself are sent too.
      await tracing?.shutdown();
    },
  };
});
