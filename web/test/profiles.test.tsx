import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage, ChildProfile, ChildProfileData } from '../src/api/types';
import { ChildAvatar } from '../src/features/landing/child-avatar';
import { emptyProfileData } from '../src/features/profiles/empty-profile';
import { normalizeProfileData } from '../src/features/profiles/profile-data';
import { ETHNICITY_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS } from '../src/lib/constants';
import * as texts from '../src/lib/texts';
import { calls, renderApp, signedIn, stubFetch, type Handler, type SeenRequest } from './test-utils';

const { ui, profiles } = texts;

/** The JSON bodies a fetch stub has sent to `path`. */
const bodiesOf = (fetchStub: jest.Mock, path: string) =>
  fetchStub.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]: [string, RequestInit]) => JSON.parse(init.body as string) as unknown);

const textbox = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const choose = (name: string, value: string) => type(screen.getByRole('combobox', { name }), value);
const group = (name: string) => screen.getByRole('group', { name });
const click = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));

function fillRequired() {
  type(textbox('First name'), 'Mia');
  choose('Gender', 'Girl');
  choose('Language', 'English');
  choose('Ethnicity', 'Other');
}

/** A tiny PNG (the signature is what the server checks) and its data URL. */
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pngDataUrl = `data:image/png;base64,${Buffer.from(pngBytes).toString('base64')}`;
const pictureInput = () => screen.getByLabelText(ui.profilePicture) as HTMLInputElement;
const pick = (file: File) => fireEvent.change(pictureInput(), { target: { files: [file] } });

function withPersonal(fields: Partial<ChildProfileData['personal_information']>): ChildProfileData {
  const data = emptyProfileData();
  return { ...data, personal_information: { ...data.personal_information, ...fields } };
}

const saved = (profile_id: string) => ({
  body: { profile: { profile_id, version: '1.1', profile_image: '', profile_data: withPersonal({}) } },
});

