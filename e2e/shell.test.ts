/**
 * The product in a real browser: the whole embedded product on a free port, Debian's Chromium driven by
 * playwright-core. Checks the shell of spec §2 (header menu, footer), client-side route changes, the
 * redirect of unknown paths and the signed-in header.
 */
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import { createLogger } from '@storybook-app/kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { COPYRIGHT_YEAR } from '../web/src/lib/constants';
import { footer, nav } from '../web/src/lib/texts';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let product: EmbeddedProduct;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storybook-e2e-'));
  product = await startEmbedded(
    { dataDir, webDist: join(__dirname, '../web/dist'), port: 0 },
    createLogger('e2e', { level: 'silent' }),
  );
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${product.url}${path}`);
  return { page, errors };
}

const header = (page: Page) => page.locator('header');

test('the landing page shows the header menu and the footer texts of the spec', async () => {
  const { page, errors } = await openPage('/');
  for (const label of [nav.home, nav.books, nav.profiles, nav.pricing, nav.account, nav.login]) {
    await header(page).getByRole('link', { name: label, exact: true }).waitFor();
  }
  await page.getByText(footer.copyright(COPYRIGHT_YEAR)).waitFor();
  await page.getByText(footer.aiDisclaimer).waitFor();
  // Visitors get no problem-report button.
  expect(await page.getByRole('button', { name: footer.reportProblem }).count()).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a header link changes the route without reloading the page', async () => {
  const { page } = await openPage('/');
  await page.evaluate(() => ((globalThis as unknown as { __marker: number }).__marker = 42));
  await header(page).getByRole('link', { name: nav.pricing, exact: true }).click();
  await page.waitForURL(`${product.url}/pricing`);
  // Same document: a client-side navigation kept the marker.
  expect(await page.evaluate(() => (globalThis as unknown as { __marker?: number }).__marker)).toBe(42);
  await page.context().close();
});

test('an unknown path redirects to /', async () => {
  const { page } = await openPage('/no/such/page');
  await page.waitForURL(`${product.url}/`);
  await page.context().close();
});

test('once signed in, the header reads Logout and the footer offers Report a Problem', async () => {
  const { page } = await openPage('/');
  const signIn = await page
    .context()
    .request.post(`${product.url}/api/auth/local-login`, { data: { name: 'Ada' } });
  expect(signIn.ok()).toBe(true);
  await page.reload();
  await header(page).getByRole('link', { name: nav.logout, exact: true }).waitFor();
  await page.getByRole('button', { name: footer.reportProblem }).waitFor();
  await page.context().close();
});
