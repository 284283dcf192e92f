/**
 * The product in a real browser: the whole embedded product on a free port, Debian's Chromium driven by
 * playwright-core. Checks the shell of spec §2 (header menu, footer), client-side route changes, the
 * redirect of unknown paths and the signed-in header.
 */
import { COPYRIGHT_YEAR } from '../web/src/lib/constants';
import { footer, nav } from '../web/src/lib/texts';
import type { Page } from 'playwright-core';
import { useBrowserTestBed } from './browser';

const bed = useBrowserTestBed();
const openPage = (path: string) => bed.openPage(path);

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
  await page.waitForURL(`${bed.url}/pricing`);
  // Same document: a client-side navigation kept the marker.
  expect(await page.evaluate(() => (globalThis as unknown as { __marker?: number }).__marker)).toBe(42);
  await page.context().close();
});

test('an unknown path redirects to /', async () => {
  const { page } = await openPage('/no/such/page');
  await page.waitForURL(`${bed.url}/`);
  await page.context().close();
});

test('once signed in, the header reads Logout and the footer offers Report a Problem', async () => {
  const { page } = await openPage('/');
  await bed.signIn(page, 'Ada');
  await page.reload();
  await header(page).getByRole('link', { name: nav.logout, exact: true }).waitFor();
  await page.getByRole('button', { name: footer.reportProblem }).waitFor();
  await page.context().close();
});