describe('profile form (spec §2, §3, §5, §8)', () => {
  function openForm(
    path: Parameters<typeof renderApp>[0] = '/create-profile',
    handlers: Record<string, Handler> = {},
  ) {
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/files/create-profile': saved('p9'),
      ...handlers,
    });
    const view = renderApp(path);
    return { fetchStub, ...view };
  }

  it('offers exactly the spec options after a placeholder in the three required selects', async () => {
    openForm();
    for (const [name, options] of [
      ['Gender', GENDER_OPTIONS],
      ['Language', LANGUAGE_OPTIONS],
      ['Ethnicity', ETHNICITY_OPTIONS],
    ] as const) {
      const select = await screen.findByRole('combobox', { name });
      expect(select).toBeRequired();
      const [placeholder, ...rest] = [...select.querySelectorAll('option')];
      expect(placeholder).toHaveValue('');
      expect(placeholder).toHaveTextContent(ui.choose);
      expect(rest.map((option) => option.value)).toEqual([...options]);
      expect(rest.map((option) => option.textContent)).toEqual([...options]);
    }
    expect(textbox('First name')).toBeRequired();
    expect(screen.getByLabelText('Birthdate')).toHaveAttribute('type', 'date');
  });

  it('sends nothing while first name, gender, language or ethnicity is missing', async () => {
    const { fetchStub } = openForm();
    await screen.findByRole('textbox', { name: 'First name' });
    click(ui.save);
    expect(textbox('First name')).toHaveFocus();
    for (const name of ['First name', 'Gender', 'Language', 'Ethnicity']) {
      const control = screen.getByRole(name === 'First name' ? 'textbox' : 'combobox', { name });
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(ui.fieldRequired(name));
    }
    expect(screen.getByRole('alert')).toHaveTextContent(ui.fixErrors);

    // Fixing some fields clears their messages; the rest still keep the form from being sent.
    type(textbox('First name'), 'Mia');
    choose('Gender', 'Girl');
    expect(textbox('First name')).not.toHaveAttribute('aria-invalid');
    click(ui.save);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Ethnicity' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchStub)).not.toContain('POST /api/files/create-profile');
  });

  it('checks age and birthdate as the server does', async () => {
    const { fetchStub } = openForm();
    await screen.findByRole('textbox', { name: 'First name' });
    fillRequired();
    type(textbox('Age'), '6y');
    type(screen.getByLabelText('Birthdate'), '2999-01-01');
    click(ui.save);
    expect(textbox('Age')).toHaveAccessibleDescription(ui.ageFormat);
    expect(screen.getByLabelText('Birthdate')).toHaveAccessibleDescription(ui.birthdateInPast);
    expect(textbox('Age')).toHaveFocus();
    expect(calls(fetchStub)).not.toContain('POST /api/files/create-profile');
  });

  it('edits every list: Enter, Add and leaving the field add, the chip button removes', async () => {
    openForm();
    const hobbies = await screen.findByRole('textbox', { name: 'Hobbies' });
    type(hobbies, 'Lego');
    fireEvent.keyDown(hobbies, { key: 'Enter' });
    type(hobbies, '  Drawing ');
    click('Add to Hobbies');
    type(hobbies, 'Swimming');
    fireEvent.blur(hobbies);
    type(hobbies, 'Lego');
    fireEvent.keyDown(hobbies, { key: 'Enter' });
    const list = screen.getByRole('list', { name: 'Hobbies' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lego×', 'Drawing×', 'Swimming×']);
    expect(hobbies).toHaveValue('');
    click('Remove Lego from Hobbies');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    for (const name of Object.values(ui.listFields)) {
      // genres and themes offer suggestions (a datalist), which makes them comboboxes
      const input = screen.getByRole(/genres|themes/i.test(name) ? 'combobox' : 'textbox', { name });
      type(input, `a ${name}`);
      click(ui.addTo(name));
      expect(screen.getByRole('list', { name })).toHaveTextContent(`a ${name}`);
    }
  });

  it('has two parents, a sibling and a pet, and adds and removes entries', async () => {
    openForm();
    await screen.findByRole('group', { name: 'Parent 1' });
    for (const name of ['Parent 1', 'Parent 2', 'Sibling 1']) {
      for (const field of ['Relationship', 'Name', 'Nickname'])
        expect(textbox(field, group(name))).toBeVisible();
      expect(within(group(name)).queryByRole('button', { name: ui.remove(name) })).not.toBeInTheDocument();
    }
    for (const field of ['Type of animal', 'Name', 'Breed'])
      expect(textbox(field, group('Pet 1'))).toBeVisible();

    click('Add parent');
    click('Add parent');
    expect(screen.getByRole('button', { name: 'Add parent' })).toBeDisabled();
    click('Remove Parent 3', group('Parent 3'));
    expect(screen.getAllByRole('group', { name: /^Parent / })).toHaveLength(3);
    click('Add sibling');
    click('Add pet');
    expect(group('Sibling 2')).toBeVisible();
    expect(group('Pet 2')).toBeVisible();

    expect(screen.queryByRole('group', { name: 'Friend 1' })).not.toBeInTheDocument();
    click('Add friend');
    const friend = group('Friend 1');
    for (const field of ['Name', 'Age', 'Interests']) expect(textbox(field, friend)).toBeVisible();
    click('Remove Friend 1', friend);
    expect(screen.queryByRole('group', { name: 'Friend 1' })).not.toBeInTheDocument();
  });

  it("saves exactly the schema's fields, says so, refreshes the profiles, then updates", async () => {
    const { fetchStub, queryClient } = openForm();
    queryClient.setQueryData(['profiles', 'u1'], { profiles: [] });
    await screen.findByRole('textbox', { name: 'First name' });
    fillRequired();
    type(textbox('First name'), '  Mia ');
    type(textbox('Age'), '6');
    type(screen.getByLabelText('Birthdate'), '2018-04-01');
    type(textbox('Hobbies'), 'Lego');
    click('Add to Hobbies');
    type(textbox('Relationship', group('Parent 1')), 'Mother');
    type(textbox('Name', group('Parent 1')), 'Ada');
    type(textbox('Type of animal', group('Pet 1')), 'Cat');
    click('Add friend');
    type(textbox('Name', group('Friend 1')), 'Leo');
    type(textbox('Interests', group('Friend 1')), 'Trains');
    click('Add to Interests', group('Friend 1'));
    click('Add friend'); // left blank: not sent
    pick(new File([pngBytes], 'mia.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Profile picture of Mia' })).toHaveAttribute(
      'src',
      pngDataUrl,
    );

    click(ui.save);
    expect(await screen.findByText(profiles.saved)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: ui.startStoryFor('Mia') })).toHaveAttribute('href', '/');
    const expected = emptyProfileData();
    expected.personal_information = {
      ...expected.personal_information,
      first_name: 'Mia',
      age: '6',
      birthdate: '2018-04-01',
      gender: 'Girl',
      language: 'English',
      ethnicity: 'Other',
    };
    expected.interests.hobbies = ['Lego'];
    expected.family.parents[0] = { relationship: 'Mother', name: 'Ada', nickname: '' };
    expected.family.pets[0] = { type: 'Cat', name: '', breed: '' };
    expected.friends = [{ name: 'Leo', age: '', interests: ['Trains'] }];
    const [body] = bodiesOf(fetchStub, '/api/files/create-profile');
    expect(body).toStrictEqual({
      userId: 'u1',
      profileInfo: { version: '1.1', profile_data: expected, profile_image: pngDataUrl },
    });
    expect(queryClient.getQueryState(['profiles', 'u1'])?.isInvalidated).toBe(true);

    // The form now holds the saved profile: saving again updates it.
    click(ui.save);
    await waitFor(() => expect(bodiesOf(fetchStub, '/api/files/create-profile')).toHaveLength(2));
    expect(bodiesOf(fetchStub, '/api/files/create-profile')[1]).toMatchObject({
      profileInfo: { profile_id: 'p9' },
    });
  });

  it("shows the server's refusal", async () => {
    const refusal = 'Invalid profile: profile_image is not the picture its type says';
    openForm('/create-profile', {
      'POST /api/files/create-profile': { status: 400, body: { error: refusal } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByRole('textbox', { name: 'First name' });
    fillRequired();
    click(ui.save);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText(profiles.saved)).not.toBeInTheDocument();
  });

  it.each([
    [
      'a file that is not a picture',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      ui.pictureNotImage,
    ],
    ['an SVG', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), ui.pictureNotImage],
    [
      'a picture over 2 MB',
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      ui.pictureTooLarge,
    ],
  ])('refuses %s on the client', async (_name, file, message) => {
    const { fetchStub } = openForm();
    await screen.findByLabelText(ui.profilePicture);
    pick(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(pictureInput()).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    // A good picture afterwards is taken, and the message goes.
    pick(new File([pngBytes], 'mia.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click(ui.removePicture);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(calls(fetchStub)).not.toContain('POST /api/files/create-profile');
  });

  describe('/profile-information', () => {
    /** As the server might answer: a group missing, one list absent, the picture set. */
    const stored = {
      profile_id: 'p1',
      version: '1.1',
      profile_image: pngDataUrl,
      profile_data: {
        ...withPersonal({ first_name: 'Mia', gender: 'Girl', language: 'French', ethnicity: 'Asian' }),
        interests: { hobbies: ['Chess'] },
        friends: undefined,
      },
    } as unknown as ChildProfile;

    it.each([
      ['the query', '/profile-information?profileId=p1'],
      ['the router state', { pathname: '/profile-information', state: { profileId: 'p1' } }],
    ])('loads the profile named in %s and updates it', async (_how, path) => {
      const { fetchStub } = openForm(path, {
        'POST /api/files/get-profile/': { body: { profileData: { data: stored } } },
        'POST /api/files/create-profile': saved('p1'),
      });
      expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Mia');
      expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('French');
      expect(screen.getByRole('list', { name: 'Hobbies' })).toHaveTextContent('Chess');
      expect(screen.getByRole('img', { name: 'Profile picture of Mia' })).toBeInTheDocument();
      expect(bodiesOf(fetchStub, '/api/files/get-profile/')).toEqual([{ user_id: 'u1', profile_id: 'p1' }]);

      click(ui.save);
      expect(await screen.findByText(profiles.saved)).toBeInTheDocument();
      expect(bodiesOf(fetchStub, '/api/files/create-profile')).toStrictEqual([
        {
          userId: 'u1',
          profileInfo: {
            profile_id: 'p1',
            version: '1.1',
            profile_data: normalizeProfileData(stored.profile_data),
            profile_image: pngDataUrl,
          },
        },
      ]);
    });

    it('creates a profile when opened without one, and leads to the AI chat', async () => {
      const { fetchStub, router } = openForm('/profile-information');
      await screen.findByRole('textbox', { name: 'First name' });
      expect(textbox('First name')).toHaveValue('');
      fillRequired();
      click(ui.save);
      expect(await screen.findByText(profiles.saved)).toBeInTheDocument();
      expect(bodiesOf(fetchStub, '/api/files/create-profile')[0]).not.toHaveProperty(
        'profileInfo.profile_id',
      );
      click(profiles.createWithAi);
      await waitFor(() => expect(router.state.location.pathname).toBe('/create-profile-ai'));
    });
  });
});

describe('AI profile chat (spec §2, §5, §7, §8)', () => {
  const opening = "Hello! What is your child's first name?";
  const named = withPersonal({ first_name: 'Mia' });
  const finished = withPersonal({
    first_name: 'Mia',
    gender: 'Girl',
    language: 'English',
    ethnicity: 'Other',
  });

  /** The server's answers by how many messages the parent has sent. */
  function chatServer(answers: Array<Record<string, unknown>>) {
    return ({ body }: SeenRequest) => {
      const { messages } = body as { messages: ChatMessage[] };
      const said = messages.filter((message) => message.sender === 'user').length;
      return { body: { updatedProfile: emptyProfileData(), profileComplete: false, ...answers[said] } };
    };
  }

  function openChat(answers: Array<Record<string, unknown>>, handlers: Record<string, Handler> = {}) {
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/profile/chat': chatServer(answers),
      ...handlers,
    });
    const view = renderApp('/create-profile-ai');
    return { fetchStub, ...view };
  }

  const input = () => screen.getByRole('textbox', { name: ui.chatMessage });
  const say = (text: string) => {
    type(input(), text);
    click(ui.send);
  };
  const bubbles = () =>
    within(screen.getByRole('log', { name: ui.chatLog }))
      .getAllByRole('listitem')
      .map((item) => [item.classList.contains('chat-user') ? 'user' : 'assistant', item.textContent]);

  it('asks the opening question, ignores blank messages, alternates, and ends with the saved profile', async () => {
    const { fetchStub, queryClient, router } = openChat([
      { nextQuestion: opening },
      { updatedProfile: named, nextQuestion: 'How old is Mia?' },
      { updatedProfile: finished, profileComplete: true, message: 'All done!', profileId: 'p7' },
    ]);
    queryClient.setQueryData(['profiles', 'u1'], { profiles: [] });
    expect(await screen.findByText(opening)).toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/profile/chat')).toEqual([{ messages: [] }]);
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'polite');

    say('   ');
    fireEvent.submit(input());
    expect(bodiesOf(fetchStub, '/api/profile/chat')).toHaveLength(1);

    say(' My daughter Mia ');
    expect(await screen.findByText('How old is Mia?')).toBeInTheDocument();
    say('Six');
    expect(await screen.findByText('All done!')).toBeInTheDocument();

    expect(bubbles()).toEqual([
      ['assistant', `${ui.chatSender.assistant} ${opening}`],
      ['user', `${ui.chatSender.user} My daughter Mia`],
      ['assistant', `${ui.chatSender.assistant} How old is Mia?`],
      ['user', `${ui.chatSender.user} Six`],
      ['assistant', `${ui.chatSender.assistant} All done!`],
    ]);
    const sent = bodiesOf(fetchStub, '/api/profile/chat');
    expect(sent[1]).toEqual({
      messages: [
        { text: opening, sender: 'assistant' },
        { text: 'My daughter Mia', sender: 'user' },
      ],
      profileData: emptyProfileData(),
    });
    expect(sent[2]).toEqual({
      messages: [
        { text: opening, sender: 'assistant' },
        { text: 'My daughter Mia', sender: 'user' },
        { text: 'How old is Mia?', sender: 'assistant' },
        { text: 'Six', sender: 'user' },
      ],
      profileData: named,
    });

    // Saved by the server: the spec's text, the name, the way home; nothing saved twice.
    expect(screen.getByRole('status')).toHaveTextContent(profiles.saved);
    expect(screen.getByText(ui.profileReady('Mia'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: ui.chatMessage })).not.toBeInTheDocument();
    expect(calls(fetchStub)).not.toContain('POST /api/files/create-profile');
    expect(queryClient.getQueryState(['profiles', 'u1'])?.isInvalidated).toBe(true);
    // The way on: a story for Mia at once (the PIN opens on /), or just home.
    const start = screen.getByRole('link', { name: ui.startStoryFor('Mia') });
    expect(start).toHaveFocus();
    expect(start).toHaveAttribute('href', '/');
    const home = screen.getByRole('link', { name: ui.backHome });
    fireEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows progress while waiting and sends nothing more meanwhile', async () => {
    const { fetchStub } = openChat([{ nextQuestion: opening }, { nextQuestion: 'How old is Mia?' }]);
    await screen.findByText(opening);
    let release = () => {};
    const answered = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await new Promise<void>((resolve) => (release = resolve));
      return answered(...args);
    }) as typeof fetch;
    say('Mia');
    expect(await screen.findByText(ui.chatThinking)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: ui.send })).toHaveAttribute('aria-disabled', 'true');
    say('Again');
    release();
    expect(await screen.findByText('How old is Mia?')).toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/profile/chat')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("shows the server's message as an assistant bubble, and does not send the refused words again", async () => {
    const refusal = "Let's keep our chat friendly for children's stories. Could you say that another way?";
    const { fetchStub } = openChat([], {
      'POST /api/profile/chat': ({ body }) => {
        const { messages } = body as { messages: ChatMessage[] };
        const last = messages[messages.length - 1]?.text;
        const answer = !last
          ? { nextQuestion: opening }
          : last === 'something rude'
            ? { message: refusal }
            : { updatedProfile: named, nextQuestion: 'How old is Mia?' };
        return { body: { updatedProfile: emptyProfileData(), profileComplete: false, ...answer } };
      },
    });
    await screen.findByText(opening);
    say('something rude');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(bubbles().map(([sender]) => sender)).toEqual(['assistant', 'user', 'assistant']);
    say('Mia');
    expect(await screen.findByText('How old is Mia?')).toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/profile/chat')[2]).toEqual({
      messages: [
        { text: opening, sender: 'assistant' },
        { text: 'Mia', sender: 'user' },
      ],
      profileData: emptyProfileData(),
    });
  });

  it('saves a complete profile the server did not save', async () => {
    const { fetchStub } = openChat(
      [{ nextQuestion: opening }, { updatedProfile: finished, profileComplete: true, message: 'All done!' }],
      { 'POST /api/files/create-profile': saved('p8') },
    );
    await screen.findByText(opening);
    say('Mia, a girl, speaks English');
    expect(await screen.findByText(profiles.saved)).toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/files/create-profile')).toEqual([
      { userId: 'u1', profileInfo: { version: '1.1', profile_data: finished } },
    ]);
  });

  it("takes a refused message back into the input and shows the server's reason", async () => {
    openChat([{ nextQuestion: opening }]);
    await screen.findByText(opening);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      ...signedIn(),
      'POST /api/profile/chat': { status: 400, body: { error: 'Invalid request: messages: too many' } },
    });
    say('Mia');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request: messages: too many');
    expect(input()).toHaveValue('Mia');
    expect(bubbles()).toHaveLength(1);
  });

  it("leads to the form with 'Create with form'", async () => {
    const { router } = openChat([{ nextQuestion: opening }]);
    await screen.findByText(opening);
    click(profiles.createWithForm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-profile'));
  });
});

