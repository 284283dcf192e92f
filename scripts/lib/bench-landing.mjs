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
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, ROOT } from './setup.mjs';

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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The embedded product as its own process, answering once it printed its URL. */
async function startProduct(env) {
  const child = spawn(process.execPath, [join(ROOT, 'packages/embedded/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /running at (http:\/\/[^\s]+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.on('exit', (code) => reject(new Error(`the product exited (${code}) before it was ready`)));
  });
  child.stdout.resume();
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** An admin's published books with covers, so that / shows a shelf as it does in use. */
async function seedPublicShelf(url, books) {
  let cookie = '';
  const post = async (path, body) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    cookie ||= response.headers.get('set-cookie')?.split(';')[0] ?? '';
    return answer;
  };
  await post('/api/auth/local-login', { name: 'Bench Landing' });
  const created = await post('/api/files/create-profile', {
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
  const profileId = created.profile.profile_id;
  const [model, generator] = ['gpt-4o-mini', 'Flux'];
  for (let i = 0; i < books; i += 1) {
    const prompt = `A lighthouse keeper's cat, story ${i + 1}`;
    const { authorResponse } = await post('/api/story/summary', { prompt, profileId, model });
    const cover = await post('/api/story/title-picture', {
      profileId,
      summaryData: authorResponse,
      generator,
    });
    const story = await post('/api/story/storygen', {
      profileId,
      bookData: {
        ...authorResponse,
        prompt,
        model,
        image_generator: generator,
        title_svg: cover.titleSvg,
        cf_title_image: cover.storyImage,
        cf_title_key: cover.fileKey,
      },
    });
    await post('/api/admin/publish-book', { bookId: story.bookId, published: true });
  }
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
