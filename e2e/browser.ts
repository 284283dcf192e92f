/**
 * What every browser test needs: the whole embedded product on a free port (what `npm start` runs) and
 * Debian's Chromium driven by playwright-core, both stopped after the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import { createLogger } from '@storybook-app/kit';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { ui } from '../web/src/lib/texts';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How long one browser step (a wait, a click, a navigation) may take. */
const STEP_TIMEOUT_MS = 15_000;

export interface BrowserTestBed {
  readonly url: string;
  /**
   * A page in a fresh browser context (no cookies, no storage, `contextOptions` if given); page errors are
   * collected.
   */
  openPage(path: string, contextOptions?: BrowserContextOptions): Promise<{ page: Page; errors: string[] }>;
  /** Signs `page`'s context in with the local sign-in and returns the user id. */
  signIn(page: Page, name: string): Promise<string>;
}

export interface BrowserTestBedOptions {
  /**
   * The product's environment (`startEmbedded`'s `env`), e.g. Stripe's settings. The embedded product reads
   * only what is given here, not the test process's environment.
   */
  env?: ProductEnv | (() => Promise<ProductEnv>);
  /**
   * Starts the product some other way (as containers, say) instead of the embedded one; `startTimeoutMs`
   * bounds it.
   */
  start?: () => Promise<RunningProduct>;
  startTimeoutMs?: number;
}

/** What a test needs of a running product: where it answers, and how to stop it. */
export interface RunningProduct {
  url: string;
  stop(): Promise<void>;
}

type ProductEnv = Record<string, string | undefined>;

/**
 * Starts the product and the browser in beforeAll and stops them in afterAll of the calling file (or of the
 * calling describe block).
 */
export function useBrowserTestBed(options: BrowserTestBedOptions = {}): BrowserTestBed {
  let product: EmbeddedProduct | RunningProduct;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-e2e-'));
    // A function lets a file start what the product needs (a proxy, a fake) before the product.
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    product = options.start
      ? await options.start()
      : await startEmbedded(
          { dataDir, webDist: join(__dirname, '../web/dist'), port: 0, env },
          // Errors only: a part that does not stop in time is named in the run's output.
          createLogger('e2e', { level: 'error' }),
        );
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    });
  }, options.startTimeoutMs ?? 60_000);

  afterAll(async () => {
    await timed('closing Chromium', () => browser?.close());
    await timed('stopping the product', () => product?.stop());
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  return {
    get url() {
      return product.url;
    },
    async openPage(path, contextOptions) {
      const context = await browser.newContext(contextOptions);
      // Shorter than the test's timeout, so a step that never happens is named in the failure.
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${product.url}${path}`);
      return { page, errors };
    },
    async signIn(page, name) {
      const res = await page
        .context()
        .request.post(`${product.url}/api/auth/local-login`, { data: { name } });
      if (!res.ok()) throw new Error(`local sign-in failed: ${res.status()}`);
      return ((await res.json()) as { profileData: { user_id: string } }).profileData.user_id;
    },
  };
}

/** Runs a teardown step and says so when it was slow, so that a teardown running out of time names its step. */
async function timed(step: string, run: () => Promise<void> | undefined): Promise<void> {
  const started = Date.now();
  await run();
  const seconds = (Date.now() - started) / 1000;
  if (seconds > 10) console.warn(`e2e teardown: ${step} took ${seconds.toFixed(1)} s`);
}

/**
 * The header's menu (spec §2: it slides out on click and hides again after 5 s): opened when it is hidden,
 * so that its links can be clicked.
 */
export async function openMenu(page: Page): Promise<Locator> {
  const toggle = page.locator('header').getByRole('button', { name: ui.menu });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const menu = page.getByRole('navigation', { name: ui.mainNavigation });
  await menu.waitFor();
  return menu;
}

/** Types a PIN into the dialog's one-digit boxes, labelled `label(1)` to `label(4)`. */
export async function typePin(page: Page, label: (n: number) => string, pin: string): Promise<void> {
  for (const [index, digit] of [...pin].entries()) {
    await page.getByLabel(label(index + 1), { exact: true }).fill(digit);
  }
}
