/**
 * Jest global setup for the tiers that use real servers. It starts none: it opens a small HTTP endpoint on
 * 127.0.0.1 and exports its address; the first test file that needs the servers asks it (through
 * scripts/jest/test-servers-environment.ts), which installs them when missing, starts them in a temp dir
 * once, and answers every file of every worker with the same addresses. A run of unit tests alone thus
 * starts nothing, and the servers live in jest's main process, which outlives the workers and stops them in
 * the global teardown.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  installAll,
  startTestServers,
  SERVER_VARIABLES,
  type TestServers,
} from '../../packages/test-servers/src';
import { BROKER_VARIABLE } from './broker';

interface Run {
  broker: Server;
  started?: Promise<{ servers: TestServers; dir: string }>;
}

declare global {
  var storybookTestServers: Run | undefined;
}

async function start(): Promise<{ servers: TestServers; dir: string }> {
  if (SERVER_VARIABLES.some((variable) => !process.env[variable])) {
    await installAll(undefined, (line) => console.log(line));
  }
  const dir = mkdtempSync(join(tmpdir(), 'storybook-test-servers-'));
  return { servers: await startTestServers(dir), dir };
}

export default async function openBroker(): Promise<void> {
  // Several projects share this setup; jest runs it once per run, but a watch run may call it again.
  if (globalThis.storybookTestServers) return;
  const run: Run = {
    broker: createServer((_request, response) => {
      // A failed start is kept, not retried: each file that needs the servers fails with its reason
      // at once, rather than every file waiting minutes for the same failure.
      run.started ??= start();
      run.started.then(
        ({ servers }) => response.writeHead(200).end(JSON.stringify({ env: servers.env })),
        (error: unknown) =>
          response.writeHead(500).end(JSON.stringify({ error: String((error as Error)?.message ?? error) })),
      );
    }),
  };
  globalThis.storybookTestServers = run;
  await new Promise<void>((resolve) => run.broker.listen(0, '127.0.0.1', resolve));
  const address = run.broker.address();
  if (!address || typeof address === 'string') throw new Error('the test servers broker has no port');
  process.env[BROKER_VARIABLE] = `http://127.0.0.1:${address.port}`;
}
