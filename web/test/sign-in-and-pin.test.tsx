import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as ReactTypes from 'react';
import { AppProviders, createQueryClient } from '../src/app/providers';
import { PinDialog } from '../src/features/profiles/pin-dialog';
import { PIN_LOCKOUT_MS, PIN_MESSAGE_MS } from '../src/lib/constants';
import * as texts from '../src/lib/texts';
import { ada, calls, renderApp, signedIn, stubFetch, type Handler } from './test-utils';

/**
 * Google's sign-in button is a third-party script loader (it injects accounts.google.com/gsi/client); stand in
 * for it with a button that hands back a credential the way GoogleLogin's onSuccess does, and one that fails.
 */
jest.mock('@react-oauth/google', () => {
  const { createElement, Fragment } = jest.requireActual<typeof ReactTypes>('react');
  return {
    GoogleOAuthProvider: ({ clientId, children }: { clientId: string; children: ReactTypes.ReactNode }) =>
      createElement('div', { 'data-testid': 'google-provider', 'data-client-id': clientId }, children),
    GoogleLogin: ({
      onSuccess,
      onError,
    }: {
      onSuccess: (response: { credential?: string; select_by?: string }) => void;
      onError?: () => void;
    }) =>
      createElement(
        Fragment,
        null,
        createElement(
          'button',
          { type: 'button', onClick: () => onSuccess({ credential: 'google-id-token', select_by: 'btn' }) },
          'Sign in with Google',
        ),
        createElement('button', { type: 'button', onClick: () => onError?.() }, 'Google fails'),
      ),
  };
});

afterEach(() => {
  jest.useRealTimers();
});

