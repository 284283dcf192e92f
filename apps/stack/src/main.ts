/**
 * `npm run start:stack`: the test servers and every service as its own process on the production adapters.
 * Prints the URL and what each service runs on; Ctrl-C or SIGTERM stops the services, then the servers.
 */
import { env, loadConfig, runMain } from '@storybook-app/kit';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { startStack } from './run-stack';

const ROOT = resolve(__dirname, '../../..');

const stackConfigSchema = z.object({
  PORT: env.port(8080),
  HOST: z.string().default('127.0.0.1'),
  STACK_DIR: z.string().optional(),
  WEB_DIST: z.string().default(join(ROOT, 'web/dist')),
});

void runMain(
  'stack',
  async (logger) => {
    const config = loadConfig(stackConfigSchema);
    const dir = config.STACK_DIR ?? mkdtempSync(join(tmpdir(), 'storybook-stack-'));
    const stack = await startStack(
      { dir, root: ROOT, webDist: config.WEB_DIST, port: config.PORT, host: config.HOST },
      logger,
    );
    const lines = Object.entries(stack.readiness.services).map(
      ([name, { status, adapters }]) =>
        `    ${name.padEnd(9)} ${status.padEnd(8)} ${Object.entries(adapters)
          .map(([port, adapter]) => `${port}=${adapter}`)
          .join(' ')}`,
    );
    const servers = ['MONGO_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT', 'STRIPE_API_BASE']
      .map((name) => `    ${name}=${stack.env[name]}`)
      .join('\n');
    process.stdout.write(
      `\n  Storybook (stack mode) is running at ${stack.url}\n${lines.join('\n')}\n  servers (data in ${dir}):\n${servers}\n  (Ctrl-C to stop)\n\n`,
    );
    return stack;
  },
  // Services, web and four servers stop one after another; Kafka alone may take several seconds.
  { shutdownTimeoutMs: 30_000 },
);
