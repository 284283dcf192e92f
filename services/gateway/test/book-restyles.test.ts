/**
 * A book drawn again in another style through the gateway of the whole keyless product (issue 25): refused
 * while the book is still being drawn (409), for anyone but the owner (404), for an unknown style (400) and
 * for the style it has (409); for the owner every page's picture and the cover are drawn again offline,
 * followed on get-page as takes of part 'style', then swapped in at once: the shelf, the shared book and
 * every picture show the new style, and no credit was taken, not even for a repeated request.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import { eventually } from '@storybook-app/kit/testing';
import pino from 'pino';
import request from 'supertest';
import { BOOK_NOT_READY, RESTYLE_UNDER_WAY, SAME_STYLE } from '../../story/src/book-restyles';
import { maya, type Parent, lighthouseSummary as summary } from './book-fixtures';

interface SharedBook {
  art_style: string;
  cf_title_image: string;
  pages: { status: string; cloud_url: string }[];
}

describe('a book drawn again in another style through the API', () => {
  let dataDir: string;
  let product: EmbeddedProduct;
  let api: ReturnType<typeof request>;
  let owner: Parent;
  let stranger: Parent;
  let bookId: string;

  const post = (who: Parent, path: string, body: object) =>
    api.post(path).set('Cookie', who.cookie).send(body);
  const sharedBook = async () =>
    (await api.post('/api/public/get-book').send({ bookId, userId: owner.userId })).body
      .bookData as SharedBook;
  const svgOf = async (url: string) =>
    String((await api.get(url).set('Cookie', owner.cookie)).body as Buffer);
  const credits = async (who: Parent) =>
    (await post(who, '/api/user/get-credits', {})).body.creditsData.credits as number;

  async function signIn(name: string): Promise<Parent> {
    const res = await api.post('/api/auth/local-login').send({ name });
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    return { cookie, userId: res.body.profileData.user_id as string };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-restyle-'));
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    product = await startEmbedded({ dataDir, webDist: dataDir, port: 0 }, pino({ level: 'silent' }));
    api = request(product.url);
    [owner, stranger] = [await signIn('Restyle Owner'), await signIn('Restyle Stranger')];
    const profile = await post(owner, '/api/files/create-profile', { profileInfo: { profile_data: maya } });
    const profileId = profile.body.profile.profile_id as string;
    await post(owner, '/api/user/update-pin', { old_pin: '', new_pin: '1357', profileId });
    const story = await post(owner, '/api/story/storygen', {
      profileId,
      bookData: { ...summary, prompt: 'A shy lighthouse' },
    });
    expect(story.status).toBe(200);
    bookId = story.body.bookId as string;
  }, 60_000);

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
    expect((await api.post('/api/story/restyle-book').send({ bookId, artStyle: 'ink' })).status).toBe(401);
  });

  it('draws every picture and the cover in the new style and swaps them in at once, at no credit', async () => {
    const before = await sharedBook();
    const left = await credits(owner);
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
    const shelf = await api.get('/api/story/fill-bookshelf?page=1').set('Cookie', owner.cookie);
    expect(shelf.body.books[0].data.art_style).toBe('paper-cut');
    expect(await credits(owner)).toBe(left);
  });
});
