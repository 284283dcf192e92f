/** The gateway process: config from the environment, the HTTP server and its metrics. Wiring only. */
import { tracing } from './tracing';
import { loadConfig, runMain, startMetricsIfAsked } from '@storybook-app/kit';
import { gatewayConfigSchema } from './config';
import { startGateway } from './service';

void runMain('gateway', async (logger) => {
  const config = loadConfig(gatewayConfigSchema);
  const metrics = await startMetricsIfAsked(config.METRICS_PORT, config.HOST, logger);
  const gateway = await startGateway(config, logger);
  return {
    stop: async () => {
      await gateway.stop();
      await metrics.stop();
      // Last, so the spans of the shutdown itself are sent too.
      await tracing?.shutdown();
    },
  };
});
