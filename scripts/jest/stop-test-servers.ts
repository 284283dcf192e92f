/** Jest global teardown: stops the servers a test file asked for, if any, and closes the broker. */
import { rmSync } from 'node:fs';

export default async function stopServers(): Promise<void> {
  const run = globalThis.storybookTestServers;
  if (!run) return;
  globalThis.storybookTestServers = undefined;
  run.broker.closeAllConnections();
  await new Promise((resolve) => run.broker.close(resolve));
  const started = await run.started?.catch(() => undefined);
  if (!started) return;
  await started.servers.stop();
  rmSync(started.dir, { recursive: true, force: true });
}
