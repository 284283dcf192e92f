/**
 * Reading and shelves in a real browser, on the keyless product `npm start` runs (offline storyteller and
 * illustrator): a parent's shelf of three books moved by keys, swipes and dots; a book read in the flip-book
 * and in the single-page reader; its share link read by a visitor with no session; an admin's publication
 * shown on the landing page's public shelf; and a deletion that takes the book off the shelf and its
 * pictures out of the blob store.
 *
 * The books are made through the API (cover, story, pictures), as the story pages would ask for them.
 */
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { bookShelf, reader, ui } from '../web/src/lib/texts';
import { useBrowserTestBed } from './browser';
import { mayaProfile, passPin } from './fixtures';

const ADMIN_NAME = 'Reading Admin';
const bed = useBrowserTestBed({
  // The local sign-in's address of ADMIN_NAME (services/auth/src/local-sign-in.ts); credits for 3 books.
  env: { ADMIN_EMAILS: 'reading.admin@storybook.local', STARTER_CREDITS: '5' },
});

const maya = mayaProfile({ favorite_animals: ['foxes'] });

const summaries = [
  ['The Moon Baker', 'Maya and a small dragon bake moon cakes.', 'A village on the moon'],
  ['The Lost Lantern', 'Maya and a fox find a lost lantern in the forest.', 'A pine forest at dusk'],
  ['The Singing River', 'Maya follows a river that hums a tune.', 'A green valley'],
].map(([title, summary, setting]) => ({
  title: title!,
  summary: summary!,
  genre: 'Adventure',
  themes: 'Friendship',
  setting: setting!,
  characters: 'Maya and her friends',
}));

interface StoredPage {
  page_number: number;
  page_text: string;
  cf_cloud_url: string;
  status: string;
}

interface Book {
  bookId: string;
  title: string;
  summary: string;
  coverUrl: string;
  pages: StoredPage[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (a page turn or a zoom animates for a moment), naming `what` if it never does. */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 15_000; !(await check()); await sleep(50)) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
  }
}

