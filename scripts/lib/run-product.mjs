// Runs a built entry point as the product's process: forwards Ctrl-C and SIGTERM, and exits with it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './setup.mjs';

export function runProduct(entry) {
  const product = spawn(process.execPath, [join(ROOT, entry)], { cwd: ROOT, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => product.kill(signal));
  }
  // npm runs scripts through `sh -c`; a SIGTERM to npm kills that shell (dash does not exec the last
  // command) and would orphan us. Treat the loss of our parent as a SIGTERM.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    product.kill('SIGTERM');
  }, 100);
  watch.unref();
  product.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
