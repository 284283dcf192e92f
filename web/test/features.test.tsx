import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChildProfile } from '../src/api/types';
import { emptyProfileData } from '../src/features/profiles/empty-profile';
import { sessionStore } from '../src/lib/session-store';
import { account, ui } from '../src/lib/texts';
import { ada, renderApp, signedIn, stubFetch, type Reply } from './test-utils';

const mia: ChildProfile = {
  profile_id: 'p1',
  version: '1.1',
  profile_image: '',
  profile_data: {
    ...emptyProfileData(),
    personal_information: { ...emptyProfileData().personal_information, first_name: 'Mia' },
  },
};

describe('PIN dialog (spec §2, §4, §5)', () => {
  function landingWithMia(verify: () => Reply) {
    const fetchStub = stubFetch({
      ...signedIn(),
      'GET /api/files/get-user-profiles': { body: { profiles: [mia] } },
      'POST /api/user/get-credits': { body: { creditsData: { credits: 3 } } },
      'GET /api/auth/pin-status': { body: { pinSet: true, attemptsLeft: 3, lockedUntil: null } },
      'POST /api/auth/verify-gen': verify,
    });
    const view = renderApp('/');
    return { fetchStub, ...view };
  }
  const digits = () => screen.getAllByLabelText(/PIN digit/);
  /** Picks Mia; the dialog asks the PIN status first and then enables its boxes. */
  const pickMia = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Mia' }));
    await waitFor(() => expect(digits()[0]).toBeEnabled());
  };
  const type = (pin: string) =>
    [...pin].forEach((digit, i) => fireEvent.change(digits()[i], { target: { value: digit } }));

  it('asks for all 4 digits', async () => {
    landingWithMia(() => ({ body: {} }));
    await pickMia();
    expect(digits()).toHaveLength(4);
    digits().forEach((box) => expect(box).toHaveAttribute('type', 'password'));
    type('12');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please fill in all PIN fields.');
  });

  it('shows the attempts left, then the lockout', async () => {
    let attemptsLeft = 2;
    landingWithMia(() => {
      const reply = {
        body: { authGen: false, attemptsLeft, lockedUntil: attemptsLeft ? null : 1, pinSet: true },
      };
      attemptsLeft -= 2;
      return reply;
    });
    await pickMia();
    type('1111');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText("Are you sure you're allowed to generate stories? You have 2 attempts left."),
    ).toBeInTheDocument();
    type('2222');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('Your pin was wrong too many times. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('activates the profile and opens /story-gen-start on success', async () => {
    const { fetchStub, router } = landingWithMia(() => ({
      body: { authGen: true, attemptsLeft: 3, lockedUntil: null, pinSet: true },
    }));
    await pickMia();
    type('1234');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-gen-start'));
    expect(sessionStore.get().activeProfileId).toBe('p1');
    const call = fetchStub.mock.calls.find(([url]) => url === '/api/auth/verify-gen');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ userId: 'u1', authPin: '1234', profileId: 'p1' });
  });
});

describe('story start for admins (spec §4, §5)', () => {
  it('needs both an illustrator and a model', async () => {
    stubFetch({
      ...signedIn({ ...ada, accountType: 'admin' }),
      'POST /api/story/start': { body: { authorResponse: [{ prompt: 'Idea' }] } },
    });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'A dragon' } });
    fireEvent.click(screen.getByRole('button', { name: "Let's Go!" }));
    expect(alert).toHaveBeenCalledWith('Please select both an image generator and a model to continue.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Illustrator' }), { target: { value: 'DallE3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Author model' }), { target: { value: 'gpt-4o' } });
    expect(await screen.findByRole('button', { name: 'Idea' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Let's Go!" }));
    await waitFor(() =>
      expect(sessionStore.get()).toMatchObject({
        storyPrompt: 'A dragon',
        imageGenerator: 'DallE3',
        model: 'gpt-4o',
      }),
    );
  });

  it("shows the prompt call's error as the single item", async () => {
    stubFetch({
      ...signedIn(),
      'POST /api/story/start': { status: 502, body: { error: 'The author is away.' } },
    });
    renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
    const ideas = await screen.findByRole('region', { name: 'Story ideas' });
    expect(await within(ideas).findByText('The author is away.')).toBeInTheDocument();
  });
});

describe('account (spec §5)', () => {
  it('clears the PIN fields and says when the new PINs do not match', async () => {
    const fetchStub = stubFetch({ ...signedIn(), 'POST /api/user/update-pin': { body: { ok: true } } });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderApp('/account');
    const fill = (old: string, next: string, repeat: string) => {
      fireEvent.change(screen.getByLabelText('Current PIN'), { target: { value: old } });
      fireEvent.change(screen.getByLabelText('New PIN'), { target: { value: next } });
      fireEvent.change(screen.getByLabelText('Repeat new PIN'), { target: { value: repeat } });
      fireEvent.click(screen.getByRole('button', { name: 'Change generation PIN' }));
    };
    await screen.findByLabelText('Current PIN');
    fill('1111', '2222', '3333');
    expect(screen.getByRole('status')).toHaveTextContent('New PINs do not match!');
    expect(screen.getByLabelText('New PIN')).toHaveValue('');
    fill('1111', '2222', '2222');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Generation PIN changed successfully!'));
    const call = fetchStub.mock.calls.find(([url]) => url === '/api/user/update-pin');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      user_id: 'u1',
      old_pin: '1111',
      new_pin: '2222',
    });
  });

  it('deletes the account only after confirmation', async () => {
    const fetchStub = stubFetch({ ...signedIn(), 'POST /api/user/delete-account': { body: { ok: true } } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { router } = renderApp('/account');
    const remove = await screen.findByRole('button', { name: 'Delete account' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete your account? This action is permanent and will take a couple of days to process.',
    );
    expect(fetchStub.mock.calls.some(([url]) => url === '/api/user/delete-account')).toBe(false);
    fireEvent.click(remove);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('status')).toHaveTextContent(account.goodbye);
    // The account page clears the session as it leaves the screen, which React does after the router has moved.
    await waitFor(() => expect(sessionStore.get().loggedIn).toBe(false));
  });

  it('lists the signed-in browsers and signs out everywhere only after confirmation', async () => {
    const T = Date.UTC(2030, 0, 1, 9, 0);
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/user/sessions': {
        body: {
          sessions: [
            { createdAt: T + 60_000, lastSeenAt: T + 120_000, device: 'Safari on iOS', current: false },
            { createdAt: T, lastSeenAt: T + 180_000, device: '', current: true },
          ],
        },
      },
      'POST /api/user/sign-out-everywhere': { body: { ok: true } },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { router } = renderApp('/account');
    const section = await screen.findByRole('region', { name: ui.sessionsHeading });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Safari on iOS: signed in .+, last seen .+$/),
      expect.stringMatching(new RegExp(`^${ui.sessionDevice('')} \\(${ui.thisBrowser}\\): signed in `)),
    ]);

    const endAll = within(section).getByRole('button', { name: ui.signOutEverywhere });
    fireEvent.click(endAll);
    expect(confirm).toHaveBeenCalledWith(ui.confirmSignOutEverywhere);
    expect(fetchStub.mock.calls.some(([url]) => url === '/api/user/sign-out-everywhere')).toBe(false);
    fireEvent.click(endAll);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionStore.get().loggedIn).toBe(false));
  });
});
