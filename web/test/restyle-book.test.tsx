/**
 * "Draw the book in another style" in the reader (issue 25): only the owner is offered it, with the styles
 * the book is not in; asking follows the re-style on the book's progress stream, then reads the book again
 * and says whether it is in its new style; a refusal is said in the server's words.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookData, Page } from '../src/api/types';
import { storySummary, ui } from '../src/lib/texts';
import { bodiesOf, FakeEventSource, installFakeEventSource } from './story-gen-fixtures';
import { pipBook } from './reader-fixtures';
import { ada, renderApp, signedIn, stubFetch } from './test-utils';

jest.mock('page-flip', () => jest.requireActual('./fake-page-flip'));

const page = (n: number, take = ''): Page => ({
  page_number: n,
  page_text: `Pip sails on, page ${n}.`,
  cf_cloud_url: `/media/p${n}${take}.svg`,
  cloud_url: `/media/p${n}${take}.svg`,
  cf_cloud_animated_url: '',
  status: 'ready',
});
const drawingIn = (n: number, status: Page['status']): Page => ({
  ...page(n),
  remake: { status, cloud_url: '', cf_cloud_animated_url: '', part: 'style', page_text: '' },
});

const pip = (artStyle: string, take = ''): BookData =>
  pipBook([page(1, take), page(2, take), page(3, take)], { art_style: artStyle });

describe('Draw the book in another style', () => {
  installFakeEventSource();

  it('offers the owner the other styles, follows the drawing live, then shows the book in its new style', async () => {
    let book = pip('watercolour');
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/public/get-book': () => ({ body: { bookData: book } }),
      'POST /api/story/restyle-book': () => ({
        body: {
          artStyle: 'crayon',
          pictures: 4,
          priceUsd: 0,
          pageDataModel: [1, 2, 3].map((n) => drawingIn(n, 'pending')),
        },
      }),
    });
    renderApp('/story-book/u1/b1');
    const card = await screen.findByRole('region', { name: ui.restyleBook }, { timeout: 5000 });
    expect(within(card).getByText(ui.restyleHint)).toBeInTheDocument();
    const select = within(card).getByLabelText(ui.restyleStyle);
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).not.toContain(storySummary.artStyles.watercolour);
    expect(offered).toEqual(
      expect.arrayContaining([storySummary.artStyles.crayon, storySummary.artStyles['picture-book']]),
    );
    fireEvent.change(select, { target: { value: 'crayon' } });
    fireEvent.click(within(card).getByRole('button', { name: ui.restyleStart }));

    expect(await screen.findByText(ui.restyling('Crayon', 0, 4))).toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/story/restyle-book')).toEqual([
      { bookId: 'b1', userId: 'u1', artStyle: 'crayon' },
    ]);
    const stream = await waitFor(() => {
      const latest = FakeEventSource.latest();
      expect(latest?.url).toContain('/api/story/book-progress?bookId=b1');
      return latest!;
    });
    stream.send('progress', {
      pages: [drawingIn(1, 'ready'), drawingIn(2, 'ready'), drawingIn(3, 'pending')],
      totalPages: 3,
      finished: false,
    });
    expect(await screen.findByText(ui.restyling('Crayon', 2, 4))).toBeInTheDocument();

    // Swapped at once: the book is read again and shows its new pictures.
    book = pip('crayon', '-take-2');
    stream.send('progress', { pages: book.pages, totalPages: 3, finished: true });
    expect(await screen.findByText(ui.restyled('Crayon'))).toBeInTheDocument();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    const again = await screen.findByRole('region', { name: ui.restyleBook });
    await waitFor(() =>
      expect(
        within(within(again).getByLabelText(ui.restyleStyle))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).not.toContain('Crayon'),
    );
  });

  it("says a refusal in the server's words", async () => {
    const same = "This book's pictures are already in this style.";
    stubFetch({
      ...signedIn(),
      'POST /api/public/get-book': { body: { bookData: pip('picture-book') } },
      'POST /api/story/restyle-book': { status: 409, body: { error: same } },
    });
    renderApp('/story-book/u1/b1');
    const card = await screen.findByRole('region', { name: ui.restyleBook }, { timeout: 5000 });
    fireEvent.click(within(card).getByRole('button', { name: ui.restyleStart }));
    expect(await screen.findByText(same)).toBeInTheDocument();
  });

  it('is not offered to a reader who is not the owner', async () => {
    stubFetch({
      ...signedIn({ ...ada, user_id: 'u2' }),
      'POST /api/public/get-book': { body: { bookData: pip('picture-book') } },
    });
    renderApp('/story-book/u1/b1');
    expect(
      await screen.findByRole('heading', { name: 'Pip and the Sea' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ui.restyleBook })).not.toBeInTheDocument();
  });
});