describe('/login with Google (spec §2, §4, §7)', () => {
  /** The gateway's config, and a get-user that answers the user once google-login has set the cookie. */
  function gateway(config: { googleClientId: string | null; localLogin: boolean }) {
    let cookie = false;
    return stubFetch({
      'GET /api/auth/config': { body: config },
      'POST /api/auth/google-login': ({ body }) => {
        if ((body as { credentialId?: string }).credentialId !== 'google-id-token') {
          return { status: 401, body: { error: 'Invalid Google token' } };
        }
        cookie = true;
        return { body: { profileData: ada } };
      },
      'POST /api/user/get-user': () =>
        cookie ? { body: { profileData: ada } } : { status: 401, body: { error: 'Not signed in' } },
    });
  }

  it('shows no Google button without a client id', async () => {
    gateway({ googleClientId: null, localLogin: true });
    renderApp('/login');
    expect(await screen.findByLabelText('Your name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('google-provider')).not.toBeInTheDocument();
  });

  it('shows the Google button with the client id, next to the local sign-in when both are offered', async () => {
    gateway({ googleClientId: 'client-123.apps.googleusercontent.com', localLogin: true });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByTestId('google-provider')).toHaveAttribute(
      'data-client-id',
      'client-123.apps.googleusercontent.com',
    );
    expect(screen.getByLabelText('Your name')).toBeInTheDocument();
    expect(screen.queryByText(texts.ui.signInUnavailable)).not.toBeInTheDocument();
  });

  it('exchanges the credential with google-login, signs in and goes to /', async () => {
    const fetchStub = gateway({ googleClientId: 'client-123', localLogin: false });
    const { router, queryClient } = renderApp('/login');
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = fetchStub.mock.calls.find(([url]) => url === '/api/auth/google-login');
    expect(JSON.parse(login?.[1]?.body as string)).toEqual({ credentialId: 'google-id-token' });
    expect(queryClient.getQueryData(['session', 'user'])).toEqual(ada);
    expect(await screen.findByRole('link', { name: texts.nav.logout })).toBeInTheDocument();
  });

  it('only logs a failed Google sign-in', async () => {
    const fetchStub = gateway({ googleClientId: 'client-123', localLogin: false });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Google fails' }));
    expect(error).toHaveBeenCalled();
    expect(calls(fetchStub)).not.toContain('POST /api/auth/google-login');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('PIN dialog (spec §2, §4, §5, §8)', () => {
  const answer = (
    fields: Partial<{ authGen: boolean; attemptsLeft: number; lockedUntil: number | null }>,
  ) => ({
    body: { authGen: false, attemptsLeft: 3, lockedUntil: null, pinSet: true, ...fields },
  });
  type Status = { pinSet: boolean; attemptsLeft: number; lockedUntil: number | null };
  const PIN_IS_SET: Status = { pinSet: true, attemptsLeft: 3, lockedUntil: null };
  const NO_PIN: Status = { pinSet: false, attemptsLeft: 3, lockedUntil: null };

  function dialogElement() {
    const onVerified = jest.fn();
    const onCancel = jest.fn();
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
    const element = (
      <AppProviders queryClient={queryClient}>
        <PinDialog userId="u1" profileId="p1" profileName="Mia" onVerified={onVerified} onCancel={onCancel} />
      </AppProviders>
    );
    return { element, onVerified, onCancel };
  }

  /** The dialog with the server's PIN status (GET /api/auth/pin-status) and the other handlers given. */
  function renderDialog(handlers: Record<string, Handler>, status: Status | Handler = PIN_IS_SET) {
    const fetchStub = stubFetch({
      'GET /api/auth/pin-status': 'pinSet' in status ? { body: status } : status,
      ...handlers,
    });
    const { element, onVerified, onCancel } = dialogElement();
    const view = render(element);
    return { fetchStub, onVerified, onCancel, view };
  }
  const boxes = (label: RegExp = /^PIN digit/) => screen.getAllByLabelText(label) as HTMLInputElement[];
  /** Waits for the status: until it is there the boxes are disabled. */
  const opened = async (label?: RegExp) => {
    await waitFor(() => expect(boxes(label)[0]).toBeEnabled());
  };
  const type = (pin: string, label?: RegExp) =>
    [...pin].forEach((digit, i) => fireEvent.change(boxes(label)[i], { target: { value: digit } }));
  const ok = () => fireEvent.click(screen.getByRole('button', { name: texts.ui.ok }));
  const bodiesOf = (fetchStub: jest.Mock, path: string) =>
    fetchStub.mock.calls
      .filter(([url]) => url === path)
      .map(([, init]: [string, RequestInit]) => JSON.parse(init.body as string) as unknown);
  const notice = () => screen.getByRole('status');

  it('is a modal dialog named by its heading that asks the PIN status first, then focuses the first box', async () => {
    const { fetchStub } = renderDialog({});
    const dialog = screen.getByRole('dialog', { name: 'Generation PIN for Mia' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Generation PIN for Mia' })).toBeInTheDocument();
    // Until the status is known nothing can be typed.
    boxes().forEach((box) => expect(box).toBeDisabled());
    await opened();
    expect(boxes()).toHaveLength(4);
    boxes().forEach((box) => {
      expect(box).toHaveAttribute('type', 'password');
      expect(box).toHaveAttribute('inputmode', 'numeric');
    });
    expect(boxes()[0]).toHaveFocus();
    expect(screen.getByText(texts.ui.pinDialogHint)).toBeInTheDocument();
    expect(calls(fetchStub)).toEqual(['GET /api/auth/pin-status']);
    expect(String(fetchStub.mock.calls[0][0])).toBe('/api/auth/pin-status?userId=u1');
  });

  describe('first use (no PIN yet)', () => {
    const newBoxes = /^New PIN digit/;
    const repeatBoxes = /^Repeat PIN digit/;

    async function firstUse(handlers: Record<string, Handler> = {}) {
      const view = renderDialog({ 'POST /api/user/update-pin': { body: { ok: true } }, ...handlers }, NO_PIN);
      await opened(newBoxes);
      return view;
    }

    it('says plainly to choose a 4-digit PIN, with a repeat row, before any PIN is typed', async () => {
      const { fetchStub } = await firstUse();
      expect(screen.getByRole('dialog', { name: 'Choose a 4-digit PIN' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Choose a 4-digit PIN' })).toBeInTheDocument();
      expect(screen.getByText(texts.ui.setPinHint('Mia'))).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'New PIN' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Repeat the PIN' })).toBeInTheDocument();
      expect(boxes(newBoxes)).toHaveLength(4);
      expect(boxes(repeatBoxes)).toHaveLength(4);
      [...boxes(newBoxes), ...boxes(repeatBoxes)].forEach((box) => {
        expect(box).toHaveValue('');
        expect(box).toHaveAttribute('type', 'password');
      });
      expect(screen.queryByLabelText('PIN digit 1')).not.toBeInTheDocument();
      expect(boxes(newBoxes)[0]).toHaveFocus();
      expect(calls(fetchStub)).not.toContain('POST /api/auth/verify-gen');
    });

    it('moves on from the last new box to the first repeat box', async () => {
      await firstUse();
      type('1234', newBoxes);
      expect(boxes(repeatBoxes)[0]).toHaveFocus();
      fireEvent.keyDown(boxes(repeatBoxes)[0], { key: 'Backspace' });
      expect(boxes(newBoxes)[3]).toHaveFocus();
      expect(boxes(newBoxes)[3]).toHaveValue('');
    });

    it('says when the two PINs differ, for 5 s, and clears the boxes', async () => {
      const { fetchStub, onVerified } = await firstUse();
      jest.useFakeTimers();
      type('1234', newBoxes);
      type('4321', repeatBoxes);
      ok();
      expect(notice()).toHaveTextContent('New PINs do not match!');
      [...boxes(newBoxes), ...boxes(repeatBoxes)].forEach((box) => expect(box).toHaveValue(''));
      expect(boxes(newBoxes)[0]).toHaveFocus();
      act(() => jest.advanceTimersByTime(PIN_MESSAGE_MS - 1));
      expect(notice()).toHaveTextContent('New PINs do not match!');
      act(() => jest.advanceTimersByTime(1));
      expect(notice()).toBeEmptyDOMElement();
      expect(calls(fetchStub)).not.toContain('POST /api/user/update-pin');
      expect(onVerified).not.toHaveBeenCalled();
    });

    it('asks for both rows in full', async () => {
      await firstUse();
      type('1234', newBoxes);
      type('12', repeatBoxes);
      ok();
      expect(notice()).toHaveTextContent('Please fill in all PIN fields.');
    });

    it('sets the PIN with an empty old PIN when both match, then counts as verified', async () => {
      const { fetchStub, onVerified } = await firstUse();
      type('2580', newBoxes);
      fireEvent.paste(boxes(repeatBoxes)[0], { clipboardData: { getData: () => '2580' } });
      expect(boxes(repeatBoxes).map((box) => box.value)).toEqual(['2', '5', '8', '0']);
      ok();
      await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
      expect(bodiesOf(fetchStub, '/api/user/update-pin')).toEqual([
        { user_id: 'u1', old_pin: '', new_pin: '2580', profileId: 'p1' },
      ]);
      expect(calls(fetchStub)).not.toContain('POST /api/auth/verify-gen');
    });

    it('goes back to asking for the PIN when one was set meanwhile (403)', async () => {
      const { onVerified } = await firstUse({
        'POST /api/user/update-pin': { status: 403, body: { error: 'The current PIN is wrong.' } },
      });
      jest.spyOn(console, 'error').mockImplementation(() => {});
      type('2580', newBoxes);
      type('2580', repeatBoxes);
      ok();
      await waitFor(() => expect(notice()).toHaveTextContent('The current PIN is wrong.'));
      expect(screen.getByRole('heading', { name: 'Generation PIN for Mia' })).toBeInTheDocument();
      expect(boxes()).toHaveLength(4);
      expect(onVerified).not.toHaveBeenCalled();
    });

    it('still finds out from verify-gen when the status could not be read', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      renderDialog(
        { 'POST /api/auth/verify-gen': { body: { ...answer({}).body, pinSet: false } } },
        { status: 503, body: { error: 'The service is unavailable.' } },
      );
      await opened();
      type('1234');
      ok();
      expect(await screen.findByRole('heading', { name: 'Choose a 4-digit PIN' })).toBeInTheDocument();
      expect(boxes(newBoxes)).toHaveLength(4);
    });
  });

  it('shows the attempts left after a wrong PIN for 5 s, clears the boxes and starts over in the first', async () => {
    jest.useFakeTimers();
    const { onVerified } = renderDialog({ 'POST /api/auth/verify-gen': answer({ attemptsLeft: 2 }) });
    await opened();
    type('1111');
    ok();
    expect(
      await screen.findByText("Are you sure you're allowed to generate stories? You have 2 attempts left."),
    ).toBeInTheDocument();
    boxes().forEach((box) => {
      expect(box).toHaveValue('');
      expect(box).toHaveAttribute('aria-invalid', 'true');
    });
    expect(boxes()[0]).toHaveFocus();
    expect(onVerified).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(PIN_MESSAGE_MS - 1));
    expect(notice()).not.toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(notice()).toBeEmptyDOMElement();
    // typing again takes the mark away
    type('1');
    expect(boxes()[0]).not.toHaveAttribute('aria-invalid');
  });

  it('asks for all 4 digits without calling verify-gen', async () => {
    const { fetchStub } = renderDialog({});
    await opened();
    type('12');
    ok();
    expect(notice()).toHaveTextContent('Please fill in all PIN fields.');
    expect(calls(fetchStub)).not.toContain('POST /api/auth/verify-gen');
  });

  describe('lockout', () => {
    const lockoutText = (minutes: number) =>
      `${texts.profiles.pinLockout} ${texts.ui.pinLockoutWait(minutes)}`;

    it('disables the boxes and OK, says the minutes left, and enables them again when it ends', async () => {
      jest.useFakeTimers();
      const { fetchStub } = renderDialog({
        'POST /api/auth/verify-gen': () =>
          answer({ attemptsLeft: 0, lockedUntil: Date.now() + PIN_LOCKOUT_MS }),
      });
      await opened();
      type('9999');
      ok();
      await screen.findByText('Your pin was wrong too many times. Please try again later.');
      expect(notice()).toHaveTextContent(lockoutText(5));
      expect(screen.getByText('You can try again in 5 minutes.')).toBeInTheDocument();
      boxes().forEach((box) => expect(box).toBeDisabled());
      expect(screen.getByRole('button', { name: texts.ui.ok })).toBeDisabled();
      expect(screen.getByRole('button', { name: texts.ui.cancel })).toBeEnabled();
      // the lockout message outlasts the usual 5 s, and counts down
      act(() => jest.advanceTimersByTime(2 * 60_000));
      expect(notice()).toHaveTextContent(lockoutText(3));
      act(() => jest.advanceTimersByTime(2 * 60_000 + 1000));
      expect(notice()).toHaveTextContent('You can try again in 1 minute.');
      // submitting while locked does nothing
      fireEvent.submit(screen.getByRole('button', { name: texts.ui.ok }).closest('form')!);
      expect(calls(fetchStub).filter((call) => call === 'POST /api/auth/verify-gen')).toHaveLength(1);
      act(() => jest.advanceTimersByTime(PIN_LOCKOUT_MS));
      boxes().forEach((box) => expect(box).toBeEnabled());
      expect(screen.getByRole('button', { name: texts.ui.ok })).toBeEnabled();
      expect(notice()).toBeEmptyDOMElement();
      expect(boxes()[0]).toHaveFocus();
    });

    it('is shown on opening after a reload, with the minutes the server says are left', async () => {
      jest.useFakeTimers();
      const lockedUntil = Date.now() + 3.5 * 60_000;
      const status = { pinSet: true, attemptsLeft: 0, lockedUntil };
      const { fetchStub, view } = renderDialog({}, status);
      await screen.findByText(texts.ui.pinLockoutWait(4));
      expect(notice()).toHaveTextContent(lockoutText(4));
      boxes().forEach((box) => expect(box).toBeDisabled());
      expect(screen.getByRole('button', { name: texts.ui.cancel })).toHaveFocus();
      // A reload: everything in the page is gone, the dialog opens afresh and asks the server again.
      view.unmount();
      act(() => jest.advanceTimersByTime(60_000));
      const again = dialogElement();
      render(again.element);
      await screen.findByText(texts.ui.pinLockoutWait(3));
      boxes().forEach((box) => expect(box).toBeDisabled());
      expect(calls(fetchStub)).toEqual(['GET /api/auth/pin-status', 'GET /api/auth/pin-status']);
      act(() => jest.advanceTimersByTime(2.5 * 60_000));
      boxes().forEach((box) => expect(box).toBeEnabled());
      expect(calls(fetchStub)).not.toContain('POST /api/auth/verify-gen');
    });

    it('locks for 5 minutes when the server says attempts are used up without a time', async () => {
      jest.useFakeTimers();
      renderDialog({ 'POST /api/auth/verify-gen': answer({ attemptsLeft: 0, lockedUntil: null }) });
      await opened();
      type('9999');
      ok();
      await screen.findByText(texts.profiles.pinLockout);
      act(() => jest.advanceTimersByTime(PIN_LOCKOUT_MS - 1));
      expect(boxes()[0]).toBeDisabled();
      act(() => jest.advanceTimersByTime(1));
      expect(boxes()[0]).toBeEnabled();
    });
  });

  describe('keyboard', () => {
    it('focuses the first box on open and moves on with each digit', async () => {
      renderDialog({});
      await opened();
      expect(boxes()[0]).toHaveFocus();
      fireEvent.change(boxes()[0], { target: { value: '4' } });
      expect(boxes()[1]).toHaveFocus();
      fireEvent.change(boxes()[1], { target: { value: '2' } });
      expect(boxes()[2]).toHaveFocus();
      expect(boxes().map((box) => box.value)).toEqual(['4', '2', '', '']);
    });

    it('accepts only digits', async () => {
      renderDialog({});
      await opened();
      fireEvent.change(boxes()[0], { target: { value: 'a' } });
      expect(boxes()[0]).toHaveValue('');
      expect(boxes()[0]).toHaveFocus();
      fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '12a4' } });
      expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
    });

    it('goes back one box on Backspace in an empty box, clearing it', async () => {
      renderDialog({});
      await opened();
      type('12');
      expect(boxes()[2]).toHaveFocus();
      fireEvent.keyDown(boxes()[2], { key: 'Backspace' });
      expect(boxes()[1]).toHaveFocus();
      expect(boxes().map((box) => box.value)).toEqual(['1', '', '', '']);
      fireEvent.keyDown(boxes()[1], { key: 'Backspace' });
      expect(boxes()[0]).toHaveFocus();
      expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
      // nothing before the first box
      fireEvent.keyDown(boxes()[0], { key: 'Backspace' });
      expect(boxes()[0]).toHaveFocus();
    });

    it('fills all boxes from a pasted PIN', async () => {
      const { fetchStub, onVerified } = renderDialog({
        'POST /api/auth/verify-gen': answer({ authGen: true }),
      });
      await opened();
      fireEvent.paste(boxes()[2], { clipboardData: { getData: () => ' 1234 ' } });
      expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4']);
      expect(boxes()[3]).toHaveFocus();
      ok();
      await waitFor(() => expect(onVerified).toHaveBeenCalled());
      expect(bodiesOf(fetchStub, '/api/auth/verify-gen')).toEqual([
        { userId: 'u1', authPin: '1234', profileId: 'p1' },
      ]);
    });

    it('cancels on Escape, and on the dialog’s cancel event', async () => {
      const { onCancel } = renderDialog({});
      await opened();
      fireEvent.keyDown(boxes()[1], { key: 'Escape' });
      expect(onCancel).toHaveBeenCalledTimes(1);
      const cancel = new Event('cancel', { cancelable: true });
      screen.getByRole('dialog').dispatchEvent(cancel);
      expect(onCancel).toHaveBeenCalledTimes(2);
      // the dialog stays open until its owner takes it away
      expect(cancel.defaultPrevented).toBe(true);
    });
  });
});

describe('account PIN change refused by the server (spec §5, §8)', () => {
  it("shows the server's reason for 5 s and clears the fields", async () => {
    stubFetch({
      ...signedIn(),
      'POST /api/user/update-pin': { status: 403, body: { error: 'Wrong PIN. You have 2 attempts left.' } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderApp('/account');
    const field = (label: string) => screen.getByLabelText(label);
    await screen.findByLabelText('Current PIN');
    fireEvent.change(field('Current PIN'), { target: { value: '1111' } });
    fireEvent.change(field('New PIN'), { target: { value: '2222' } });
    fireEvent.change(field('Repeat new PIN'), { target: { value: '2222' } });
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Change generation PIN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wrong PIN. You have 2 attempts left.');
    ['Current PIN', 'New PIN', 'Repeat new PIN'].forEach((label) => expect(field(label)).toHaveValue(''));
    expect(alert).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(PIN_MESSAGE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes only 4 digits and sends nothing until all three fields hold a PIN', async () => {
    const fetchStub = stubFetch({ ...signedIn(), 'POST /api/user/update-pin': { body: { ok: true } } });
    renderApp('/account');
    const current = await screen.findByLabelText('Current PIN');
    fireEvent.change(current, { target: { value: '1a2b' } });
    expect(current).toHaveValue('12');
    expect(current).toBeRequired();
    expect(current).toHaveAttribute('pattern', '[0-9]{4}');
    fireEvent.change(screen.getByLabelText('New PIN'), { target: { value: '2222' } });
    fireEvent.change(screen.getByLabelText('Repeat new PIN'), { target: { value: '2222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change generation PIN' }));
    expect(calls(fetchStub)).not.toContain('POST /api/user/update-pin');
  });
});
