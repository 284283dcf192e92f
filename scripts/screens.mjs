#!/usr/bin/env node
// `npm run screens` (issue 19): screenshots of the main screens for README, taken in Chromium on a fresh
// product as `npm start` runs it (embedded, no keys, 127.0.0.1, a temporary data directory). Once the product's
// own sample books are on the public shelf, a parent with a child's profile and a PIN walks the main job in
// the browser (pick the child, pass the PIN, an idea, the summary and cover, the whole book, the
// bookshelf, the reader), once at phone size and once at desktop size.
// Writes docs/screens/<screen>-<phone|desktop>.png (replaced only when every screen was taken) and exits
// non-zero on any failure. The files are committed; run it again after changing what a screen shows.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { apiClient, startProduct } from './lib/bench-product.mjs';
import { CHROMIUM, ROOT, ensureBuilt, ensureChromium, ensureDependencies } from './lib/setup.mjs';

const OUT = join(ROOT, 'docs/screens');
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};
/** A page up to this many viewport heights is taken whole; a longer one shows its first screen. */
const FULL_PAGE_UP_TO = 1.6;
const STEP_TIMEOUT_MS = 20_000;
const PARENT_NAME = 'Alex Rivera';
const PIN = '1357';
const IDEA = 'Maya and a fox find a lost lantern in the forest';
const MAYA = {
  personal_information: {
    first_name: 'Maya',
    age: '6',
    gender: 'Girl',
    language: 'English',
    ethnicity: 'Other',
    hair_color: 'brown',
    eye_color: 'green',
  },
  interests: { favorite_animals: ['foxes', 'owls'], hobbies: ['drawing'] },
};
/**
 * Pictures take a while, as with a provider, so that the book page can be caught with pages still arriving
 * (a few at a time, so that the sample books are drawn in seconds).
 */
const PRODUCT_ENV = { OFFLINE_PICTURE_DELAY_MS: '400', IMAGE_CONCURRENCY: '4' };
const SAMPLES_TIMEOUT_MS = 90_000;

// The texts of web/src/lib/texts.ts the script finds buttons and regions by (checked against that file below,
// so a reworded text stops the script with its name instead of a timeout).
const TEXTS = {
  storyStartHeading: "Let's create a story!",
  ideaPlaceholder: 'Choose one of my ideas, or tell me what you want to read a story about here!',
  letsGo: "Let's Go!",
  readyForWholeBook: "I'm ready for the whole book!",
  ok: 'OK',
  pinDigit: 'PIN digit ',
  suggestedIdeas: 'Story ideas',
  summaryHeading: 'Summary',
  coverPreview: 'Cover preview',
  bookPages: 'Pages',
  chatMessage: 'Message',
  send: 'Send',
  signIn: 'Sign in',
  demo: 'Demo',
  yourProfiles: 'Profiles',
  accountHeading: 'Account',
  pricingHeading: 'Plans',
};

function checkTexts() {
  const source = readFileSync(join(ROOT, 'web/src/lib/texts.ts'), 'utf8');
  const missing = Object.entries(TEXTS).filter(
    ([, text]) => !['"', "'", '`'].some((quote) => source.includes(`${quote}${text}`)),
  );
  if (missing.length > 0) {
    throw new Error(
      `web/src/lib/texts.ts no longer has ${missing.map(([name]) => name).join(', ')}: update TEXTS in scripts/screens.mjs`,
    );
  }
}

/** No key of the caller's environment reaches the product: the screens are those of the keyless product. */
function keylessEnv(dataDir) {
  const cleared = Object.fromEntries(
    Object.keys(process.env)
      .filter((name) =>
        /(_KEY|_SECRET|_TOKEN|_URL|_BROKERS|_ENDPOINT)$|^(STRIPE_|GOOGLE_|LOCAL_MODEL_|S3_)|^NODE_ENV$/.test(
          name,
        ),
      )
      .map((name) => [name, undefined]),
  );
  return {
    ...cleared,
    ...PRODUCT_ENV,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAILS: undefined,
  };
}

/**
 * Waits until the product's sample books (services/story/src/sample-books.ts, placed in the background at
 * start) are all on the public shelf with every picture drawn, so that they neither show half-drawn on / nor
 * hold up the parent's pictures.
 */
