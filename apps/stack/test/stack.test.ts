/**
 * Stack mode on real parts: each service is its own Node process (built `dist/main.js`, as `npm test` builds
 * it) on MongoDB (FerretDB), Kafka and S3 (MinIO), configured only by environment variables. This suite
 * brings its own FerretDB so it can restart it; Kafka, MinIO and stripe-mock are the run's shared servers.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UNAVAILABLE_MESSAGE } from '@storybook-app/kit';
import { startFerretDb, type RunningServer } from '@storybook-app/test-servers';
import { eventually } from '@storybook-app/kit/testing';
import pino from 'pino';
import { startStack, type Stack } from '../src/run-stack';

const ROOT = resolve(__dirname, '../../..');
const logger = pino({ level: 'silent' });

interface ApiAnswer {
  error?: string;
  profileData?: { user_id: string };
}

async function post(url: string, path: string, body: object, cookie?: string) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer };
}

describe('stack mode [mongo, kafka, s3]', () => {
  let dir: string;
  let ferret: RunningServer;
  let stack: Stack;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-stack-test-'));
    const webDist = join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>stack</title>');
    ferret = await startFerretDb({ dir: join(dir, 'ferretdb') });
    stack = await startStack(
      {
        dir,
        root: ROOT,
        webDist,
        port: 0,
        env: {
          MONGO_URL: ferret.url,
          // A fresh set of databases and a bucket of its own on the shared servers.
          MONGO_DB_PREFIX: `stack_${randomBytes(4).toString('hex')}`,
          S3_BUCKET: `stack-${randomBytes(4).toString('hex')}`,
          LOG_LEVEL: 'warn',
        },
      },
      logger,
    );
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await ferret?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('is ready with every service serving on its production adapters', async () => {
    const response = await fetch(`${stack.url}/readyz`);
    expect(response.status).toBe(200);
    // Every service subscribes to account deletions, so every one runs on the bus too.
    const production = { documents: 'mongo', events: 'kafka' };
    expect(await response.json()).toEqual({
      status: 'ready',
      ready: true,
      services: {
        auth: { status: 'SERVING', adapters: production },
        profiles: {
          status: 'SERVING',
          adapters: { ...production, interviewer: 'offline', moderation: 'offline' },
        },
        story: {
          status: 'SERVING',
          adapters: { ...production, storyteller: 'offline', moderation: 'offline' },
        },
        images: { status: 'SERVING', adapters: { ...production, blobs: 's3', illustrators: 'offline' } },
        billing: { status: 'SERVING', adapters: production },
      },
    });
  });

  it('starts no server whose address the environment gives', () => {
    expect(stack.servers).toEqual([]);
    expect(stack.env.MONGO_URL).toBe(ferret.url);
  });

  it('keeps answering after MongoDB restarts, without restarting any service', async () => {
    const login = await post(stack.url, '/api/auth/local-login', { name: 'Stack Parent' });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const userId = login.body.profileData!.user_id;
    expect((await post(stack.url, '/api/user/get-user', {}, cookie)).status).toBe(200);

    await ferret.stop({ graceMs: 0 });
    // While the database is down, a call fails with a clear answer in bounded time instead of hanging.
    const down = await post(stack.url, '/api/user/get-user', {}, cookie);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ error: UNAVAILABLE_MESSAGE });

    await ferret.restart();
    const again = await eventually(
      'the user again',
      () => post(stack.url, '/api/user/get-user', {}, cookie),
      {
        until: (answer) => answer.status === 200,
        timeoutMs: 30_000,
        intervalMs: 250,
      },
    );
    expect(again.body.profileData!.user_id).toBe(userId);
    // The readiness check follows the database back too.
    await eventually('ready again', async () => (await fetch(`${stack.url}/readyz`)).status === 200, {
      timeoutMs: 30_000,
      intervalMs: 250,
    });
  }, 90_000);
});
