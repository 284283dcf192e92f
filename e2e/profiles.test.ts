/**
 * Child profiles in a real browser: one made with the form, one with the AI chat (the offline interviewer
 * of the embedded run), both on the landing page; picking one asks for the PIN and opens the story start
 * page with that profile active.
 */
import { profiles, storyStart, ui } from '../web/src/lib/texts';
import { typePin, useBrowserTestBed } from './browser';

const bed = useBrowserTestBed();

const CHAT_ANSWERS = [
  'Leo',
  'he is five',
  'a boy',
  'Spanish',
  'Hispanic',
  'black',
  'brown',
  'turtles and foxes',
  'football',
  'green',
  'none',
  'a cat called Luna',
  'none',
  'Ana',
];

test('a parent creates profiles by form and by chat, picks one and passes the PIN', async () => {
  const { page, errors } = await bed.openPage('/');
  await bed.signIn(page, 'Grace');

  // By form: the required selects with the spec's options, then the spec's success text.
  await page.goto(`${bed.url}/create-profile`);
  await page.getByLabel('First name', { exact: true }).fill('Maya');
  await page.getByLabel('Gender', { exact: true }).selectOption('Girl');
  await page.getByLabel('Language', { exact: true }).selectOption('English');
  await page.getByLabel('Ethnicity', { exact: true }).selectOption('Asian');
  await page.getByLabel('Birthdate', { exact: true }).fill('2019-05-04');
  await page.getByRole('button', { name: ui.save, exact: true }).click();
  await page.getByText(profiles.saved, { exact: true }).waitFor();

  // By chat: blank messages are ignored; the interview ends with the saved profile.
  await page.goto(`${bed.url}/create-profile-ai`);
  const conversation = page.getByRole('log');
  const bubbles = conversation.getByRole('listitem');
  await bubbles.first().waitFor();
  const message = page.getByRole('textbox', { name: ui.chatMessage, exact: true });
  const send = page.getByRole('button', { name: ui.send, exact: true });
  await message.fill('   ');
  await send.click();
  expect(await bubbles.count()).toBe(1);
  for (const [index, answer] of CHAT_ANSWERS.entries()) {
    await message.fill(answer);
    await send.click();
    // Each answer is followed by the assistant's next line: 1 opening + 2 per answer.
    await bubbles.nth(2 + index * 2).waitFor();
  }
  await page.getByText(profiles.saved, { exact: true }).waitFor();

  // Both profiles on the landing page; picking Leo asks for the PIN (first use: choose it, twice).
  await page.goto(`${bed.url}/`);
  await page.getByRole('button', { name: 'Maya', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Leo', exact: true }).click();
  await page.getByRole('dialog', { name: ui.setPinDialog }).waitFor();
  await typePin(page, ui.newPinDigit, '2468');
  await typePin(page, ui.repeatPinDigit, '2468');
  await page.getByRole('button', { name: ui.ok, exact: true }).click();
  await page.waitForURL(`${bed.url}/story-gen-start`);
  await page.getByRole('heading', { name: storyStart.heading }).waitFor();

  const listed = await page.context().request.get(`${bed.url}/api/files/get-user-profiles`);
  const { profiles: saved } = (await listed.json()) as {
    profiles: Array<{ profile_id: string; profile_data: { personal_information: Record<string, string> } }>;
  };
  const leo = saved.find((p) => p.profile_data.personal_information.first_name === 'Leo')!;
  expect(leo.profile_data.personal_information).toMatchObject({
    age: '5',
    gender: 'Boy',
    language: 'Spanish',
    ethnicity: 'Hispanic or Latino',
  });
  // The session store keeps the active profile in the browser's storage (web/src/lib/session-store.ts).
  const stored = await page.evaluate<string | null>("localStorage.getItem('storybook.session')");
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ activeProfileId: leo.profile_id });
  expect(errors).toEqual([]);
  await page.context().close();
});