async function sampleShelfReady(url) {
  const samples = await import(join(ROOT, 'services/story/dist/sample-books.js'));
  const expected = (samples.SAMPLE_BOOKS ?? samples.default.SAMPLE_BOOKS).length;
  const api = apiClient(url);
  const deadline = Date.now() + SAMPLES_TIMEOUT_MS;
  for (;;) {
    const { publicBooks = [] } = await (await api.get('/api/public/public-bookshelf')).json();
    const books = await Promise.all(
      publicBooks.map((book) => api.post('/api/public/get-public-book', { bookId: book.book_id })),
    );
    const drawn = books.filter(
      ({ bookData }) => bookData.cf_title_image && bookData.pages.every((page) => page.status === 'ready'),
    );
    if (drawn.length >= expected) return;
    if (Date.now() > deadline) {
      throw new Error(`the sample books were not drawn in time (${drawn.length} of ${expected})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The parent: Maya's profile and a generation PIN; answers the parent's user id. */
async function seedParent(url) {
  const parent = apiClient(url);
  const { profileData } = await parent.post('/api/auth/local-login', { name: PARENT_NAME });
  await parent.post('/api/files/create-profile', { profileInfo: { profile_data: MAYA } });
  await parent.post('/api/user/update-pin', { old_pin: '', new_pin: PIN });
  return profileData.user_id;
}

/**
 * In the page: whether the book page's status line ('3 of 12 pages ready') shows some pages ready
 * (`until` 'some') or all of them ('all').
 */
const bookProgress = (until) => {
  const [, ready, total] =
    [...globalThis.document.querySelectorAll('[role=status]')]
      .map((element) => /^(\d+) of (\d+) pages ready$/.exec(element.textContent.trim()))
      .find(Boolean) ?? [];
  if (ready === undefined) return false;
  return until === 'some' ? Number(ready) > 0 : ready === total;
};

/** Waits until the page's pictures and fonts are in and its animations are over. */
async function settle(page) {
  await page.waitForFunction(() =>
    [...globalThis.document.images].every((img) => img.complete && (img.naturalWidth > 0 || !img.src)),
  );
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.waitForTimeout(400);
}

async function shoot(page, dir, screen, size) {
  await settle(page);
  const viewportHeight = page.viewportSize().height;
  const height = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
  const file = join(dir, `${screen}-${size}.png`);
  await page.screenshot({
    path: file,
    fullPage: height <= viewportHeight * FULL_PAGE_UP_TO,
    animations: 'disabled',
  });
  return file;
}

/** Every screen at one size; answers the files written into `dir`. */
async function screensAt(browser, url, userId, size, dir) {
  const files = [];
  const context = await browser.newContext({
    ...VIEWPORTS[size],
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors = [];
  const page = await context.newPage();
  try {
    page.on('pageerror', (error) => errors.push(error.message));
    const open = async (path) => {
      await page.goto(`${url}${path}`);
      // A guard that sends the visitor elsewhere would make a screenshot of the wrong screen.
      await page.waitForURL((at) => at.pathname === path.split('?')[0]);
    };
    let since = Date.now();
    const took = (file) => {
      files.push(file);
      console.log(`  ${basename(file)}  (${((Date.now() - since) / 1000).toFixed(1)} s)`);
      since = Date.now();
    };
    const take = async (screen) => took(await shoot(page, dir, screen, size));

    // A visitor: the public shelf and the Demo button, then the sign-in.
    await open('/');
    await page.getByRole('button', { name: TEXTS.demo, exact: true }).waitFor();
    await page.getByRole('img').first().waitFor();
    await take('landing');
    await open('/login');
    await page.getByRole('heading', { name: TEXTS.signIn, exact: true }).waitFor();
    await take('login');

    // The parent, signed in: home with Maya's button, the profile form and the profile chat.
    const signIn = await context.request.post(`${url}/api/auth/local-login`, { data: { name: PARENT_NAME } });
    if (!signIn.ok()) throw new Error(`the local sign-in answered ${signIn.status()}`);
    await open('/');
    const maya = page.getByRole('button', { name: 'Maya', exact: true });
    await maya.waitFor();
    await take('home');
    await open('/create-profile');
    await page.getByLabel('First name', { exact: true }).waitFor();
    await take('create-profile');
    await open('/create-profile-ai');
    const bubbles = page.getByRole('log').getByRole('listitem');
    await bubbles.first().waitFor();
    await page.getByRole('textbox', { name: TEXTS.chatMessage, exact: true }).fill('Leo');
    await page.getByRole('button', { name: TEXTS.send, exact: true }).click();
    await bubbles.nth(2).waitFor();
    await take('profile-chat');

    // Pick Maya and pass the PIN.
    await open('/');
    await maya.click();
    for (const [index, digit] of [...PIN].entries()) {
      await page.getByLabel(`${TEXTS.pinDigit}${index + 1}`, { exact: true }).fill(digit);
    }
    // The dialog under the profile buttons, without the rest of the landing page.
    const profileButtons = page.getByRole('region', { name: TEXTS.yourProfiles, exact: true });
    await settle(page);
    const pinShot = join(dir, `pin-${size}.png`);
    await profileButtons.screenshot({ path: pinShot, animations: 'disabled' });
    took(pinShot);
    await page.getByRole('button', { name: TEXTS.ok, exact: true }).click();
    await page.waitForURL(`${url}/story-gen-start`);

    // An idea, its summary and cover.
    await page.getByRole('heading', { name: TEXTS.storyStartHeading }).waitFor();
    await page
      .getByRole('region', { name: TEXTS.suggestedIdeas })
      .getByRole('button', { disabled: false })
      .first()
      .waitFor();
    await take('story-start');
    await page.getByPlaceholder(TEXTS.ideaPlaceholder).fill(IDEA);
    await page.getByRole('button', { name: TEXTS.letsGo, exact: true }).click();
    await page.waitForURL(`${url}/story-gen-summary`);
    await page
      .getByRole('region', { name: TEXTS.summaryHeading })
      .getByRole('heading', { level: 2 })
      .waitFor();
    await page
      .getByRole('region', { name: TEXTS.coverPreview })
      .locator('img[src^="/media/"]')
      .first()
      .waitFor();
    await take('summary');

    // The whole book: once with pages still arriving, once finished.
    await page.getByRole('button', { name: TEXTS.readyForWholeBook }).click();
    await page.waitForURL(`${url}/story-gen-book`);
    const status = page.getByRole('status').filter({ hasText: / of \d+ pages ready$/ });
    const counts = async () => /^(\d+) of (\d+)/.exec(((await status.textContent()) ?? '').trim()) ?? [];
    await status.waitFor();
    await page.waitForFunction(bookProgress, 'some', { polling: 50 });
    const [, ready, total] = await counts();
    if (ready === total) throw new Error('the book finished before it could be seen arriving');
    await take('book-arriving');
    await page.waitForFunction(bookProgress, 'all', { timeout: 90_000 });
    await page
      .getByRole('list', { name: TEXTS.bookPages })
      .getByRole('img')
      .nth(Number(total) - 1)
      .waitFor();
    await take('book');
    const bookId = await page.evaluate(
      () => JSON.parse(globalThis.localStorage.getItem('storybook.session')).bookId,
    );

    // The bookshelf, the flip-book reader, the plans and the account.
    await open('/book-shelf');
    await page.getByRole('img').first().waitFor();
    await take('bookshelf');
    await open(`/story-book/${userId}/${bookId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('img').first().waitFor();
    await take('reader');
    await open('/pricing');
    await page.getByRole('heading', { name: TEXTS.pricingHeading, exact: true }).waitFor();
    await take('pricing');
    await open('/account');
    await page.getByRole('heading', { name: TEXTS.accountHeading, exact: true }).waitFor();
    await take('account');
    if (errors.length > 0) throw new Error(`the pages threw: ${errors.join('; ')}`);
    return files;
  } catch (error) {
    // What the browser showed when the step failed, to see why.
    const shot = join(tmpdir(), `storybook-screens-failed-${size}.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    error.message += `\n  at ${page.url()} (${size}; what it showed: ${shot})`;
    throw error;
  } finally {
    await context.close();
  }
}

async function main() {
  const started = Date.now();
  checkTexts();
  ensureDependencies();
  ensureBuilt();
  ensureChromium();
  const work = mkdtempSync(join(tmpdir(), 'storybook-screens-'));
  const dataDir = join(work, 'data');
  const shots = join(work, 'screens');
  mkdirSync(shots);
  let product;
  let browser;
  try {
    product = await startProduct(keylessEnv(dataDir));
    console.log(`> product at ${product.url} (data in ${dataDir}), waiting for its sample books`);
    await sampleShelfReady(product.url);
    console.log(`> sample books drawn (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const userId = await seedParent(product.url);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--hide-scrollbars'],
    });
    const taken = [];
    const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
    for (const size of Object.keys(VIEWPORTS)) {
      console.log(`> screens at ${size} size (${seconds()})`);
      taken.push(...(await screensAt(browser, product.url, userId, size, shots)));
    }
    // Every screen was taken: replace the old set (a screen that is gone must not linger).
    mkdirSync(OUT, { recursive: true });
    for (const name of readdirSync(OUT).filter((file) => file.endsWith('.png'))) rmSync(join(OUT, name));
    let bytes = 0;
    for (const file of taken) {
      const target = join(OUT, relative(shots, file));
      copyFileSync(file, target);
      bytes += statSync(target).size;
    }
    console.log(
      `\nwrote ${taken.length} screenshots (${(bytes / 1e6).toFixed(2)} MB) to ${relative(process.cwd(), OUT) || '.'}/` +
        ` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await browser?.close();
    await product?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nnpm run screens failed: ${error.stack ?? error}`);
  process.exitCode = 1;
}
