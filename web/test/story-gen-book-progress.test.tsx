import { act, renderHook, waitFor } from '@testing-library/react';
import type { Page } from '../src/api/types';
import { PAGE_POLL_MS, useBookProgress } from '../src/features/story-gen/use-book-progress';
import { FakeEventSource, installFakeEventSource, page } from './story-gen-fixtures';
import { calls, signedIn, stubFetch, type Handler } from './test-utils';

const latestSource = () => FakeEventSource.latest();

const book = { userId: 'u1', bookId: 'b1' };

/** get-page answers from a table of pages that a test changes between rounds. */
function pagesServer(pages: Map<number, Page>, extra: Record<string, Handler> = {}) {
  return stubFetch({
    ...signedIn(),
    'POST /api/story/get-page': ({ body }) => {
      const { pageNum } = body as { pageNum: number };
      return { body: { pageData: pages.get(pageNum), totalPages: pages.size } };
    },
    ...extra,
  });
}

describe('useBookProgress over server-sent events (design §5 "Pages")', () => {
  installFakeEventSource();

  it('replaces the pages with every progress event and closes the stream once finished', () => {
    const fetchStub = stubFetch();
    const { result } = renderHook(() => useBookProgress(book, [page(1, 'pending'), page(2, 'pending')]));
    expect(result.current).toMatchObject({ totalPages: 2, finished: false });
    const source = latestSource();
    expect(source.url).toBe('/api/story/book-progress?bookId=b1');

    source.send('progress', {
      pages: [page(2, 'pending'), page(1, 'ready')],
      totalPages: 2,
      finished: false,
    });
    expect(result.current.pages.map((p) => [p.page_number, p.status])).toEqual([
      [1, 'ready'],
      [2, 'pending'],
    ]);
    expect(result.current.finished).toBe(false);

    source.send('progress', { pages: [page(1, 'ready'), page(2, 'failed')], totalPages: 2, finished: true });
    expect(result.current.finished).toBe(true);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("logs the server's error event and closes, without polling", () => {
    const fetchStub = stubFetch();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHook(() => useBookProgress(book));
    const source = latestSource();
    source.send('error', { error: 'Book not found' });
    expect(logged).toHaveBeenCalledWith('book progress:', 'Book not found');
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('lets EventSource reconnect after a dropped connection once it has had news', () => {
    const fetchStub = stubFetch();
    renderHook(() => useBookProgress(book));
    const source = latestSource();
    source.send('progress', { pages: [page(1, 'pending')], totalPages: 1, finished: false });
    source.drop(FakeEventSource.CONNECTING);
    expect(source.readyState).toBe(FakeEventSource.CONNECTING);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('falls back to polling when the stream fails before its first event', async () => {
    const pages = new Map([
      [1, page(1, 'ready')],
      [2, page(2, 'ready')],
    ]);
    const fetchStub = pagesServer(pages);
    const { result } = renderHook(() => useBookProgress(book, [page(1, 'pending'), page(2, 'pending')]));
    const source = latestSource();
    source.drop(FakeEventSource.CONNECTING);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(result.current.finished).toBe(true));
    expect(calls(fetchStub)).toEqual(['POST /api/story/get-page', 'POST /api/story/get-page']);
  });

  it('falls back to polling when the browser gives the stream up', async () => {
    const fetchStub = pagesServer(new Map([[1, page(1, 'ready')]]));
    const { result } = renderHook(() => useBookProgress(book));
    const source = latestSource();
    source.send('progress', { pages: [page(1, 'pending')], totalPages: 1, finished: false });
    source.drop(FakeEventSource.CLOSED);
    await waitFor(() => expect(result.current.finished).toBe(true));
    expect(calls(fetchStub)).toEqual(['POST /api/story/get-page']);
  });

  it('closes the stream when the page goes away, and opens one per book', () => {
    stubFetch();
    const { rerender, unmount } = renderHook(({ bookId }) => useBookProgress({ userId: 'u1', bookId }), {
      initialProps: { bookId: 'b1' },
    });
    const first = latestSource();
    rerender({ bookId: 'b1' });
    expect(FakeEventSource.opened).toHaveLength(1);
    rerender({ bookId: 'b2' });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(latestSource().url).toBe('/api/story/book-progress?bookId=b2');
    unmount();
    expect(latestSource().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('does nothing without a book', () => {
    const fetchStub = stubFetch();
    const { result } = renderHook(() => useBookProgress(null));
    expect(result.current).toEqual({ pages: [], totalPages: 0, finished: false });
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

describe('useBookProgress without EventSource (polling get-page)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const nextRound = () => act(() => jest.advanceTimersByTimeAsync(PAGE_POLL_MS));
  const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

  it(`asks for the pages not yet ready every ${PAGE_POLL_MS / 1000} s until all are final`, async () => {
    const pages = new Map([
      [1, page(1, 'ready')],
      [2, page(2, 'pending')],
      [3, page(3, 'pending')],
    ]);
    const fetchStub = pagesServer(pages);
    const { result } = renderHook(() =>
      useBookProgress(book, [page(1, 'pending'), page(2, 'pending'), page(3, 'pending')]),
    );
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(result.current.pages.map((p) => p.status)).toEqual(['ready', 'pending', 'pending']);

    pages.set(2, page(2, 'ready'));
    pages.set(3, page(3, 'failed'));
    await nextRound();
    // only the two pages that were not ready
    expect(fetchStub).toHaveBeenCalledTimes(5);
    expect(result.current).toMatchObject({ finished: true, totalPages: 3 });
    expect(result.current.pages.map((p) => p.status)).toEqual(['ready', 'ready', 'failed']);

    await nextRound();
    expect(fetchStub).toHaveBeenCalledTimes(5);
  });

  it('learns the page count from page 1 when it has no page list, and asks for the others at once', async () => {
    const pages = new Map([
      [1, page(1, 'ready')],
      [2, page(2, 'ready')],
      [3, page(3, 'pending')],
    ]);
    const fetchStub = pagesServer(pages);
    const { result } = renderHook(() => useBookProgress(book));
    await settle();
    expect(result.current.totalPages).toBe(3);
    expect(result.current.pages.map((p) => [p.page_number, p.status])).toEqual([
      [1, 'ready'],
      [2, 'ready'],
      [3, 'pending'],
    ]);
    const asked = () =>
      fetchStub.mock.calls.map(
        ([, init]) => (JSON.parse((init as RequestInit).body as string) as { pageNum: number }).pageNum,
      );
    expect(asked()).toEqual([1, 2, 3]);
    await nextRound();
    expect(asked()).toEqual([1, 2, 3, 3]);
  });

  it('logs failed rounds and keeps asking, but stops at a refusal', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let status = 503;
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/story/get-page': () => ({ status, body: { error: 'nope' } }),
    });
    renderHook(() => useBookProgress(book, [page(1, 'pending')]));
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    status = 404;
    await nextRound();
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await nextRound();
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('stops polling when the page goes away', async () => {
    const fetchStub = pagesServer(new Map([[1, page(1, 'pending')]]));
    const { unmount } = renderHook(() => useBookProgress(book, [page(1, 'pending')]));
    await settle();
    unmount();
    await nextRound();
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
