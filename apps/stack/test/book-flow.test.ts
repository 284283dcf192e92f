/**
 * The main job in stack mode (issue 7): a parent goes from signing in to a finished illustrated book over
 * HTTP, every service its own process on FerretDB, Kafka and MinIO, and the images process is killed
 * (SIGKILL, a crash) while the book's pages are being drawn. Every page still finishes and the book's
 * credit is taken exactly once.
 *
 * The pictures come from the real Flux adapter drawing at a fake Black Forest Labs server that takes a fixed
 * time per picture, two at a time (IMAGE_CONCURRENCY), so that pages are still waiting when the process
 * dies; a short lease (IMAGE_LEASE_MS) lets the restarted process take over the pages the dead one held.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeBfl, type FakeBfl } from '@storybook-app/ai/testing';
import { openMongoDocumentStore } from '@storybook-app/kit/adapters/production';
import { eventually } from '@storybook-app/kit/testing';
import pino from 'pino';
import { startStack, type Stack } from '../src/run-stack';

const ROOT = resolve(__dirname, '../../..');
const PICTURE_MS = 1500;
const STARTER_CREDITS = 3;

type Json = Record<string, unknown>;
interface Page {
  page_number: number;
  page_text: string;
  cf_cloud_url: string;
  status: 'pending' | 'ready' | 'failed';
}

describe('stack mode: a whole book [mongo, kafka, s3]', () => {
  let dir: string;
  let bfl: FakeBfl;
  let stack: Stack;
  const prefix = `book_${randomBytes(4).toString('hex')}`;
  let cookie = '';

  async function post<T = Json>(path: string, body: object): Promise<T> {
    const response = await fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const answer = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    if (!cookie) cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    return answer;
  }

  const credits = async () =>
    (await post<{ creditsData: { credits: number } }>('/api/user/get-credits', {})).creditsData.credits;

  const pagesOf = async (bookId: string, total: number): Promise<Page[]> =>
    Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const answer = await post<{ pageData: Page }>('/api/story/get-page', { bookId, pageNum: i + 1 });
        return answer.pageData;
      }),
    );

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-book-flow-'));
    const webDist = join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>stack</title>');
    bfl = await startFakeBfl({ pictureMs: PICTURE_MS });
    stack = await startStack(
      {
        dir,
        root: ROOT,
        webDist,
        port: 0,
        env: {
          MONGO_DB_PREFIX: prefix,
          S3_BUCKET: `book-${randomBytes(4).toString('hex')}`,
          LOG_LEVEL: 'warn',
          STARTER_CREDITS: String(STARTER_CREDITS),
          // Non-admins are drawn by Flux: the real adapter, at the fake provider.
          BFL_API_KEY: bfl.apiKey,
          BFL_BASE_URL: bfl.url,
          IMAGE_CONCURRENCY: '2',
          IMAGE_LEASE_MS: '3000',
        },
      },
      pino({ level: 'silent' }),
    );
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await bfl?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('makes a book from an idea, survives a crash of images mid-book and takes the credit once', async () => {
    const login = await post<{ profileData: { user_id: string } }>('/api/auth/local-login', {
      name: 'Book Parent',
    });
    const userId = login.profileData.user_id;
    expect(await credits()).toBe(STARTER_CREDITS);

    const { profile } = await post<{ profile: { profile_id: string } }>('/api/files/create-profile', {
      profileInfo: {
        profile_data: {
          personal_information: {
            first_name: 'Maya',
            age: 6,
            gender: 'Girl',
            language: 'English',
            ethnicity: 'Other',
            hair_color: 'red',
          },
          interests: { fears: ['thunder'] },
        },
      },
    });
    const profileId = profile.profile_id;
    // Choosing the first PIN for the profile lets this session write for it (the generation grant).
    await post('/api/user/update-pin', { old_pin: '', new_pin: '1234', profileId });
    const prompt = 'A dragon who bakes moon cakes';
    const { authorResponse: summary } = await post<{ authorResponse: Json }>('/api/story/summary', {
      prompt,
      profileId,
    });
    const cover = await post<{ storyImage: string; fileKey: string; titleSvg: string }>(
      '/api/story/title-picture',
      { profileId, summaryData: summary },
    );
    expect(cover.storyImage).toMatch(/^\/media\//);

    const story = await post<{ bookId: string; bookLayout: string[] }>('/api/story/storygen', {
      profileId,
      bookData: {
        ...summary,
        prompt,
        title_svg: cover.titleSvg,
        cf_title_image: cover.storyImage,
        cf_title_key: cover.fileKey,
      },
    });
    expect(story.bookLayout.length).toBeGreaterThanOrEqual(8);
    const { bookId } = story;
    const started = await post<{ pageDataModel: Page[] }>('/api/story/bookgen', {
      bookId,
      animateImages: false,
    });
    const total = started.pageDataModel.length;
    expect(total).toBe(story.bookLayout.length + 1);
    expect(started.pageDataModel.map((page) => page.page_text).join(' ')).toContain('Maya');

    // Mid-book: the first pictures are in, others are waiting, and some are being drawn (submitted to the
    // provider, not downloaded yet), so the crash loses drawings under way.
    const atKill = await eventually(
      'a first page ready while others are drawn',
      async () => {
        const pages = await pagesOf(bookId, total);
        const drawing = bfl.submissions().length > bfl.downloads().length;
        return drawing && pages.some((page) => page.status === 'ready') ? pages : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    await stack.restart('images', { signal: 'SIGKILL' });
    expect(atKill.filter((page) => page.status === 'pending').length).toBeGreaterThanOrEqual(2);

    // A second bookgen (a reload of the book page) asks for nothing new and pays nothing more.
    await post('/api/story/bookgen', { bookId, animateImages: false });
    const finished = await eventually(
      'every page finished',
      async () => {
        const pages = await pagesOf(bookId, total);
        return pages.every((page) => page.status !== 'pending') ? pages : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 200 },
    );
    expect(finished.map((page) => page.status)).toEqual(Array(total).fill('ready'));
    // Every page and the cover were ordered; the pages the dead process was drawing were taken over by
    // waiting for their Flux tasks, not ordered again (page-handover.test.ts counts the exceptions).
    expect(bfl.submissions().length).toBeGreaterThanOrEqual(total + 1);

    // The pictures are stored and served, one of its own per page.
    const digests = await Promise.all(
      finished.map(async (page) => {
        expect(page.cf_cloud_url).toMatch(/^\/media\/users\//);
        const response = await fetch(`${stack.url}${page.cf_cloud_url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\//);
        return createHash('sha256')
          .update(Buffer.from(await response.arrayBuffer()))
          .digest('hex');
      }),
    );
    expect(new Set(digests).size).toBe(total);

    // One credit, once: the debit is applied once, and nothing was given back.
    await eventually('the debit', async () => ((await credits()) < STARTER_CREDITS ? true : undefined), {
      timeoutMs: 15_000,
      intervalMs: 200,
    });
    const billing = await openMongoDocumentStore({
      url: process.env.MONGO_URL!,
      database: `${prefix}_billing`,
    });
    try {
      const ledger = await billing.collection<{ _id: string; user_id: string; key: string; amount: number }>(
        'credit_ledger',
      );
      const entries = await ledger.find({ user_id: userId });
      expect(entries.map(({ key, amount }) => ({ key, amount })).sort((a, b) => a.amount - b.amount)).toEqual(
        [
          { key: `credit-debit:book:${bookId}`, amount: -1 },
          { key: `starter:${userId}`, amount: STARTER_CREDITS },
        ],
      );
    } finally {
      await billing.close();
    }
    expect(await credits()).toBe(STARTER_CREDITS - 1);
  }, 120_000);
});