describe('landing profile buttons (spec §2)', () => {
  const child = (profile_id: string, first_name: string, profile_image = ''): ChildProfile => ({
    profile_id,
    version: '1.1',
    profile_image,
    profile_data: withPersonal({ first_name }),
  });

  function landing(list: ChildProfile[], books: unknown[] = []) {
    stubFetch({
      ...signedIn(),
      'GET /api/files/get-user-profiles': { body: { profiles: list } },
      'POST /api/user/get-credits': { body: { creditsData: { credits: 2 } } },
      'GET /api/story/fill-bookshelf': { body: { books, page: 1, totalPages: 1 } },
    });
    return renderApp('/');
  }

  it('shows each child as a card with a drawn avatar and how to start, then the latest books', async () => {
    const book = {
      book_id: 'b1',
      user_id: 'u1',
      data: {
        title: 'Leo and the Kite',
        title_svg: '',
        genre: 'Adventure',
        summary: '',
        cf_title_image: '/media/c.png',
      },
    };
    landing([child('p2', 'Leo')], [book]);
    const section = await screen.findByRole('region', { name: ui.yourProfiles });
    const leo = await within(section).findByRole('button', { name: 'Leo' });
    expect(leo.querySelector('svg.child-avatar')).not.toBeNull();
    expect(within(section).getByText(ui.startStoryFor('Leo'))).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: texts.landing.addChild })).toHaveAttribute(
      'href',
      '/create-profile-ai',
    );
    const latest = await screen.findByRole('region', { name: texts.landing.latestBooks });
    expect(within(latest).getByRole('link', { name: 'Leo and the Kite' })).toHaveAttribute(
      'href',
      '/story-book/u1/b1',
    );
    // Below the parent's own books, the public shelf is named as such, not a stranger's cover unexplained.
    const shelfHeading = screen.getByRole('heading', { name: texts.landing.shelfHeading });
    expect(latest.compareDocumentPosition(shelfHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opens the PIN for the child a saved profile's 'Start a story' names, and forgets it on Cancel", async () => {
    stubFetch({
      ...signedIn(),
      'GET /api/files/get-user-profiles': { body: { profiles: [child('p1', 'Mia'), child('p2', 'Leo')] } },
      'POST /api/user/get-credits': { body: { creditsData: { credits: 2 } } },
    });
    const { router } = renderApp({ pathname: '/', state: { startFor: 'p2' } });
    const dialog = await screen.findByRole('dialog', { name: ui.pinDialog('Leo') });
    fireEvent.click(within(dialog).getByRole('button', { name: ui.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.state).toBeNull();
  });

  it('draws the avatar from the profile: the hair and eye colour the parent wrote, in any of the six languages, long hair for a girl', () => {
    /** The drawn avatar's hair fills (the long hair behind the face, then the fringe) and eye fills. */
    const look = (fields: Partial<ChildProfileData['personal_information']>) => {
      const { container, unmount } = render(
        <ChildAvatar profile={{ ...child('p1', 'Mia'), profile_data: withPersonal(fields) }} />,
      );
      const svg = container.querySelector('svg.child-avatar')!;
      const fills = (selector: string) =>
        [...svg.querySelectorAll(selector)].map((e) => e.getAttribute('fill'));
      const circles = fills('circle');
      const drawn = { hair: fills('path').slice(0, -2), eyes: circles.slice(2, 4) };
      unmount();
      return drawn;
    };
    const red = look({ hair_color: 'red', eye_color: 'blue', gender: 'Boy' });
    expect(red.hair).toHaveLength(1);
    expect(red.eyes[0]).toBe(red.eyes[1]);
    // The same colours written in French and German draw the same face.
    expect(look({ hair_color: 'roux', eye_color: 'bleus', gender: 'Boy' })).toEqual(red);
    expect(look({ hair_color: 'rot', eye_color: 'blau', gender: 'Boy' })).toEqual(red);
    const blonde = look({ hair_color: 'pelo rubio', eye_color: 'verdes', gender: 'Girl' });
    expect(blonde.hair).toHaveLength(2);
    expect(blonde.hair[0]).not.toBe(red.hair[0]);
    expect(blonde.eyes[0]).not.toBe(red.eyes[0]);
  });

  it('shows the picture the parent chose instead of a drawing', () => {
    const { container } = render(<ChildAvatar profile={child('p1', 'Mia', pngDataUrl)} />);
    expect(container.querySelector('img')).toHaveAttribute('src', pngDataUrl);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('says what to do next when there is no book yet', async () => {
    landing([child('p2', 'Leo')]);
    expect(await screen.findByText(texts.landing.noBooksYet)).toBeInTheDocument();
  });

  it('shows a button per profile, named by the child, with the picture when there is one', async () => {
    landing([child('p1', 'Mia', pngDataUrl), child('p2', 'Leo')]);
    const section = await screen.findByRole('region', { name: ui.yourProfiles });
    const mia = await within(section).findByRole('button', { name: 'Mia' });
    expect(mia.querySelector('img')).toHaveAttribute('src', pngDataUrl);
    expect(within(section).getByRole('button', { name: 'Leo' }).querySelector('img')).toBeNull();
    expect(within(section).queryByRole('link', { name: texts.landing.create })).not.toBeInTheDocument();
    expect(screen.queryByText(ui.welcome)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: ui.credits(2) })).toHaveAttribute('href', '/pricing');
    fireEvent.click(mia);
    expect(screen.getByRole('dialog', { name: ui.pinDialog('Mia') })).toBeInTheDocument();
  });

  it('welcomes a user without profiles and offers Create, leading to the AI chat', async () => {
    const { router, queryClient } = landing([]);
    expect(await screen.findByText(ui.welcome)).toBeInTheDocument();
    const create = screen.getByRole('link', { name: texts.landing.create });
    expect(create).toHaveAttribute('href', '/create-profile-ai');
    // Create is a button to see, and nothing points at children that are not there yet.
    expect(create).toHaveClass('button-link');
    await waitFor(() => expect(queryClient.getQueryState(['bookshelf', 'u1', 1])?.status).toBe('success'));
    expect(screen.queryByText(texts.landing.noBooksYet)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.landing.demo })).not.toBeInTheDocument();
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-profile-ai'));
  });
});
