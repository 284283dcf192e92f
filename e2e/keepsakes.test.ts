/**
 * The printable book in a real browser (issue 25): from the reader of a finished keyless book a parent picks
 * US Letter and presses "Download PDF"; Chromium saves the PDF under the book's title, and pdf.js reads it:
 * the cover, every page and the colophon, on Letter paper, with its fonts embedded. Then a parent picks a
 * style of pictures on the summary page and sees every page (and the cover) drawn in it, and the style on
 * the bookshelf. Last,
 * the owner makes one page's picture again, watches it being drawn, and keeps the new one; and has one page's
 * words told again, sees both side by side, and keeps the new ones.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eventually } from '@storybook-app/kit/testing';
import { storyStart, storySummary, ui } from '../web/src/lib/texts';
import { typePin, useBrowserTestBed } from './browser';
import { makeBook, mayaProfile, TEST_PIN } from './fixtures';

// Each picture takes a moment to draw, as it does with a real illustrator: drawn at once, a page made again
// could be finished before the reader shows it being drawn (seen once in CI).
const bed = useBrowserTestBed({ env: { OFFLINE_PICTURE_DELAY_MS: '300' } });

interface ReadPdf {
  pageCount: number;
  pages: { text: string; width: number; height: number }[];
  fonts: { embedded: boolean }[];
}

test('Download PDF in the reader saves the whole book', async () => {
  // A British browser: A4 is offered first, and the parent changes it to US Letter.
  const { page, errors } = await bed.openPage('/', { acceptDownloads: true, locale: 'en-GB' });
  const userId = await bed.signIn(page, 'Parent Printing');
  const api = page.context().request;
  const created = await api.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: mayaProfile({ favorite_animals: ['owls'] }) } },
  });
  const profileId = ((await created.json()) as { profile: { profile_id: string } }).profile.profile_id;
  const { bookId } = await makeBook(api, bed.url, {
    userId,
    profileId,
    prompt: 'an owl who is afraid of the dark',
  });
  const book = (await (
    await api.post(`${bed.url}/api/public/get-book`, { data: { bookId, userId } })
  ).json()) as { bookData: { title: string; pages: { page_text: string }[] } };
  const { title, pages } = book.bookData;

  await page.goto(`${bed.url}/story-book/${userId}/${bookId}`);
  const paper = page.getByLabel(ui.paperSize);
  expect(await paper.inputValue()).toBe('a4');
  await paper.selectOption({ label: ui.papers.letter });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: ui.downloadPdfOf(title) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${title} (Letter).pdf`);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = JSON.parse(
    execFileSync(process.execPath, [resolve(__dirname, '../scripts/lib/read-pdf.mjs'), file], {
      encoding: 'utf8',
    }),
  ) as ReadPdf;
  expect(pdf.pageCount).toBe(pages.length + 2);
  expect(pdf.pages.every((sheet) => sheet.width === 612 && sheet.height === 792)).toBe(true);
  expect(pdf.pages.at(-2)?.text.trim()).toBe('The End');
  expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
  expect(errors).toEqual([]);
});

test('a style picked on the summary page draws every page in it', async () => {
  const { page, errors } = await bed.openPage('/');
  await bed.signIn(page, 'Parent Styling');
  const api = page.context().request;
  const created = await api.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: mayaProfile({ favorite_animals: ['otters'] }) } },
  });
  expect(created.ok()).toBe(true);
  await api.post(`${bed.url}/api/user/update-pin`, { data: { old_pin: '', new_pin: TEST_PIN } });

  await page.goto(`${bed.url}/`);
  await page.getByRole('button', { name: 'Maya', exact: true }).click();
  await typePin(page, ui.pinDigit, TEST_PIN);
  await page.getByRole('button', { name: ui.ok, exact: true }).click();
  await page.waitForURL(`${bed.url}/story-gen-start`);
  await page.getByPlaceholder(storyStart.placeholder).fill('Maya and an otter build a raft on the river');
  await page.getByRole('button', { name: storyStart.send, exact: true }).click();
  await page.waitForURL(`${bed.url}/story-gen-summary`);
  await page.getByRole('region', { name: ui.coverPreview }).locator('img[src^="/media/"]').first().waitFor();

  await page.getByLabel(storySummary.artStyle).selectOption({ label: storySummary.artStyles.crayon });
  await page.getByRole('button', { name: storySummary.readyForWholeBook }).click();
  await page.waitForURL(`${bed.url}/story-gen-book`);
  const status = page.getByRole('status').filter({ hasText: / of \d+ pages ready$/ });
  await status.waitFor();
  for (const deadline = Date.now() + 40_000; ; await page.waitForTimeout(250)) {
    const [, ready, total] = /^(\d+) of (\d+)/.exec(((await status.textContent()) ?? '').trim()) ?? [];
    if (ready && ready === total) break;
    if (Date.now() > deadline) throw new Error('the book was not finished in 40 s');
  }
  const pictures = page.getByRole('list', { name: ui.bookPages }).locator('img[src^="/media/"]');
  const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(sources.length).toBeGreaterThan(5);
  for (const source of sources) {
    const drawn = await api.get(`${bed.url}${source}`);
    expect(await drawn.text()).toContain('art-crayon');
  }
  // The cover, drawn before the style was picked, is drawn again in it with the pages.
  const cover = await eventually(
    'the cover in crayon',
    async () => {
      const shelf = await api.get(`${bed.url}/api/story/fill-bookshelf?page=1`);
      const [book] = ((await shelf.json()) as { books: { data: { cf_title_image: string } }[] }).books;
      const source = book?.data.cf_title_image ?? '';
      return source ? (await api.get(`${bed.url}${source}`)).text() : '';
    },
    { until: (svg) => svg.includes('art-crayon'), timeoutMs: 15_000 },
  );
  expect(cover).toContain('<svg');

  await page.goto(`${bed.url}/book-shelf`);
  await page.getByText(ui.artStyleOfBook(storySummary.artStyles.crayon)).waitFor();
  expect(errors).toEqual([]);
});

test('a page made again: a new picture drawn, shown beside the old one, and kept', async () => {
  const { page, errors } = await bed.openPage('/', { viewport: { width: 1280, height: 800 } });
  const userId = await bed.signIn(page, 'Parent Remaking');
  const api = page.context().request;
  const created = await api.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: mayaProfile({ favorite_animals: ['hedgehogs'] }) } },
  });
  const profileId = ((await created.json()) as { profile: { profile_id: string } }).profile.profile_id;
  const { bookId } = await makeBook(api, bed.url, {
    userId,
    profileId,
    prompt: 'a hedgehog who loves kites',
  });
  // makeBook waits for the last page; a page is made again once every page is drawn.
  await eventually(
    'every page drawn',
    async () => {
      const book = await api.post(`${bed.url}/api/public/get-book`, { data: { bookId, userId } });
      return ((await book.json()) as { bookData: { pages: { status: string }[] } }).bookData.pages;
    },
    { until: (pages) => pages.every((sheet) => sheet.status === 'ready'), timeoutMs: 20_000 },
  );

  await page.goto(`${bed.url}/story-page/${userId}/${bookId}/2`);
  const picture = page.getByRole('img', { name: ui.pageImageAlt(2) });
  const before = await picture.getAttribute('src');
  expect(before).toMatch(/\/page-2\.svg$/);
  const action = page.getByRole('button', { name: ui.remakePage });
  await action.waitFor();
  await page.screenshot({ path: join(tmpdir(), 'storybook-remake-action-1280.png'), fullPage: true });
  // The new picture's progress comes on the book's progress stream.
  const streamed = page.waitForRequest((sent) =>
    sent.url().includes(`/api/story/book-progress?bookId=${bookId}`),
  );
  await action.click();
  await page.getByText(ui.remakingPicture).waitFor();
  await streamed;

  const choice = page.getByRole('region', { name: ui.remakeChoice });
  await choice.waitFor();
  const fresh = await choice.getByRole('img', { name: ui.pictureNewAlt(2) }).getAttribute('src');
  expect(fresh).toMatch(/\/page-2-take-2\.svg$/);
  expect(await choice.getByRole('img', { name: ui.pictureBeforeAlt(2) }).getAttribute('src')).toBe(before);
  // Both pictures on screen before the photographs.
  await choice
    .getByRole('img', { name: ui.pictureNewAlt(2) })
    .evaluate((image) => (image as unknown as { decode(): Promise<void> }).decode());
  await page.screenshot({ path: join(tmpdir(), 'storybook-remake-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(tmpdir(), 'storybook-remake-390.png'), fullPage: true });

  await choice.getByRole('button', { name: ui.keepPictureNew }).click();
  await choice.waitFor({ state: 'detached' });
  expect(await picture.getAttribute('src')).toBe(fresh);
  await page.reload();
  expect(await page.getByRole('img', { name: ui.pageImageAlt(2) }).getAttribute('src')).toBe(fresh);
  await page.getByRole('button', { name: ui.remakePage }).waitFor();
  expect(errors).toEqual([]);
});

test("regenerate a page's text and pick the new one", async () => {
  const { page, errors } = await bed.openPage('/', { viewport: { width: 1280, height: 800 } });
  const userId = await bed.signIn(page, 'Parent Retelling');
  const api = page.context().request;
  const created = await api.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: mayaProfile({ favorite_animals: ['otters'] }) } },
  });
  const profileId = ((await created.json()) as { profile: { profile_id: string } }).profile.profile_id;
  const { bookId } = await makeBook(api, bed.url, {
    userId,
    profileId,
    prompt: 'an otter who builds a raft',
  });
  const readBook = async () =>
    (
      (await (await api.post(`${bed.url}/api/public/get-book`, { data: { bookId, userId } })).json()) as {
        bookData: { pages: { status: string; page_text: string }[] };
      }
    ).bookData.pages;
  const pages = await eventually('every page drawn', readBook, {
    until: (all) => all.every((sheet) => sheet.status === 'ready'),
    timeoutMs: 20_000,
  });
  const before = pages[2].page_text;

  await page.goto(`${bed.url}/story-page/${userId}/${bookId}/3`);
  const words = page.locator('.page-reader-text');
  await page.getByRole('button', { name: ui.retellPage }).click();
  const choice = page.getByRole('region', { name: ui.retellChoice });
  await choice.waitFor();
  const options = choice.locator('blockquote');
  expect(await options.nth(0).textContent()).toBe(before);
  const fresh = (await options.nth(1).textContent()) ?? '';
  expect(fresh).not.toBe(before);
  expect(fresh).toContain('Maya');
  // The page reads as before until the parent picks.
  expect(await words.textContent()).toBe(before);
  await page.screenshot({ path: join(tmpdir(), 'storybook-retell-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(tmpdir(), 'storybook-retell-390.png'), fullPage: true });

  await choice.getByRole('button', { name: ui.keepTextNew }).click();
  await choice.waitFor({ state: 'detached' });
  expect(await words.textContent()).toBe(fresh);
  await page.reload();
  expect(await page.locator('.page-reader-text').textContent()).toBe(fresh);
  // Anyone with the link reads the kept words.
  expect((await readBook())[2].page_text).toBe(fresh);
  expect(errors).toEqual([]);
});

test('re-style a book and see the new style on every page', async () => {
  const { page, errors } = await bed.openPage('/', { viewport: { width: 1280, height: 800 } });
  const userId = await bed.signIn(page, 'Parent Restyling');
  const api = page.context().request;
  const created = await api.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: mayaProfile({ favorite_animals: ['foxes'] }) } },
  });
  const profileId = ((await created.json()) as { profile: { profile_id: string } }).profile.profile_id;
  const { bookId } = await makeBook(api, bed.url, { userId, profileId, prompt: 'a fox who paints the moon' });
  const readBook = async () =>
    (
      (await (await api.post(`${bed.url}/api/public/get-book`, { data: { bookId, userId } })).json()) as {
        bookData: {
          title: string;
          art_style: string;
          cf_title_image: string;
          pages: { status: string; cloud_url: string }[];
        };
      }
    ).bookData;
  const before = await eventually('every page drawn', readBook, {
    until: (book) => book.pages.every((sheet) => sheet.status === 'ready'),
    timeoutMs: 20_000,
  });

  await page.goto(`${bed.url}/story-book/${userId}/${bookId}`);
  const card = page.getByRole('region', { name: ui.restyleBook });
  await card.waitFor();
  await page.screenshot({ path: join(tmpdir(), 'storybook-restyle-before-1280.png'), fullPage: true });
  await card.getByLabel(ui.restyleStyle).selectOption({ label: storySummary.artStyles.ink });
  await card.getByRole('button', { name: ui.restyleStart }).click();
  // Said in the card once the book is read again after the swap (or that it stays as it was).
  const outcome = card.getByRole('status').filter({ hasText: /^The (book is now|pictures could not)/ });
  await outcome.waitFor({ timeout: 30_000 });
  expect(await outcome.textContent()).toBe(ui.restyled(storySummary.artStyles.ink));
  await page.screenshot({ path: join(tmpdir(), 'storybook-restyle-after-1280.png'), fullPage: true });

  // Every page's picture and the cover are new and drawn in ink; the ones from before are gone.
  const after = await readBook();
  expect(after.art_style).toBe('ink');
  expect(after.cf_title_image).not.toBe(before.cf_title_image);
  const sources = [after.cf_title_image, ...after.pages.map((sheet) => sheet.cloud_url)];
  for (const [index, source] of sources.entries()) {
    if (index > 0) expect(source).not.toBe(before.pages[index - 1].cloud_url);
    expect(await (await api.get(`${bed.url}${source}`)).text()).toContain('art-ink');
  }
  const old = await api.get(`${bed.url}${before.pages[0].cloud_url}`);
  expect(old.status()).toBe(404);
  // The reader shows the new pictures.
  const shown = await page
    .getByRole('region', { name: ui.flipBook(after.title) })
    .or(page.locator('.book-region'))
    .first()
    .locator('img[src^="/media/"]')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(shown.length).toBeGreaterThan(0);
  for (const source of shown) expect(sources).toContain(source);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(tmpdir(), 'storybook-restyle-after-390.png'), fullPage: true });
  await page.goto(`${bed.url}/book-shelf`);
  await page.getByText(ui.artStyleOfBook(storySummary.artStyles.ink)).waitFor();
  expect(errors).toEqual([]);
});
