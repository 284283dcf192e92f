/**
 * The main job in a real browser, on the keyless product `npm start` runs (offline storyteller and
 * illustrator): a parent picks a child's profile, passes the PIN, sends an idea, gets a summary and a cover,
 * asks for the whole book and watches its pages arrive one by one, then reads it.
 *
 * The offline illustrator is given a pretend drawing time and one picture at a time, as a provider would
 * take, so the pages' arrival can be watched.
 */
import { storyStart, storySummary, ui } from '../web/src/lib/texts';
import { typePin, useBrowserTestBed } from './browser';
import { mayaProfile, withWebSession } from './fixtures';

const PICTURE_MS = 250;
const bed = useBrowserTestBed({
  env: { OFFLINE_PICTURE_DELAY_MS: String(PICTURE_MS), IMAGE_CONCURRENCY: '1' },
});

const maya = mayaProfile({ favorite_animals: ['foxes'], fears: ['thunder'] });

interface StoredPage {
  page_number: number;
  page_text: string;
  cf_cloud_url: string;
  status: string;
}

test('idea, summary and cover, then a whole book whose pages arrive one by one, read page by page', async () => {
  const { page, errors } = await bed.openPage('/');
  await bed.signIn(page, 'Parent Storyteller');
  const api = page.context().request;
  expect(
    (
      await api.post(`${bed.url}/api/files/create-profile`, { data: { profileInfo: { profile_data: maya } } })
    ).ok(),
  ).toBe(true);
  expect(
    (await api.post(`${bed.url}/api/user/update-pin`, { data: { old_pin: '', new_pin: '1357' } })).ok(),
  ).toBe(true);

  // Pick Maya, pass the PIN.
  await page.goto(`${bed.url}/`);
  await page.getByRole('button', { name: 'Maya', exact: true }).click();
  await typePin(page, ui.pinDigit, '1357');
  await page.getByRole('button', { name: ui.ok, exact: true }).click();
  await page.waitForURL(`${bed.url}/story-gen-start`);

  // Ideas made for her, and the idea of our own.
  await page.getByRole('heading', { name: storyStart.heading }).waitFor();
  const ideas = page
    .getByRole('region', { name: ui.suggestedIdeas })
    .getByRole('button', { disabled: false });
  await ideas.first().waitFor();
  expect(await ideas.count()).toBeGreaterThanOrEqual(2);
  const send = page.getByRole('button', { name: storyStart.send, exact: true });
  expect(await send.isDisabled()).toBe(true);
  await page
    .getByPlaceholder(storyStart.placeholder)
    .fill('Maya and a fox find a lost lantern in the forest');
  await send.click();
  await page.waitForURL(`${bed.url}/story-gen-summary`);

  // The summary and the cover.
  await page.getByText('Maya and a fox find a lost lantern in the forest').first().waitFor();
  const summary = page.getByRole('region', { name: ui.summaryHeading });
  await summary.getByRole('heading', { level: 2 }).waitFor();
  const cover = page.getByRole('region', { name: ui.coverPreview }).locator('img[src^="/media/"]').first();
  await cover.waitFor();
  const coverPicture = await api.get(`${bed.url}${await cover.getAttribute('src')}`);
  expect(coverPicture.ok()).toBe(true);
  // The owner's own picture: kept by this browser only (a shared book's are public for an hour at most).
  expect(coverPicture.headers()['cache-control']).toBe('private, max-age=600');

  // The whole book: its pages arrive one by one.
  await page.getByRole('button', { name: storySummary.readyForWholeBook }).click();
  await page.waitForURL(`${bed.url}/story-gen-book`);
  const status = page.getByRole('status').filter({ hasText: / of \d+ pages ready$/ });
  await status.waitFor();
  const seen: string[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const text = ((await status.textContent()) ?? '').trim();
    if (seen.at(-1) !== text) seen.push(text);
    const [, ready, total] = /^(\d+) of (\d+)/.exec(text) ?? [];
    if (ready && ready === total) break;
    if (Date.now() > deadline) throw new Error(`the book did not finish: ${seen.join(', ')}`);
    await page.waitForTimeout(40);
  }
  const counts = seen.map((text) => Number(/^(\d+)/.exec(text)?.[1]));
  const total = Number(/of (\d+)/.exec(seen.at(-1)!)?.[1]);
  expect(total).toBeGreaterThanOrEqual(8);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  // Watched arriving, not all at once: most counts between none and all were shown on the way.
  expect(counts.filter((n) => n > 0 && n < total).length).toBeGreaterThanOrEqual(total / 2);

  // Every page: text naming the child somewhere in the book, a picture of its own.
  const bookId = await page.evaluate<string>("JSON.parse(localStorage.getItem('storybook.session')).bookId");
  const stored: StoredPage[] = [];
  for (let n = 1; n <= total; n += 1) {
    const res = await api.post(`${bed.url}/api/story/get-page`, { data: { bookId, pageNum: n } });
    stored.push(((await res.json()) as { pageData: StoredPage }).pageData);
  }
  expect(stored.every((p) => p.status === 'ready')).toBe(true);
  expect(stored.filter((p) => p.page_text.includes('Maya')).length).toBeGreaterThanOrEqual(total / 2);
  expect(stored.at(-1)?.page_text).toBe('The End');
  // The book tells the idea that was typed: its fox, its lost lantern, its forest.
  const bookText = stored.map((p) => p.page_text).join(' ');
  for (const word of ['fox', 'lost lantern', 'forest']) expect(bookText).toContain(word);
  const pictures = await Promise.all(
    stored.map(async (p) => (await api.get(`${bed.url}${p.cf_cloud_url}`)).text()),
  );
  expect(new Set(pictures).size).toBe(total);
  expect(pictures.every((svg) => svg.startsWith('<svg'))).toBe(true);

  // Every page is on the book page with its picture; the first opens in the reader.
  const pagesList = page.getByRole('list', { name: ui.bookPages });
  expect(await pagesList.getByRole('img').count()).toBe(total);
  await pagesList.getByRole('link').first().click();
  await page.waitForURL(new RegExp(`/story-page/[^/]+/${bookId}/1$`));
  await page.getByText(stored[0]!.page_text, { exact: false }).first().waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a story screen reached without the PIN asks for it for that child, then goes on', async () => {
  const { page, errors } = await bed.openPage('/');
  const userId = await bed.signIn(page, 'Parent Returning');
  const api = page.context().request;
  const created = await api.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: maya } },
  });
  const { profile } = (await created.json()) as { profile: { profile_id: string } };
  // A PIN set with no profile picked: this session may not generate for anyone yet.
  expect(
    (await api.post(`${bed.url}/api/user/update-pin`, { data: { old_pin: '', new_pin: '2468' } })).ok(),
  ).toBe(true);
  // The child was picked in an earlier session (the web keeps it), so the start page asks for ideas at once.
  // Set before the app's scripts run: a write from the landing page still loading could otherwise undo it.
  await withWebSession(page, { userId, loggedIn: true, activeProfileId: profile.profile_id });
  await page.goto(`${bed.url}/story-gen-start`);

  const dialog = page.getByRole('dialog', { name: ui.pinDialog('Maya') });
  await dialog.waitFor();
  await typePin(page, ui.pinDigit, '2468');
  await dialog.getByRole('button', { name: ui.ok, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const ideas = page
    .getByRole('region', { name: ui.suggestedIdeas })
    .getByRole('button', { disabled: false });
  await ideas.first().waitFor();
  expect(await ideas.count()).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
  await page.context().close();
});
