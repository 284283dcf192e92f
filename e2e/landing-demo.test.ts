/**
 * The landing page and demo mode in a real browser (spec §2 Landing page, §4 demo states, §6 Visitor and Demo
 * user): a visitor walks the demo from / to the canned summary, without a single story call, and meets the
 * missing-demo-book message pointing to the public bookshelf; visitors outside demo mode are sent back to /;
 * a signed-in parent sees the own profile buttons (or the welcome and Create) and the credit counter.
 */
import type { Page, Request } from 'playwright-core';
import { DEMO_CHILD, DEMO_PROMPTS, DEMO_STORIES } from '../web/src/features/demo/demo-stories';
import { bookShelf, landing, storyStart, storySummary, ui } from '../web/src/lib/texts';
import { useBrowserTestBed } from './browser';
import type { PageGlobals } from './in-page';

const bed = useBrowserTestBed();

/** The locally kept session (web/src/lib/session-store.ts). */
const storedSession = (page: Page) =>
  page.evaluate(() => {
    const { localStorage } = globalThis as unknown as PageGlobals;
    return JSON.parse(localStorage.getItem('storybook.session') ?? '{}') as Record<string, unknown>;
  });

test('a visitor walks the demo from / to the canned summary and meets the missing demo book', async () => {
  const { page, errors } = await bed.openPage('/');
  const storyCalls: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/story/')) storyCalls.push(request.url());
  });

  // The Demo button, with the demo child's picture beside its name.
  const demo = page.getByRole('button', { name: landing.demo, exact: true });
  await demo.waitFor();
  expect(await demo.locator('img').getAttribute('alt')).toBe('');
  await demo.click();
  await page.waitForURL(`${bed.url}/story-gen-start`);

  // The demo child and the two demo ideas; a visitor signs in to send an own idea.
  await page.getByRole('heading', { name: storyStart.heading }).waitFor();
  await page.getByText(ui.demoFor(DEMO_CHILD.name)).waitFor();
  const ideas = page.getByRole('region', { name: ui.suggestedIdeas }).getByRole('button');
  expect(await ideas.allTextContents()).toEqual([...DEMO_PROMPTS]);
  await page.getByRole('link', { name: storyStart.loginToPersonalize }).waitFor();

  // Choosing an idea shows its canned summary and cover at once.
  const story = DEMO_STORIES[0]!;
  await ideas.first().click();
  await page.waitForURL(`${bed.url}/story-gen-summary`);
  await page.getByText(story.prompt).waitFor();
  await page.getByRole('heading', { name: story.summary.title }).waitFor();
  await page.getByText(story.summary.summary).waitFor();
  const cover = page.getByRole('img', { name: ui.coverAlt(story.summary.title) });
  await cover.waitFor();
  expect(await cover.getAttribute('src')).toBe(story.titleImageUrl);
  await page.waitForFunction(() =>
    [...(globalThis as unknown as PageGlobals).document.querySelectorAll('.cover img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
  // §4: demo mode, generator and model cleared.
  expect(await storedSession(page)).toMatchObject({ demoMode: true, imageGenerator: null, model: null });

  // The whole book: the demo book is missing, and the message points to the public bookshelf on /.
  await page.getByRole('button', { name: storySummary.readyForWholeBook }).click();
  const missing = page.getByRole('alert').filter({ hasText: ui.demoBookMissing });
  await missing.waitFor();
  await missing.getByRole('link', { name: ui.toPublicBookshelf }).click();
  await page.waitForURL(`${bed.url}/`);
  // (no book is published here, so the shelf is there but empty)
  await page
    .getByRole('region', { name: ui.publicBookshelf, includeHidden: true })
    .waitFor({ state: 'attached' });

  // The book and shelf routes are open to the demo too.
  await page.goto(`${bed.url}/story-gen-book`);
  await page.getByText(ui.demoBookMissing).waitFor();
  await page.goto(`${bed.url}/book-shelf`);
  await page.getByText(bookShelf.empty).waitFor();
  expect(page.url()).toBe(`${bed.url}/book-shelf`);

  expect(storyCalls).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a visitor outside demo mode is sent from the summary, book and shelf routes to /', async () => {
  for (const path of ['/story-gen-summary', '/story-gen-book', '/book-shelf']) {
    const { page } = await bed.openPage(path);
    await page.waitForURL(`${bed.url}/`);
    await page.getByRole('button', { name: landing.demo, exact: true }).waitFor();
    await page.context().close();
  }
});

test('a signed-in parent sees the welcome and Create, then the profile buttons, and the credit counter', async () => {
  const { page, errors } = await bed.openPage('/');
  await bed.signIn(page, 'Landing Parent');
  await page.reload();

  await page.getByText(ui.welcome).waitFor();
  const create = page.getByRole('link', { name: landing.create, exact: true });
  expect(await create.getAttribute('href')).toBe('/create-profile-ai');
  const credits = page.getByRole('link', { name: /^Credits: \d+$/ });
  await credits.waitFor();
  expect(await credits.getAttribute('href')).toBe('/pricing');
  expect(await page.getByRole('button', { name: landing.demo, exact: true }).count()).toBe(0);

  const created = await page.context().request.post(`${bed.url}/api/files/create-profile`, {
    data: {
      profileInfo: {
        profile_data: {
          personal_information: {
            first_name: 'Noor',
            gender: 'Girl',
            language: 'English',
            ethnicity: 'Other',
          },
        },
      },
    },
  });
  expect(created.ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Noor', exact: true }).waitFor();
  expect(await page.getByText(ui.welcome).count()).toBe(0);
  expect(errors).toEqual([]);
  await page.context().close();
});
