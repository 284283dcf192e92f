/**
 * The product in a real browser: the whole embedded product on a free port, Debian's Chromium driven by
 * playwright-core. Checks the shell of spec §2 (header menu sliding out and hiding again, the bar's size and
 * transparency per route, footer), client-side route changes, the redirect of unknown paths, the signed-in
 * header and a page chunk that fails to load (§8).
 */
import { COPYRIGHT_YEAR, HEADER_AUTO_HIDE_MS } from '../web/src/lib/constants';
import { errors, footer, nav, ui } from '../web/src/lib/texts';
import type { Page } from 'playwright-core';
import { openMenu, useBrowserTestBed } from './browser';
import type { PageGlobals } from './in-page';

const bed = useBrowserTestBed();
const openPage = (path: string) => bed.openPage(path);

const menuToggle = (page: Page) => page.locator('header').getByRole('button', { name: ui.menu });
const menu = (page: Page) => page.getByRole('navigation', { name: ui.mainNavigation });

test('the landing page shows the header menu and the footer texts of the spec', async () => {
  const { page, errors: pageErrors } = await openPage('/');
  const links = await openMenu(page);
  for (const label of [nav.home, nav.books, nav.profiles, nav.pricing, nav.account, nav.login]) {
    await links.getByRole('link', { name: label, exact: true }).waitFor();
  }
  await page.getByText(footer.copyright(COPYRIGHT_YEAR)).waitFor();
  expect(footer.copyright(COPYRIGHT_YEAR)).toContain('2024');
  await page.getByText(footer.aiDisclaimer).waitFor();
  // Visitors get no problem-report button.
  expect(await page.getByRole('button', { name: footer.reportProblem }).count()).toBe(0);
  expect(pageErrors).toEqual([]);
  await page.context().close();
});

test('the menu slides out on click and hides again after 5 s, or at once on a click outside it', async () => {
  const { page } = await openPage('/pricing');
  await page.clock.install();
  await menuToggle(page).waitFor();
  // Hidden at first: not shown, and its links cannot be reached with the keyboard.
  expect(await menu(page).isVisible()).toBe(false);
  const hiddenMenu = page.getByRole('navigation', { name: ui.mainNavigation, includeHidden: true });
  expect(await hiddenMenu.evaluate((element) => (element as { inert: boolean }).inert)).toBe(true);

  await menuToggle(page).click();
  await menu(page).waitFor();
  expect(await menuToggle(page).getAttribute('aria-expanded')).toBe('true');
  await page.clock.fastForward(HEADER_AUTO_HIDE_MS - 500);
  expect(await menu(page).isVisible()).toBe(true);
  await page.clock.fastForward(600);
  await menu(page).waitFor({ state: 'hidden' });
  expect(await menuToggle(page).getAttribute('aria-expanded')).toBe('false');

  // A click outside the header hides it before the 5 s.
  await menuToggle(page).click();
  await menu(page).waitFor();
  await page.getByRole('heading', { level: 1 }).click();
  await menu(page).waitFor({ state: 'hidden' });
  await page.context().close();
});

test('the keyboard opens the menu, moves through its links with a visible focus, and Escape hides it', async () => {
  const { page } = await openPage('/pricing');
  await menuToggle(page).focus();
  await page.keyboard.press('Enter');
  await menu(page).waitFor();
  await page.keyboard.press('Tab');
  const focused = menu(page).getByRole('link', { name: nav.home, exact: true });
  const isFocused = (element: unknown) =>
    element === (globalThis as unknown as PageGlobals).document.activeElement;
  expect(await focused.evaluate(isFocused)).toBe(true);
  const outline = await focused.evaluate(
    (element) => (globalThis as unknown as PageGlobals).getComputedStyle(element).outlineStyle,
  );
  expect(outline).not.toBe('none');
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'hidden' });
  expect(await menuToggle(page).evaluate(isFocused)).toBe(true);
  await page.context().close();
});

test('the navigation bar is slim and see-through over the shelves, full and solid on other pages', async () => {
  const { page } = await openPage('/');
  const header = page.locator('header');
  const look = () =>
    header.evaluate((element) => {
      const w = globalThis as unknown as PageGlobals;
      return {
        height: w.document.querySelector('.header-bar')!.getBoundingClientRect().height,
        background: w.getComputedStyle(element).backgroundColor,
      };
    });
  await menuToggle(page).waitFor();
  const onLanding = await look();
  expect(onLanding.background).toBe('rgba(0, 0, 0, 0)');
  await (await openMenu(page)).getByRole('link', { name: nav.pricing, exact: true }).click();
  await page.waitForURL(`${bed.url}/pricing`);
  await page.waitForFunction(() => {
    const w = globalThis as unknown as PageGlobals;
    return w.getComputedStyle(w.document.querySelector('header')).backgroundColor !== 'rgba(0, 0, 0, 0)';
  });
  const onPricing = await look();
  expect(onPricing.height).toBeGreaterThan(onLanding.height);
  await page.context().close();
});

test('a header link changes the route without reloading the page', async () => {
  const { page } = await openPage('/');
  await page.evaluate(() => ((globalThis as unknown as { __marker: number }).__marker = 42));
  await (await openMenu(page)).getByRole('link', { name: nav.pricing, exact: true }).click();
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
  await (await openMenu(page)).getByRole('link', { name: nav.logout, exact: true }).waitFor();
  await page.getByRole('button', { name: footer.reportProblem }).waitFor();
  await page.context().close();
});

test("a page's script that fails to load reloads the page once, then shows the ChunkLoadError", async () => {
  // A service worker would answer the chunk from its cache, where the page's routes do not reach.
  const { page } = await bed.openPage('/', { serviceWorkers: 'block' });
  await page.route(/\/assets\/pricing-page-[^/]+\.js$/, (route) => route.abort());
  await page.evaluate(() => ((globalThis as unknown as { __marker: number }).__marker = 42));
  await (await openMenu(page)).getByRole('link', { name: nav.pricing, exact: true }).click();
  await page.getByRole('heading', { name: errors.unexpectedApplicationError }).waitFor();
  // It reloaded once (a new document: the marker is gone), and the chunk failed again.
  expect(
    await page.evaluate(() => (globalThis as unknown as { __marker?: number }).__marker),
  ).toBeUndefined();
  expect(page.url()).toBe(`${bed.url}/pricing`);
  await page.getByText(ui.chunkLoadFailed, { exact: false }).waitFor();
  await page.getByText(errors.chunkLoadErrorName, { exact: false }).first().waitFor();

  // Once the script loads again, Reload brings the page.
  await page.unroute(/\/assets\/pricing-page-[^/]+\.js$/);
  await page.getByRole('button', { name: ui.reload }).click();
  await page.getByRole('heading', { name: ui.pricingHeading }).waitFor();
  await page.context().close();
});
