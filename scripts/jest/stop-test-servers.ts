/** Jest global teardown: stops the servers the setup started and removes their temp dir. */
import { rmSync } from 'node:fs';

export default async function stopServers(): Promise<void> {
  const run = globalThis.storybookTestServers;
  if (!run) return;
  await run.servers.stop();
  rmSync(run.dir, { recursive: true, force: true });
  globalThis.storybookTestServers = undefined;
}
