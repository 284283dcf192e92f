import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_PROFILE, DEMO_PROMPTS, DEMO_STORIES, demoStoryState } from '../src/features/demo/demo-content';
import { sessionStore } from '../src/lib/session-store';
import { bookShelf, landing, storyStart, storySummary, ui } from '../src/lib/texts';
import { calls, renderApp, stubFetch } from './test-utils';

const ideas = () => screen.findByRole('region', { name: ui.suggestedIdeas });

describe('demo content (spec §3, §4, §6)', () => {
  it('has a demo child, an idea about her pet and one about her friends on an adventure', () => {
    const child = DEMO_PROFILE.profile_data;
    expect(child.personal_information.first_name).toBe('Mia');
    expect(DEMO_PROMPTS).toHaveLength(2);
    expect(DEMO_PROMPTS[0]).toContain(child.family.pets[0]!.name);
    for (const friend of child.friends) expect(DEMO_PROMPTS[1]).toContain(friend.name);
    expect(DEMO_STORIES[1]!.summary.genre).toBe('Adventure');
  });

  it("stores an idea's canned summary, cover picture and title picture, with generator and model cleared", () => {
    const state = demoStoryState(DEMO_PROMPTS[1]!);
    expect(state).toMatchObject({
      summaryData: DEMO_STORIES[1]!.summary,
      titleImageUrl: '/images/demo/cardboard-boat-cover.svg',
      titleImageGenerated: true,
      imageGenerator: null,
      model: null,
    });
    expect(state.titleSvg).toContain('The Cardboard Boat Adventure'.split(' ')[0]);
    // An idea of the visitor's own gets the first story.
    expect(demoStoryState('A dragon who bakes').summaryData).toEqual(DEMO_STORIES[0]!.summary);
  });
});

describe('demo mode in the app (spec §4, §6)', () => {
  it('starts from the Demo button on / with generator and model cleared', async () => {
    stubFetch({ 'GET /api/public/public-bookshelf': { body: { publicBooks: [] } } });
    sessionStore.update({ imageGenerator: 'DallE3', model: 'gpt-4o' });
    const { router } = renderApp('/');
    const demo = await screen.findByRole('button', { name: landing.demo });
    expect(within(demo).getByRole('presentation', { hidden: true })).toHaveAttribute('alt', '');
    fireEvent.click(demo);
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-gen-start'));
    expect(sessionStore.get()).toMatchObject({ demoMode: true, imageGenerator: null, model: null });
    expect(await screen.findByText(ui.demoFor('Mia'))).toBeInTheDocument();
  });

  it('walks from a demo idea to its canned summary and cover without calling the server', async () => {
    const fetchStub = stubFetch();
    const { router } = renderApp('/story-gen-start', { session: { demoMode: true } });
    const buttons = within(await ideas()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([...DEMO_PROMPTS]);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-gen-summary'));
    const story = DEMO_STORIES[0]!;
    expect(await screen.findByRole('heading', { name: story.summary.title })).toBeInTheDocument();
    expect(screen.getByText(story.prompt)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: ui.coverAlt(story.summary.title) })).toHaveAttribute(
      'src',
      story.titleImageUrl,
    );
    expect(document.querySelector('img.cover-title')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(calls(fetchStub).filter((call) => call.includes('/api/story/'))).toEqual([]);
  });

  it('says the demo book is missing, pointing to the public bookshelf, when the whole book is asked for', async () => {
    const fetchStub = stubFetch();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    sessionStore.update({
      demoMode: true,
      storyPrompt: DEMO_PROMPTS[0]!,
      ...demoStoryState(DEMO_PROMPTS[0]!),
    });
    const { router } = renderApp('/story-gen-summary');
    fireEvent.click(await screen.findByRole('button', { name: storySummary.readyForWholeBook }));
    const missing = await screen.findByRole('alert');
    expect(missing).toHaveTextContent(ui.demoBookMissing);
    expect(alert).not.toHaveBeenCalled();
    expect(calls(fetchStub).filter((call) => call.includes('/api/story/'))).toEqual([]);
    fireEvent.click(within(missing).getByRole('link', { name: ui.toPublicBookshelf }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('ends in a finished book from the public shelf, opened in the reader', async () => {
    stubFetch({
      'GET /api/public/public-bookshelf': {
        body: {
          publicBooks: [
            {
              book_id: 'b-sample',
              user_id: 'storybook-samples',
              data: {
                title: 'Leo and the Firefighter Puppy',
                title_svg: '',
                genre: 'Adventure',
                summary: '',
                cf_title_image: '',
              },
            },
          ],
          page: 1,
          totalPages: 1,
        },
      },
    });
    renderApp('/story-gen-book', { session: { demoMode: true } });
    const link = await screen.findByRole('link', {
      name: ui.readSampleBook('Leo and the Firefighter Puppy'),
    });
    expect(link).toHaveAttribute('href', '/story-book/storybook-samples/b-sample');
    expect(screen.getByText(ui.demoBookMissing)).toBeInTheDocument();
  });

  it('shows the same message on the book page', async () => {
    stubFetch();
    renderApp('/story-gen-book', { session: { demoMode: true } });
    expect(await screen.findByText(ui.demoBookMissing)).toBeInTheDocument();
  });

  it('keeps the book shelf reachable, and empty, in demo mode', async () => {
    stubFetch();
    const { router } = renderApp('/book-shelf', { session: { demoMode: true } });
    expect(await screen.findByText(bookShelf.empty)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/book-shelf');
  });

  it('asks a visitor outside demo mode to log in when a demo idea is chosen', async () => {
    stubFetch();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderApp('/story-gen-start');
    fireEvent.click(within(await ideas()).getAllByRole('button')[1]!);
    expect(alert).toHaveBeenCalledWith(storyStart.pleaseLogIn);
    expect(router.state.location.pathname).toBe('/story-gen-start');
    expect(screen.queryByText(ui.demoFor('Mia'))).not.toBeInTheDocument();
  });
});
