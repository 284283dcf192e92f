/**
 * The design system in a real browser: on the main screens, the readers of a sample book and (signed in) the
 * PIN-gated screens of making a book, from a 360 px
 * phone to a 1440 px screen, no visible button, field or select keeps the browser's default look (read from
 * the computed style), nothing scrolls sideways, and on a phone every visible button and link is at least
 * 44 px tall; the same for what opens over a screen (the PIN dialog choosing, asking and locked out, the
 * menu, the problem report). With reduced motion nothing moves, and the keyboard's focus is always visible.
 */
import type { Page } from 'playwright-core';
import { SHELF_ACTIVE_RAISE_PX } from '../web/src/lib/constants';
import { footer, profiles, ui } from '../web/src/lib/texts';
import { openMenu, typePin, useBrowserTestBed } from './browser';
import { makeBook, mayaProfile, withWebSession, type WebSession } from './fixtures';

const bed = useBrowserTestBed({ env: { SAMPLE_BOOKS: 'true' } });

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
    type Box = { width: number; height: number; top: number; bottom: number };
    type Element = {
      tagName: string;
      type?: string;
      textContent: string | null;
      getAttribute(name: string): string | null;
      getBoundingClientRect(): Box;
    };
    type Style = { backgroundColor: string; borderStyle: string; appearance: string; visibility: string };
    const scope = globalThis as unknown as {
      document: {
        querySelectorAll(selector: string): Iterable<Element>;
        createRange(): { selectNodeContents(node: Element): void; getBoundingClientRect(): Box };
      };
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
      // A button-sized control's words sit in its middle, not at its top (a tall tap target whose label
      // kept an inline block's place looked broken on a phone).
      if ((tag === 'BUTTON' || tag === 'A') && box.height <= 80 && name) {
        const words = scope.document.createRange();
        words.selectNodeContents(element);
        const text = words.getBoundingClientRect();
        const above = text.top - box.top;
        const below = box.bottom - text.bottom;
        if (text.height > 0 && Math.abs(above - below) > 6) {
          out.push(
            `${tag.toLowerCase()} "${name}" has its words ${Math.round(above)} px from its top, ${Math.round(below)} px from its bottom`,
          );
        }
      }
    }
    const page = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    if (page.document.documentElement.scrollWidth > page.innerWidth + 1) {
      out.push(`scrolls sideways (${page.document.documentElement.scrollWidth} px)`);
    }
    return out;
  }, phone);

let cookies: Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;
let routes: string[];
/** The web's session of a parent who gave the PIN and is making a book: what the /story-gen-* screens need. */
let session: WebSession;

/** Screens only a signed-in parent making a book reaches (a visitor is sent to /). */
const MAKING_A_BOOK = ['/story-gen-start', '/story-gen-summary', '/story-gen-book'];
/** Screens that send a visitor to / or /login, which are checked anyway: looked at signed in only. */
const SIGNED_IN_ONLY = new Set([
  '/create-profile',
  '/create-profile-ai',
  '/profile-information',
  '/book-shelf',
  '/account',
]);

beforeAll(async () => {
  const { page: signIn } = await bed.openPage('/');
  const userId = await bed.signIn(signIn, 'Parent Designed');
  const api = signIn.context().request;
  const created = await api.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: mayaProfile({ favorite_animals: ['otters'] }) } },
  });
  expect(created.ok()).toBe(true);
  const profileId = ((await created.json()) as { profile: { profile_id: string } }).profile.profile_id;
  ({ session } = await makeBook(api, bed.url, {
    userId,
    profileId,
    prompt: 'Maya and an otter build a raft',
  }));
  cookies = await signIn.context().cookies();
  // A sample book's readers, once story has placed it.
  let sample: { user_id: string; book_id: string } | undefined;
  for (const deadline = Date.now() + 30_000; !sample; await signIn.waitForTimeout(250)) {
    const shelf = await signIn.context().request.get(`${bed.url}/api/public/public-bookshelf`);
    sample = ((await shelf.json()) as { publicBooks: Array<{ user_id: string; book_id: string }> })
      .publicBooks[0];
    if (Date.now() > deadline) throw new Error('no sample book on the public shelf');
  }
  routes = [
    ...ROUTES,
    `/story-book/${sample.user_id}/${sample.book_id}`,
    `/story-page/${sample.user_id}/${sample.book_id}/1`,
  ];
}, 120_000);

