import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { BookData, Page } from '../src/api/types';
import { emptyProfileData } from '../src/features/profiles/empty-profile';
import { ui } from '../src/lib/texts';
import { PageFlip } from './fake-page-flip';
import { pipBook } from './reader-fixtures';
import { bodiesOf, holdCalls } from './story-gen-fixtures';
import { ada, calls, renderApp, signedIn, stubFetch } from './test-utils';

jest.mock('page-flip', () => jest.requireActual('./fake-page-flip'));

const pageOf = (n: number, status: Page['status'] = 'ready'): Page => ({
  page_number: n,
  page_text: n === 3 ? 'The End' : `Pip sails on, page ${n}.`,
  cloud_url: '',
  cf_cloud_url: status === 'ready' ? `/media/p${n}.png` : '',
  cf_cloud_animated_url: '',
  status,
});

const pip: BookData = pipBook([pageOf(1), pageOf(2), pageOf(3)], { language: '', art_style: '' });

describe('single-page reader (spec §2, §4, §8)', () => {
  const ownBook = () =>
    stubFetch({
      ...signedIn(),
      'POST /api/story/get-page': ({ body }) => ({
        body: { pageData: pageOf((body as { pageNum: number }).pageNum), totalPages: 3 },
      }),
    });

  it("reads an own book's page with get-page: picture, text, Page N of M", async () => {
    const fetchStub = ownBook();
    renderApp('/story-page/u1/b1/2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Pip sails on, page 2.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustration of page 2' })).toHaveAttribute(
      'src',
      '/media/p2.png',
    );
    expect(bodiesOf(fetchStub, '/api/story/get-page')).toEqual([{ bookId: 'b1', userId: 'u1', pageNum: 2 }]);
    expect(screen.getByRole('link', { name: 'Back to the book' })).toHaveAttribute(
      'href',
      '/story-book/u1/b1',
    );
  });

  it('disables the previous arrow on page 1 and the next arrow on the last page', async () => {
    ownBook();
    const { router } = renderApp('/story-page/u1/b1/1');
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-page/u1/b1/2'));
    await screen.findByText('Page 2 of 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('The End')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(router.state.location.pathname).toBe('/story-page/u1/b1/3');
  });

  it("shows 'Loading page {n}...' while the page is on its way", async () => {
    ownBook();
    const held = holdCalls('/api/story/get-page');
    renderApp('/story-page/u1/b1/2');
    expect(await screen.findByText('Loading page 2...')).toBeInTheDocument();
    await waitFor(() => expect(held.held).toBe(1));
    expect(screen.getByText('Loading page 2...')).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says a page is not ready, and shows it once it is', async () => {
    let status: Page['status'] = 'pending';
    stubFetch({
      ...signedIn(),
      'POST /api/story/get-page': () => ({ body: { pageData: pageOf(2, status), totalPages: 3 } }),
    });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderApp('/story-page/u1/b1/2');
      expect(
        await screen.findByText('Page 2 is still being generated. Please check back in a moment.'),
      ).toBeInTheDocument();
      status = 'ready';
      jest.advanceTimersByTime(5000);
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByRole('img', { name: 'Illustration of page 2' })).toBeInTheDocument();
  });

  it('reads the page from the shared book for someone who is not the owner, without get-page', async () => {
    const fetchStub = stubFetch({ 'POST /api/public/get-book': { body: { bookData: pip } } });
    renderApp('/story-page/u1/b1/3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('The End')).toBeInTheDocument();
    expect(calls(fetchStub)).not.toContain('POST /api/story/get-page');
    expect(bodiesOf(fetchStub, '/api/public/get-book')).toEqual([{ bookId: 'b1', userId: 'u1' }]);
  });

  it('says a page cannot be loaded when there is no such page', async () => {
    stubFetch({ 'POST /api/public/get-book': { body: { bookData: pip } } });
    renderApp('/story-page/u1/b1/9');
    expect(await screen.findByText('Unable to load page. Please try again.')).toBeInTheDocument();
  });

  it('opens the book being made from bare /story-page', async () => {
    ownBook();
    const { router } = renderApp('/story-page', { session: { userId: 'u1', bookId: 'b7' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-page/u1/b7/1'));
  });
});

describe('flip-book viewer (spec §2, §4, §9)', () => {
  beforeEach(() => {
    PageFlip.instances = [];
  });

  const sharedBook = (book: BookData = pip, user = signedIn()) =>
    stubFetch({ ...user, 'POST /api/public/get-book': { body: { bookData: book } } });
  const counter = () => screen.getByRole('navigation', { name: 'Pages' }).querySelector('span');
  const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

  it('opens the cover, turns the pages, closes on the back cover and returns to the cover', async () => {
    sharedBook();
    renderApp('/story-book/u1/b1');
    expect(await screen.findByRole('heading', { name: 'Pip and the Sea', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Cover of Pip and the Sea' })).toHaveAttribute(
      'src',
      '/media/cover.png',
    );
    expect(counter()).toHaveTextContent('Front cover');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    next();
    expect(counter()).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('img', { name: 'Illustration of page 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read page by page' })).toHaveAttribute(
      'href',
      '/story-page/u1/b1/1',
    );
    next();
    next();
    expect(counter()).toHaveTextContent('Page 3 of 3');
    expect(screen.getByRole('link', { name: 'Read page by page' })).toHaveAttribute(
      'href',
      '/story-page/u1/b1/3',
    );
    // 3 pages: a blank endpaper keeps the back cover on a page of its own when two pages show.
    next();
    expect(counter()).toHaveTextContent('');
    next();
    expect(counter()).toHaveTextContent('Back cover');
    expect(screen.getByText('A puppy visits the sea.')).toBeVisible();
    next();
    expect(counter()).toHaveTextContent('Front cover');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(counter()).toHaveTextContent('Front cover');
  });

  it('gives page-flip the swipe threshold of 10 px, and leaves it nothing to draw once closed', async () => {
    sharedBook();
    const { unmount } = renderApp('/story-book/u1/b1');
    await screen.findByRole('img', { name: 'Cover of Pip and the Sea' });
    const flip = PageFlip.latest();
    expect(flip.settings).toMatchObject({ swipeDistance: 10, showCover: true });
    unmount();
    expect(flip.destroyed).toBe(true);
  });

  it('says which pages are still being drawn', async () => {
    sharedBook({ ...pip, pages: [pageOf(1), pageOf(2, 'pending'), pageOf(3)] });
    renderApp('/story-book/u1/b1');
    await screen.findByRole('img', { name: 'Cover of Pip and the Sea' });
    next();
    next();
    expect(screen.getByText('Page 2 is still being generated. Please check back in a moment.')).toBeVisible();
  });

  it('zooms in from scale 1, and back to it', async () => {
    sharedBook();
    renderApp('/story-book/u1/b1');
    await screen.findByRole('img', { name: 'Cover of Pip and the Sea' });
    const actualSize = screen.getByRole('button', { name: 'Actual size' });
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    expect(actualSize).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(actualSize).toBeEnabled());
    expect(document.querySelector('.book-zoom-content')).toHaveClass('zoomed');
    fireEvent.click(actualSize);
    await waitFor(() => expect(actualSize).toBeDisabled());
    expect(document.querySelector('.book-zoom-content')).not.toHaveClass('zoomed');
  });

  it('says the page cannot be loaded when the link names no book', async () => {
    stubFetch({ 'POST /api/public/get-book': { status: 404, body: { error: 'This book does not exist.' } } });
    renderApp('/story-book/u1/nope');
    expect(await screen.findByText('Unable to load page. Please try again.')).toBeInTheDocument();
  });

  it('lets the owner stop sharing the book beside Share, and share it again (issue 20)', async () => {
    let shared = true;
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/public/get-book': () => ({ body: { bookData: { ...pip, shared } } }),
      'POST /api/story/share-book': ({ body }) => {
        shared = (body as { shared: boolean }).shared;
        return { body: { bookId: 'b1', shared, published: false } };
      },
    });
    renderApp('/story-book/u1/b1');
    fireEvent.click(await screen.findByRole('button', { name: ui.stopSharingBook(pip.title) }));
    expect(await screen.findByText(ui.notShared)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.shareBook(pip.title) })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: ui.shareAgainBook(pip.title) }));
    expect(await screen.findByRole('button', { name: ui.shareBook(pip.title) })).toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/story/share-book')).toEqual([
      { bookId: 'b1', shared: false },
      { bookId: 'b1', shared: true },
    ]);
  });

  it('offers the sharing switch to no one but the owner', async () => {
    sharedBook(pip, signedIn({ ...ada, user_id: 'someone-else' }));
    renderApp('/story-book/u1/b1');
    expect(await screen.findByRole('button', { name: ui.shareBook(pip.title) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.stopSharingBook(pip.title) })).not.toBeInTheDocument();
  });

  it('gives an admin the publish switch on any book, and nobody else', async () => {
    stubFetch({
      ...signedIn({ ...ada, user_id: 'admin1', accountType: 'admin' }),
      'POST /api/public/get-book': { body: { bookData: pip } },
      'POST /api/public/get-public-book': { body: { bookData: pip } },
    });
    renderApp('/story-book/u1/b1');
    const toggle = await screen.findByRole('checkbox', { name: 'On the public shelf' });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("shows an admin the book's quality report", async () => {
    stubFetch({
      ...signedIn({ ...ada, user_id: 'admin1', accountType: 'admin' }),
      'POST /api/public/get-book': { body: { bookData: pip } },
      'POST /api/public/get-public-book': { status: 404, body: { error: 'This book does not exist.' } },
      'POST /api/admin/book-quality': {
        body: {
          bookId: 'b1',
          quality: {
            passed: false,
            attempts: 2,
            summaryCoverage: 1,
            bookCoverage: 0.6,
            missingWords: ['kitten', 'tree'],
            childNamed: true,
            expectedLanguage: 'English',
            detectedLanguage: 'en',
            readabilityFormula: 'Flesch–Kincaid grade',
            readabilityScore: 2.4,
            readabilityLimit: 3.5,
            readabilityOk: true,
            longestSentence: 18,
            longestSentenceMax: 24,
            fearsFound: [],
            findings: ['The story leaves out these words of the idea: kitten, tree.'],
          },
        },
      },
    });
    renderApp('/story-book/u1/b1');
    expect(await screen.findByText('Quality report: Needs a look')).toBeInTheDocument();
    expect(screen.getByText('Idea carried: 100 % in the summary, 60 % in the pages')).toBeInTheDocument();
    expect(screen.getByText('Left out: kitten, tree')).toBeInTheDocument();
    expect(screen.getByText('Told twice: the first telling fell short')).toBeInTheDocument();
  });

  it('shows no quality report to a parent', async () => {
    stubFetch({
      ...signedIn(ada),
      'POST /api/public/get-book': { body: { bookData: pip } },
    });
    renderApp('/story-book/u1/b1');
    await screen.findByRole('button', { name: 'Next page' });
    expect(screen.queryByText(/Quality report/)).not.toBeInTheDocument();
  });
});

