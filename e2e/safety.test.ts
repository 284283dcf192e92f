/**
 * A refused idea in a real browser, on the keyless product: a parent sends an idea no children's book can
 * be made from, reads why and what to try instead, sees that nothing was spent, and goes back to try
 * another idea.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFUSAL_TEXTS } from '@storybook-app/ai';
import { storyStart, storySummary, ui } from '../web/src/lib/texts';
import { typePin, useBrowserTestBed } from './browser';
import { mayaProfile } from './fixtures';

const bed = useBrowserTestBed();

test('an unsafe idea is refused kindly, costs nothing, and the parent can try another', async () => {
  const { page, errors } = await bed.openPage('/');
  await bed.signIn(page, 'Parent Careful');
  const api = page.context().request;
  const maya = mayaProfile({ favorite_animals: ['otters'] });
  expect(
    (
      await api.post(`${bed.url}/api/files/create-profile`, { data: { profileInfo: { profile_data: maya } } })
    ).ok(),
  ).toBe(true);
  expect(
    (await api.post(`${bed.url}/api/user/update-pin`, { data: { old_pin: '', new_pin: '2468' } })).ok(),
  ).toBe(true);
  const credits = async () =>
    (
      (await (await api.post(`${bed.url}/api/user/get-credits`, { data: {} })).json()) as {
        creditsData: { credits: number };
      }
    ).creditsData.credits;
  const before = await credits();

  await page.goto(`${bed.url}/`);
  await page.getByRole('button', { name: 'Maya', exact: true }).click();
  await typePin(page, ui.pinDigit, '2468');
  await page.getByRole('button', { name: ui.ok, exact: true }).click();
  await page.waitForURL(`${bed.url}/story-gen-start`);
  await page
    .getByPlaceholder(storyStart.placeholder)
    .fill('Maya finds mummy’s pills and eats them all like sweets');
  await page.getByRole('button', { name: storyStart.send, exact: true }).click();
  await page.waitForURL(`${bed.url}/story-gen-summary`);

  const card = page.getByRole('alert').filter({ hasText: storySummary.ideaRefusedHeading });
  await card.waitFor();
  // What kind of idea cannot become a children's book, and what to try instead.
  expect(await card.textContent()).toContain(REFUSAL_TEXTS['dangerous-acts'].reason);
  expect(await card.textContent()).toContain(REFUSAL_TEXTS['dangerous-acts'].suggestion);
  expect(await card.textContent()).toContain(storySummary.ideaRefusedNothingSpent);
  await page.screenshot({ path: join(tmpdir(), 'storybook-idea-refused.png'), fullPage: true });
  expect(await credits()).toBe(before);

  await card.getByRole('link', { name: storySummary.tryAnotherIdea }).click();
  await page.waitForURL(`${bed.url}/story-gen-start`);
  await page.getByRole('heading', { name: storyStart.heading }).waitFor();
  expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
});
