/** `npm start`: the whole product on embedded defaults. Prints its URL; Ctrl-C or SIGTERM stops it. */
import { tracing } from './tracing';
import { env, loadConfig, runMain } from '@storybook-app/kit';
import { resolve } from 'node:path';
import { z } from 'zod';
import { startEmbedded } from './run-embedded';

const embeddedConfigSchema = z.object({
  PORT: env.port(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST: z.string().default(resolve(__dirname, '../../../web/dist')),
  /** Prometheus metrics of the whole product on this loopback port; 0 picks a free one (printed). */
  METRICS_PORT: env.port(0),
});

void runMain('storybook', async (logger) => {
  const config = loadConfig(embeddedConfigSchema);
  const product = await startEmbedded(
    {
      dataDir: config.DATA_DIR,
      webDist: config.WEB_DIST,
      port: config.PORT,
      host: config.HOST,
      metricsPort: config.METRICS_PORT,
      // `npm start` places the sample books on the public shelf unless told otherwise.
      env: { SAMPLE_BOOKS: 'true', ...process.env },
    },
    logger,
  );
  logger.info(
    { url: product.url, metricsUrl: product.metricsUrl, dataDir: resolve(config.DATA_DIR) },
    'Storybook is running',
  );
  process.stdout.write(
    `\n  Storybook is running at ${product.url}\n  metrics: ${product.metricsUrl}\n` +
      `  data: ${resolve(config.DATA_DIR)}  (Ctrl-C to stop)\n\n`,
  );
  return {
    stop: async () => {
      await product.stop();
      await tracing?.shutdown();
    },
  };
});
