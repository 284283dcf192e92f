/** The whole embedded product for a test file: a temp data dir, a one-page web build, a free port. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { startEmbedded } from '../src/index';

export interface TestProduct {
  url: string;
  /** Set when started with `metrics`. */
  metricsUrl?: string;
  /** Signs a parent in with the local sign-in; returns the session cookie and the user id. */
  signIn(name: string): Promise<{ cookie: string; userId: string }>;
  stop(): Promise<void>;
}

/** `env`: variables for the services and gateway, over the embedded defaults; `metrics`: a metrics port too. */
export async function startTestProduct(
  env: Record<string, string> = {},
  options: { metrics?: boolean } = {},
): Promise<TestProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storybook-product-'));
  writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Storybook</title>');
  const product = await startEmbedded(
    { dataDir, webDist: dataDir, port: 0, env, ...(options.metrics ? { metricsPort: 0 } : {}) },
    pino({ level: 'silent' }),
  );
  return {
    url: product.url,
    metricsUrl: product.metricsUrl,
    async signIn(name) {
      const res = await request(product.url).post('/api/auth/local-login').send({ name });
      if (res.status !== 200) throw new Error(`local sign-in answered ${res.status}`);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
      return { cookie, userId: res.body.profileData.user_id as string };
    },
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
