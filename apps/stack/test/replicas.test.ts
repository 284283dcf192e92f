/**
 * One truth across gateway replicas (issue 20), in stack mode with two gateway processes on FerretDB, Kafka
 * and MinIO. Each replica remembers sessions for seconds and a user's drawn pages for a minute; a change made
 * through replica 1 (a logout, a book deleted, a share revoked, an account deleted) must be refused by
 * replica 2 at once, not when its memory runs out. Every check first reads through replica 2, so that it has
 * something to remember, then changes through replica 1, then expects replica 2 to refuse within a second
 * (the time Kafka takes to carry the event), far below the 5 s and 60 s its memories would keep.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFerretDb, type RunningServer } from '@storybook-app/test-servers';
import { eventually } from '@storybook-app/kit/testing';
import pino from 'pino';
import { startStack, type Stack } from '../src/run-stack';

const ROOT = resolve(__dirname, '../../..');
/** How soon replica 2 must refuse: the event's way through Kafka, well below any memory's lifetime. */
const AT_ONCE_MS = 1500;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(url: string, path: string, cookie: string | null, body?: object): Promise<Answer> {
  const response = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Polls `read` until it answers `status`; answers how long that took, or throws after `AT_ONCE_MS`. */
async function refusedWithin(read: () => Promise<number>, status: number): Promise<number> {
  const started = Date.now();
  await eventually(`answered ${status}`, read, {
    timeoutMs: AT_ONCE_MS,
    intervalMs: 25,
    until: (seen) => seen === status,
  });
  return Date.now() - started;
}

describe('two gateway replicas, one truth [mongo, kafka, s3]', () => {
  let dir: string;
  let ferret: RunningServer;
  let stack: Stack;
  let one: string;
  let two: string;

  async function signIn(name: string): Promise<{ cookie: string; userId: string }> {
    const response = await fetch(`${one}/api/auth/local-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const body = (await response.json()) as { profileData: { user_id: string } };
    return { cookie, userId: body.profileData.user_id };
  }

  /** A book of `cookie`'s user with its first page drawn; answers its id and that page's picture path. */
  async function drawnBook(cookie: string): Promise<{ bookId: string; picture: string }> {
    const profile = await call(one, '/api/files/create-profile', cookie, {
      profileInfo: {
        profile_data: {
          personal_information: {
            first_name: 'Maya',
            age: 6,
            gender: 'Girl',
            language: 'English',
            ethnicity: 'Other',
          },
        },
      },
    });
    const profileId = (profile.body.profile as { profile_id: string }).profile_id;
    // The PIN, chosen for the profile, lets this session generate for it.
    const pin = await call(one, '/api/user/update-pin', cookie, { old_pin: '', new_pin: '1357', profileId });
    expect(pin.status).toBe(200);
    const story = await call(one, '/api/story/storygen', cookie, {
      profileId,
      bookData: {
        title: 'The Owl Who Counted Stars',
        summary: 'An owl counts the stars for a sleepy village.',
        genre: 'Bedtime',
        themes: 'Kindness',
        setting: 'A hill at night',
        characters: 'Maya and an owl',
        prompt: 'An owl who counts stars',
      },
    });
    expect(story.status).toBe(200);
    const bookId = story.body.bookId as string;
    expect((await call(one, '/api/story/bookgen', cookie, { bookId })).status).toBe(200);
    for (const deadline = Date.now() + 20_000; ; await sleep(100)) {
      const page = await call(one, '/api/story/get-page', cookie, { bookId, pageNum: 1 });
      const pageData = page.body.pageData as { status: string; cf_cloud_url: string };
      if (pageData.status === 'ready') return { bookId, picture: pageData.cf_cloud_url };
      if (Date.now() > deadline) throw new Error('the first page was not drawn within 20 s');
    }
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-replicas-test-'));
    const webDist = join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>replicas</title>');
    ferret = await startFerretDb({ dir: join(dir, 'ferretdb') });
    stack = await startStack(
      {
        dir,
        root: ROOT,
        webDist,
        port: 0,
        gateways: 2,
        env: {
          MONGO_URL: ferret.url,
          MONGO_DB_PREFIX: `replicas_${randomBytes(4).toString('hex')}`,
          S3_BUCKET: `replicas-${randomBytes(4).toString('hex')}`,
          STARTER_CREDITS: '1',
          LOG_LEVEL: 'error',
        },
      },
      pino({ level: 'silent' }),
    );
    [one, two] = stack.urls as [string, string];
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await ferret?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('refuses on replica 2 a session logged out through replica 1', async () => {
    const parent = await signIn('Logout Replica');
    for (const url of [one, two])
      expect((await call(url, '/api/user/get-user', parent.cookie, {})).status).toBe(200);
    expect((await call(one, '/api/auth/logout', parent.cookie, {})).status).toBe(200);
    await refusedWithin(async () => (await call(two, '/api/user/get-user', parent.cookie, {})).status, 401);
  }, 20_000);

  it('refuses on replica 2 every session of a parent who signed out everywhere through replica 1', async () => {
    const [first, second] = [await signIn('Everywhere Replica'), await signIn('Everywhere Replica')];
    for (const url of [one, two]) {
      for (const { cookie } of [first, second])
        expect((await call(url, '/api/user/get-user', cookie, {})).status).toBe(200);
    }
    expect((await call(one, '/api/user/sign-out-everywhere', first.cookie, {})).status).toBe(200);
    for (const { cookie } of [first, second])
      await refusedWithin(async () => (await call(two, '/api/user/get-user', cookie, {})).status, 401);
  }, 20_000);

  it('refuses on replica 2 the pages of a book deleted through replica 1, and a share revoked there', async () => {
    const parent = await signIn('Book Replica');
    const { bookId, picture } = await drawnBook(parent.cookie);
    const page = () => call(two, '/api/story/get-page', parent.cookie, { bookId, pageNum: 1 });
    const link = () => call(two, '/api/public/get-book', null, { bookId, userId: parent.userId });
    const stranger = async () => (await fetch(`${two}${picture}`)).status;
    // Replica 2 keeps the drawn page for its owner, and a visitor opens the shared link and its picture.
    expect((await page()).status).toBe(200);
    expect((await page()).status).toBe(200);
    expect((await link()).status).toBe(200);
    expect(await stranger()).toBe(200);

    expect((await call(one, '/api/story/share-book', parent.cookie, { bookId, shared: false })).status).toBe(
      200,
    );
    await refusedWithin(async () => (await link()).status, 404);
    await refusedWithin(stranger, 404);
    expect((await page()).status).toBe(200);

    expect((await call(one, '/api/story/delete-book', parent.cookie, { bookId })).status).toBe(200);
    await refusedWithin(async () => (await page()).status, 404);
  }, 40_000);

  it('refuses on replica 2 the session of an account deleted through replica 1', async () => {
    const parent = await signIn('Deleted Replica');
    for (const url of [one, two])
      expect((await call(url, '/api/user/get-user', parent.cookie, {})).status).toBe(200);
    expect((await call(one, '/api/user/delete-account', parent.cookie, {})).status).toBe(200);
    await refusedWithin(async () => (await call(two, '/api/user/get-user', parent.cookie, {})).status, 401);
  }, 20_000);
});
