// The stack-mode book section of `npm run bench` (issue 24): the book pipeline section (bench-book.mjs) on
// stack mode instead of the embedded product: every service its own process on FerretDB, Kafka and MinIO, Flux
// at the fake Black Forest Labs server taking a fixed time per picture. The time from storygen to the last
// page seen on the progress stream, against the ideal (the text plus one picture, every picture side by side).
// Target: ≤ 1.15×, as the embedded product.
// Runs alone: `node scripts/lib/bench-stack-book.mjs` after `npm run build` (BENCH_STACK_BOOK_RUNS books, 3;
// BENCH_PICTURE_MS, 1500; BENCH_LOG_LEVEL=info prints the services' log lines, with their times).
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { watchStream } from './bench-book.mjs';
import { apiClient, median, parentWithChild, storygenRequest } from './bench-product.mjs';
import { withBenchStack } from './bench-worker-restart.mjs';
import { cpuByPart, cpuSpent } from './process-cpu.mjs';

/** One parent's book, from sign-in; the times are from the storygen call, in ms. */
async function oneBook(url, parent) {
  const client = apiClient(url);
  const profileId = await parentWithChild(client, parent);
  const prompt = 'A dragon who bakes moon cakes';
  const request = await storygenRequest(client.post, profileId, prompt);
  const cpuBefore = cpuByPart();
  const started = performance.now();
  const story = await client.post('/api/story/storygen', request);
  const textDone = performance.now();
  const { pageDataModel } = await client.post('/api/story/bookgen', {
    bookId: story.bookId,
    animateImages: false,
  });
  const ordered = performance.now();
  const seen = await watchStream(client, story.bookId);
  if (!seen) throw new Error('the progress stream did not answer');
  return {
    cpu: cpuSpent(cpuBefore, cpuByPart()),
    pages: pageDataModel.length,
    textMs: textDone - started,
    bookgenMs: ordered - textDone,
    totalMs: seen.lastReady - started,
    firstAfterTextMs: seen.firstReady - textDone,
  };
}

/** Prints the figures beside their target; never fails the run (a failure is printed as such). */
export async function benchStackBook({ runs = 3, pictureMs = 1500 } = {}) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nbook pipeline in stack mode (npm run start:stack), Flux at a fake provider taking ${s(pictureMs)} a picture, ${runs} books (median):`,
  );
  let results;
  try {
    results = await withBenchStack(pictureMs, async (stack) => {
      const books = [];
      for (let i = 0; i < runs; i += 1) books.push(await oneBook(stack.url, `Stack Parent ${i + 1}`));
      return books;
    });
  } catch (error) {
    console.log(`  could not be measured: ${error.message}`);
    return;
  }
  const textMs = median(results.map((r) => r.textMs));
  const line = (label, value, target = '') =>
    console.log(`  ${label.padEnd(46)} ${value.padStart(10)}${target ? `   target ${target}` : ''}`);
  line('pages per book', results.map((r) => r.pages).join(', '));
  line('story text (the storygen call)', s(textMs));
  line('the bookgen call', s(median(results.map((r) => r.bookgenMs))));
  line("'I'm ready for the whole book!' to last page", s(median(results.map((r) => r.totalMs))));
  line('ideal (text + one picture, all side by side)', s(textMs + pictureMs));
  line(
    'ratio to the ideal',
    `${median(results.map((r) => r.totalMs / (r.textMs + pictureMs))).toFixed(2)}×`,
    '≤ 1.15×',
  );
  line('  each book', results.map((r) => (r.totalMs / (r.textMs + pictureMs)).toFixed(2)).join(', '));
  line('end of text to page 1 ready', s(median(results.map((r) => r.firstAfterTextMs))));
  reportCpu(results, line, s);
}

/**
 * What each book cost the machine's CPU, by part (median over the books), beside the cores there are: the
 * book's wall time times the cores is all the CPU it could have had.
 */
function reportCpu(results, line, s) {
  if (results.some((r) => !r.cpu)) return;
  const parts = [...new Set(results.flatMap((r) => [...r.cpu.keys()]))];
  const perPart = parts
    .map((part) => [part, median(results.map((r) => r.cpu.get(part) ?? 0))])
    .filter(([, seconds]) => seconds >= 0.01)
    .sort((a, b) => b[1] - a[1]);
  const total = median(results.map((r) => [...r.cpu.values()].reduce((sum, v) => sum + v, 0)));
  const cores = availableParallelism();
  const wall = median(results.map((r) => r.totalMs)) / 1000;
  line(`CPU a book used (${cores} cores × its time: ${s(wall * cores * 1000)})`, s(total * 1000));
  for (const [part, seconds] of perPart) line(`  ${part}`, s(seconds * 1000));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchStackBook({
    runs: Number(process.env.BENCH_STACK_BOOK_RUNS ?? 3),
    pictureMs: Number(process.env.BENCH_PICTURE_MS ?? 1500),
  });
}
