/**
 * The server's PIN gate in the app: a generation call answered 403 `pin_required` opens the PIN dialog for
 * the profile the server named, on the screen that made the call, and the call is made again once the PIN
 * is right; Cancel fails it with the server's refusal.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChildProfile } from '../src/api/types';
import { emptyProfileData } from '../src/features/profiles/empty-profile';
import { ui } from '../src/lib/texts';
import { bodiesOf } from './story-gen-fixtures';
import { calls, renderApp, signedIn, stubFetch, type Reply } from './test-utils';

const mia: ChildProfile = {
  profile_id: 'p1',
  version: '1.1',
  profile_image: '',
  profile_data: {
    ...emptyProfileData(),
    personal_information: { ...emptyProfileData().personal_information, first_name: 'Mia' },
  },
};

const PIN_REQUIRED: Reply = {
  status: 403,
  body: {
    error: 'Please enter your PIN for this profile to generate stories.',
    code: 'pin_required',
    profileId: 'p1',
  },
};

/** The start page for Mia, whose first start call is refused for want of the PIN. */
function startPageWithoutGrant() {
  let starts = 0;
  const fetchStub = stubFetch({
    ...signedIn(),
    'GET /api/files/get-user-profiles': { body: { profiles: [mia] } },
    'GET /api/auth/pin-status': { body: { pinSet: true, attemptsLeft: 3, lockedUntil: null } },
    'POST /api/auth/verify-gen': {
      body: { authGen: true, attemptsLeft: 3, lockedUntil: null, pinSet: true },
    },
    'POST /api/story/start': () =>
      starts++ === 0 ? PIN_REQUIRED : { body: { authorResponse: [{ prompt: 'A day at the sea' }] } },
  });
  renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
  return fetchStub;
}

const dialog = () => screen.findByRole('dialog', { name: ui.pinDialog('Mia') }, { timeout: 5000 });
const digits = () => screen.getAllByLabelText(/PIN digit/);

describe('the PIN gate (a generation call refused with pin_required)', () => {
  it('opens the PIN dialog for the profile, sends the PIN with it, and makes the call again', async () => {
    const fetchStub = startPageWithoutGrant();
    await dialog();
    await waitFor(() => expect(digits()[0]).toBeEnabled());
    [...'1234'].forEach((digit, i) => fireEvent.change(digits()[i], { target: { value: digit } }));
    fireEvent.click(screen.getByRole('button', { name: ui.ok }));

    const ideas = await screen.findByRole('region', { name: ui.suggestedIdeas });
    expect(await within(ideas).findByRole('button', { name: 'A day at the sea' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/auth/verify-gen')).toEqual([
      { userId: 'u1', authPin: '1234', profileId: 'p1' },
    ]);
    expect(calls(fetchStub).filter((call) => call === 'POST /api/story/start')).toHaveLength(2);
  });

  it('fails the call with the server’s refusal when the parent cancels', async () => {
    const fetchStub = startPageWithoutGrant();
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: ui.cancel }));

    const ideas = await screen.findByRole('region', { name: ui.suggestedIdeas });
    expect(
      await within(ideas).findByText('Please enter your PIN for this profile to generate stories.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchStub).filter((call) => call === 'POST /api/story/start')).toHaveLength(1);
  });
});
