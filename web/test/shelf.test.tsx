import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ada, renderApp, signedIn, stubFetch, type Handler } from './test-utils';
import { ui } from '../src/lib/texts';
import { bodiesOf } from './story-gen-fixtures';
import { shelfBooks } from './shelf-fixtures';

const ownShelf = (count: number, extra: Record<string, Handler> = {}, totalPages = 1) =>
  stubFetch({
    ...signedIn(),
    'GET /api/story/fill-bookshelf': ({ url }) => ({
      body: { books: shelfBooks(count), page: Number(url.searchParams.get('page')), totalPages },
    }),
    ...extra,
  });

const coverItem = (title: string) =>
  screen.getByRole('img', { name: `Cover of ${title}` }).closest('li') as HTMLElement;
const activeTitle = () =>
  within(screen.getByRole('region', { name: 'Selected book' })).getByRole('heading').textContent;
const background = () => document.querySelector('.shelf-background') as HTMLImageElement;

/** A one-finger horizontal swipe of `dx` pixels, as touch events. */
function swipe(target: Element, dx: number) {
  const at = (clientX: number) => ({ touches: [{ clientX, clientY: 100 }] });
  fireEvent.touchStart(target, at(200));
  fireEvent.touchMove(target, at(200 + dx / 2));
  fireEvent.touchMove(target, at(200 + dx));
  fireEvent.touchEnd(target, { touches: [] });
}

