/**
 * "Make this page again" in the single-page reader (issue 25): only the owner is offered it; asking shows the
 * new picture's progress live (get-page, as the pipeline records it), then both pictures with "Keep this one"
 * under each, and the choice is sent; a refusal is said in the server's words.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookData, Page, PageRemake } from '../src/api/types';
import { ui } from '../src/lib/texts';
import { bodiesOf, FakeEventSource, installFakeEventSource } from './story-gen-fixtures';
import { pipBook } from './reader-fixtures';
import { ada, renderApp, signedIn, stubFetch } from './test-utils';

jest.mock('page-flip', () => jest.requireActual('./fake-page-flip'));

const page = (remake?: PageRemake): Page => ({
  page_number: 2,
  page_text: 'Pip sails on, page 2.',
  cf_cloud_url: '/media/p2.svg',
  cloud_url: '/media/p2.svg',
  cf_cloud_animated_url: '',
  status: 'ready',
  ...(remake ? { remake } : {}),
});
const fresh: PageRemake = {
  status: 'ready',
  cloud_url: '/media/p2-take-2.svg',
  cf_cloud_animated_url: '',
  part: 'picture',
  page_text: '',
};
const NEW_WORDS = 'Pip sails on and on, page 2, with the wind in his ears.';
const told: PageRemake = {
  status: 'ready',
  cloud_url: '',
  cf_cloud_animated_url: '',
  part: 'text',
  page_text: NEW_WORDS,
};

const pip: BookData = pipBook([page(), page(), page()]);

describe('Make this page again', () => {
  it('draws a new picture for the owner, shows its progress, then keeps the one picked', async () => {
    let current = page();
    let looks = 0;
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/story/get-page': () => {
        // The pipeline finishes the new picture on the second look.
        if (current.remake?.status === 'pending' && ++looks >= 2) current = page(fresh);
        return { body: { pageData: current, totalPages: 3 } };
      },
      'POST /api/story/remake-page': () => {
        current = page({ ...fresh, status: 'pending', cloud_url: '' });
        return { body: { pageData: current, totalPages: 3 } };
      },
      'POST /api/story/keep-page': () => {
        current = { ...page(), cloud_url: fresh.cloud_url, cf_cloud_url: fresh.cloud_url };
        return { body: { pageData: current, totalPages: 3 } };
      },
    });
    renderApp('/story-page/u1/b1/2');
    // The reader's code is loaded on first use.
    fireEvent.click(await screen.findByRole('button', { name: ui.remakePage }, { timeout: 5000 }));

    expect(await screen.findByText(ui.remakingPicture)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: ui.pageImageAlt(2) })).toHaveAttribute('src', '/media/p2.svg');

    const choice = await screen.findByRole('region', { name: ui.remakeChoice }, { timeout: 5000 });
    expect(within(choice).getByRole('img', { name: ui.pictureBeforeAlt(2) })).toHaveAttribute(
      'src',
      '/media/p2.svg',
    );
    expect(within(choice).getByRole('img', { name: ui.pictureNewAlt(2) })).toHaveAttribute(
      'src',
      fresh.cloud_url,
    );
    const keepNew = within(choice).getByRole('button', { name: ui.keepPictureNew });
    expect(keepNew).toHaveTextContent(ui.keepThisOne);
    expect(within(choice).getByRole('button', { name: ui.keepPictureBefore })).toHaveTextContent(
      ui.keepThisOne,
    );
    fireEvent.click(keepNew);

    await waitFor(() =>
      expect(screen.getByRole('img', { name: ui.pageImageAlt(2) })).toHaveAttribute('src', fresh.cloud_url),
    );
    expect(screen.queryByRole('region', { name: ui.remakeChoice })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ui.remakePage })).toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/story/remake-page')).toEqual([
      { bookId: 'b1', userId: 'u1', pageNum: 2 },
    ]);
    expect(bodiesOf(fetchStub, '/api/story/keep-page')).toEqual([
      { bookId: 'b1', userId: 'u1', pageNum: 2, keep: 'new' },
    ]);
  });

  it('tells the words again for the owner, shows both side by side, then keeps the ones picked', async () => {
    let current = page();
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/story/get-page': () => ({ body: { pageData: current, totalPages: 3 } }),
      'POST /api/story/remake-page': () => {
        current = page(told);
        return { body: { pageData: current, totalPages: 3 } };
      },
      'POST /api/story/keep-page': () => {
        current = { ...page(), page_text: NEW_WORDS };
        return { body: { pageData: current, totalPages: 3 } };
      },
    });
    renderApp('/story-page/u1/b1/2');
    const actions = await screen.findByRole('region', { name: ui.remakeActions }, { timeout: 5000 });
    expect(within(actions).getByText(ui.remakePageHint)).toBeInTheDocument();
    fireEvent.click(within(actions).getByRole('button', { name: ui.retellPage }));

    const choice = await screen.findByRole('region', { name: ui.retellChoice }, { timeout: 5000 });
    expect(within(choice).getByText('Pip sails on, page 2.')).toBeInTheDocument();
    expect(within(choice).getByText(NEW_WORDS)).toBeInTheDocument();
    expect(within(choice).getByText(ui.pictureBefore)).toBeInTheDocument();
    expect(within(choice).getByText(ui.pictureNew)).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: ui.keepTextBefore })).toHaveTextContent(ui.keepThisOne);
    // The page itself still reads as before until the parent picks.
    expect(screen.getAllByText('Pip sails on, page 2.')).toHaveLength(2);
    fireEvent.click(within(choice).getByRole('button', { name: ui.keepTextNew }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: ui.retellChoice })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(NEW_WORDS)).toBeInTheDocument();
    expect(screen.queryByText('Pip sails on, page 2.')).not.toBeInTheDocument();
    expect(bodiesOf(fetchStub, '/api/story/remake-page')).toEqual([
      { bookId: 'b1', userId: 'u1', pageNum: 2, part: 'text' },
    ]);
    expect(bodiesOf(fetchStub, '/api/story/keep-page')).toEqual([
      { bookId: 'b1', userId: 'u1', pageNum: 2, keep: 'new' },
    ]);
  });

  it("says a refusal in the server's words", async () => {
    const drawing = 'This book is still being drawn. A page can be made again once every picture is done.';
    stubFetch({
      ...signedIn(),
      'POST /api/story/get-page': { body: { pageData: page(), totalPages: 3 } },
      'POST /api/story/remake-page': { status: 409, body: { error: drawing } },
    });
    renderApp('/story-page/u1/b1/2');
    fireEvent.click(await screen.findByRole('button', { name: ui.remakePage }));
    expect(await screen.findByText(drawing)).toBeInTheDocument();
  });

  it('is not offered to a reader who is not the owner', async () => {
    stubFetch({
      ...signedIn({ ...ada, user_id: 'u2' }),
      'POST /api/public/get-book': { body: { bookData: pip } },
    });
    renderApp('/story-page/u1/b1/2');
    expect(await screen.findByText('Pip sails on, page 2.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.remakePage })).not.toBeInTheDocument();
  });

  describe('with the book progress stream', () => {
    installFakeEventSource();

    it("follows the new picture on the book's progress stream instead of asking for the page", async () => {
      let current = page();
      const fetchStub = stubFetch({
        ...signedIn(),
        'POST /api/story/get-page': () => ({ body: { pageData: current, totalPages: 3 } }),
        'POST /api/story/remake-page': () => {
          current = page({ ...fresh, status: 'pending', cloud_url: '' });
          return { body: { pageData: current, totalPages: 3 } };
        },
      });
      renderApp('/story-page/u1/b1/2');
      fireEvent.click(await screen.findByRole('button', { name: ui.remakePage }, { timeout: 5000 }));
      expect(await screen.findByText(ui.remakingPicture)).toBeInTheDocument();
      const stream = await waitFor(() => {
        const latest = FakeEventSource.latest();
        expect(latest?.url).toContain('/api/story/book-progress?bookId=b1');
        return latest!;
      });
      const pages = (second: Page) => [{ ...page(), page_number: 1 }, second, { ...page(), page_number: 3 }];
      stream.send('progress', {
        pages: pages(current),
        totalPages: 3,
        finished: false,
        version: '1',
      });
      const asked = bodiesOf(fetchStub, '/api/story/get-page').length;
      // The server has the new picture; the stream says so.
      current = page(fresh);
      stream.send('progress', { pages: pages(current), totalPages: 3, finished: true, version: '2' });

      const choice = await screen.findByRole('region', { name: ui.remakeChoice });
      expect(within(choice).getByRole('img', { name: ui.pictureNewAlt(2) })).toHaveAttribute(
        'src',
        fresh.cloud_url,
      );
      expect(stream.readyState).toBe(FakeEventSource.CLOSED);
      // The stream told it: the page was not asked for again meanwhile.
      expect(bodiesOf(fetchStub, '/api/story/get-page')).toHaveLength(asked);
    });
  });
});