async function postJson<T>(api: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await api.post(`${bed.url}${path}`, { data });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A whole illustrated book, as the story pages make it: cover, story, then every page's picture. */
async function makeBook(api: APIRequestContext, profileId: string, summary: (typeof summaries)[number]) {
  const cover = await postJson<{ storyImage: string; fileKey: string; titleSvg: string }>(
    api,
    '/api/story/title-picture',
    { profileId, summaryData: summary },
  );
  const story = await postJson<{ bookId: string; bookLayout: string[] }>(api, '/api/story/storygen', {
    profileId,
    bookData: {
      ...summary,
      prompt: summary.summary,
      title_svg: cover.titleSvg,
      cf_title_image: cover.storyImage,
      cf_title_key: cover.fileKey,
    },
  });
  await postJson(api, '/api/story/bookgen', { bookId: story.bookId, animateImages: false });
  const total = story.bookLayout.length + 1;
  for (const deadline = Date.now() + 30_000; ; await sleep(100)) {
    const pages: StoredPage[] = [];
    for (let n = 1; n <= total; n += 1) {
      const { pageData } = await postJson<{ pageData: StoredPage }>(api, '/api/story/get-page', {
        bookId: story.bookId,
        pageNum: n,
      });
      pages.push(pageData);
    }
    if (pages.every((page) => page.status === 'ready')) {
      return {
        bookId: story.bookId,
        title: summary.title,
        summary: summary.summary,
        coverUrl: cover.storyImage,
        pages,
      };
    }
    if (Date.now() > deadline) throw new Error(`the pages of ${summary.title} were not drawn in 30 s`);
  }
}

let parent: { page: Page; errors: string[]; userId: string };
/** In the order they were made; the shelf shows them newest first. */
let books: Book[];

beforeAll(async () => {
  const { page, errors } = await bed.openPage('/');
  const userId = await bed.signIn(page, 'Shelf Parent');
  const api = page.context().request;
  const { profile } = await postJson<{ profile: { profile_id: string } }>(api, '/api/files/create-profile', {
    profileInfo: { profile_data: maya },
  });
  books = [];
  await passPin(api, bed.url, profile.profile_id);
  for (const summary of summaries) books.push(await makeBook(api, profile.profile_id, summary));
  parent = { page, errors, userId };
}, 120_000);

afterAll(async () => {
  await parent?.page.context().close();
});

const activeBook = (page: Page) => page.getByRole('region', { name: ui.activeBook });
const shelfCovers = (page: Page) => page.getByRole('list', { name: ui.shelfBooks }).getByRole('listitem');
const coverOf = (page: Page, book: Book) =>
  shelfCovers(page).filter({ has: page.getByRole('img', { name: ui.coverAlt(book.title) }) });

async function expectActive(page: Page, book: Book): Promise<void> {
  await activeBook(page).getByRole('heading', { name: book.title }).waitFor();
  const cover = coverOf(page, book);
  expect(await cover.getAttribute('aria-current')).toBe('true');
  expect(await cover.getAttribute('style')).toContain('translateY(-140px)');
  // The background follows the selected cover.
  expect(await page.locator('.shelf-background').getAttribute('src')).toBe(book.coverUrl);
}

/** A one-finger horizontal swipe of `dx` pixels across `target`, as touch events. */
async function swipe(target: Locator, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  const touch = (clientX: number) => ({ identifier: 1, clientX, clientY: y, pageX: clientX, pageY: y });
  await target.dispatchEvent('touchstart', { touches: [touch(x)], changedTouches: [touch(x)] });
  await target.dispatchEvent('touchmove', {
    touches: [touch(x + dx / 2)],
    changedTouches: [touch(x + dx / 2)],
  });
  await target.dispatchEvent('touchmove', { touches: [touch(x + dx)], changedTouches: [touch(x + dx)] });
  await target.dispatchEvent('touchend', { touches: [], changedTouches: [touch(x + dx)] });
}

test('a shelf of 3 books, moved by the arrow keys, by swipes and by the page dots', async () => {
  const { page, errors } = parent;
  const [moon, lantern, river] = books as [Book, Book, Book];
  await page.goto(`${bed.url}/book-shelf`);

  // Newest first, the centre one active with its summary.
  await activeBook(page).getByText(lantern.summary).waitFor();
  expect(await shelfCovers(page).count()).toBe(3);
  const order = await shelfCovers(page)
    .getByRole('img', { name: /^Cover of / })
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(order).toEqual([river, lantern, moon].map((book) => ui.coverAlt(book.title)));
  await expectActive(page, lantern);
  // The others stand tilted by 75 degrees, turned towards the active one.
  expect(await coverOf(page, river).getAttribute('style')).toContain('rotateY(75deg)');
  expect(await coverOf(page, moon).getAttribute('style')).toContain('rotateY(-75deg)');

  // Keys: right, then left twice; the shelf stops at its ends.
  await page.keyboard.press('ArrowRight');
  await expectActive(page, moon);
  await page.keyboard.press('ArrowRight');
  await expectActive(page, moon);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expectActive(page, river);

  // Swipes: a finger moving left shows the next book; under 10 px is no swipe.
  const shelf = page.locator('.shelf');
  await swipe(shelf, -80);
  await expectActive(page, lantern);
  await swipe(shelf, -6);
  await sleep(300);
  await expectActive(page, lantern);
  await swipe(shelf, 80);
  await expectActive(page, river);
  // A mouse drag swipes too, and does not open the cover it ends on.
  const box = (await shelf.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 60);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height - 60, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height - 60, { steps: 4 });
  await page.mouse.up();
  await expectActive(page, lantern);
  expect(new URL(page.url()).pathname).toBe('/book-shelf');

  // Dots.
  const dots = page.getByRole('group', { name: ui.chooseBook });
  await dots.getByRole('button', { name: ui.showBook(moon.title) }).click();
  await expectActive(page, moon);
  expect(await dots.getByRole('button', { name: ui.showBook(moon.title) }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(errors).toEqual([]);
});

const counter = (page: Page) => page.getByRole('navigation', { name: ui.bookPages }).locator('span');

async function counterReads(page: Page, text: string): Promise<void> {
  await until(`the page counter reads ${text}`, async () => (await counter(page).textContent()) === text);
}

/** Presses `button` and waits for the page counter to change. */
async function turn(page: Page, button: Locator): Promise<void> {
  const before = await counter(page).textContent();
  await button.click();
  await until(
    `the page counter moves on from ${before}`,
    async () => (await counter(page).textContent()) !== before,
  );
}

test('a cover opens the flip-book; it opens, turns, zooms, closes and goes back to its cover', async () => {
  const { page, errors } = parent;
  const lantern = books[1]!;
  const total = lantern.pages.length;
  await page.goto(`${bed.url}/book-shelf`);
  await expectActive(page, lantern);
  await coverOf(page, lantern).getByRole('link').click();
  await page.waitForURL(`${bed.url}/story-book/${parent.userId}/${lantern.bookId}`);
  await page.getByRole('heading', { name: lantern.title, level: 1 }).waitFor();
  await page.getByRole('img', { name: ui.coverAlt(lantern.title) }).waitFor();
  await counterReads(page, ui.frontCover);
  const previous = page.getByRole('button', { name: ui.previousPage });
  const next = page.getByRole('button', { name: ui.nextPage });
  expect(await previous.isDisabled()).toBe(true);

  // Opens on its first page; a swipe turns the next one.
  await next.click();
  await counterReads(page, reader.pageOf(1, total));
  await page.getByRole('img', { name: ui.pageImageAlt(1) }).waitFor();
  expect(await page.getByText(lantern.pages[0]!.page_text).first().isVisible()).toBe(true);
  const shownBefore = await counter(page).textContent();
  await swipe(page.locator('.stf__block'), -120);
  await until('a swipe turns the page', async () => (await counter(page).textContent()) !== shownBefore);
  expect(await counter(page).textContent()).toMatch(/^Page \d+ of \d+$/);
  await previous.click();
  await counterReads(page, reader.pageOf(1, total));

  // Zoom from 1 up to at most 8, and back.
  const zoomIn = page.getByRole('button', { name: ui.zoomIn });
  const actualSize = page.getByRole('button', { name: ui.resetZoom });
  expect(await actualSize.isDisabled()).toBe(true);
  const zoomed = page.locator('.book-zoom-content');
  // Each press animates for a moment; the next one counts from where that one ends.
  const settled = async () => {
    const before = await zoomed.getAttribute('style');
    await sleep(150);
    return (await zoomed.getAttribute('style')) === before;
  };
  for (let presses = 0; presses < 12 && (await zoomIn.isEnabled()); presses += 1) {
    await zoomIn.click();
    await until('the zoom settles', settled);
  }
  expect(await zoomIn.isDisabled()).toBe(true);
  expect(await zoomed.getAttribute('style')).toContain('scale(8)');
  await actualSize.click();
  await until('back to scale 1', async () =>
    ((await zoomed.getAttribute('style')) ?? '').includes('scale(1)'),
  );

  // Through to the back cover; one more closes the book onto its front cover.
  for (let turns = 0; (await counter(page).textContent()) !== ui.backCover; turns += 1) {
    if (turns > total) throw new Error('the back cover never came');
    await turn(page, next);
  }
  await page.getByText(lantern.summary).first().waitFor();
  await next.click();
  await counterReads(page, ui.frontCover);
  expect(errors).toEqual([]);
});

test('the single-page reader: picture, text, Page N of M, arrows disabled at the ends', async () => {
  const { page, errors } = parent;
  const lantern = books[1]!;
  const total = lantern.pages.length;
  await page.goto(`${bed.url}/story-book/${parent.userId}/${lantern.bookId}`);
  await page.getByRole('link', { name: ui.readPageByPage }).click();
  await page.waitForURL(`${bed.url}/story-page/${parent.userId}/${lantern.bookId}/1`);
  await page.getByText(reader.pageOf(1, total)).waitFor();
  await page.getByText(lantern.pages[0]!.page_text).waitFor();
  const picture = page.getByRole('img', { name: ui.pageImageAlt(1) });
  expect(await picture.getAttribute('src')).toBe(lantern.pages[0]!.cf_cloud_url);
  // The picture really loads: the /media URL answers an image.
  const media = await page.context().request.get(`${bed.url}${lantern.pages[0]!.cf_cloud_url}`);
  expect(media.headers()['content-type']).toMatch(/^image\//);
  const previous = page.getByRole('button', { name: ui.previousPage });
  const next = page.getByRole('button', { name: ui.nextPage });
  expect(await previous.isDisabled()).toBe(true);

  await next.click();
  await page.waitForURL(/\/2$/);
  await page.getByText(reader.pageOf(2, total)).waitFor();
  await page.keyboard.press('ArrowRight');
  await page.getByText(reader.pageOf(3, total)).waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.getByText(reader.pageOf(2, total)).waitFor();
  expect(await previous.isDisabled()).toBe(false);

  await page.goto(`${bed.url}/story-page/${parent.userId}/${lantern.bookId}/${total}`);
  await page.getByText(reader.pageOf(total, total)).waitFor();
  await page.getByText(reader.lastPageText, { exact: true }).waitFor();
  expect(await next.isDisabled()).toBe(true);
  expect(await previous.isDisabled()).toBe(false);
  expect(errors).toEqual([]);
});

test('a share link opened with no session shows the book, in the flip-book and page by page', async () => {
  const moon = books[0]!;
  const total = moon.pages.length;
  const { page, errors } = await bed.openPage(`/story-book/${parent.userId}/${moon.bookId}`);
  await page.getByRole('heading', { name: moon.title, level: 1 }).waitFor();
  await page.getByRole('img', { name: ui.coverAlt(moon.title) }).waitFor();
  await page.getByRole('button', { name: ui.nextPage }).click();
  await counterReads(page, reader.pageOf(1, total));
  await page.getByRole('img', { name: ui.pageImageAlt(1) }).waitFor();
  // No admin switch for a visitor.
  expect(await page.getByRole('checkbox', { name: ui.onPublicShelf }).count()).toBe(0);

  await page.getByRole('link', { name: ui.readPageByPage }).click();
  await page.waitForURL(`${bed.url}/story-page/${parent.userId}/${moon.bookId}/1`);
  await page.getByText(reader.pageOf(1, total)).waitFor();
  await page.getByText(moon.pages[0]!.page_text).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the public shelf on / shows only the book an admin published', async () => {
  const [moon, lantern, river] = books as [Book, Book, Book];
  // Nothing is public at first.
  const visitor = await bed.openPage('/');
  await visitor.page.getByRole('button', { name: 'Demo' }).waitFor();
  await visitor.page.waitForLoadState('networkidle');
  expect(await shelfCovers(visitor.page).count()).toBe(0);
  await visitor.page.context().close();

  // The admin publishes the river book from its share link.
  const admin = await bed.openPage('/');
  await bed.signIn(admin.page, ADMIN_NAME);
  await admin.page.goto(`${bed.url}/story-book/${parent.userId}/${river.bookId}`);
  const toggle = admin.page.getByRole('checkbox', { name: ui.onPublicShelf });
  await toggle.waitFor();
  await until('the switch knows the book is not published', () => toggle.isEnabled());
  expect(await toggle.isChecked()).toBe(false);
  await toggle.check();
  await until('the book is published', async () => (await toggle.isChecked()) && (await toggle.isEnabled()));
  expect(admin.errors).toEqual([]);
  await admin.page.context().close();

  // A visitor's landing page shows it, and nothing else (the shelf may be a second behind).
  for (const deadline = Date.now() + 5000; ; await sleep(200)) {
    const { page, errors } = await bed.openPage('/');
    await page.getByRole('button', { name: 'Demo' }).waitFor();
    const covers = shelfCovers(page);
    await page.waitForLoadState('networkidle');
    if ((await covers.count()) === 1) {
      await coverOf(page, river).waitFor();
      expect(await coverOf(page, moon).count()).toBe(0);
      expect(await coverOf(page, lantern).count()).toBe(0);
      // The landing shelf shows no summary.
      expect(await page.getByText(river.summary).count()).toBe(0);
      await coverOf(page, river).getByRole('link').click();
      await page.waitForURL(`${bed.url}/story-book/${parent.userId}/${river.bookId}`);
      await page.getByRole('heading', { name: river.title, level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
      break;
    }
    await page.context().close();
    if (Date.now() > deadline) throw new Error('the published book never showed on the public shelf');
  }
});

test('deleting a book takes it off the shelf and its pictures out of the blob store', async () => {
  const { page, errors } = parent;
  const lantern = books[1]!;
  const pictures = [lantern.coverUrl, ...lantern.pages.map((p) => p.cf_cloud_url)];
  const api = page.context().request;
  for (const url of pictures) expect((await api.get(`${bed.url}${url}`)).status()).toBe(200);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.goto(`${bed.url}/book-shelf`);
  await expectActive(page, lantern);
  await page.getByRole('button', { name: ui.deleteBook(lantern.title) }).click();
  await until('the book leaves the shelf', async () => (await coverOf(page, lantern).count()) === 0);
  expect(dialogs).toEqual([
    `confirm: ${bookShelf.confirmDelete(lantern.title)}`,
    `alert: ${bookShelf.deleted(lantern.title)}`,
  ]);
  expect(await shelfCovers(page).count()).toBe(2);

  for (const url of pictures) expect((await api.get(`${bed.url}${url}`)).status()).toBe(404);
  // Its share link reads nothing any more.
  const gone = await api.post(`${bed.url}/api/public/get-book`, {
    data: { bookId: lantern.bookId, userId: parent.userId },
  });
  expect(gone.status()).toBe(404);
  expect(errors).toEqual([]);
});
