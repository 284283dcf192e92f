/**
 * Accessibility in a real browser: axe-core (injected into each page) finds no serious or critical issue on
 * any route of the router (spec §2), visited as a visitor, in demo mode and as a signed-in parent with a
 * child profile and an illustrated book, plus the states that only show after a click: the open header
 * menu, the install banner and the PIN dialog. Motion is reduced so that no transition is caught midway.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { landing, ui } from '../web/src/lib/texts';
import { openMenu, useBrowserTestBed } from './browser';
import { makeBook, withWebSession, type WebSession } from './fixtures';
import type { PageGlobals } from './in-page';

const PARENT = 'Axe Parent';
const bed = useBrowserTestBed({
  // The local sign-in's address of PARENT: an admin, so the admin-only controls are checked too.
  env: { ADMIN_EMAILS: 'axe.parent@storybook.local', STARTER_CREDITS: '2' },
});

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** What this check fails on (axe's impacts: minor, moderate, serious, critical). */
const FAILING_IMPACTS = ['serious', 'critical'];

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResults {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

const findings: Finding[] = [];
const checked: string[] = [];

/** The page as a screen reader and keyboard meet it: axe's WCAG 2.1 A/AA rules and best practices. */
async function audit(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(() => {
    const { axe } = globalThis as unknown as { axe: { run(): Promise<AxeResults> } };
    return axe.run();
  });
  checked.push(label);
  for (const violation of results.violations) {
    if (!FAILING_IMPACTS.includes(violation.impact ?? '')) continue;
    findings.push({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
}

/**
 * A fresh context as the tests need it: the page's own scripts allowed beside axe, no animation. `setUp` runs
 * before the app first loads (from the gateway's health answer, an origin without the app).
 */
async function open(path: string, setUp?: (page: Page) => Promise<void>) {
  const { page, errors } = await bed.openPage('/healthz', { bypassCSP: true, reducedMotion: 'reduce' });
  await setUp?.(page);
  await page.goto(`${bed.url}${path}`);
  return { page, errors };
}

async function visit(path: string, ready: (page: Page) => Promise<unknown>, label = path) {
  const { page } = await open(path);
  await ready(page);
  await audit(page, label);
  await page.context().close();
}

async function postJson<T>(api: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await api.post(`${bed.url}${path}`, { data });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

interface ParentBook {
  userId: string;
  profileId: string;
  bookId: string;
  /** the session the web keeps in localStorage while this book is being made */
  session: WebSession;
}

let parentBook: ParentBook;
let parentCookies: Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;

/** A parent with a child profile and one illustrated book, made through the API as the pages would. */
beforeAll(async () => {
  const { page } = await bed.openPage('/');
  const userId = await bed.signIn(page, PARENT);
  const api = page.context().request;
  const { profile } = await postJson<{ profile: { profile_id: string } }>(api, '/api/files/create-profile', {
    profileInfo: {
      profile_data: {
        personal_information: { first_name: 'Maya', gender: 'Girl', language: 'English', ethnicity: 'Other' },
      },
    },
  });
  const profileId = profile.profile_id;
  const prompt = 'Maya and a fox look for a lost lantern';
  const { bookId, session } = await makeBook(api, bed.url, { userId, profileId, prompt });
  // On the public shelf too, so that / shows a carousel of covers to visitors.
  await postJson(api, '/api/admin/publish-book', { bookId, published: true });
  // The gateway shares the public shelf's answer for a second (the landing page above already asked for it):
  // wait until visitors see the book, so no test reads the shelf from before it was published.
  for (const deadline = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const res = await api.get(`${bed.url}/api/public/public-bookshelf`);
    const { publicBooks } = (await res.json()) as { publicBooks: Array<{ book_id: string }> };
    if (publicBooks.some((book) => book.book_id === bookId)) break;
    if (Date.now() > deadline) throw new Error('the published book is not on the public shelf after 10 s');
  }
  parentCookies = await page.context().cookies();
  parentBook = { userId, profileId, bookId, session: { ...session, activeStoryId: 'axe-story' } };
  await page.context().close();
}, 120_000);

/** Signed in as the parent, with the web's session of the book being made on every load. */
async function asParent(page: Page): Promise<void> {
  await page.context().addCookies(parentCookies);
  await withWebSession(page, parentBook.session);
}

/** Demo mode, as the Demo button starts it. */
async function inDemo(page: Page): Promise<void> {
  await page.getByRole('button', { name: landing.demo, exact: true }).click();
  await page.waitForURL(`${bed.url}/story-gen-start`);
  await page.getByRole('region', { name: ui.suggestedIdeas }).getByRole('button').first().click();
  await page.waitForURL(`${bed.url}/story-gen-summary`);
}

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });

test('a visitor meets no serious or critical issue on any route', async () => {
  const shared = `/story-book/${parentBook.userId}/${parentBook.bookId}`;
  await visit('/', (page) =>
    Promise.all([
      page.getByRole('button', { name: landing.demo, exact: true }).waitFor(),
      page.getByRole('list', { name: ui.shelfBooks }).waitFor(),
    ]),
  );
  await visit('/login', heading);
  await visit('/story-gen-start', heading);
  // The guarded routes send a visitor to /, which is checked above.
  for (const path of [
    '/story-gen-summary',
    '/story-gen-book',
    '/book-shelf',
    '/account',
    '/create-profile',
  ]) {
    const { page } = await open(path);
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    await page.context().close();
  }
  await visit('/story-page', (page) => page.getByRole('link', { name: ui.noBookOpen }).waitFor());
  await visit(shared, heading, '/story-book/{userId}/{bookId} (share link)');
  await visit(`/story-page/${parentBook.userId}/${parentBook.bookId}/1`, (page) =>
    page.getByRole('alert').or(page.getByRole('img')).first().waitFor(),
  );
  await visit('/pricing', heading);
  await visit('/checkout', heading);
  await visit('/checkout?canceled=true', heading, '/checkout (canceled)');

  // The states a click opens: the header menu, the install banner.
  const { page } = await open('/');
  await page.getByRole('button', { name: landing.demo, exact: true }).waitFor();
  await openMenu(page);
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    (globalThis as unknown as PageGlobals).dispatchEvent(event);
  });
  await page.getByRole('region', { name: ui.installBanner }).waitFor();
  await audit(page, '/ (menu open, install banner)');
  await page.context().close();

  expect({ checked, findings }).toEqual({ checked, findings: [] });
});

test('demo mode meets no serious or critical issue on the start, summary, book and shelf routes', async () => {
  checked.length = 0;
  findings.length = 0;
  const { page } = await open('/');
  await inDemo(page);
  await page.getByRole('img', { name: /^Cover of / }).waitFor();
  await audit(page, '/story-gen-summary (demo)');
  await page.getByRole('button', { name: "I'm ready for the whole book!" }).click();
  await page.getByText(ui.demoBookMissing).waitFor();
  await audit(page, '/story-gen-summary (demo, book asked for)');
  for (const path of ['/story-gen-start', '/story-gen-book', '/book-shelf']) {
    await page.goto(`${bed.url}${path}`);
    await heading(page);
    await audit(page, `${path} (demo)`);
  }
  await page.context().close();
  expect({ checked, findings }).toEqual({ checked, findings: [] });
});

/** The signed-in parent's routes, each with what shows that it has loaded. */
function parentRoutes(): [string, (page: Page) => Promise<unknown>][] {
  const { userId, bookId } = parentBook;
  return [
    ['/', (page) => page.getByRole('button', { name: 'Maya', exact: true }).waitFor()],
    ['/login', heading],
    ['/story-gen-start', (page) => page.getByRole('combobox', { name: ui.illustrator }).waitFor()],
    ['/story-gen-summary', (page) => page.getByRole('img', { name: /^Cover of / }).waitFor()],
    ['/story-gen-book', (page) => page.getByRole('link', { name: ui.readBook }).waitFor()],
    ['/book-shelf', (page) => page.getByRole('region', { name: ui.activeBook }).waitFor()],
    ['/story-page', (page) => page.getByText(/^Page 1 of \d+$/).waitFor()],
    [`/story-page/${userId}/${bookId}/2`, (page) => page.getByText(/^Page 2 of \d+$/).waitFor()],
    [`/story-book/${userId}/${bookId}`, heading],
    ['/profile-information', heading],
    ['/create-profile', heading],
    ['/create-profile-ai', heading],
    ['/account', heading],
    ['/pricing', heading],
    ['/checkout', heading],
  ];
}

async function auditAsParent(routes: [string, (page: Page) => Promise<unknown>][]): Promise<void> {
  for (const [path, ready] of routes) {
    const { page } = await open(path, asParent);
    await ready(page);
    await audit(page, `${path} (parent)`);
    await page.context().close();
  }
}

// Two tests rather than one, so that a slow machine spends the time budget per half.
test('a signed-in parent with a profile and a book meets no serious or critical issue on the story and reading routes', async () => {
  checked.length = 0;
  findings.length = 0;
  await auditAsParent(parentRoutes().slice(0, 9));
  expect({ checked, findings }).toEqual({ checked, findings: [] });
});

test('a signed-in parent meets no serious or critical issue on the profile, account and pricing routes, the PIN dialog and the problem report', async () => {
  checked.length = 0;
  findings.length = 0;
  await auditAsParent(parentRoutes().slice(9));

  // The PIN dialog a profile button opens, and the problem report the footer opens.
  const { page } = await open('/', asParent);
  await page.getByRole('button', { name: 'Maya', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await audit(page, '/ (parent, PIN dialog)');
  await page.keyboard.press('Escape');
  await page.goto(`${bed.url}/pricing`);
  await page.getByRole('button', { name: 'Report a Problem' }).click();
  await page.getByRole('textbox', { name: 'Describe the problem' }).waitFor();
  await audit(page, '/pricing (parent, problem report)');
  await page.context().close();

  expect({ checked, findings }).toEqual({ checked, findings: [] });
});
