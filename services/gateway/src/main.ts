/** The gateway process: config from the environment, then the HTTP server. Wiring only. */
import { loadConfig, runMain } from '@storybook-app/kit';
import { gatewayConfigSchema } from './config';
import { startGateway } from './service';

void runMain('gateway', async (logger) => startGateway(loadConfig(gatewayConfigSchema), logger));
