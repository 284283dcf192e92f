/** The auth process: config from the environment, adapters picked by it, server. Wiring only. */
import { tracing } from './tracing';
import { loadConfig, runMain, serviceAdapters, startMetricsIfAsked } from '@storybook-app/kit';
import { authConfigSchema } from './config';
import { startAuthService } from './service';

void runMain('auth', async (logger) => {
  const config = loadConfig(authConfigSchema);
  const metrics = await startMetricsIfAsked(config.METRICS_PORT, config.GRPC_HOST, logger);
  const adapters = serviceAdapters('auth', config, logger);
  const server = await startAuthService(
    config,
    { store: await adapters.documents(), bus: await adapters.events() },
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