// One test per screen size, so a slow machine spends its time budget per size rather than on all four.
test.each([
  ['phone', { width: 360, height: 740 }],
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
  ['desktop', { width: 1440, height: 900 }],
] as const)(
  '%s at %o: no screen keeps a browser-default control, and phones get finger-sized taps',
  async (size, viewport) => {
    for (const signedIn of [false, true]) {
      const { page } = await bed.openPage('/', { viewport });
      if (signedIn) {
        await page.context().addCookies(cookies);
        await withWebSession(page, session);
      }
      const visited = signedIn ? [...routes, ...MAKING_A_BOOK] : routes.filter((r) => !SIGNED_IN_ONLY.has(r));
      for (const route of visited) {
        await page.goto(`${bed.url}${route}`);
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        // The screens of making a book stay where they are (the session made them reachable).
        if (MAKING_A_BOOK.includes(route)) expect(new URL(page.url()).pathname).toBe(route);
        const width = viewport.width;
        expect({ width, signedIn, route, found: await findings(page, size === 'phone') }).toEqual({
          width,
          signedIn,
          route,
          found: [],
        });
      }
      await page.context().close();
    }
  },
);

test('on a phone, the home without a child, the PIN dialog (choosing, asking, locked out), the menu and the problem report are the design system', async () => {
  const { page, errors } = await bed.openPage('/', { viewport: { width: 390, height: 844 } });
  await bed.signIn(page, 'Parent Dialogs');
  const seen: Record<string, string[]> = {};
  const look = async (what: string) => {
    await page.waitForLoadState('networkidle');
    seen[what] = await findings(page, true);
  };
  await page.reload();
  await page.getByText(ui.welcome).waitFor();
  await look('home without a child');
  const created = await page.context().request.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: mayaProfile({}) } },
  });
  expect(created.ok()).toBe(true);
  await page.reload();
  const maya = page.getByRole('button', { name: 'Maya', exact: true });

  await maya.click();
  await page.getByRole('dialog', { name: ui.setPinDialog }).waitFor();
  await look('PIN dialog, first use');
  await typePin(page, ui.newPinDigit, '2468');
  await typePin(page, ui.repeatPinDigit, '2468');
  await page.getByRole('button', { name: ui.ok, exact: true }).click();
  await page.waitForURL(`${bed.url}/story-gen-start`);

  await page.goto(`${bed.url}/`);
  await maya.click();
  await page.getByRole('dialog', { name: ui.pinDialog('Maya') }).waitFor();
  await look('PIN dialog, asking');
  for (const said of [profiles.wrongPin(2), profiles.wrongPin(1), profiles.pinLockout]) {
    await typePin(page, ui.pinDigit, '0000');
    await page.getByRole('button', { name: ui.ok, exact: true }).click();
    await page.getByText(said, { exact: true }).waitFor();
  }
  await look('PIN dialog, locked out');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await openMenu(page);
  await look('menu open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: footer.reportProblem }).click();
  await page.getByLabel(footer.reportDescriptionLabel).waitFor();
  await look('problem report open');

  expect(seen).toEqual({
    'home without a child': [],
    'PIN dialog, first use': [],
    'PIN dialog, asking': [],
    'PIN dialog, locked out': [],
    'menu open': [],
    'problem report open': [],
  });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('with reduced motion nothing on / moves, and every stop of the keyboard shows its focus', async () => {
  const { page, errors } = await bed.openPage('/', {
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await page.getByRole('list', { name: ui.shelfBooks }).getByRole('listitem').first().waitFor();
  await openMenu(page);
  // Every transition and animation on the page, the open menu's and the shelf's included, takes no time.
  const moving = await page.evaluate(() => {
    type Style = { transitionDuration: string; animationDuration: string; animationName: string };
    type Element = { tagName: string; className: unknown };
    const scope = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<Element> };
      getComputedStyle(element: Element, pseudo?: string): Style;
    };
    const seconds = (list: string) =>
      Math.max(
        ...list.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d))),
      );
    const out: string[] = [];
    for (const element of scope.document.querySelectorAll('*')) {
      for (const pseudo of [undefined, '::before', '::after']) {
        const style = scope.getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
        const longest = Math.max(seconds(style.transitionDuration), animated);
        if (longest > 0.001)
          out.push(
            `${element.tagName}.${String(element.className).split(' ').at(-1)}${pseudo ?? ''}: ${longest} s`,
          );
      }
    }
    return out;
  });
  expect(moving).toEqual([]);
  await page.keyboard.press('Escape');

  // Tab through the page: every element the focus lands on is outlined (the design system's focus ring).
  const stops: Array<{ name: string; shown: boolean }> = [];
  for (let stop = 0; stop < 25; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      type Element = {
        tagName: string;
        textContent: string | null;
        getAttribute(name: string): string | null;
      };
      const scope = globalThis as unknown as {
        document: { activeElement: Element | null; body: Element };
        getComputedStyle(element: Element): { outlineStyle: string; outlineWidth: string };
      };
      const element = scope.document.activeElement;
      if (!element || element === scope.document.body) return null;
      const style = scope.getComputedStyle(element);
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return {
        name: `${element.tagName} "${label}"`,
        shown: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (focused) stops.push(focused);
  }
  expect(new Set(stops.map((s) => s.name)).size).toBeGreaterThan(5);
  expect(stops.filter((s) => !s.shown).map((s) => s.name)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("on a phone the flip-book keeps room for each page's picture beside its text", async () => {
  const { page, errors } = await bed.openPage('/', { viewport: { width: 390, height: 844 } });
  await page.goto(`${bed.url}${routes.find((route) => route.startsWith('/story-book/'))!}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: ui.nextPage }).click();
  const picture = page.getByRole('img', { name: ui.pageImageAlt(1) });
  await picture.waitFor();
  // A third of a phone's page (about 336 px tall), not the sliver the text used to leave.
  expect((await picture.boundingBox())?.height ?? 0).toBeGreaterThan(80);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the landing shelf stands its covers on a board, the active one lifted off it by the spec’s 140 px', async () => {
  const { page, errors } = await bed.openPage('/', { viewport: { width: 1280, height: 800 } });
  await page.locator('.shelf-book.active').waitFor();
  const measured = await page.evaluate(() => {
    type Box = { top: number; bottom: number; height: number };
    type Element = { getBoundingClientRect(): Box; querySelector(selector: string): Element | null };
    const scope = globalThis as unknown as {
      document: { querySelector(s: string): Element; querySelectorAll(s: string): Iterable<Element> };
      getComputedStyle(element: Element, pseudo: string): { height: string; bottom: string };
    };
    const shelf = scope.document.querySelector('.shelf');
    const board = scope.getComputedStyle(shelf, '::after');
    const boardTop =
      shelf.getBoundingClientRect().bottom - parseFloat(board.bottom) - parseFloat(board.height);
    const feet = (selector: string) =>
      [...scope.document.querySelectorAll(selector)].map(
        (book) => book.querySelector('.book-cover')!.getBoundingClientRect().bottom,
      );
    return {
      boardHeight: parseFloat(board.height),
      boardTop,
      active: feet('.shelf-book.active'),
      others: feet('.shelf-book:not(.active)'),
    };
  });
  expect(measured.boardHeight).toBeGreaterThan(0);
  expect(measured.others.length).toBeGreaterThan(0);
  // A spine's tilt moves its corners a little; its foot stays on the board.
  for (const foot of measured.others) expect(Math.abs(foot - measured.boardTop)).toBeLessThanOrEqual(4);
  expect(measured.active).toHaveLength(1);
  expect(measured.boardTop - measured.active[0]).toBeCloseTo(SHELF_ACTIVE_RAISE_PX, 0);
  expect(errors).toEqual([]);
  await page.context().close();
});
