/**
 * Share in a real browser: on the bookshelf a parent copies their book's link (a toast says so), and that
 * link opens the book in a fresh browser that is not signed in.
 */
import { ui } from '../web/src/lib/texts';
import { useBrowserTestBed } from './browser';
import { mayaProfile, passPin } from './fixtures';
import type { PageGlobals } from './in-page';

const bed = useBrowserTestBed();

test('Share copies a link that opens the book logged out', async () => {
  const { page, errors } = await bed.openPage('/', { permissions: ['clipboard-read', 'clipboard-write'] });
  await bed.signIn(page, 'Parent Sharing');
  const api = page.context().request;
  const created = await api.post(`${bed.url}/api/files/create-profile`, {
    data: { profileInfo: { profile_data: mayaProfile({ favorite_animals: ['owls'] }) } },
  });
  const profileId = ((await created.json()) as { profile: { profile_id: string } }).profile.profile_id;
  await passPin(api, bed.url, profileId);
  const written = await api.post(`${bed.url}/api/story/storygen`, {
    data: {
      profileId,
      bookData: {
        title: 'Maya and the Owl',
        summary: 'Maya helps an owl find its way home.',
        genre: 'Adventure',
        themes: 'Friendship',
        setting: 'A quiet forest',
        characters: 'Maya; an owl',
        prompt: 'Maya helps a lost owl find its way home',
      },
    },
  });
  expect(written.ok()).toBe(true);

  await page.goto(`${bed.url}/book-shelf`);
  await page.getByRole('button', { name: ui.shareBook('Maya and the Owl') }).click();
  await page.getByRole('status').filter({ hasText: ui.linkCopied }).waitFor();
  const link = await page.evaluate(() =>
    (
      globalThis as unknown as PageGlobals & { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(link).toMatch(new RegExp(`^${bed.url}/story-book/[^/]+/[0-9a-f-]{36}$`));

  const stranger = await bed.openPage('/');
  await stranger.page.goto(link);
  await stranger.page.getByRole('heading', { name: 'Maya and the Owl', level: 1 }).waitFor();
  expect([...errors, ...stranger.errors]).toEqual([]);
});
