// The landing section of `npm run bench` (issue 9): what a first visit to / costs in Chromium on loopback,
// against the embedded product (what `npm start` runs) with a few published books on the public shelf.
// - JavaScript: every script response of a cold load of / (a fresh browser context, so no HTTP cache),
//   read from Chromium's network log once the page has settled, each body gzip-sized with zlib at level 9
//   (what Vite's build report uses).
// - Largest contentful paint: the last 'largest-contentful-paint' entry a PerformanceObserver saw, as the
//   median of several cold loads.
// Service workers are blocked: the worker installs after the page has loaded and precaches the other routes'
// chunks, which is neither what / needs nor what a first visit waits for.
// Targets: ≤ 120 kB gzip, ≤ 1 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { apiClient, median, parentWithChild, publishedBooks, startProduct } from './bench-product.mjs';
import { CHROMIUM } from './setup.mjs';

const ADMIN_EMAIL = 'bench.landing@storybook.local';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Once the page is idle, how long to wait for a late paint before reading the last LCP entry. */
const SETTLE_MS = 500;

/** An admin's published books with covers, so that / shows a shelf as it does in use. */
async function seedPublicShelf(url, books) {
  const api = apiClient(url);
  const profileId = await parentWithChild(api, 'Bench Landing');
  await publishedBooks(api, profileId, books, (i) => `A lighthouse keeper's cat, story ${i + 1}`);
}

/** One cold load of /: the scripts it fetched and its largest contentful paint. */
async function coldLoad(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = [];
      Object.defineProperty(globalThis, '__benchLcp', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const lcp = await page.evaluate(() => globalThis.__benchLcp.at(-1) ?? null);
    const files = await Promise.all(
      scripts.map(async (response) => {
        const body = await response.body();
        return {
          path: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      }),
    );
    return { lcp, files };
  } finally {
    await context.close();
  }
}

export async function benchLanding({ loads = 7, shelfBooks = 6 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storybook-bench-landing-'));
  let product;
  let browser;
  try {
    product = await startProduct({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Seeding a full shelf from one parent is no visitor's traffic: the story budget is not measured here.
      RATE_LIMIT_STORY_PER_USER: 'off',
      RATE_LIMIT_STORY_PER_IP: 'off',
    });
    await seedPublicShelf(product.url, shelfBooks);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    // A first load warms the product's own caches (the public shelf's shared answer, files in the OS cache).
    await coldLoad(browser, product.url);
    const results = [];
    for (let i = 0; i < loads; i += 1) results.push(await coldLoad(browser, product.url));

    const { files } = results.at(-1);
    const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const lcps = results.map((result) => result.lcp).filter((value) => value !== null);
    // kB as Vite reports them (1000 bytes): the larger figure of the two conventions.
    const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      `\nthe landing page / in Chromium on loopback (npm start's product, ${shelfBooks} books on the public shelf;` +
        ` ${loads} cold loads, fresh context each, service worker blocked):`,
    );
    console.log(
      `  JavaScript loaded by /          ${kb(totalGzip).padStart(9)} gzip   target ≤ 120 kB   (${files.length} scripts, ${kb(totalBytes)} raw)`,
    );
    for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${kb(file.gzip).padStart(9)}  ${file.path}`);
    }
    if (lcps.length === 0) {
      console.log('  largest contentful paint        not reported by Chromium');
    } else {
      const s = (ms) => `${(ms / 1000).toFixed(3)} s`;
      console.log(
        `  largest contentful paint        ${s(median(lcps)).padStart(9)}        target ≤ 1 s      (median; ${s(Math.min(...lcps))} – ${s(Math.max(...lcps))})`,
      );
    }
  } catch (error) {
    console.log(`\nthe landing page: could not be measured: ${error.message}`);
  } finally {
    await browser?.close();
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
