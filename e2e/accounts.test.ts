/**
 * Accounts in a real browser (issue: sign-in, PIN, problem reports, logout, account deletion): a parent
 * signs in, sets the generation PIN on first use, changes it, is locked out after three wrong PINs,
 * reports a problem and logs out; another deletes the account.
 */
import type { Dialog, Page } from 'playwright-core';
import { account, footer, login, nav, profiles, ui } from '../web/src/lib/texts';
import { openMenu, typePin, useBrowserTestBed } from './browser';

const bed = useBrowserTestBed();

/** Answers the next alert or confirm, and returns its text. */
function nextDialog(page: Page, answer: 'accept' | 'dismiss' = 'accept'): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    });
  });
}

const maya = {
  personal_information: { first_name: 'Maya', gender: 'Girl', language: 'English', ethnicity: 'Other' },
};

test('a parent signs in, sets and changes the PIN, is locked out, reports a problem and logs out', async () => {
  const { page, errors } = await bed.openPage('/login');
  await page.clock.install();

  // Sign in (the local sign-in of the embedded run) and land on / with Logout in the header.
  await page.getByLabel(ui.yourName).fill('Ada Lovelace');
  await page.getByRole('button', { name: ui.signInLocally, exact: true }).click();
  await page.waitForURL(`${bed.url}/`);
  await (await openMenu(page)).getByRole('link', { name: nav.logout, exact: true }).waitFor();

  // A child profile to pick (its forms are another issue; the API is the same).
  const created = await page
    .context()
    .request.post(`${bed.url}/api/files/create-profile`, { data: { profileInfo: { profile_data: maya } } });
  expect(created.ok()).toBe(true);
  await page.reload();

  // First use: the PIN dialog asks at once to choose a PIN, entered twice, then opens the story start page.
  await page.getByRole('button', { name: 'Maya', exact: true }).click();
  await page.getByRole('dialog', { name: ui.setPinDialog }).waitFor();
  expect(await page.getByLabel(ui.pinDigit(1), { exact: true }).count()).toBe(0);
  await typePin(page, ui.newPinDigit, '1234');
  await typePin(page, ui.repeatPinDigit, '1234');
  await page.getByRole('button', { name: ui.ok, exact: true }).click();
  await page.waitForURL(`${bed.url}/story-gen-start`);

  // Change the PIN: a mismatch is said for 5 s and clears the fields; then the change succeeds.
  await (await openMenu(page)).getByRole('link', { name: nav.account, exact: true }).click();
  const fields = [ui.oldPin, ui.newPin, ui.repeatPin].map((label) => page.getByLabel(label, { exact: true }));
  const fill = async (...pins: string[]) => {
    for (const [index, pin] of pins.entries()) await fields[index]!.fill(pin);
  };
  const changePin = page.getByRole('button', { name: ui.changePin, exact: true });
  await fill('1234', '5678', '5670');
  await changePin.click();
  const mismatch = page.getByText(account.pinsDoNotMatch, { exact: true });
  await mismatch.waitFor();
  for (const field of fields) expect(await field.inputValue()).toBe('');
  await page.clock.fastForward(4000);
  expect(await mismatch.isVisible()).toBe(true);
  await page.clock.fastForward(1100);
  await mismatch.waitFor({ state: 'hidden' });

  await fill('1234', '5678', '5678');
  const changed = nextDialog(page);
  await changePin.click();
  expect(await changed).toBe(account.pinChanged);

  // Three wrong PINs: the attempts left, then the lockout (enforced by the server).
  await (await openMenu(page)).getByRole('link', { name: nav.home, exact: true }).click();
  await page.getByRole('button', { name: 'Maya', exact: true }).click();
  for (const expected of [profiles.wrongPin(2), profiles.wrongPin(1), profiles.pinLockout]) {
    await typePin(page, ui.pinDigit, '0000');
    await page.getByRole('button', { name: ui.ok, exact: true }).click();
    await page.getByText(expected, { exact: true }).waitFor();
  }
  await page.getByText(ui.pinLockoutWait(5), { exact: true }).waitFor();
  expect(await page.getByLabel(ui.pinDigit(1), { exact: true }).isDisabled()).toBe(true);
  const locked = await page
    .context()
    .request.post(`${bed.url}/api/auth/verify-gen`, { data: { authPin: '5678' } });
  expect(await locked.json()).toMatchObject({ authGen: false, attemptsLeft: 0 });
  // A reload does not make the lockout look over: the dialog opens locked, with the minutes left.
  await page.reload();
  await page.getByRole('button', { name: 'Maya', exact: true }).click();
  await page.getByText(profiles.pinLockout, { exact: true }).waitFor();
  await page.getByText(ui.pinLockoutWait(5), { exact: true }).waitFor();
  expect(await page.getByLabel(ui.pinDigit(1), { exact: true }).isDisabled()).toBe(true);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // Report a problem from the footer: the description is required; success alerts and closes the popover.
  await page.getByRole('button', { name: footer.reportProblem }).click();
  await page.getByLabel(footer.reportDescriptionLabel).fill('The moon picture did not load.');
  const reported = nextDialog(page);
  await page.getByRole('button', { name: footer.submit, exact: true }).click();
  expect(await reported).toBe(footer.reportSuccess);
  await page.getByLabel(footer.reportDescriptionLabel).waitFor({ state: 'detached' });

  // Log out from the account card on /login: back to / with Login in the header.
  await (await openMenu(page)).getByRole('link', { name: nav.logout, exact: true }).click();
  await page.getByRole('button', { name: login.logOut, exact: true }).click();
  await page.waitForURL(`${bed.url}/`);
  await (await openMenu(page)).getByRole('link', { name: nav.login, exact: true }).waitFor();
  const after = await page.context().request.post(`${bed.url}/api/user/get-user`, { data: {} });
  expect(after.status()).toBe(401);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a parent deletes the account after the confirmation of the spec, and is told goodbye', async () => {
  const { page, errors } = await bed.openPage('/');
  await bed.signIn(page, 'Bea');
  await page.goto(`${bed.url}/account`);

  // Declining the confirmation keeps the account.
  const declined = nextDialog(page, 'dismiss');
  await page.getByRole('button', { name: ui.deleteAccount, exact: true }).click();
  expect(await declined).toBe(account.confirmDeleteAccount);
  const stillThere = await page.context().request.post(`${bed.url}/api/user/get-user`, { data: {} });
  expect(stillThere.status()).toBe(200);

  const confirmed = nextDialog(page);
  await page.getByRole('button', { name: ui.deleteAccount, exact: true }).click();
  expect(await confirmed).toBe(account.confirmDeleteAccount);
  await page.waitForURL(`${bed.url}/`);
  // The parent is not dropped on the landing page without a word.
  await page.getByRole('status').filter({ hasText: account.goodbye }).waitFor();
  await (await openMenu(page)).getByRole('link', { name: nav.login, exact: true }).waitFor();
  const gone = await page.context().request.post(`${bed.url}/api/user/get-user`, { data: {} });
  expect(gone.status()).toBe(401);
  expect(errors).toEqual([]);
  await page.context().close();
});
