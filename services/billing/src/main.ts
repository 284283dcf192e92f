/** The billing process: config from the environment, adapters picked by it, server. Wiring only. */
import { tracing } from './tracing';
import { loadConfig, runMain, serviceAdapters, startMetricsIfAsked } from '@storybook-app/kit';
import { billingConfigSchema } from './config';
import { startBillingService } from './service';

void runMain('billing', async (logger) => {
  const config = loadConfig(billingConfigSchema);
  const metrics = await startMetricsIfAsked(config.METRICS_PORT, config.GRPC_HOST, logger);
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
      await metrics.stop();
      // Last, so the spans of the shutdown itself are sent too.
      await tracing?.shutdown();
    },
  };
});
