// Idempotent set-up steps shared by `npm start`, `npm test` and `npm run bench`: each does nothing when
// its result is already there, so a warm run costs a few file checks.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installKubeTools } from './kube-tools.mjs';
import { installSchemathesis } from './schemathesis.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const run = (command, args, options = {}) =>
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

/** npm packages: installed when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = join(ROOT, 'node_modules/.package-lock.json');
  if (mtime(installed) >= mtime(join(ROOT, 'package-lock.json'))) return;
  console.log('> installing npm packages (the first time compiles better-sqlite3: about a minute)');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

/** The TypeScript projects (incremental) and the web bundle (when its sources changed). */
/** Scalar's self-contained browser bundle, which the gateway serves at /api/docs (services/gateway/src/http/api-docs.ts). */
const API_REFERENCE_BUNDLE = 'node_modules/@scalar/api-reference/dist/browser/standalone.js';

export function ensureBuilt() {
  run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json']);
  // Copied into the gateway's dist/ so its image needs only this file, not the package's 260 dependencies.
  copyFileSync(join(ROOT, API_REFERENCE_BUNDLE), join(ROOT, 'services/gateway/dist/http/api-reference.js'));
  const web = join(ROOT, 'web');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    newestMtime(join(web, p)),
  );
  if (mtime(join(web, 'dist/index.html')) < Math.max(...sources)) {
    console.log('> building the web app');
    run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: web,
    });
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium (and an emoji font) for the browser tests, installed with apt when missing. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const apt = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  console.log(`> installing Chromium with apt (${CHROMIUM} is missing)`);
  try {
    run(apt[0], [...apt.slice(1), 'update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
    // With a colour emoji font: the app's theme icons and the read-aloud button are emoji.
    run(apt[0], [...apt.slice(1), 'install', '-y', '-qq', 'chromium', 'fonts-noto-color-emoji'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    console.error(
      `Chromium could not be installed with apt (${error.message.split('\n')[0]}); set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}

const onPath = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** A Docker engine that answers: a machine may have the docker client without a daemon behind it. */
const dockerAnswers = () => {
  if (!onPath('docker')) return false;
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
};

/**
 * The container tools the containers test needs (podman, runc, mmdebstrap, podman's name resolution):
 * installed with apt in CI when there is no engine that answers (a docker client alone is none); elsewhere
 * the test runs only where a developer installed an engine (it says so when it skips).
 */
export function ensureContainerTools() {
  if (!process.env.CI || (onPath('podman') && onPath('mmdebstrap')) || dockerAnswers()) return;
  const isRoot = process.getuid?.() === 0;
  const apt = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const packages = ['podman', 'runc', 'mmdebstrap', 'golang-github-containernetworking-plugin-dnsname'];
  console.log(`> installing the container tools with apt (${packages.join(', ')})`);
  try {
    run(apt[0], [...apt.slice(1), 'update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
    run(apt[0], [...apt.slice(1), 'install', '-y', '-qq', ...packages], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    console.error(`the container tools could not be installed with apt (${error.message.split('\n')[0]})`);
    process.exit(1);
  }
}

/**
 * The real servers the tests and stack mode run against, built or fetched into a cache shared by every
 * clone (see packages/test-servers). On failure the installer has said which server and why in one line.
 */
export function ensureTestServers() {
  try {
    run(process.execPath, [join(ROOT, 'packages/test-servers/dist/cli.js'), 'install']);
  } catch {
    process.exit(1);
  }
}

/** kustomize and the Kubernetes JSON schemas for the manifest tests (see kube-tools.mjs). */
export function ensureKubeTools() {
  try {
    installKubeTools();
  } catch (error) {
    console.error(`${error.message.split('\n')[0]} (the Kubernetes manifest tests need it)`);
    process.exit(1);
  }
}

/** schemathesis in its virtual environment, for the gateway's API contract test (see schemathesis.mjs). */
export function ensureSchemathesis() {
  try {
    installSchemathesis();
  } catch (error) {
    console.error(`${error.message.split('\n')[0]} (the API contract test needs schemathesis)`);
    process.exit(1);
  }
}
