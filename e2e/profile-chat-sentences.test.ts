/**
 * The offline profile chat in a real browser, answered in a sentence as parents write it: the name and the
 * age together, in English and in Spanish, understood and said back. (Names that are not names and lists in
 * the parent's words: services/profiles/test/profile-chat.test.ts.)
 */
import { ui } from '../web/src/lib/texts';
import { useBrowserTestBed } from './browser';

const bed = useBrowserTestBed();

test('the chat understands a name and an age in one sentence, in English and in Spanish', async () => {
  const { page, errors } = await bed.openPage('/');
  await bed.signIn(page, 'Parent Chatty');
  for (const [sentence, said] of [
    ['Her name is Maya and she is 7 years old', 'Maya, 7 — got it.'],
    ['Se llama Lucía y tiene seis años', 'Lucía, 6 — got it.'],
  ] as const) {
    await page.goto(`${bed.url}/create-profile-ai`);
    const bubbles = page.getByRole('log').getByRole('listitem');
    await bubbles.first().waitFor();
    await page.getByRole('textbox', { name: ui.chatMessage, exact: true }).fill(sentence);
    await page.getByRole('button', { name: ui.send, exact: true }).click();
    await bubbles.nth(2).waitFor();
    expect(await bubbles.nth(2).textContent()).toContain(said);
  }
  expect(errors).toEqual([]);
});
