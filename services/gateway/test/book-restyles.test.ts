/**
 * A book drawn again in another style through the gateway of the whole keyless product (issue 25): refused
 * while the book is still being drawn (409), for anyone but the owner (404), for an unknown style (400) and
 * for the style it has (409); for the owner every page's picture and the cover are drawn again offline,
 * followed on get-page as takes of part 'style', then swapped in at once: the shelf, the shared book and
 * every picture show the new style, and no credit was taken, not even for a repeated request.
 */
import { eventually } from '@storybook-app/kit/testing';
import { BOOK_NOT_READY, RESTYLE_UNDER_WAY, SAME_STYLE } from '../../story/src/book-restyles';
import type { Parent } from './book-fixtures';
import { startBookBed, type BookBed } from './book-test-bed';

interface SharedBook {
  art_style: string;
  cf_title_image: string;
  pages: { status: string; cloud_url: string }[];
}

describe('a book drawn again in another style through the API', () => {
  let bed: BookBed;
  let owner: Parent;
  let stranger: Parent;
  let bookId: string;

  const post: BookBed['post'] = (...args) => bed.post(...args);
  const sharedBook = async () =>
    (await bed.api.post('/api/public/get-book').send({ bookId, userId: owner.userId })).body
      .bookData as SharedBook;
  const svgOf = async (url: string) =>
    String((await bed.api.get(url).set('Cookie', owner.cookie)).body as Buffer);

  beforeAll(async () => {
    bed = await startBookBed('storybook-restyle-');
    [owner, stranger] = [await bed.signIn('Restyle Owner'), await bed.signIn('Restyle Stranger')];
    const profileId = await bed.addChild(owner);
    const story = await bed.writeStory(owner, profileId);
    expect(story.status).toBe(200);
    bookId = story.body.bookId as string;
  }, 60_000);

  afterAll(() => bed?.stop());

  it('refuses a book still drawn, a stranger, an unknown style and the style it has', async () => {
    const early = await post(owner, '/api/story/restyle-book', { bookId, artStyle: 'ink' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(BOOK_NOT_READY);
    expect((await post(owner, '/api/story/bookgen', { bookId })).status).toBe(200);
    await eventually('every page drawn', sharedBook, {
      until: (book) => book.pages.every((page) => page.status === 'ready'),
      timeoutMs: 20_000,
    });
    expect((await post(stranger, '/api/story/restyle-book', { bookId, artStyle: 'ink' })).status).toBe(404);
    expect((await post(owner, '/api/story/restyle-book', { bookId, artStyle: 'oil' })).status).toBe(400);
    const same = await post(owner, '/api/story/restyle-book', { bookId, artStyle: 'picture-book' });
    expect(same.status).toBe(409);
    expect(same.body.error).toBe(SAME_STYLE);
    expect((await bed.api.post('/api/story/restyle-book').send({ bookId, artStyle: 'ink' })).status).toBe(
      401,
    );
  });

  it('draws every picture and the cover in the new style and swaps them in at once, at no credit', async () => {
    const before = await sharedBook();
    const left = await bed.credits(owner);
    const started = await post(owner, '/api/story/restyle-book', { bookId, artStyle: 'paper-cut' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      artStyle: 'paper-cut',
      pictures: before.pages.length + 1,
      priceUsd: 0,
    });
    const parts = (started.body.pageDataModel as { remake?: { part: string } }[]).map(
      (page) => page.remake?.part,
    );
    expect(parts).toEqual(before.pages.map(() => 'style'));
    // A double click charges nothing twice: refused while the first is drawn, or the style it has by now.
    const again = await post(owner, '/api/story/restyle-book', { bookId, artStyle: 'paper-cut' });
    expect(again.status).toBe(409);
    expect([RESTYLE_UNDER_WAY, SAME_STYLE]).toContain(again.body.error);

    // The book swaps first, then its pages, one write each, within moments.
    const after = await eventually('the book in paper cut-out', sharedBook, {
      until: (book) =>
        book.art_style === 'paper-cut' &&
        book.pages.every((page, index) => page.cloud_url !== before.pages[index].cloud_url),
      timeoutMs: 20_000,
    });
    expect(after.cf_title_image).not.toBe(before.cf_title_image);
    for (const page of after.pages) {
      expect(await svgOf(page.cloud_url)).toContain('art-paper-cut');
    }
    expect(await svgOf(after.cf_title_image)).toContain('art-paper-cut');
    const shelf = await bed.api.get('/api/story/fill-bookshelf?page=1').set('Cookie', owner.cookie);
    expect(shelf.body.books[0].data.art_style).toBe('paper-cut');
    expect(await bed.credits(owner)).toBe(left);
  });
});
