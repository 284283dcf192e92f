// The printable book (issue 25): on the embedded keyless product, a parent's finished book (the offline
// storyteller and illustrator, 10 pages and 'The End') is asked for as a PDF: the first call renders it,
// later ones are answered with the one kept. Reports the PDF's size and pages and both times, A4 and US
// Letter; `printedBook` also hands the A4 bytes to `npm run sample-books`, which draws pages of it for README.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiClient, median, parentWithChild, storygenRequest } from './bench-product.mjs';
import { readPdf } from './read-pdf.mjs';
import { ROOT } from './setup.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const IDEA = 'a firefighter puppy who rescues a kitten from a tree';

async function finishedBook(client) {
  const { post } = client;
  const profileId = await parentWithChild(client, 'Printing Parent');
  const request = await storygenRequest(post, profileId, IDEA);
  const story = await post('/api/story/storygen', request);
  await post('/api/story/bookgen', { bookId: story.bookId, animateImages: false });
  const total = story.bookLayout.length + 1;
  for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
    const { pageData } = await post('/api/story/get-page', { bookId: story.bookId, pageNum: total });
    if (pageData.status === 'ready') return { bookId: story.bookId, pages: total };
    if (Date.now() > deadline) throw new Error('the book was not drawn within a minute');
  }
}

async function timedPdf(client, url, bookId, paper) {
  const started = performance.now();
  const response = await client.get(`/api/story/book-pdf?${new URLSearchParams({ bookId, paper })}`);
  const answer = await response.json();
  if (!response.ok) throw new Error(`book-pdf answered ${response.status}: ${JSON.stringify(answer)}`);
  const ms = performance.now() - started;
  const file = await client.get(answer.pdfUrl);
  return { ms, bytes: Buffer.from(await file.arrayBuffer()), answer };
}

/** The embedded product, a finished book, and `use(client, book)` on it; everything is stopped after. */
async function withFinishedBook(use) {
  const { startEmbedded } = await import('@storybook-app/embedded');
  const { createLogger } = await import('@storybook-app/kit');
  const dataDir = mkdtempSync(join(tmpdir(), 'storybook-bench-pdf-'));
  try {
    const product = await startEmbedded(
      { dataDir, webDist: join(ROOT, 'web/dist'), port: 0 },
      createLogger('bench', { level: 'silent' }),
    );
    try {
      const client = apiClient(product.url);
      return await use(client, await finishedBook(client), product.url);
    } finally {
      await product.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A finished keyless book's PDF (A4), for the README's picture of it. */
export const printedBook = () =>
  withFinishedBook(async (client, book, url) => (await timedPdf(client, url, book.bookId, 'a4')).bytes);

export async function benchPdf({ repeats = 5 } = {}) {
  console.log('\nprintable book (PDF) of a finished keyless book on the embedded product:');
  const line = (label, value) => console.log(`  ${label.padEnd(46)} ${String(value).padStart(12)}`);
  try {
    await withFinishedBook(async (client, book, url) => {
      line('pages of the book (with The End)', book.pages);
      for (const paper of ['a4', 'letter']) {
        const first = await timedPdf(client, url, book.bookId, paper);
        const kept = [];
        for (let i = 0; i < repeats; i += 1) kept.push((await timedPdf(client, url, book.bookId, paper)).ms);
        const pdf = await readPdf(first.bytes);
        line(`${paper}: PDF pages (cover, pages, colophon)`, pdf.pageCount);
        line(`${paper}: size`, `${(first.bytes.length / 1024).toFixed(0)} KiB`);
        line(`${paper}: first request (renders it)`, `${first.ms.toFixed(0)} ms`);
        line(`${paper}: later requests (kept), median`, `${median(kept).toFixed(1)} ms`);
        line(`${paper}: fonts, all embedded`, `${pdf.fonts.length}, ${pdf.fonts.every((f) => f.embedded)}`);
      }
    });
  } catch (error) {
    console.log(`  could not be measured: ${error.message}`);
  }
}
