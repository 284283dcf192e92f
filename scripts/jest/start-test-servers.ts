/**
 * Jest global setup: installs the test servers when missing (a no-op once cached), starts them on 127.0.0.1
 * in a temp dir and exports their addresses, which the test workers inherit.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  installAll,
  startTestServers,
  SERVER_VARIABLES,
  type TestServers,
} from '../../packages/test-servers/src';

declare global {
  var storybookTestServers: { servers: TestServers; dir: string } | undefined;
}

export default async function startServers(): Promise<void> {
  if (SERVER_VARIABLES.some((variable) => !process.env[variable])) {
    await installAll(undefined, (line) => console.log(line));
  }
  const dir = mkdtempSync(join(tmpdir(), 'storybook-test-servers-'));
  const servers = await startTestServers(dir);
  Object.assign(process.env, servers.env);
  globalThis.storybookTestServers = { servers, dir };
}
