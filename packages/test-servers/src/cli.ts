#!/usr/bin/env node
/** `storybook-test-servers install`: installs (or checks) every test server; one line and exit 1 on failure. */
import { cacheDir } from './cache';
import { installAll } from './install';

async function main(): Promise<void> {
  const [command = 'install'] = process.argv.slice(2);
  if (command !== 'install') {
    console.error(`unknown command ${command}; usage: storybook-test-servers install`);
    process.exit(2);
  }
  const started = Date.now();
  let worked = false;
  await installAll(cacheDir(), (line) => {
    worked = true;
    console.log(line);
  });
  if (worked)
    console.log(`> test servers installed in ${cacheDir()} (${Math.round((Date.now() - started) / 1000)} s)`);
}

main().catch((error: Error) => {
  console.error(`test server install failed: ${error.message.split('\n')[0]}`);
  process.exit(1);
});
