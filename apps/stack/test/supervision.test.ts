/**
 * Stack mode repairs itself as a cluster does (issue 21): a service process that dies unasked is started
 * again by the launcher, which logs why; its callers reach it again within 2 s of it answering its health
 * check; stopping the stack restarts nothing; and a stack started again on the same directory (a kept
 * `STACK_DIR`) has its data: Kafka keeps its cluster id, the books are on the shelf.
 *
 * The stack starts its own FerretDB, Kafka and MinIO in the test's directory (the run's shared ones would
 * not be kept with it), so this file pays two Kafka starts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { startStack, type Stack } from '../src/run-stack';
import { eventually } from '@storybook-app/kit/testing';
import { Parent } from './parent';

const ROOT = resolve(__dirname, '../../..');
/** After the peer answers its health check, its callers' next call must succeed within this. */
const RECONNECT_MS = 2000;

describe('stack mode heals [mongo, kafka, s3]', () => {
  let dir: string;
  let webDist: string;
  let stack: Stack | undefined;
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const bucket = `heal-${randomBytes(4).toString('hex')}`;
  const start = () =>
    startStack(
      {
        dir,
        root: ROOT,
        webDist,
        port: 0,
        env: {
          // Servers of its own, in the kept directory: empty means "start one here".
          MONGO_URL: '',
          KAFKA_BROKERS: '',
          S3_ENDPOINT: '',
          S3_BUCKET: bucket,
          STARTER_CREDITS: '2',
          LOG_LEVEL: 'warn',
        },
      },
      logger,
    );

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-heal-'));
    webDist = join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>heal</title>');
    stack = await start();
  }, 150_000);

  afterAll(async () => {
    await stack?.stop();
    if (!process.env.HEAL_KEEP_DIR) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  let bookId = '';
  let userId = '';

  it('starts a killed service again, logging why, and its callers reach it within 2 s of its readiness', async () => {
    if (!stack) throw new Error('the stack did not start');
    expect(stack.servers.sort()).toEqual(['ferretdb', 'kafka', 'minio']);
    const parent = new Parent(stack.url);
    await parent.signIn('Kept Parent');
    await parent.addChild('Maya');
    const summary = await parent.summary('A lighthouse that sings to ships');
    expect((await parent.cover(summary)).status).toBe(200);
    const book = await parent.book(summary);
    ({ bookId } = book);
    userId = parent.userId;
    const { total } = book;
    const pages = await parent.finished(bookId, total, 30_000);
    expect(pages.every((page) => page.status === 'ready')).toBe(true);

    // A crash: images is killed; the launcher starts it again and says why.
    await stack.kill('images');
    await eventually('images started again', () => stack!.restarts('images') === 1, { timeoutMs: 5000 });
    const exit = lines.find((line) => line.msg === 'service process exited; starting it again');
    expect(exit).toMatchObject({ service: 'images', signal: 'SIGKILL', code: null });
    await stack.waitUntilReady();
    const ready = Date.now();
    // The cover goes gateway -> story -> images: story's channel to the new images must be up at once.
    const cover = await parent.cover(summary, RECONNECT_MS * 2);
    const reconnectMs = Date.now() - ready;
    expect(cover.status).toBe(200);
    expect(reconnectMs).toBeLessThan(RECONNECT_MS);
    console.log(`cover answered ${reconnectMs} ms after /readyz was ready again`);
  }, 60_000);

  it('restarts nothing when stopped, and starts again on the same directory with its books', async () => {
    expect(stack).toBeDefined();
    // Stopping on purpose restarts nothing.
    const clusterId = readFileSync(join(dir, 'kafka', 'cluster.id'), 'utf8').trim();
    const first = stack!;
    stack = undefined;
    await first.stop();
    await new Promise((r) => setTimeout(r, 500));
    expect(lines.filter((line) => line.msg === 'service process started again')).toHaveLength(1);

    // The same directory again: the same Kafka cluster, the same databases and pictures.
    const restarting = Date.now();
    stack = await start();
    console.log(`started again on the kept directory in ${Date.now() - restarting} ms`);
    expect(readFileSync(join(dir, 'kafka', 'cluster.id'), 'utf8').trim()).toBe(clusterId);
    const again = new Parent(stack.url);
    await again.signIn('Kept Parent');
    expect(again.userId).toBe(userId);
    const shelf = await again.call<{ books: Array<{ book_id: string }> }>('/api/story/fill-bookshelf');
    expect(shelf.status).toBe(200);
    expect(shelf.body.books.map((book) => book.book_id)).toContain(bookId);
    const page = await again.page(bookId, 1);
    expect(page.body.pageData?.status).toBe('ready');
    const picture = await again.media(page.body.pageData!.cf_cloud_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  }, 150_000);
});
