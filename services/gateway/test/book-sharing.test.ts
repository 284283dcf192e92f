/**
 * Sharing a book by its link, which its owner controls (issue 20), through the gateway of the whole embedded
 * product. A new book opens for anyone; once its owner stops sharing it, its link's reads and its pictures
 * (cover and pages) answer only to its owner, with private cache headers; shared again, it opens again. No
 * one else can change the flag, and a book no one shares can be neither published nor kept published.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import pino from 'pino';
import request from 'supertest';
import { eventually } from '@storybook-app/kit/testing';
import { OWN_PICTURE_CACHE, SHARED_PICTURE_CACHE } from '../src/app';
import { UNSHARED_BOOK_CACHE } from '../src/routes/route-table';
import { maya, type Parent, lighthouseSummary as summary } from './book-fixtures';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('a book shared by its link, as its owner decides', () => {
  let dataDir: string;
  let product: EmbeddedProduct;
  let api: ReturnType<typeof request>;
  let owner: Parent;
  let other: Parent;
  let admin: Parent;
  let bookId: string;
  /** The cover's and the first page's picture paths (/media/users/<owner>/...). */
  let pictures: string[];

  const post = (who: Parent | null, path: string, body: object) => {
    const call = api.post(path);
    if (who) call.set('Cookie', who.cookie);
    return call.send(body);
  };
  const picture = (who: Parent | null, path: string) => {
    const call = api.get(path);
    if (who) call.set('Cookie', who.cookie);
    return call;
  };
  const link = (who: Parent | null) => post(who, '/api/public/get-book', { bookId, userId: owner.userId });

  async function signIn(name: string): Promise<Parent> {
    const res = await api.post('/api/auth/local-login').send({ name });
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    return { cookie, userId: res.body.profileData.user_id as string };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-sharing-'));
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    product = await startEmbedded(
      { dataDir, webDist: dataDir, port: 0, env: { ADMIN_EMAILS: 'sharing.admin@storybook.local' } },
      pino({ level: 'silent' }),
    );
    api = request(product.url);
    [owner, other, admin] = [await signIn('Owner'), await signIn('Other'), await signIn('Sharing Admin')];
    const profile = await post(owner, '/api/files/create-profile', { profileInfo: { profile_data: maya } });
    const profileId = profile.body.profile.profile_id as string;
    // The PIN, chosen for the profile, lets the owner's session generate for it.
    expect(
      (await post(owner, '/api/user/update-pin', { old_pin: '', new_pin: '1357', profileId })).status,
    ).toBe(200);
    const cover = await post(owner, '/api/story/title-picture', { profileId, summaryData: summary });
    expect(cover.status).toBe(200);
    const story = await post(owner, '/api/story/storygen', {
      profileId,
      bookData: {
        ...summary,
        prompt: 'A shy lighthouse',
        title_svg: cover.body.titleSvg,
        cf_title_image: cover.body.storyImage,
        cf_title_key: cover.body.fileKey,
      },
    });
    expect(story.status).toBe(200);
    bookId = story.body.bookId as string;
    expect((await post(owner, '/api/story/bookgen', { bookId })).status).toBe(200);
    for (const deadline = Date.now() + 20_000; ; await sleep(50)) {
      const page = await post(owner, '/api/story/get-page', { bookId, pageNum: 1 });
      if (page.body.pageData.status === 'ready') {
        pictures = [cover.body.storyImage as string, page.body.pageData.cf_cloud_url as string];
        break;
      }
      if (Date.now() > deadline) throw new Error('the first page was not drawn within 20 s');
    }
    expect(pictures.every((path) => path.startsWith(`/media/users/${owner.userId}/`))).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens a new book for anyone: its link, and its pictures cached publicly for an hour at most', async () => {
    const res = await link(null);
    expect(res.status).toBe(200);
    expect(res.body.bookData).toMatchObject({ book_id: bookId, shared: true });
    expect(res.headers['cache-control']).toBeUndefined();
    const shelf = await api.get('/api/story/fill-bookshelf').set('Cookie', owner.cookie);
    expect(shelf.body.books[0].data.shared).toBe(true);
    for (const path of pictures) {
      const seen = await picture(null, path);
      expect(seen.status).toBe(200);
      expect(seen.headers['cache-control']).toBe(SHARED_PICTURE_CACHE);
    }
  });

  it('answers only to the owner, privately, once the owner stops sharing it; shared again, it opens', async () => {
    const stop = await post(owner, '/api/story/share-book', { bookId, shared: false });
    expect(stop.status).toBe(200);
    expect(stop.body).toEqual({ bookId, shared: false, published: false });

    for (const stranger of [null, other]) {
      expect((await link(stranger)).status).toBe(404);
      for (const path of pictures) expect((await picture(stranger, path)).status).toBe(404);
    }
    const own = await link(owner);
    expect(own.status).toBe(200);
    expect(own.body.bookData.shared).toBe(false);
    expect(own.headers['cache-control']).toBe(UNSHARED_BOOK_CACHE);
    for (const path of pictures) {
      const seen = await picture(owner, path);
      expect(seen.status).toBe(200);
      expect(seen.headers['cache-control']).toBe(OWN_PICTURE_CACHE);
    }
    const shelf = await api.get('/api/story/fill-bookshelf').set('Cookie', owner.cookie);
    expect(shelf.body.books[0].data.shared).toBe(false);

    expect((await post(owner, '/api/story/share-book', { bookId, shared: true })).body.shared).toBe(true);
    expect((await link(null)).status).toBe(200);
    for (const path of pictures) expect((await picture(other, path)).status).toBe(200);
  });

  it('lets no one else change the flag, and refuses bad input without changing anything', async () => {
    const byOther = await post(other, '/api/story/share-book', { bookId, shared: false });
    expect(byOther.status).toBe(404);
    expect((await post(null, '/api/story/share-book', { bookId, shared: false })).status).toBe(401);
    const forOwner = await post(other, '/api/story/share-book', {
      bookId,
      shared: false,
      userId: owner.userId,
    });
    expect(forOwner.status).toBe(403);
    expect((await post(owner, '/api/story/share-book', { bookId, shared: 'no' })).status).toBe(400);
    expect((await link(null)).status).toBe(200);
  });

  it('takes a published book off the public shelf when unshared, and publishes no unshared book', async () => {
    const shelf = async () =>
      ((await api.get('/api/public/public-bookshelf')).body.publicBooks as Array<{ book_id: string }>).map(
        (book) => book.book_id,
      );
    expect((await post(admin, '/api/admin/publish-book', { bookId, published: true })).status).toBe(200);
    // The public shelf is cached for a second: wait for it to show the change, not a fixed second.
    await eventually('the book on the public shelf', shelf, { until: (ids) => ids.includes(bookId) });

    const stop = await post(owner, '/api/story/share-book', { bookId, shared: false });
    expect(stop.body).toEqual({ bookId, shared: false, published: false });
    expect((await post(null, '/api/public/get-public-book', { bookId })).status).toBe(404);
    await eventually('the book off the public shelf', shelf, { until: (ids) => !ids.includes(bookId) });

    const publish = await post(admin, '/api/admin/publish-book', { bookId, published: true });
    expect(publish.status).toBe(409);
    expect(publish.body.error).toBe('Its owner does not share this book, so it cannot be published.');
  });
});
