// The book pipeline section of `npm run bench` (issue 7): on the embedded product, the time from "I'm ready
// for the whole book!" (the storygen call) to the last page ready, against the ideal, i.e. the story's text
// plus one picture (every picture drawn side by side). Pictures come from the real Flux adapter drawing at
// the fake Black Forest Labs server, which takes a fixed time per picture; non-admins are forced to Flux, so
// this is the path every parent takes. IMAGE_CONCURRENCY is above the page count (at most 13), so nothing
// but the pipeline itself stands between the ideal and what a parent sees.
// Targets: ratio ≤ 1.15, and page 1 readable within one picture's time after the text (the picture itself
// cannot start before the text exists, so this reads as: D plus the pipeline's overhead, ≤ 1.15 × D).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiClient, median, parentWithChild, storygenRequest } from './bench-product.mjs';
import { ROOT } from './setup.mjs';

/** How often the fallback asks for a page not ready yet (when the progress stream is not there). */
const PAGE_POLL_MS = 20;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows the book page's live progress (server-sent `progress` events with every page, as the web does);
 * returns when page 1 was first seen ready and when every page was, or null when there is no stream.
 */
export async function watchStream(client, bookId) {
  const response = await client.get(`/api/story/book-progress?${new URLSearchParams({ bookId })}`, {
    accept: 'text/event-stream',
  });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return null;
  }
  const decoder = new TextDecoder();
  let buffer = '';
  let firstReady;
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (name === 'error') throw new Error(`the progress stream failed: ${data}`);
      if (name !== 'progress' || !data) continue;
      const { pages } = JSON.parse(data);
      if (pages.some((page) => page.status === 'failed')) throw new Error('a page failed');
      if (pages[0]?.status === 'ready') firstReady ??= performance.now();
      // Leaving the loop cancels the stream.
      if (pages.length > 0 && pages.every((page) => page.status === 'ready')) {
        return { firstReady, lastReady: performance.now() };
      }
    }
  }
  throw new Error('the progress stream ended before the book was finished');
}

/** Without the stream: like a reader, waits for the first page not ready yet, one request at a time. */
async function watchPages(client, bookId, pageNumbers) {
  const isReady = async (pageNum) => {
    const { pageData } = await client.post('/api/story/get-page', { bookId, pageNum });
    if (pageData.status === 'failed') throw new Error(`page ${pageNum} failed`);
    return pageData.status === 'ready';
  };
  let waiting = pageNumbers;
  let firstReady;
  while (waiting.length > 0) {
    if (!(await isReady(waiting[0]))) {
      await sleep(PAGE_POLL_MS);
      continue;
    }
    firstReady ??= performance.now();
    const rest = waiting.slice(1);
    const ready = await Promise.all(rest.map(isReady));
    waiting = rest.filter((_, i) => !ready[i]);
  }
  return { firstReady, lastReady: performance.now() };
}

/** One parent's book, from sign-in; the times are from the storygen call, in ms. */
async function oneBook(url, parent) {
  const client = apiClient(url);
  const { post } = client;
  const profileId = await parentWithChild(client, parent);
  const prompt = 'A dragon who bakes moon cakes';
  const request = await storygenRequest(post, profileId, prompt);

  const started = performance.now();
  const story = await post('/api/story/storygen', request);
  const textDone = performance.now();
  const { pageDataModel } = await post('/api/story/bookgen', { bookId: story.bookId, animateImages: false });
  const streamed = await watchStream(client, story.bookId);
  const seen =
    streamed ??
    (await watchPages(
      client,
      story.bookId,
      pageDataModel.map((page) => page.page_number),
    ));
  return {
    pages: pageDataModel.length,
    watched: streamed ? 'progress stream' : 'get-page',
    textMs: textDone - started,
    totalMs: seen.lastReady - started,
    firstAfterTextMs: seen.firstReady - textDone,
  };
}

/** Prints the figures beside their targets; never fails the run (a failure is printed as such). */
export async function benchBookPipeline({ runs = 3, pictureMs = 1500 } = {}) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nbook pipeline on the embedded product (npm start), Flux at a fake provider taking ${s(pictureMs)} a picture, ${runs} runs (median):`,
  );
  let results;
  try {
    results = await runBooks(runs, pictureMs);
  } catch (error) {
    console.log(`  could not be measured: ${error.message}`);
    return;
  }
  const textMs = median(results.map((r) => r.textMs));
  const total = median(results.map((r) => r.totalMs));
  const ratio = median(results.map((r) => r.totalMs / (r.textMs + pictureMs)));
  const first = median(results.map((r) => r.firstAfterTextMs));
  const line = (label, value, target = '') =>
    console.log(`  ${label.padEnd(46)} ${value.padStart(10)}${target ? `   target ${target}` : ''}`);
  line('pages per book', results.map((r) => r.pages).join(', '));
  line('pages watched through', results[0].watched);
  line('story text (the storygen call)', s(textMs));
  line("'I'm ready for the whole book!' to last page", s(total));
  line('ideal (text + one picture, all side by side)', s(textMs + pictureMs));
  line('ratio to the ideal', `${ratio.toFixed(2)}×`, '≤ 1.15×');
  line('end of text to page 1 ready', s(first), `within one picture (${s(pictureMs)})`);
  line('  over one picture', `${(first / pictureMs).toFixed(2)}×`, '≤ 1.15×');
}

async function runBooks(runs, pictureMs) {
  // Built code, after ensureBuilt: the product as `npm start` runs it.
  const { startEmbedded } = await import('@storybook-app/embedded');
  const { startFakeBfl } = await import('@storybook-app/ai/testing');
  const { createLogger } = await import('@storybook-app/kit');
  const bfl = await startFakeBfl({ pictureMs });
  const dataDir = mkdtempSync(join(tmpdir(), 'storybook-bench-book-'));
  try {
    const product = await startEmbedded(
      {
        dataDir,
        webDist: join(ROOT, 'web/dist'),
        port: 0,
        env: { BFL_API_KEY: bfl.apiKey, BFL_BASE_URL: bfl.url, IMAGE_CONCURRENCY: '16' },
      },
      createLogger('bench', { level: 'silent' }),
    );
    try {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await oneBook(product.url, `Bench Parent ${i + 1}`));
      return results;
    } finally {
      await product.stop();
    }
  } finally {
    await bfl.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
