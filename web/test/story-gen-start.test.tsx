import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '../src/lib/session-store';
import { storyStart, ui } from '../src/lib/texts';
import { bodiesOf, holdCalls, pipSummary } from './story-gen-fixtures';
import { ada, calls, renderApp, signedIn, stubFetch } from './test-utils';

const admin = { ...ada, accountType: 'admin' };
const ideas = () => screen.getByRole('region', { name: ui.suggestedIdeas });
const ideasShown = () => screen.findByRole('region', { name: ui.suggestedIdeas });
const skeletons = () => ideas().querySelectorAll('.skeleton');
const startCalls = (fetchStub: jest.Mock) =>
  calls(fetchStub).filter((call) => call === 'POST /api/story/start').length;

/** Answers each start call with the next list of prompts. */
function promptRounds(...rounds: string[][]) {
  let round = 0;
  return () => ({
    body: { authorResponse: rounds[Math.min(round++, rounds.length - 1)].map((prompt) => ({ prompt })) },
  });
}

describe('story start page (spec §2, §4, §5)', () => {
  it('shows two skeletons while the prompts load, then the prompts', async () => {
    stubFetch({ ...signedIn(), 'POST /api/story/start': promptRounds(['A day at the sea', 'A lost kite']) });
    const hold = holdCalls('/api/story/start');
    renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
    await waitFor(() => expect(hold.held).toBe(1));
    expect(skeletons()).toHaveLength(2);
    expect(ideas()).toHaveAttribute('aria-busy', 'true');
    hold.release();
    expect(await within(ideas()).findByRole('button', { name: 'A day at the sea' })).toBeInTheDocument();
    expect(within(ideas()).getByRole('button', { name: 'A lost kite' })).toBeInTheDocument();
    expect(skeletons()).toHaveLength(0);
  });

  it('clears the prompts and fetches new ones with the refresh button', async () => {
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/story/start': promptRounds(['A day at the sea'], ['A snowy mountain']),
    });
    renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
    await within(await ideasShown()).findByRole('button', { name: 'A day at the sea' });
    const hold = holdCalls('/api/story/start');
    fireEvent.click(within(ideas()).getByRole('button', { name: ui.refreshIdeas }));
    await waitFor(() => expect(hold.held).toBe(1));
    expect(within(ideas()).queryByRole('button', { name: 'A day at the sea' })).not.toBeInTheDocument();
    expect(skeletons()).toHaveLength(2);
    expect(within(ideas()).getByRole('button', { name: ui.refreshIdeas })).toBeDisabled();
    hold.release();
    expect(await within(ideas()).findByRole('button', { name: 'A snowy mountain' })).toBeInTheDocument();
    expect(startCalls(fetchStub)).toBe(2);
  });

  it('shows a failed prompt fetch as a single item holding the error', async () => {
    stubFetch({
      ...signedIn(),
      'POST /api/story/start': { status: 503, body: { error: 'The author is away.' } },
    });
    renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
    await within(await ideasShown()).findByText('The author is away.');
    expect(within(ideas()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('stores a chosen prompt as a new story, forgetting the previous one, and opens the summary', async () => {
    stubFetch({
      ...signedIn(),
      'POST /api/story/start': promptRounds(['A day at the sea']),
      'POST /api/story/summary': { body: { authorResponse: pipSummary } },
      'POST /api/story/title-picture': { status: 503, body: { error: 'busy' } },
    });
    const { router } = renderApp('/story-gen-start', {
      session: {
        activeProfileId: 'p1',
        activeStoryId: 'old',
        storyPrompt: 'Old idea',
        summaryData: { ...pipSummary, title: 'Old' },
        titleImageUrl: '/media/old.png',
        titleImageGenerated: true,
        bookId: 'b0',
      },
    });
    fireEvent.click(await within(await ideasShown()).findByRole('button', { name: 'A day at the sea' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-gen-summary'));
    const state = sessionStore.get();
    expect(state).toMatchObject({
      storyPrompt: 'A day at the sea',
      imageGenerator: 'Flux',
      model: 'gpt-4o-mini',
      titleImageUrl: null,
      titleImageGenerated: false,
      bookId: null,
    });
    expect(state.activeStoryId).not.toBe('old');
  });

  it('grows the idea box with its lines up to 5; Enter sends, Shift+Enter does not', async () => {
    stubFetch({
      ...signedIn(),
      'POST /api/story/start': promptRounds([]),
      'POST /api/story/summary': { body: { authorResponse: pipSummary } },
    });
    const { router } = renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
    const box = await screen.findByRole('textbox', { name: ui.storyIdea });
    expect(box).toHaveAttribute('placeholder', storyStart.placeholder);
    fireEvent.change(box, { target: { value: 'a\nb\nc' } });
    expect(box).toHaveAttribute('rows', '3');
    fireEvent.change(box, { target: { value: 'a\nb\nc\nd\ne\nf\ng' } });
    expect(box).toHaveAttribute('rows', '5');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(router.state.location.pathname).toBe('/story-gen-start');
    fireEvent.change(box, { target: { value: 'A dragon who bakes' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-gen-summary'));
    expect(sessionStore.get().storyPrompt).toBe('A dragon who bakes');
  });

  it('asks a visitor to log in, clearing illustrator and model', async () => {
    stubFetch();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderApp('/story-gen-start', {
      session: { imageGenerator: 'DallE3', model: 'gpt-4o' },
    });
    expect(await screen.findByRole('link', { name: storyStart.loginToPersonalize })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: storyStart.send })).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: ui.storyIdea });
    fireEvent.change(box, { target: { value: 'A dragon' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(alert).toHaveBeenCalledWith('Please log in to generate personalized stories.');
    expect(sessionStore.get()).toMatchObject({ imageGenerator: null, model: null, storyPrompt: null });
    expect(router.state.location.pathname).toBe('/story-gen-start');
  });
});

describe('story start for admins (spec §4, §6)', () => {
  it('fetches prompts only with both choices, and afresh whenever either changes', async () => {
    const fetchStub = stubFetch({
      ...signedIn(admin),
      'POST /api/story/start': promptRounds(['First'], ['Second'], ['Third']),
    });
    renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
    const illustrator = await screen.findByRole('combobox', { name: ui.illustrator });
    const model = screen.getByRole('combobox', { name: ui.authorModel });
    expect(screen.queryByRole('region', { name: ui.suggestedIdeas })).not.toBeInTheDocument();
    fireEvent.change(illustrator, { target: { value: 'DallE3' } });
    fireEvent.change(model, { target: { value: 'gpt-4o' } });
    await within(ideas()).findByRole('button', { name: 'First' });

    fireEvent.change(model, { target: { value: 'claude-3-haiku-20240307' } });
    await within(ideas()).findByRole('button', { name: 'Second' });
    // back to an earlier pair: its old prompts were cleared too
    fireEvent.change(model, { target: { value: 'gpt-4o' } });
    await within(ideas()).findByRole('button', { name: 'Third' });
    expect(bodiesOf(fetchStub, '/api/story/start')).toEqual([
      { userId: 'u1', profileId: 'p1', imageGenerator: 'DallE3', model: 'gpt-4o' },
      { userId: 'u1', profileId: 'p1', imageGenerator: 'DallE3', model: 'claude-3-haiku-20240307' },
      { userId: 'u1', profileId: 'p1', imageGenerator: 'DallE3', model: 'gpt-4o' },
    ]);
  });

  it('keeps the choices for the story', async () => {
    stubFetch({
      ...signedIn(admin),
      'POST /api/story/start': promptRounds(['A day at the sea']),
      'POST /api/story/summary': { body: { authorResponse: pipSummary } },
    });
    const { router } = renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
    fireEvent.change(await screen.findByRole('combobox', { name: ui.illustrator }), {
      target: { value: 'StableDiffusion' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: ui.authorModel }), {
      target: { value: 'claude-3-5-sonnet-latest' },
    });
    fireEvent.click(await within(ideas()).findByRole('button', { name: 'A day at the sea' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-gen-summary'));
    expect(sessionStore.get()).toMatchObject({
      imageGenerator: 'StableDiffusion',
      model: 'claude-3-5-sonnet-latest',
    });
  });
});
