/**
 * "Make this page again" through the gateway of the whole keyless product (issue 25): refused while the book
 * is still being drawn (409), not found for anyone but the owner (404), and for the owner a new picture
 * drawn offline while the page keeps its old one, live in get-page, then kept with keep-page: the owner's
 * page and the shared book show it, and no credit was taken.
 */
import { eventually } from '@storybook-app/kit/testing';
import { BOOK_STILL_DRAWN, REMAKE_UNDER_WAY, TEXT_WAITING } from '../../story/src/page-remakes';
import type { Parent } from './book-fixtures';
import { startBookBed, type BookBed } from './book-test-bed';

interface PageAnswer {
  page_number: number;
  status: string;
  cloud_url: string;
  page_text: string;
  remake?: { status: string; cloud_url: string; part: string; page_text: string };
}

describe('a page made again through the API', () => {
  let bed: BookBed;
  let owner: Parent;
  let stranger: Parent;
  let bookId: string;
  let totalPages: number;

  const post: BookBed['post'] = (...args) => bed.post(...args);
  const pageOf = async (who: Parent, pageNum: number) =>
    (await post(who, '/api/story/get-page', { bookId, pageNum })).body as {
      pageData: PageAnswer;
      totalPages: number;
    };

  beforeAll(async () => {
    bed = await startBookBed('storybook-remake-');
    [owner, stranger] = [await bed.signIn('Remake Owner'), await bed.signIn('Remake Stranger')];
    const profileId = await bed.addChild(owner);
    const story = await bed.writeStory(owner, profileId);
    expect(story.status).toBe(200);
    bookId = story.body.bookId as string;
    totalPages = (story.body.bookLayout as unknown[]).length + 1;
  }, 60_000);

  afterAll(() => bed?.stop());

  it('refuses while the book is being drawn, and answers only its owner', async () => {
    const early = await post(owner, '/api/story/remake-page', { bookId, pageNum: 2 });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(BOOK_STILL_DRAWN);
    expect((await post(owner, '/api/story/bookgen', { bookId })).status).toBe(200);
    // Its pictures only just asked for: still being drawn.
    expect((await post(owner, '/api/story/remake-page', { bookId, pageNum: 2 })).status).toBe(409);

    await eventually(
      'every page drawn',
      () => Promise.all(Array.from({ length: totalPages }, (_, i) => pageOf(owner, i + 1))),
      { until: (all) => all.every((answer) => answer.pageData.status === 'ready'), timeoutMs: 20_000 },
    );
    expect((await post(stranger, '/api/story/remake-page', { bookId, pageNum: 2 })).status).toBe(404);
    expect((await post(stranger, '/api/story/keep-page', { bookId, pageNum: 2, keep: 'new' })).status).toBe(
      404,
    );
    expect((await post(owner, '/api/story/remake-page', { bookId, pageNum: totalPages + 1 })).status).toBe(
      404,
    );
    expect((await post(owner, '/api/story/keep-page', { bookId, pageNum: 2, keep: 'both' })).status).toBe(
      400,
    );
    const signedOut = await bed.api.post('/api/story/remake-page').send({ bookId, pageNum: 2 });
    expect(signedOut.status).toBe(401);
  }, 30_000);

  it('draws a new picture while the page keeps its own, then keeps the one the parent picks', async () => {
    const before = (await pageOf(owner, 2)).pageData;
    const left = await bed.credits(owner);

    const started = await post(owner, '/api/story/remake-page', { bookId, pageNum: 2 });
    expect(started.status).toBe(200);
    expect(started.body.pageData).toMatchObject({
      cloud_url: before.cloud_url,
      remake: { status: 'pending' },
    });
    const twice = await post(owner, '/api/story/remake-page', { bookId, pageNum: 2 });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(REMAKE_UNDER_WAY);

    // The gateway's memory of the drawn page does not hide the new picture's progress.
    const drawn = await eventually('the new picture', () => pageOf(owner, 2), {
      until: (answer) => answer.pageData.remake?.status === 'ready',
      timeoutMs: 15_000,
    });
    const fresh = drawn.pageData.remake!.cloud_url;
    expect(fresh).toBe(`/media/users/${owner.userId}/books/${bookId}/page-2-take-2.svg`);
    expect(drawn.pageData.cloud_url).toBe(before.cloud_url);
    expect((await bed.api.get(fresh).set('Cookie', owner.cookie)).status).toBe(200);

    const kept = await post(owner, '/api/story/keep-page', { bookId, pageNum: 2, keep: 'new' });
    expect(kept.status).toBe(200);
    expect(kept.body.pageData.cloud_url).toBe(fresh);
    expect(kept.body.pageData.remake).toBeUndefined();
    expect((await pageOf(owner, 2)).pageData.cloud_url).toBe(fresh);
    const shared = await bed.api.post('/api/public/get-book').send({ bookId, userId: owner.userId });
    expect(shared.body.bookData.pages[1].cloud_url).toBe(fresh);
    expect(shared.body.bookData.pages[1].remake).toBeUndefined();
    expect(await bed.credits(owner)).toBe(left);
  }, 30_000);

  it("tells a page's text again while the page keeps its words, then keeps the ones the parent picks", async () => {
    const before = (await pageOf(owner, 3)).pageData;
    const left = await bed.credits(owner);
    expect((await post(owner, '/api/story/remake-page', { bookId, pageNum: 3, part: 'words' })).status).toBe(
      400,
    );

    const told = await post(owner, '/api/story/remake-page', { bookId, pageNum: 3, part: 'text' });
    expect(told.status).toBe(200);
    expect(told.body.pageData).toMatchObject({
      page_text: before.page_text,
      cloud_url: before.cloud_url,
      remake: { status: 'ready', part: 'text' },
    });
    const newText = told.body.pageData.remake.page_text as string;
    expect(newText).not.toBe(before.page_text);
    expect((await pageOf(owner, 3)).pageData.remake?.page_text).toBe(newText);
    const twice = await post(owner, '/api/story/remake-page', { bookId, pageNum: 3, part: 'text' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(TEXT_WAITING);

    const kept = await post(owner, '/api/story/keep-page', { bookId, pageNum: 3, keep: 'new' });
    expect(kept.status).toBe(200);
    expect(kept.body.pageData.page_text).toBe(newText);
    expect(kept.body.pageData.remake).toBeUndefined();
    expect((await pageOf(owner, 3)).pageData.page_text).toBe(newText);
    const shared = await bed.api.post('/api/public/get-book').send({ bookId, userId: owner.userId });
    expect(shared.body.bookData.pages[2].page_text).toBe(newText);
    expect(await bed.credits(owner)).toBe(left);
  }, 30_000);
});
