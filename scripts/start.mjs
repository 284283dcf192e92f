#!/usr/bin/env node
// `npm start`: installs and builds what is missing, then runs the whole product on embedded defaults
// (one process, data under ./data or DATA_DIR, http://127.0.0.1:8080 or PORT). Ctrl-C stops it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureBuilt, ensureDependencies } from './lib/setup.mjs';

ensureDependencies();
ensureBuilt();

const product = spawn(process.execPath, [join(ROOT, 'packages/embedded/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => product.kill(signal));
}
// npm runs this script through `sh -c`; a SIGTERM to npm kills that shell (dash does not exec the last
// command) and would orphan us. Treat the loss of our parent as a SIGTERM.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) product.kill('SIGTERM');
}, 100).unref();
product.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