describe('own bookshelf (spec §2, §3, §9)', () => {
  it('tilts the covers, raises the active centre one and shows its summary', async () => {
    ownShelf(3);
    renderApp('/book-shelf');
    expect(await screen.findByRole('heading', { name: 'Book 2' })).toBeInTheDocument();
    expect(screen.getByText('Summary of book 2.')).toBeInTheDocument();
    expect(coverItem('Book 2')).toHaveAttribute('aria-current', 'true');
    expect(coverItem('Book 2').style.transform).toContain('translateY(-140px)');
    expect(coverItem('Book 1').style.transform).toContain('rotateY(75deg)');
    expect(coverItem('Book 3').style.transform).toContain('rotateY(-75deg)');
    expect(screen.getByRole('link', { name: 'Cover of Book 1' })).toHaveAttribute(
      'href',
      '/story-book/u1/b1',
    );
  });

  it('moves with the left and right arrow keys (codes 37 and 39), stopping at the ends', async () => {
    ownShelf(3);
    renderApp('/book-shelf');
    await screen.findByRole('heading', { name: 'Book 2' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', keyCode: 39 });
    expect(activeTitle()).toBe('Book 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight', keyCode: 39 });
    expect(activeTitle()).toBe('Book 3');
    fireEvent.keyDown(document.body, { keyCode: 37 });
    fireEvent.keyDown(document.body, { keyCode: 37 });
    fireEvent.keyDown(document.body, { keyCode: 37 });
    expect(activeTitle()).toBe('Book 1');
  });

  it('moves with swipes longer than 10 px, by touch or by dragging the mouse', async () => {
    ownShelf(3);
    const { container } = renderApp('/book-shelf');
    await screen.findByRole('heading', { name: 'Book 2' });
    const shelf = container.querySelector('.shelf')!;
    swipe(shelf, -60);
    expect(activeTitle()).toBe('Book 3');
    swipe(shelf, 8);
    expect(activeTitle()).toBe('Book 3');
    swipe(shelf, 60);
    expect(activeTitle()).toBe('Book 2');
    fireEvent.mouseDown(shelf, { clientX: 300, clientY: 100 });
    fireEvent.mouseMove(document, { clientX: 250, clientY: 100 });
    fireEvent.mouseMove(document, { clientX: 200, clientY: 100 });
    fireEvent.mouseUp(document, { clientX: 200, clientY: 100 });
    expect(activeTitle()).toBe('Book 3');
  });

  it('does not open the cover a mouse swipe ends on', async () => {
    ownShelf(3);
    const { container, router } = renderApp('/book-shelf');
    await screen.findByRole('heading', { name: 'Book 2' });
    const shelf = container.querySelector('.shelf')!;
    const link = screen.getByRole('link', { name: 'Cover of Book 2' });
    fireEvent.mouseDown(link, { clientX: 300, clientY: 100 });
    fireEvent.mouseMove(document, { clientX: 220, clientY: 100 });
    fireEvent.mouseUp(document, { clientX: 220, clientY: 100 });
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/book-shelf');
    expect(activeTitle()).toBe('Book 3');
    expect(shelf).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Cover of Book 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-book/u1/b1'));
  });

  it('moves with the page dots', async () => {
    ownShelf(3);
    renderApp('/book-shelf');
    await screen.findByRole('heading', { name: 'Book 2' });
    const dots = screen.getByRole('group', { name: 'Choose a book' });
    expect(within(dots).getAllByRole('button')).toHaveLength(3);
    fireEvent.click(within(dots).getByRole('button', { name: 'Show Book 1' }));
    expect(activeTitle()).toBe('Book 1');
    expect(within(dots).getByRole('button', { name: 'Show Book 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the selected cover behind the shelf, and the default picture when it does not load', async () => {
    ownShelf(3);
    renderApp('/book-shelf');
    await screen.findByRole('heading', { name: 'Book 2' });
    expect(background()).toHaveAttribute('src', '/media/cover-2.png');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(background()).toHaveAttribute('src', '/media/cover-1.png');
    fireEvent.error(background());
    expect(background()).toHaveAttribute('src', '/images/shelf-background.svg');
    expect(background()).toHaveAttribute('alt', '');
  });

  it('shows a plain board for a cover that does not load', async () => {
    ownShelf(1);
    renderApp('/book-shelf');
    const cover = await screen.findByRole('img', { name: 'Cover of Book 1' });
    fireEvent.error(cover);
    expect(screen.getByRole('img', { name: 'Cover of Book 1' }).tagName).toBe('DIV');
  });

  it('shows the pagination control for a shelf of more than 50 books, with break markers', async () => {
    const fetchStub = ownShelf(3, {}, 12);
    renderApp('/book-shelf');
    const pages = await screen.findByRole('navigation', { name: 'Bookshelf pages' });
    expect(await within(pages).findByRole('button', { name: /Previous/ })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeInTheDocument();
    expect(within(pages).getAllByText('...').length).toBeGreaterThan(0);
    // 3 margin pages at each end, 2 around the current one
    expect(within(pages).getByRole('button', { name: 'Bookshelf page 3' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Bookshelf page 10' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Bookshelf page 6' })).not.toBeInTheDocument();
    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(fetchStub.mock.calls.map(([url]) => url)).toContain(
        '/api/story/fill-bookshelf?userId=u1&page=2',
      ),
    );
  });

  it('has no pagination control for a shelf of one page', async () => {
    ownShelf(3);
    renderApp('/book-shelf');
    await screen.findByRole('heading', { name: 'Book 2' });
    expect(screen.queryByRole('navigation', { name: 'Bookshelf pages' })).not.toBeInTheDocument();
  });

  it('does not delete without confirmation', async () => {
    const fetchStub = ownShelf(3, { 'POST /api/story/delete-book': { body: { success: true } } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp('/book-shelf');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Book 2' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete Book 2?');
    expect(bodiesOf(fetchStub, '/api/story/delete-book')).toEqual([]);
  });

  it('gives an admin a switch that publishes the selected book', async () => {
    let published = false;
    const fetchStub = ownShelf(3, {
      ...signedIn({ ...ada, accountType: 'admin' }),
      'POST /api/public/get-public-book': () =>
        published
          ? { body: { bookData: {} } }
          : { status: 404, body: { error: 'This book does not exist.' } },
      'POST /api/admin/publish-book': ({ body }) => {
        published = (body as { published: boolean }).published;
        return { body: { bookId: 'b2', published } };
      },
    });
    renderApp('/book-shelf');
    const toggle = await screen.findByRole('checkbox', { name: 'On the public shelf' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(bodiesOf(fetchStub, '/api/admin/publish-book')).toEqual([{ bookId: 'b2', published: true }]);
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(bodiesOf(fetchStub, '/api/admin/publish-book')).toEqual([
      { bookId: 'b2', published: true },
      { bookId: 'b2', published: false },
    ]);
  });

  it('lets the parent stop sharing the selected book beside Share, and share it again (issue 20)', async () => {
    let shared = true;
    const fetchStub = stubFetch({
      ...signedIn(),
      'GET /api/story/fill-bookshelf': () => ({
        body: {
          books: shelfBooks(3).map((book) => ({ ...book, data: { ...book.data, shared } })),
          page: 1,
          totalPages: 1,
        },
      }),
      'POST /api/story/share-book': ({ body }) => {
        shared = (body as { shared: boolean }).shared;
        return { body: { bookId: 'b2', shared, published: false } };
      },
    });
    renderApp('/book-shelf');
    fireEvent.click(await screen.findByRole('button', { name: ui.stopSharingBook('Book 2') }));
    expect(await screen.findByText(ui.notShared)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.shareBook('Book 2') })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: ui.shareAgainBook('Book 2') }));
    expect(await screen.findByRole('button', { name: ui.shareBook('Book 2') })).toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/story/share-book')).toEqual([
      { bookId: 'b2', shared: false },
      { bookId: 'b2', shared: true },
    ]);
  });

  it('gives other parents no publish switch', async () => {
    ownShelf(3);
    renderApp('/book-shelf');
    await screen.findByRole('heading', { name: 'Book 2' });
    expect(screen.queryByRole('checkbox', { name: 'On the public shelf' })).not.toBeInTheDocument();
  });
});

describe('landing shelf (spec §2, §9)', () => {
  const publicShelf = (count: number) =>
    stubFetch({
      'GET /api/public/public-bookshelf': {
        body: { publicBooks: shelfBooks(count), page: 1, totalPages: 1 },
      },
    });

  afterEach(() => jest.useRealTimers());

  it('advances every 5 seconds, back to the first after the last, without summaries', async () => {
    jest.useFakeTimers();
    publicShelf(3);
    renderApp('/');
    const shelf = await screen.findByRole('region', { name: 'Public bookshelf' });
    const active = () => within(shelf).getByRole('listitem', { current: true });
    await within(shelf).findByRole('img', { name: 'Cover of Book 2' });
    expect(active()).toContainElement(within(shelf).getByRole('img', { name: 'Cover of Book 2' }));
    expect(screen.queryByText('Summary of book 2.')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(active()).toContainElement(within(shelf).getByRole('img', { name: 'Cover of Book 2' }));
    act(() => jest.advanceTimersByTime(100));
    expect(active()).toContainElement(within(shelf).getByRole('img', { name: 'Cover of Book 3' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(active()).toContainElement(within(shelf).getByRole('img', { name: 'Cover of Book 1' }));
    expect(document.querySelector('.shelf-background')).toHaveAttribute('src', '/media/cover-1.png');
  });

  it('holds still while paused, and while the pointer is on it', async () => {
    jest.useFakeTimers();
    publicShelf(3);
    renderApp('/');
    const shelf = await screen.findByRole('region', { name: 'Public bookshelf' });
    const active = () => within(shelf).getByRole('listitem', { current: true });
    await within(shelf).findByRole('img', { name: 'Cover of Book 2' });
    fireEvent.click(within(shelf).getByRole('button', { name: 'Pause the shelf' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(active()).toContainElement(within(shelf).getByRole('img', { name: 'Cover of Book 2' }));
    fireEvent.click(within(shelf).getByRole('button', { name: 'Play the shelf' }));
    fireEvent.pointerEnter(shelf);
    act(() => jest.advanceTimersByTime(20_000));
    expect(active()).toContainElement(within(shelf).getByRole('img', { name: 'Cover of Book 2' }));
    fireEvent.pointerLeave(shelf);
    act(() => jest.advanceTimersByTime(5000));
    expect(active()).toContainElement(within(shelf).getByRole('img', { name: 'Cover of Book 3' }));
  });

  it("marks the product's own sample books, and only those, as samples", async () => {
    jest.useFakeTimers();
    const books = shelfBooks(3);
    books[1] = { ...books[1], data: { ...books[1].data, sample: true } };
    stubFetch({
      'GET /api/public/public-bookshelf': { body: { publicBooks: books, page: 1, totalPages: 1 } },
    });
    renderApp('/');
    const shelf = await screen.findByRole('region', { name: 'Public bookshelf' });
    await within(shelf).findByRole('img', { name: 'Cover of Book 2' });
    expect(within(shelf).getByText(ui.sampleBook)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(within(shelf).getByRole('listitem', { current: true })).toContainElement(
      within(shelf).getByRole('img', { name: 'Cover of Book 3' }),
    );
    expect(within(shelf).queryByText(ui.sampleBook)).not.toBeInTheDocument();
  });

  it('shows nothing on an empty public shelf', async () => {
    publicShelf(0);
    renderApp('/');
    const shelf = await screen.findByRole('region', { name: 'Public bookshelf' });
    await screen.findByRole('button', { name: 'Demo' });
    expect(within(shelf).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No books yet!')).not.toBeInTheDocument();
  });
});
