// Issue 21's section of `npm run bench`: in stack mode, a whole book while the images process is killed
// (SIGKILL) mid-book and started again by the launcher, against the ideal book (its text, then every picture
// drawn side by side). Twice: killed half-way through the pictures (the issue's "mid-book"), and at the
// worst moment, as the first page comes back, when nothing of the restart overlaps the drawing. Flux draws at the fake Black Forest Labs server, which takes a fixed time per picture.
// Target: ≤ 1.5× the ideal; the issue's bound for the hand-over is one picture plus 5 s after the restart.
// Runs alone: `node scripts/lib/bench-worker-restart.mjs` after `npm run build`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { watchStream } from './bench-book.mjs';
import { apiClient, parentWithChild, storygenRequest } from './bench-product.mjs';
import { ROOT } from './setup.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` answers something, or throws after `timeoutMs`. */
async function until(what, probe, timeoutMs, intervalMs = 100) {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(intervalMs)) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
  }
}

async function crashedBook(stack, bfl, pictureMs, killAt) {
  const client = apiClient(stack.url);
  const profileId = await parentWithChild(client, 'Restart Parent');
  const prompt = 'A fox who paints the autumn leaves';
  const request = await storygenRequest(client.post, profileId, prompt);
  const asked = performance.now();
  const story = await client.post('/api/story/storygen', request);
  const idealMs = performance.now() - asked + pictureMs;
  const { pageDataModel } = await client.post('/api/story/bookgen', {
    bookId: story.bookId,
    animateImages: false,
  });
  const total = pageDataModel.length;
  // The book is followed as its reader follows it, on the progress stream (story's, open through the crash):
  // it tells the moment the last page is recorded, where polling every page would add its own load and lag.
  const finished = watchStream(client, story.bookId);
  finished.catch(() => undefined);

  if (killAt === 'mid-picture') {
    // Mid-book: every page ordered at the provider (the cover was the first order), half a picture's time on.
    await until('every page ordered', async () => bfl.submissions().length >= total + 1, 60_000, 10);
    await sleep(pictureMs / 2);
  } else {
    // The worst moment: a page's picture fetched (the cover is the first download), the others ordered and
    // not fetched yet, so the restarted process finds them all drawn and waiting. Asked of the provider
    // alone: with every page drawn side by side they finish within a few hundred milliseconds of one
    // another, less than reading the book's pages takes.
    await until(
      'a page drawn while others are drawn',
      async () => bfl.downloads().length > 1 && bfl.submissions().length > bfl.downloads().length,
      60_000,
      10,
    );
  }
  await stack.kill('images');
  await until('images started again', async () => stack.restarts('images') > 0, 10_000);
  const restartedAt = performance.now();
  let readyAt;
  const ready = stack.waitUntilReady().then(() => (readyAt = performance.now()));
  const { lastReady: finishedAt } = await finished;
  await ready;
  return {
    idealMs,
    totalMs: finishedAt - asked,
    restartToReadyMs: readyAt - restartedAt,
    restartToFinishedMs: finishedAt - restartedAt,
    orders: bfl.submissions().length,
    pictures: total + 1,
  };
}

/** When the images process is killed: half-way through the pictures, or as the first page comes back. */
const KILL_MOMENTS = {
  'mid-picture': 'killed half-way through the pictures (the target)',
  'first-page': 'killed as the first page comes back (the worst moment)',
};

/** Prints the figures beside their targets; never fails the run (a failure is printed as such). */
export async function benchWorkerRestart({ pictureMs = 4000 } = {}) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\na book with one images crash in stack mode (npm run start:stack), Flux at a fake provider taking ${s(pictureMs)} a picture:`,
  );
  const line = (label, value, target = '') =>
    console.log(`  ${label.padEnd(46)} ${value.padStart(10)}${target ? `   target ${target}` : ''}`);
  // BENCH_KILL_AT=mid-picture (or first-page) measures one moment alone, e.g. with BENCH_LOG_LEVEL=debug.
  const moments = Object.entries(KILL_MOMENTS).filter(
    ([killAt]) => !process.env.BENCH_KILL_AT || killAt === process.env.BENCH_KILL_AT,
  );
  for (const [killAt, title] of moments) {
    console.log(` ${title}:`);
    let r;
    try {
      r = await withBenchStack(pictureMs, (stack, bfl) => crashedBook(stack, bfl, pictureMs, killAt));
    } catch (error) {
      console.log(`  could not be measured: ${error.message}`);
      continue;
    }
    line('ideal (text + one picture, all side by side)', s(r.idealMs));
    line('the book with one images crash', s(r.totalMs));
    line(
      'ratio to the ideal',
      `${(r.totalMs / r.idealMs).toFixed(2)}×`,
      killAt === 'mid-picture' ? '≤ 1.5×' : '',
    );
    line('restart to images ready', s(r.restartToReadyMs));
    line('restart to the book finished', s(r.restartToFinishedMs), `≤ ${s(pictureMs + 5000)}`);
    line('provider orders for the pictures', `${r.orders} / ${r.pictures}`);
  }
}

/**
 * Runs `use(stack, bfl)` on a stack started for a bench: Flux at the fake provider taking `pictureMs` a
 * picture, 16 pictures at once, one credit per parent. The services log only what is fatal unless
 * BENCH_LOG_LEVEL names another level (their JSON lines then go to this process's stdout, with timestamps).
 */
export async function withBenchStack(pictureMs, use) {
  const { startStack } = await import('@storybook-app/stack');
  const { startFakeBfl } = await import('@storybook-app/ai/testing');
  const { createLogger } = await import('@storybook-app/kit');
  const dir = mkdtempSync(join(tmpdir(), 'storybook-bench-stack-'));
  const webDist = join(dir, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>bench</title>');
  const bfl = await startFakeBfl({ pictureMs });
  let stack;
  try {
    stack = await startStack(
      {
        dir,
        root: ROOT,
        webDist,
        port: 0,
        env: {
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'fatal',
          STARTER_CREDITS: '1',
          BFL_API_KEY: bfl.apiKey,
          BFL_BASE_URL: bfl.url,
          IMAGE_CONCURRENCY: '16',
        },
        readyTimeoutMs: 180_000,
      },
      createLogger('stack', { level: process.env.BENCH_LOG_LEVEL ? 'info' : 'silent' }),
    );
    return await use(stack, bfl);
  } finally {
    await stack?.stop();
    await bfl.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchWorkerRestart();
