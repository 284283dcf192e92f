/** The profiles process: config from the environment, adapters picked by it, server. Wiring only. */
import { tracing } from './tracing';
import { loadConfig, runMain, serviceAdapters, startMetricsIfAsked } from '@storybook-app/kit';
import { profileChatAdapters } from './chat-adapters';
import { profilesConfigSchema } from './config';
import { startProfilesService } from './service';

void runMain('profiles', async (logger) => {
  const config = loadConfig(profilesConfigSchema);
  const metrics = await startMetricsIfAsked(config.METRICS_PORT, config.GRPC_HOST, logger);
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
      await metrics.stop();
      // Last, so the spans of the shutdown itself are sent too.
      await tracing?.shutdown();
    },
  };
});
