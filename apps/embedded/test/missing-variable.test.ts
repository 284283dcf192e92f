/**
 * The built processes, as a container or `npm start` runs them: a missing or bad variable stops a service
 * at once with a non-zero exit and a message naming it; the embedded product prints its URL, becomes
 * ready, and exits 0 on SIGTERM.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eventually } from '@storybook-app/kit/testing';

const ROOT = resolve(__dirname, '..', '..', '..');

interface Exited {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<Exited>;
}

const started: ChildProcess[] = [];

/** Starts `node <script>` from the repository root with exactly the given variables (plus PATH). */
function run(script: string, vars: Record<string, string>): Running {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...vars };
  const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exited>((done) =>
    child.once('close', (code, signal) => done({ code, signal, output })),
  );
  return { child, output: () => output, exited };
}

/** Resolves with the exit, or rejects if the process is still running after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

describe('built service processes', () => {
  let dataDir: string;

  beforeAll(() => {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'tsconfig.build.json'], {
      cwd: ROOT,
      stdio: 'pipe',
      timeout: 120_000,
    });
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-processes-'));
  }, 120_000);

  afterAll(() => {
    for (const child of started)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What every service gets; `run` passes nothing else of the test run's environment but PATH. */
  const base = (): Record<string, string> => ({ DATA_DIR: dataDir, GRPC_PORT: '0', NODE_ENV: 'test' });

  it('story exits non-zero at once and names PROFILES_ADDR when it is missing', async () => {
    const story = run('services/story/dist/main.js', {
      ...base(),
      IMAGES_ADDR: '127.0.0.1:50054',
      BILLING_ADDR: '127.0.0.1:50055',
    });
    const exit = await within(story.exited, 10_000, 'story exit');
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(exit.output).toContain('PROFILES_ADDR');
    expect(exit.output).toContain('missing required environment variable');
    // Only the missing one is named.
    expect(exit.output).not.toContain('IMAGES_ADDR');
  });

  it('story names every missing address at once', async () => {
    const story = run('services/story/dist/main.js', base());
    const exit = await within(story.exited, 10_000, 'story exit');
    expect(exit.code).not.toBe(0);
    for (const name of ['PROFILES_ADDR', 'IMAGES_ADDR', 'BILLING_ADDR']) expect(exit.output).toContain(name);
  });

  it('a service exits non-zero and names a variable with a bad value', async () => {
    const billing = run('services/billing/dist/main.js', { ...base(), GRPC_PORT: 'abc' });
    const exit = await within(billing.exited, 10_000, 'billing exit');
    expect(exit.code).not.toBe(0);
    expect(exit.output).toContain('GRPC_PORT');
  });

  it('an address set to an empty string counts as missing', async () => {
    const auth = run('services/auth/dist/main.js', { ...base(), BILLING_ADDR: '' });
    const exit = await within(auth.exited, 10_000, 'auth exit');
    expect(exit.code).not.toBe(0);
    expect(exit.output).toMatch(/BILLING_ADDR: missing required environment variable/);
  });

  it('the gateway exits non-zero at once and names AUTH_ADDR when it is missing', async () => {
    const gateway = run('services/gateway/dist/main.js', {
      ...base(),
      PORT: '0',
      PROFILES_ADDR: '127.0.0.1:50052',
      STORY_ADDR: '127.0.0.1:50053',
      IMAGES_ADDR: '127.0.0.1:50054',
      BILLING_ADDR: '127.0.0.1:50055',
      WEB_URL: 'http://127.0.0.1:5173',
      MEDIA_URL: 'http://127.0.0.1:8090',
    });
    const exit = await within(gateway.exited, 10_000, 'gateway exit');
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(exit.output).toContain('AUTH_ADDR');
    expect(exit.output).not.toContain('PROFILES_ADDR');
  });

  it('a service with a complete environment starts and exits 0 on SIGTERM', async () => {
    const billing = run('services/billing/dist/main.js', { ...base(), LOG_LEVEL: 'info' });
    await eventually(
      'billing start',
      () =>
        (async () => (billing.output().includes('gRPC server listening') ? true : undefined))().catch(
          () => undefined,
        ),
      { timeoutMs: 10_000, intervalMs: 50 },
    );
    billing.child.kill('SIGTERM');
    const exit = await within(billing.exited, 5_000, 'billing exit after SIGTERM');
    expect(exit.code).toBe(0);
  });

  describe('the embedded product (apps/embedded/dist/main.js)', () => {
    let webDist: string;

    beforeAll(() => {
      webDist = mkdtempSync(join(tmpdir(), 'storybook-processes-web-'));
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Storybook</title>');
    });

    afterAll(() => {
      rmSync(webDist, { recursive: true, force: true });
    });

    it('prints its URL, becomes ready, and exits 0 within 5 s of SIGTERM', async () => {
      const product = run('apps/embedded/dist/main.js', {
        PORT: '0',
        DATA_DIR: join(dataDir, 'embedded'),
        WEB_DIST: webDist,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      });
      const url = await eventually(
        'the "Storybook is running at" line',
        () =>
          (async () =>
            /Storybook is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(product.output())?.[1])().catch(
            () => undefined,
          ),
        { timeoutMs: 20_000, intervalMs: 50 },
      );
      expect(new URL(url).port).not.toBe('0');
      expect(product.output()).toContain(`data: ${join(dataDir, 'embedded')}`);

      const ready = await eventually(
        '/readyz 200',
        () =>
          (async () => {
            const res = await fetch(`${url}/readyz`);
            return res.status === 200
              ? ((await res.json()) as { services: Record<string, { status: string }> })
              : undefined;
          })().catch(() => undefined),
        { timeoutMs: 10_000, intervalMs: 50 },
      );
      expect(Object.values(ready.services).map((service) => service.status)).toEqual(
        Array(5).fill('SERVING'),
      );

      product.child.kill('SIGTERM');
      const exit = await within(product.exited, 5_000, 'embedded exit after SIGTERM');
      expect(exit.code).toBe(0);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    });
  });
});