describe('read aloud (spec §2 reader)', () => {
  const spoken: SpeechSynthesisUtterance[] = [];
  const voices = [
    { lang: 'en-US', name: 'English', default: true },
    { lang: 'es-ES', name: 'Español', default: false },
    { lang: 'es-MX', name: 'Español de México', default: false },
  ] as SpeechSynthesisVoice[];

  class FakeUtterance {
    lang = '';
    voice: SpeechSynthesisVoice | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }

  beforeEach(() => {
    spoken.length = 0;
    Object.assign(window, {
      SpeechSynthesisUtterance: FakeUtterance,
      speechSynthesis: {
        getVoices: () => voices,
        speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance),
        cancel: jest.fn(),
      },
    });
  });
  afterEach(() => {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });

  it("reads the page in the language of the owner's child profile", async () => {
    const profile = {
      profile_id: 'p1',
      version: '1.1' as const,
      profile_data: {
        ...emptyProfileData(),
        personal_information: {
          ...emptyProfileData().personal_information,
          first_name: 'Pip',
          language: 'Spanish',
        },
      },
    };
    stubFetch({
      ...signedIn(),
      'GET /api/files/get-user-profiles': { body: { profiles: [profile] } },
      'POST /api/story/get-page': { body: { pageData: pageOf(1), totalPages: 3 } },
    });
    const { queryClient } = renderApp('/story-page/u1/b1/1');
    const button = await screen.findByRole('button', { name: 'Read aloud' });
    await waitFor(() => expect(queryClient.getQueryData(['profiles', 'u1'])).toBeDefined());
    // the query's subscribers hear of the answer a moment later
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(button);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'Pip sails on, page 1.', lang: 'es' });
    expect(spoken[0]!.voice?.lang).toBe('es-ES');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(window.speechSynthesis.cancel).toHaveBeenCalled();
  });

  it('reads a shared book in the language its text is written in', async () => {
    stubFetch({
      'POST /api/public/get-book': {
        body: {
          bookData: {
            ...pip,
            title: 'Pip y el mar',
            summary: 'Un perro visita el mar con su familia.',
            pages: [{ ...pageOf(1), page_text: 'El perro y la niña van a la playa con una pelota.' }],
          },
        },
      },
    });
    renderApp('/story-page/u1/b1/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(spoken[0]).toMatchObject({ lang: 'es' });
  });

  it('reads a shared book in the language the book says, whatever its text looks like', async () => {
    stubFetch({
      'POST /api/public/get-book': {
        body: { bookData: { ...pip, language: 'Italian', pages: [{ ...pageOf(1), page_text: 'Pip!' }] } },
      },
    });
    renderApp('/story-page/u1/b1/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(spoken[0]).toMatchObject({ lang: 'it' });
  });

  it('offers no button where the browser cannot speak', async () => {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    stubFetch({ 'POST /api/public/get-book': { body: { bookData: pip } } });
    renderApp('/story-page/u1/b1/1');
    await screen.findByText('Page 1 of 3');
    expect(screen.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
  });
});
