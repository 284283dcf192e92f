// schemathesis (the OpenAPI fuzzer the gateway's contract test runs), installed once per machine from PyPI
// into a Python virtual environment in a cache shared by every clone, pinned to one release. A stamp of the
// release makes a warm run read one file. `node scripts/lib/schemathesis.mjs` installs what is missing and
// prints the path of its `schemathesis` command as JSON.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMATHESIS_VERSION = '4.32.5';

const cache = () => join(homedir(), '.cache/storybook/schemathesis');

export const schemathesisPaths = () => ({ command: join(cache(), 'venv/bin/schemathesis') });

const run = (command, args) => {
  try {
    return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    const said = `${error.stderr ?? ''}${error.stdout ?? ''}`.trim().split('\n').filter(Boolean).at(-1);
    throw new Error(`${command} ${args.slice(0, 2).join(' ')} failed: ${said ?? error.message}`);
  }
};

/** Installs schemathesis when the cache lacks this release; throws one line saying what failed. */
export function installSchemathesis() {
  const root = cache();
  const stamp = join(root, 'version');
  const { command } = schemathesisPaths();
  if (
    existsSync(command) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === SCHEMATHESIS_VERSION
  ) {
    return schemathesisPaths();
  }
  console.error(`> installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI (once per machine)`);
  rmSync(join(root, 'venv'), { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  try {
    run('python3', ['-m', 'venv', join(root, 'venv')]);
  } catch (error) {
    throw new Error(`${error.message} (Debian: apt-get install python3-venv)`);
  }
  run(join(root, 'venv/bin/pip'), [
    'install',
    '--quiet',
    '--disable-pip-version-check',
    `schemathesis==${SCHEMATHESIS_VERSION}`,
  ]);
  writeFileSync(stamp, `${SCHEMATHESIS_VERSION}\n`);
  return schemathesisPaths();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(JSON.stringify(installSchemathesis()));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
