/**
 * A short store outage mid-book (issue 21), in stack mode: FerretDB (standing in for MongoDB) is stopped for
 * 5 s while a book's pages are drawn and a parent keeps reading them. Reads wait for the store inside their
 * deadline instead of answering 503, so the parent sees no error, and the book is finished once the store is
 * back. FerretDB is this test's own, so stopping it disturbs no other test.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeBfl, type FakeBfl } from '@storybook-app/ai/testing';
import { startFerretDb, type RunningServer } from '@storybook-app/test-servers';
import pino from 'pino';
import { startStack, type Stack } from '../src/run-stack';
import { eventually } from '@storybook-app/kit/testing';
import { Parent } from './parent';

const ROOT = resolve(__dirname, '../../..');
const PICTURE_MS = 3000;
const OUTAGE_MS = 5000;

describe('stack mode: a 5 s store outage mid-book [mongo, kafka, s3]', () => {
  let dir: string;
  let bfl: FakeBfl;
  let ferret: RunningServer;
  let stack: Stack;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-outage-'));
    const webDist = join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>outage</title>');
    bfl = await startFakeBfl({ pictureMs: PICTURE_MS });
    ferret = await startFerretDb({ dir: join(dir, 'ferretdb') });
    stack = await startStack(
      {
        dir,
        root: ROOT,
        webDist,
        port: 0,
        env: {
          MONGO_URL: ferret.url,
          MONGO_DB_PREFIX: `outage_${randomBytes(4).toString('hex')}`,
          S3_BUCKET: `outage-${randomBytes(4).toString('hex')}`,
          LOG_LEVEL: 'error',
          STARTER_CREDITS: '1',
          BFL_API_KEY: bfl.apiKey,
          BFL_BASE_URL: bfl.url,
          IMAGE_CONCURRENCY: '6',
        },
        readyTimeoutMs: 120_000,
      },
      pino({ level: 'silent' }),
    );
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await ferret?.stop();
    await bfl?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers every read of the pages while the store is away, and finishes the book', async () => {
    const parent = new Parent(stack.url);
    await parent.signIn('Outage Parent');
    await parent.addChild('Maya');
    const summary = await parent.summary('A fox who paints the autumn leaves');
    const { bookId, total } = await parent.book(summary);

    // A parent reading the book page by page, as the reader does while pictures arrive.
    const failures: string[] = [];
    let reads = 0;
    let reading = true;
    const reader = (async () => {
      for (let page = 1; reading; page = (page % total) + 1) {
        const answer = await parent.page(bookId, page);
        reads += 1;
        if (answer.status !== 200) failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
    })();

    await eventually('a picture ordered', () => bfl.submissions().length > 0, {
      timeoutMs: 60_000,
      intervalMs: 100,
    });
    const stoppedAt = Date.now();
    await ferret.stop({ graceMs: 0 });
    await eventually('the outage lasted', () => Date.now() - stoppedAt >= OUTAGE_MS, {
      timeoutMs: OUTAGE_MS + 1000,
      intervalMs: 100,
    });
    await ferret.restart();
    const backAt = Date.now();

    const pages = await parent.finished(bookId, total, 60_000);
    const finishedAt = Date.now();
    reading = false;
    await reader;
    console.log(
      `store away ${backAt - stoppedAt} ms; book finished ${finishedAt - backAt} ms after it was back; ${reads} reads, ${failures.length} failed: ${failures.slice(0, 5).join(' | ')}`,
    );
    expect(pages.map((page) => page.status)).toEqual(Array(total).fill('ready'));
    expect(failures).toEqual([]);
  }, 150_000);
});
