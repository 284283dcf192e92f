/**
 * The whole product in one process (what `npm start` runs), on real parts: five gRPC services on SQLite
 * files in a temp data dir, the in-process event bus, the blob folder, the web server and the gateway,
 * all on free ports on 127.0.0.1.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openFolderBlobStore } from '@storybook-app/kit';
import pino from 'pino';
import request from 'supertest';
import { EMBEDDED_STARTER_CREDITS, startEmbedded, type EmbeddedProduct } from '../src/index';

const logger = pino({ level: 'silent' });
const INDEX_HTML =
  '<!doctype html><html><head><title>Storybook test shell</title></head><body></body></html>';

function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-embedded-web-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");\n');
  return dir;
}

async function signIn(url: string, name: string): Promise<{ cookie: string; userId: string }> {
  const res = await request(url).post('/api/auth/local-login').send({ name });
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  return { cookie, userId: res.body.profileData.user_id as string };
}

describe('embedded product', () => {
  let dataDir: string;
  let webDist: string;
  let product: EmbeddedProduct;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-embedded-data-'));
    webDist = makeWebDist();
    product = await startEmbedded({ dataDir, webDist, port: 0 }, logger);
  });

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers on a free port of 127.0.0.1 when given port 0', () => {
    expect(product.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
  });

  it('is alive on /healthz', async () => {
    const res = await request(product.url).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('is ready on /readyz with all five services SERVING on the embedded adapters', async () => {
    const res = await request(product.url).get('/readyz');
    expect(res.status).toBe(200);
    // Every service subscribes to account deletions, so every one runs on the bus too.
    const embedded = { documents: 'sqlite', events: 'in-process' };
    expect(res.body).toEqual({
      status: 'ready',
      ready: true,
      services: {
        auth: { status: 'SERVING', adapters: embedded },
        // No provider key: the offline interviewer and the local word list run the profile chat.
        profiles: {
          status: 'SERVING',
          adapters: { ...embedded, interviewer: 'offline', moderation: 'offline' },
        },
        // No provider key: the offline storyteller writes and the local word list moderates ideas.
        story: {
          status: 'SERVING',
          adapters: { ...embedded, storyteller: 'offline', moderation: 'offline' },
        },
        // No provider key: every picture is drawn by the offline illustrator.
        images: { status: 'SERVING', adapters: { ...embedded, blobs: 'folder', illustrators: 'offline' } },
        billing: { status: 'SERVING', adapters: embedded },
      },
    });
  });

  it('keeps one SQLite file per service and a blob folder in the data dir', () => {
    const files = readdirSync(dataDir);
    for (const service of ['auth', 'billing', 'images', 'profiles', 'story']) {
      expect(files).toContain(`${service}.sqlite`);
    }
    expect(files).toContain('blobs');
  });

  it('signs in, remembers the session, and signs out', async () => {
    const { cookie, userId } = await signIn(product.url, 'Embedded Parent');
    const me = await request(product.url).post('/api/user/get-user').set('Cookie', cookie).send({});
    expect(me.status).toBe(200);
    expect(me.body.profileData).toMatchObject({
      user_id: userId,
      name: 'Embedded Parent',
      accountType: 'Free',
    });
    const credits = await request(product.url).post('/api/user/get-credits').set('Cookie', cookie).send({});
    // The embedded run grants its starter credits on the first read (design §5: a newcomer can make a book).
    expect(credits.body).toEqual({ creditsData: { credits: EMBEDDED_STARTER_CREDITS } });

    await request(product.url).post('/api/auth/logout').set('Cookie', cookie).send({}).expect(200);
    const after = await request(product.url).post('/api/user/get-user').set('Cookie', cookie).send({});
    expect(after.status).toBe(401);
  });

  it('answers 404 {error} for a missing /media object', async () => {
    const res = await request(product.url).get('/media/users/nobody/missing.png');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('answers 404 for a /media path that tries to leave the blob folder', async () => {
    const res = await request(product.url).get('/media/..%2F..%2Fauth.sqlite');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('SQLite');
  });

  it("serves a stored /media object with its content type and cache headers; a user's picture of no shared book to nobody", async () => {
    const blobs = openFolderBlobStore({ dir: join(dataDir, 'blobs') });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await blobs.put('users/u-1/books/b-1/page-1.png', png, { contentType: 'image/png' });
    await blobs.put('assets/page-1.png', png, { contentType: 'image/png' });
    await blobs.close();
    // Pictures under users/ answer to their owner, or to anyone while their book is shared: b-1 is no book.
    expect((await request(product.url).get('/media/users/u-1/books/b-1/page-1.png')).status).toBe(404);
    const res = await request(product.url).get('/media/assets/page-1.png').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
  });

  it('serves index.html for a client route (SPA), never cached', async () => {
    const res = await request(product.url).get('/some/client/route');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(INDEX_HTML);
  });

  it('serves index.html at the root', async () => {
    const res = await request(product.url).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX_HTML);
  });

  it('serves static files and hashed assets (cached for a year)', async () => {
    const robots = await request(product.url).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toBe('User-agent: *\n');
    const asset = await request(product.url).get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers 404 for a missing hashed asset instead of the SPA page', async () => {
    const res = await request(product.url).get('/assets/app-old999.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toBe(INDEX_HTML);
  });

  it('answers an unknown /api path with 404 {error}, not the SPA page', async () => {
    const res = await request(product.url).get('/api/not/a/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});

describe('embedded product data dir', () => {
  let dataDir: string;
  let webDist: string;
  let product: EmbeddedProduct | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-embedded-restart-'));
    webDist = makeWebDist();
  });

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('survives a restart: the same name gets the same user, and the session still works', async () => {
    product = await startEmbedded({ dataDir, webDist, port: 0 }, logger);
    const first = await signIn(product.url, 'Returning Parent');
    const firstUrl = product.url;
    await product.stop();
    product = undefined;
    await expect(request(firstUrl).get('/healthz')).rejects.toThrow();

    product = await startEmbedded({ dataDir, webDist, port: 0 }, logger);
    const again = await signIn(product.url, 'returning parent');
    expect(again.userId).toBe(first.userId);
    const me = await request(product.url).post('/api/user/get-user').set('Cookie', first.cookie).send({});
    expect(me.status).toBe(200);
    expect(me.body.profileData.user_id).toBe(first.userId);
  });

  it('refuses to start without a built web app, naming the missing file', async () => {
    const emptyWeb = mkdtempSync(join(tmpdir(), 'storybook-embedded-noweb-'));
    try {
      await expect(
        startEmbedded({ dataDir: join(dataDir, 'other'), webDist: emptyWeb, port: 0 }, logger),
      ).rejects.toThrow(join(emptyWeb, 'index.html'));
    } finally {
      rmSync(emptyWeb, { recursive: true, force: true });
    }
  });
});
