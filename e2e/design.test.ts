/**
 * The design system in a real browser: on every main screen, no visible button, field or select keeps the
 * browser's default look (read from the computed style), and on a 390 px wide phone every visible button
 * and link is at least 44 px tall.
 */
import type { Page } from 'playwright-core';
import { useBrowserTestBed } from './browser';
import { mayaProfile } from './fixtures';

const bed = useBrowserTestBed();

const ROUTES = [
  '/',
  '/login',
  '/create-profile',
  '/create-profile-ai',
  '/profile-information',
  '/book-shelf',
  '/account',
  '/pricing',
];

/** What on the page still looks like the browser's own, or is too short to tap on a phone. */
const findings = (page: Page, phone: boolean) =>
  page.evaluate((checkTaps: boolean) => {
    type Box = { width: number; height: number };
    type Element = {
      tagName: string;
      type?: string;
      textContent: string | null;
      getAttribute(name: string): string | null;
      getBoundingClientRect(): Box;
    };
    type Style = { backgroundColor: string; borderStyle: string; appearance: string; visibility: string };
    const scope = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<Element> };
      getComputedStyle(element: Element): Style;
    };
    const out: string[] = [];
    for (const element of scope.document.querySelectorAll('button, input, select, textarea, a')) {
      const box = element.getBoundingClientRect();
      const style = scope.getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
        .trim()
        .slice(0, 40);
      const tag = element.tagName;
      if (
        tag === 'BUTTON' &&
        (style.backgroundColor === 'rgb(239, 239, 239)' || style.borderStyle.includes('outset'))
      ) {
        out.push(`default button "${name}"`);
      }
      if (tag === 'SELECT' && style.appearance !== 'none') out.push(`default select "${name}"`);
      const field =
        tag === 'TEXTAREA' ||
        (tag === 'INPUT' && !['checkbox', 'radio', 'file', 'range'].includes(element.type ?? ''));
      if (field && style.borderStyle.includes('inset')) out.push(`default field "${name}"`);
      if (checkTaps && (tag === 'BUTTON' || tag === 'A') && box.height < 43.5) {
        out.push(`${tag.toLowerCase()} "${name}" is ${Math.round(box.height)} px tall`);
      }
    }
    return out;
  }, phone);

test('no screen keeps a browser-default control, and a phone gets a finger-sized tap everywhere', async () => {
  const { page: signIn } = await bed.openPage('/');
  await bed.signIn(signIn, 'Parent Designed');
  const created = await signIn.context().request.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: mayaProfile({ favorite_animals: ['otters'] }) } },
  });
  expect(created.ok()).toBe(true);
  const cookies = await signIn.context().cookies();

  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    for (const signedIn of [false, true]) {
      const { page } = await bed.openPage('/', { viewport });
      if (signedIn) await page.context().addCookies(cookies);
      for (const route of ROUTES) {
        await page.goto(`${bed.url}${route}`);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect({ size, signedIn, route, found: await findings(page, size === 'phone') }).toEqual({
          size,
          signedIn,
          route,
          found: [],
        });
      }
      await page.context().close();
    }
  }
});
