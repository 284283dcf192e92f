import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { THEME_ICONS, DEFAULT_THEME_ICON } from '../src/features/story-gen/theme-icons';
import { sessionStore, type SessionState } from '../src/lib/session-store';
import { storyStart, storySummary, ui } from '../src/lib/texts';
import { bodiesOf, holdCalls, page, pipSummary } from './story-gen-fixtures';
import { calls, renderApp, signedIn, stubFetch, type Handler } from './test-utils';

const titleSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400"><text>Pip</text><script>alert(1)</script></svg>';
const cover = { storyImage: '/media/users/u1/covers/c1.png', fileKey: 'users/u1/covers/c1.png', titleSvg };
const story: Partial<SessionState> = {
  activeProfileId: 'p1',
  activeStoryId: 's1',
  storyPrompt: 'A day at the sea',
  imageGenerator: 'Flux',
  model: 'gpt-4o-mini',
};

function summaryPage(handlers: Record<string, Handler> = {}, session: Partial<SessionState> = story) {
  const fetchStub = stubFetch({
    ...signedIn(),
    'POST /api/story/summary': { body: { authorResponse: pipSummary } },
    'POST /api/story/title-picture': { body: cover },
    ...handlers,
  });
  const view = renderApp('/story-gen-summary', { session });
  return { fetchStub, ...view };
}
const count = (fetchStub: jest.Mock, call: string) => calls(fetchStub).filter((seen) => seen === call).length;
const coverSection = () => screen.getByRole('region', { name: ui.coverPreview });

