import { act, screen, waitFor, within } from '@testing-library/react';
import type { Page } from '../src/api/types';
import { PAGE_POLL_MS } from '../src/features/story-gen/use-book-progress';
import { sessionStore, type SessionState } from '../src/lib/session-store';
import { reader, ui } from '../src/lib/texts';
import { bodiesOf, FakeEventSource, installFakeEventSource, page } from './story-gen-fixtures';
import { calls, renderApp, signedIn, stubFetch, type Handler } from './test-utils';

const book: Partial<SessionState> = { activeProfileId: 'p1', bookId: 'b1', animateImages: false };

/** bookgen answers the first page list; get-page answers from `pages`, which a test changes. */
function bookPage(
  pages: Map<number, Page>,
  session: Partial<SessionState> = book,
  handlers: Record<string, Handler> = {},
) {
  const fetchStub = stubFetch({
    ...signedIn(),
    'POST /api/story/bookgen': {
      body: { pageDataModel: [...pages.keys()].map((n) => page(n, 'pending')) },
    },
    'POST /api/story/get-page': ({ body }) => {
      const { pageNum } = body as { pageNum: number };
      return { body: { pageData: pages.get(pageNum), totalPages: pages.size } };
    },
    ...handlers,
  });
  const view = renderApp('/story-gen-book', { session });
  return { fetchStub, ...view };
}
const count = (fetchStub: jest.Mock, call: string) => calls(fetchStub).filter((seen) => seen === call).length;
const pageList = () => screen.getByRole('list', { name: ui.bookPages });
const progressStatus = () => screen.getByText(/pages ready$/);

describe('book generation page (spec §2, §4; design §5)', () => {
  it('starts the illustration once and shows the progress and the pages as they finish', async () => {
    const pages = new Map([
      [1, page(1, 'ready')],
      [2, page(2, 'pending')],
      [3, page(3, 'pending')],
    ]);
    const { fetchStub } = bookPage(pages);
    expect(await screen.findByRole('heading', { name: ui.bookHeading })).toBeInTheDocument();
    expect(screen.getByText(ui.bookWaiting)).toBeInTheDocument();
    await waitFor(() => expect(progressStatus()).toHaveTextContent(ui.bookProgress(1, 3)));
    expect(progressStatus()).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar', { name: ui.illustrationProgress })).toHaveAttribute('max', '3');
    expect(bodiesOf(fetchStub, '/api/story/bookgen')).toEqual([
      { userId: 'u1', bookId: 'b1', animateImages: false },
    ]);
    expect(sessionStore.get().bookGenStartedFor).toBe('b1');

    const picture = within(pageList()).getByRole('img', { name: ui.pageImageAlt(1) });
    expect(picture).toHaveAttribute('src', '/media/p1.png');
    expect(picture.closest('a')).toHaveAttribute('href', '/story-page/u1/b1/1');
    expect(within(pageList()).getByText('Text of page 1')).toBeInTheDocument();
    expect(within(pageList()).getAllByText(ui.pagePending)).toHaveLength(2);
    // Each page still being drawn keeps a picture's place: a shimmering square, hidden from screen readers.
    const waiting = pageList().querySelectorAll('.book-page-card.pending .page-skeleton');
    expect(waiting).toHaveLength(2);
    waiting.forEach((skeleton) => expect(skeleton).toHaveAttribute('aria-hidden', 'true'));
    expect(within(pageList()).queryByText('Text of page 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ui.readBook })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ui.backToBookshelf })).toHaveAttribute('href', '/book-shelf');

    pages.set(2, page(2, 'ready'));
    pages.set(3, page(3, 'failed'));
    // the next round of polling, PAGE_POLL_MS later
    await waitFor(() => expect(progressStatus()).toHaveTextContent(ui.bookProgress(2, 3)), {
      timeout: PAGE_POLL_MS + 1000,
    });
    expect(within(pageList()).getByText(ui.pageFailed)).toBeInTheDocument();
    expect(within(pageList()).getByText(reader.pageOf(3, 3)).closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: ui.readBook })).toHaveAttribute('href', '/story-book/u1/b1');
    expect(count(fetchStub, 'POST /api/story/bookgen')).toBe(1);
  });

  it('does not start the same book again when the page is opened again', async () => {
    const pages = new Map([[1, page(1, 'ready')]]);
    const first = bookPage(pages);
    await screen.findByRole('link', { name: ui.readBook });
    first.unmount();
    const second = bookPage(pages);
    expect(await screen.findByRole('link', { name: ui.readBook })).toBeInTheDocument();
    expect(count(first.fetchStub, 'POST /api/story/bookgen')).toBe(1);
    expect(count(second.fetchStub, 'POST /api/story/bookgen')).toBe(0);
    expect(count(second.fetchStub, 'POST /api/story/get-page')).toBe(1);
  });

  it('shows the animated pictures when Animate Images was chosen', async () => {
    const pages = new Map([
      [1, page(1, 'ready', { cf_cloud_animated_url: '/media/p1-animated.svg' })],
      [2, page(2, 'ready')],
    ]);
    const { fetchStub } = bookPage(pages, { ...book, animateImages: true });
    expect(await screen.findByRole('img', { name: ui.pageImageAlt(1) })).toHaveAttribute(
      'src',
      '/media/p1-animated.svg',
    );
    // no animated variant: the still picture
    expect(screen.getByRole('img', { name: ui.pageImageAlt(2) })).toHaveAttribute('src', '/media/p2.png');
    expect(bodiesOf(fetchStub, '/api/story/bookgen')).toEqual([
      { userId: 'u1', bookId: 'b1', animateImages: true },
    ]);
  });

  it("shows bookgen's error and asks for no progress", async () => {
    const { fetchStub } = bookPage(new Map([[1, page(1, 'ready')]]), book, {
      'POST /api/story/bookgen': { status: 404, body: { error: 'Book not found' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Book not found');
    expect(count(fetchStub, 'POST /api/story/get-page')).toBe(0);
    expect(sessionStore.get().bookGenStartedFor).toBeNull();
  });

  it('shows only the way back without a book', async () => {
    const { fetchStub } = bookPage(new Map(), { ...book, bookId: null });
    expect(await screen.findByRole('link', { name: ui.backToBookshelf })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(count(fetchStub, 'POST /api/story/bookgen')).toBe(0);
  });
});

describe('book generation page with live progress', () => {
  installFakeEventSource();

  it('follows the server-sent events instead of polling', async () => {
    const { fetchStub } = bookPage(
      new Map([
        [1, page(1, 'pending')],
        [2, page(2, 'pending')],
      ]),
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.latest().url).toBe('/api/story/book-progress?bookId=b1');
    expect(progressStatus()).toHaveTextContent(ui.bookProgress(0, 2));
    FakeEventSource.latest().send('progress', {
      pages: [page(1, 'ready'), page(2, 'pending')],
      totalPages: 2,
      finished: false,
    });
    expect(progressStatus()).toHaveTextContent(ui.bookProgress(1, 2));
    FakeEventSource.latest().send('progress', {
      pages: [page(1, 'ready'), page(2, 'ready')],
      totalPages: 2,
      finished: true,
    });
    expect(await screen.findByRole('link', { name: ui.readBook })).toBeInTheDocument();
    expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.CLOSED);
    expect(count(fetchStub, 'POST /api/story/get-page')).toBe(0);
    await act(async () => {});
  });
});
