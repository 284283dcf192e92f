/**
 * Builds the seven images (the Dockerfiles skaffold builds) with the machine's engine, from the repository
 * root after `npm run build`, tagged as the manifests name them (`storybook/<app>`).
 *
 * When npm on this machine trusts a CA bundle of its own (a proxy in front of the registry), the bundle and an
 * npmrc naming it are mounted into the build's `npm ci` only, so no layer keeps either (podman; docker's
 * build has no mounts, and a docker machine reaches its registry as it is).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Engine } from './engine';

export const APPS = ['gateway', 'auth', 'profiles', 'story', 'images', 'billing', 'web'] as const;
export type App = (typeof APPS)[number];

export const imageName = (app: App): string => `storybook/${app}`;
export const dockerfileOf = (app: App): string =>
  app === 'web' ? 'web/Dockerfile' : `services/${app}/Dockerfile`;

function npmSetting(name: string): string | undefined {
  const value = spawnSync('npm', ['config', 'get', name], { encoding: 'utf8' }).stdout?.trim();
  return value && value !== 'null' && value !== 'undefined' ? value : undefined;
}

/** The build's mounts for npm's CA bundle and settings, or none when npm needs none. */
export function npmMounts(engine: Engine, dir: string): string[] {
  if (engine.name !== 'podman') return [];
  const cafile = npmSetting('cafile') ?? process.env.NODE_EXTRA_CA_CERTS;
  if (!cafile || !existsSync(cafile)) return [];
  mkdirSync(dir, { recursive: true });
  const npmrc = join(dir, 'npmrc');
  const settings = ['registry', 'proxy', 'https-proxy', 'noproxy']
    .map((name) => [name, npmSetting(name)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${value}`);
  writeFileSync(npmrc, [...settings, 'cafile=/etc/ssl/certs/storybook-build-ca.crt', ''].join('\n'));
  return [
    '-v',
    `${cafile}:/etc/ssl/certs/storybook-build-ca.crt:ro`,
    // The global npmrc of the image's npm (prefix /usr/local).
    '-v',
    `${npmrc}:/usr/local/etc/npmrc:ro`,
  ];
}

export interface BuiltImage {
  app: App;
  image: string;
  bytes: number;
  seconds: number;
}

/** Builds every image (or those named), printing each one's size and time. */
export function buildImages(
  engine: Engine,
  root: string,
  dir: string,
  log: (line: string) => void,
  apps: readonly App[] = APPS,
): BuiltImage[] {
  const mounts = npmMounts(engine, dir);
  const pullNever = engine.name === 'podman' ? ['--pull=never'] : [];
  return apps.map((app) => {
    const started = Date.now();
    const image = imageName(app);
    engine.run(['build', '-q', ...pullNever, ...mounts, '-f', dockerfileOf(app), '-t', image, '.'], {
      cwd: root,
      quiet: true,
    });
    const bytes = Number(
      engine.run(['image', 'inspect', '--format', '{{.Size}}', image], { quiet: true }).trim(),
    );
    const built = { app, image, bytes, seconds: (Date.now() - started) / 1000 };
    log(
      `  ${image.padEnd(20)} ${(bytes / 1e6).toFixed(0).padStart(4)} MB  built in ${built.seconds.toFixed(0)} s`,
    );
    return built;
  });
}