describe('summary page (spec §2, §4, §8)', () => {
  it('shows the idea, the skeleton while the summary is pending, then the summary with theme icons', async () => {
    const { fetchStub } = summaryPage();
    const hold = holdCalls('/api/story/summary');
    expect(await screen.findByText('A day at the sea')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(storySummary.stillWorking);
    hold.release();
    expect(await screen.findByRole('heading', { name: pipSummary.title })).toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/story/summary')).toEqual([
      { userId: 'u1', prompt: 'A day at the sea', model: 'gpt-4o-mini', profileId: 'p1' },
    ]);
    const themes = within(screen.getByRole('list', { name: ui.summaryFields.themes })).getAllByRole(
      'listitem',
    );
    expect(themes.map((item) => item.textContent)).toEqual([
      `${THEME_ICONS.Friendship} Friendship`,
      `${THEME_ICONS.CourageAndBravery} Courage and Bravery`,
      `${THEME_ICONS.SharingAndCooperation} Teamwork`,
    ]);
    expect(sessionStore.get().summaryData).toEqual(pipSummary);
  });

  it('names the genre as a parent reads it, not by its key; a genre of its own as written', async () => {
    summaryPage({
      'POST /api/story/summary': { body: { authorResponse: { ...pipSummary, genre: 'AnimalsNature' } } },
    });
    const genre = await screen.findByText(ui.genreNames.AnimalsNature);
    expect(genre.tagName).toBe('DD');
    expect(screen.queryByText('AnimalsNature')).toBeNull();
  });

  it('shows a genre the spec does not know as the summary wrote it', async () => {
    summaryPage({
      'POST /api/story/summary': { body: { authorResponse: { ...pipSummary, genre: 'Space opera' } } },
    });
    expect((await screen.findByText('Space opera')).tagName).toBe('DD');
  });

  it('says so when there is no idea', async () => {
    summaryPage({}, { ...story, storyPrompt: null });
    expect(await screen.findByText(storySummary.noIdea)).toBeInTheDocument();
    expect(screen.getByText(storySummary.missingIdea)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: storySummary.readyForWholeBook })).toBeDisabled();
  });

  it('requests the cover once the summary is there and shows it with the title SVG as an image', async () => {
    const { fetchStub } = summaryPage();
    const picture = await screen.findByRole('img', { name: ui.coverAlt(pipSummary.title) });
    expect(picture).toHaveAttribute('src', cover.storyImage);
    expect(bodiesOf(fetchStub, '/api/story/title-picture')).toEqual([
      { userId: 'u1', profileId: 'p1', summaryData: pipSummary, generator: 'Flux' },
    ]);
    const title = coverSection().querySelector('img.cover-title') as HTMLImageElement;
    expect(title.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(titleSvg)}`,
    );
    // never parsed into the page
    expect(document.querySelector('svg, script')).toBeNull();
    expect(sessionStore.get()).toMatchObject({
      titleImageUrl: cover.storyImage,
      titleImageKey: cover.fileKey,
      titleSvg,
      titleImageGenerated: true,
    });
    expect(screen.getByText(storySummary.coverFailed)).not.toBeVisible();
  });

  it('asks neither for the summary nor for the cover again when the page is opened again', async () => {
    const first = summaryPage();
    await screen.findByRole('img', { name: ui.coverAlt(pipSummary.title) });
    first.unmount();
    // a fresh app (a reload): only the session store remembers
    const second = summaryPage();
    expect(await screen.findByRole('img', { name: ui.coverAlt(pipSummary.title) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: pipSummary.title })).toBeInTheDocument();
    expect(count(first.fetchStub, 'POST /api/story/summary')).toBe(1);
    expect(count(first.fetchStub, 'POST /api/story/title-picture')).toBe(1);
    expect(count(second.fetchStub, 'POST /api/story/summary')).toBe(0);
    expect(count(second.fetchStub, 'POST /api/story/title-picture')).toBe(0);
  });

  it('shows the failed cover message with a regenerate button that retries', async () => {
    let coverReply: { status?: number; body: unknown } = { status: 503, body: { error: 'busy' } };
    const { fetchStub } = summaryPage({ 'POST /api/story/title-picture': () => coverReply });
    const message = await screen.findByText(storySummary.coverFailed);
    await waitFor(() => expect(message).toBeVisible());
    expect(within(coverSection()).getByRole('alert')).toContainElement(message);
    const hold = holdCalls('/api/story/title-picture');
    coverReply = { body: cover };
    fireEvent.click(screen.getByRole('button', { name: ui.regenerateCover }));
    const retrying = await screen.findByRole('button', { name: storySummary.regenerating });
    expect(retrying).toBeDisabled();
    expect(message).toBeVisible();
    expect(retrying.querySelector('[aria-hidden="true"]')).not.toBeNull();
    hold.release();
    expect(await screen.findByRole('img', { name: ui.coverAlt(pipSummary.title) })).toBeInTheDocument();
    expect(message).not.toBeVisible();
    expect(count(fetchStub, 'POST /api/story/title-picture')).toBe(2);
  });

  it('shows a refused idea kindly: why, that nothing was spent, and the way to another idea', async () => {
    const reason =
      "Drinking alcohol or being drunk can't be part of a children's book. Try a story about a lemonade stand.";
    summaryPage({ 'POST /api/story/summary': { status: 400, body: { error: reason } } });
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: storySummary.ideaRefusedHeading })).toBeInTheDocument();
    expect(card).toHaveTextContent(reason);
    expect(card).toHaveTextContent(storySummary.ideaRefusedNothingSpent);
    expect(within(card).getByRole('link', { name: storySummary.tryAnotherIdea })).toHaveAttribute(
      'href',
      '/story-gen-start',
    );
    expect(screen.queryByRole('button', { name: ui.refreshSummary })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: storySummary.readyForWholeBook })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ui.coverPreview })).not.toBeInTheDocument();
  });

  it('says what the whole book costs and what is left, before anything is spent', async () => {
    summaryPage({ 'POST /api/user/get-credits': { body: { creditsData: { credits: 3 } } } });
    const button = await screen.findByRole('button', { name: storySummary.readyForWholeBook });
    const cost = await screen.findByText(storySummary.bookCost(3));
    expect(button).toHaveAttribute('aria-describedby', cost.id);
  });

  it('points to the plans when no credit is left', async () => {
    summaryPage({ 'POST /api/user/get-credits': { body: { creditsData: { credits: 0 } } } });
    expect(await screen.findByText(storySummary.noCreditLeft, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: storySummary.getCredits })).toHaveAttribute('href', '/pricing');
  });

  it('shows any other summary error as it is, without a retry', async () => {
    summaryPage({ 'POST /api/story/summary': { status: 503, body: { error: 'The storyteller is busy.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The storyteller is busy.');
    expect(screen.queryByRole('heading', { name: storySummary.ideaRefusedHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ui.coverPreview })).not.toBeInTheDocument();
  });

  it('has a summary-refresh button that only shows a placeholder alert', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { fetchStub } = summaryPage();
    await screen.findByRole('heading', { name: pipSummary.title });
    fireEvent.click(screen.getByRole('button', { name: ui.refreshSummary }));
    expect(alert).toHaveBeenCalledWith(ui.summaryRefreshComingSoon);
    expect(count(fetchStub, 'POST /api/story/summary')).toBe(1);
  });

  it('writes the whole book with the cover and opens the book page', async () => {
    const { fetchStub, router } = summaryPage({
      'POST /api/story/storygen': {
        body: { completeStory: 'c', expandedStory: 'e', bookLayout: ['one'], bookId: 'b1' },
      },
      'POST /api/story/bookgen': { body: { pageDataModel: [page(1, 'pending'), page(2, 'pending')] } },
      'POST /api/story/get-page': { body: { pageData: page(1, 'pending'), totalPages: 2 } },
    });
    await screen.findByRole('img', { name: ui.coverAlt(pipSummary.title) });
    const animate = screen.getByRole('checkbox', { name: storySummary.animateImages });
    fireEvent.click(animate);
    expect(sessionStore.get().animateImages).toBe(true);
    // The pictures' style (issue 25): picture book until the parent picks another.
    const style = screen.getByRole('combobox', { name: storySummary.artStyle });
    expect((style as HTMLSelectElement).value).toBe('picture-book');
    expect(screen.getByRole('option', { name: storySummary.artStyles.watercolour })).toBeTruthy();
    fireEvent.change(style, { target: { value: 'watercolour' } });
    fireEvent.click(screen.getByRole('button', { name: storySummary.readyForWholeBook }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-gen-book'));
    expect(bodiesOf(fetchStub, '/api/story/storygen')).toEqual([
      {
        userId: 'u1',
        profileId: 'p1',
        bookData: {
          ...pipSummary,
          prompt: 'A day at the sea',
          image_generator: 'Flux',
          model: 'gpt-4o-mini',
          cf_title_image: cover.storyImage,
          cf_title_key: cover.fileKey,
          title_svg: titleSvg,
          art_style: 'watercolour',
        },
      },
    ]);
    expect(sessionStore.get().bookId).toBe('b1');
    await waitFor(() =>
      expect(bodiesOf(fetchStub, '/api/story/bookgen')).toEqual([
        { userId: 'u1', bookId: 'b1', animateImages: true },
      ]),
    );
  });

  it("shows the server's refusal of a book it could not make safe, stays on the page and lets the parent try again", async () => {
    const reason =
      "We couldn't make this story safe for a young child, so no book was made and no credit was used. " +
      "Real weapons, or making or bringing them, can't be part of a children's book. Please try a different idea.";
    const { fetchStub, router } = summaryPage({
      'POST /api/story/storygen': { status: 400, body: { error: reason } },
    });
    await screen.findByRole('img', { name: ui.coverAlt(pipSummary.title) });
    const wholeBook = screen.getByRole('button', { name: storySummary.readyForWholeBook });
    fireEvent.click(wholeBook);
    await waitFor(
      () => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === reason)).toBe(true),
      { timeout: 5000 },
    );
    expect(router.state.location.pathname).toBe('/story-gen-summary');
    expect(count(fetchStub, 'POST /api/story/bookgen')).toBe(0);
    expect(wholeBook).toBeEnabled();
    fireEvent.click(wholeBook);
    await waitFor(() => expect(count(fetchStub, 'POST /api/story/storygen')).toBe(2), { timeout: 5000 });
  });

  it('waits for the cover before the whole book can be asked for', async () => {
    summaryPage();
    const hold = holdCalls('/api/story/title-picture');
    await screen.findByRole('heading', { name: pipSummary.title });
    await waitFor(() => expect(hold.held).toBe(1));
    expect(within(coverSection()).getByRole('status')).toHaveTextContent(ui.coverWorking);
    const wholeBook = screen.getByRole('button', { name: storySummary.readyForWholeBook });
    expect(wholeBook).toBeDisabled();
    hold.release();
    await waitFor(() => expect(wholeBook).toBeEnabled());
  });

  it('needs an active profile for the whole book', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { fetchStub } = summaryPage({}, { ...story, activeProfileId: null, summaryData: pipSummary });
    fireEvent.click(await screen.findByRole('button', { name: storySummary.readyForWholeBook }));
    expect(alert).toHaveBeenCalledWith(storyStart.mustBeLoggedIn);
    expect(count(fetchStub, 'POST /api/story/storygen')).toBe(0);
    expect(count(fetchStub, 'POST /api/story/title-picture')).toBe(0);
  });

  it('shows an unknown theme with the default icon', async () => {
    summaryPage({}, { ...story, summaryData: { ...pipSummary, themes: 'Dinosaurs' } });
    const themes = await screen.findByRole('list', { name: ui.summaryFields.themes });
    expect(within(themes).getByRole('listitem')).toHaveTextContent(`${DEFAULT_THEME_ICON} Dinosaurs`);
  });
});
