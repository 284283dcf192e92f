/**
 * Each Dockerfile's steps, run without Docker (scripts/test/k8s/dockerfile.ts): the production install
 * into a folder that stands for the image, the built dist/ copied in, then the image's own command started
 * with the image's environment and the test servers' addresses, the way the cluster starts it. The
 * services must answer their gRPC health check SERVING on the production adapters, the gateway /healthz
 * and /readyz over all of them, the web server the app. The install is cached like Docker's layer cache
 * (keyed by the lockfile, the manifests and the steps), so only a changed lockfile reinstalls.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeHealth, type HealthProbe } from '@storybook-app/kit';
import { SERVICE_PATHS } from '@storybook-app/proto';
import { freePort, stopProcess } from '@storybook-app/test-servers';
import { buildWithoutDocker, type BuiltImage } from './dockerfile';
import { APPS, ROOT, SERVICES, type App, type Service } from './manifests';

const CACHE = process.env.STORYBOOK_IMAGE_LAYER_CACHE ?? join(homedir(), '.cache/storybook/image-layers');
const dockerfileOf = (app: App) => (app === 'web' ? 'web/Dockerfile' : `services/${app}/Dockerfile`);

// The steps see the machine's tools and npm's cache, not the variables of the npm and jest running this.
const runEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && !/^(npm_|NODE_ENV$|JEST_)/i.test(entry[0]),
  ),
);

const work = mkdtempSync(join(tmpdir(), 'storybook-images-'));
const images = new Map<App, BuiltImage>();
const running: ChildProcess[] = [];
const output = new Map<App, string>();
let buildMs = 0;

/** Starts an image's command as its user would: its WORKDIR, its ENV, then the cluster's settings. */
function start(app: App, env: Record<string, string>): void {
  const image = images.get(app)!;
  const [command, ...args] = image.cmd;
  expect(command).toBe('node');
  const child = spawn(process.execPath, args, {
    cwd: join(image.root, image.workdir),
    env: { PATH: process.env.PATH ?? '', HOME: join(work, 'home'), ...image.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => output.set(app, ((output.get(app) ?? '') + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  running.push(child);
}

async function until<T>(
  what: string,
  app: App,
  probe: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await probe().catch(() => undefined);
    if (answer !== undefined) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${app}: ${what} within ${timeoutMs} ms; its output:\n${output.get(app) ?? ''}`);
}

const ports = {} as Record<App | 'media', number>;
/** Each process's metrics port: the images all default to 9464, which one host can give only one of them. */
const metricsPorts = {} as Record<Service | 'gateway', number>;
const health = new Map<Service, HealthProbe>();

beforeAll(async () => {
  const started = Date.now();
  // One after another: parallel installs fight over two cores and npm's cache for little gain.
  for (const app of APPS) {
    images.set(
      app,
      await buildWithoutDocker({
        context: ROOT,
        dockerfile: dockerfileOf(app),
        workDir: join(work, app),
        cacheDir: join(CACHE, app),
        runEnv,
      }),
    );
  }
  buildMs = Date.now() - started;

  for (const name of [...APPS, 'media'] as const) ports[name] = await freePort();
  for (const name of [...SERVICES, 'gateway'] as const) metricsPorts[name] = await freePort();
  const address = (service: Service) => `127.0.0.1:${ports[service]}`;
  const addresses = {
    AUTH_ADDR: address('auth'),
    PROFILES_ADDR: address('profiles'),
    STORY_ADDR: address('story'),
    IMAGES_ADDR: address('images'),
    BILLING_ADDR: address('billing'),
  };
  const run = randomBytes(4).toString('hex');
  // The test servers jest's global setup started; no Kafka here (the in-process bus keeps this test from
  // joining the consumer groups of other tests on the shared broker).
  const stores = {
    MONGO_URL: process.env.MONGO_URL!,
    MONGO_DB_PREFIX: `images_${run}`,
    S3_ENDPOINT: process.env.S3_ENDPOINT!,
    S3_ACCESS_KEY: process.env.S3_ACCESS_KEY!,
    S3_SECRET_KEY: process.env.S3_SECRET_KEY!,
    S3_BUCKET: `images-${run}`,
  };
  for (const service of SERVICES) {
    start(service, {
      ...stores,
      ...addresses,
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: String(ports[service]),
      METRICS_PORT: String(metricsPorts[service]),
      ...(service === 'images' ? { MEDIA_PORT: String(ports.media) } : {}),
    });
  }
  start('web', { HOST: '127.0.0.1', PORT: String(ports.web) });
  start('gateway', {
    ...addresses,
    HOST: '127.0.0.1',
    PORT: String(ports.gateway),
    METRICS_PORT: String(metricsPorts.gateway),
    WEB_URL: `http://127.0.0.1:${ports.web}`,
    MEDIA_URL: `http://127.0.0.1:${ports.media}`,
  });
  await Promise.all(
    SERVICES.map(async (service) => {
      health.set(
        service,
        await until('no SERVING gRPC health', service, async () => {
          // The kubelet's grpc probe asks for the server's overall status (service "").
          const probe = await probeHealth(address(service), '');
          return probe.status === 'SERVING' ? probe : undefined;
        }),
      );
    }),
  );
  // A changed lockfile (or a machine's first run) installs all seven images' production dependencies
  // afresh: several minutes on two cores; a cached run takes about two.
}, 900_000);

afterAll(async () => {
  await Promise.all(running.map((child) => stopProcess(child, 5000)));
  rmSync(work, { recursive: true, force: true });
}, 30_000);

describe('the Dockerfiles, built without Docker', () => {
  it('build every image (the install comes from the layer cache unless the lockfile or steps changed)', () => {
    const cached = [...images.values()].reduce((sum, image) => sum + image.cachedSteps, 0);
    console.log(
      `images built without Docker in ${(buildMs / 1000).toFixed(1)} s (${cached} install steps cached)`,
    );
    expect([...images.keys()]).toEqual([...APPS]);
  });

  it.each(APPS)('%s runs as a non-root user', (app) => {
    expect(images.get(app)!.user).toBe('1000:1000');
  });

  it.each(['gateway', ...SERVICES] as const)('%s carries production dependencies only', (app) => {
    const root = join(images.get(app)!.root, images.get(app)!.workdir);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'services', app, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const dependency of Object.keys(manifest.dependencies)) {
      expect([dependency, existsSync(join(root, 'node_modules', dependency, 'package.json'))]).toEqual([
        dependency,
        true,
      ]);
    }
    for (const tool of ['typescript', 'jest', '@swc/core', 'vite', 'eslint', 'tsx', 'ajv']) {
      expect([tool, existsSync(join(root, 'node_modules', tool))]).toEqual([tool, false]);
    }
    // better-sqlite3 comes with kit's manifest, but its native part is never built (--ignore-scripts).
    expect(existsSync(join(root, 'node_modules/better-sqlite3/build'))).toBe(false);
  });

  it.each(SERVICES)(
    '%s starts from its image and answers its gRPC health check on the production adapters',
    (service) => {
      const probe = health.get(service)!;
      expect(probe.status).toBe('SERVING');
      expect(probe.adapters.documents).toBe('mongo');
      if (service === 'images') expect(probe.adapters.blobs).toBe('s3');
    },
  );

  it.each([...SERVICES, 'gateway'] as const)(
    '%s serves its Prometheus metrics on METRICS_PORT',
    async (name) => {
      const answer = await fetch(`http://127.0.0.1:${metricsPorts[name]}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('# TYPE storybook_grpc_server_handled_total counter');
    },
  );

  it('the gateway answers /healthz, and /readyz over every service it was given', async () => {
    const url = `http://127.0.0.1:${ports.gateway}`;
    await until('no /healthz', 'gateway', async () =>
      (await fetch(`${url}/healthz`)).ok ? true : undefined,
    );
    const ready = await until('not ready', 'gateway', async () => {
      const response = await fetch(`${url}/readyz`);
      return response.ok ? ((await response.json()) as { services: Record<string, HealthProbe> }) : undefined;
    });
    expect(Object.keys(ready.services).sort()).toEqual([...SERVICES].sort());
    for (const service of SERVICES) {
      expect(ready.services[service]?.status).toBe('SERVING');
      expect(SERVICE_PATHS[service]).toBeDefined();
    }
  });

  it('the web server answers the app, its assets and its client routes, through the gateway too', async () => {
    const index = readFileSync(join(ROOT, 'web/dist/index.html'), 'utf8');
    const web = `http://127.0.0.1:${ports.web}`;
    await until('no /healthz', 'web', async () => ((await fetch(`${web}/healthz`)).ok ? true : undefined));

    const page = await fetch(`${web}/bookshelf/some-book`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(index);

    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${web}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');

    expect((await fetch(`${web}/assets/missing-1234.js`)).status).toBe(404);
    expect((await fetch(`${web}/%2e%2e/package.json`)).headers.get('content-type')).toMatch(/^text\/html/);
    expect((await fetch(web, { method: 'POST' })).status).toBe(405);

    const proxied = await fetch(`http://127.0.0.1:${ports.gateway}/`);
    expect(proxied.status).toBe(200);
    expect(await proxied.text()).toBe(index);
  });
});
