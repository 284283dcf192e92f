/**
 * The shelves, share links, publishing and deleting books through the gateway of the whole product (what
 * `npm start` runs: five services on SQLite files in a temp dir, the in-process bus, a blob folder, the
 * offline storyteller and illustrator). Parent A writes two books; parent B, a visitor and an admin try
 * everything the public API allows on them. The answers have the shapes web/src/api/types.ts declares.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import pino from 'pino';
import request from 'supertest';
import { PUBLIC_SHELF_CACHE_MS } from '../src/routes/route-table';
import { maya, type Parent } from './book-fixtures';

const summary = {
  title: 'The Moon Baker',
  summary: 'A dragon learns to bake moon cakes.',
  genre: 'Adventure',
  themes: 'Friendship',
  setting: 'A village on the moon',
  characters: 'Maya and a small dragon',
};

/** The web's BookData (web/src/api/types.ts): every key, and nothing else. */
const BOOK_DATA_KEYS = [
  'art_style',
  'book_id',
  'bookLayout',
  'cf_title_image',
  'expandedStory',
  'genre',
  'language',
  'pages',
  'published',
  'shared',
  'summary',
  'title',
  'title_svg',
  'user_id',
];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('shelves, share links, publishing and deletion through the gateway', () => {
  let dataDir: string;
  let product: EmbeddedProduct;
  let api: ReturnType<typeof request>;
  let a: Parent;
  let b: Parent;
  let admin: Parent;
  /** A's child profile. */
  let profileIdA = '';
  /** A's books: one stays private, one is published by the admin. */
  let privateBook: string;
  let publishedBook: string;
  let pages: number;

  const post = (who: Parent | null, path: string, body: object) => {
    const call = api.post(path);
    if (who) call.set('Cookie', who.cookie);
    return call.send(body);
  };
  const get = (who: Parent | null, path: string, query: object = {}) => {
    const call = api.get(path).query(query);
    if (who) call.set('Cookie', who.cookie);
    return call;
  };

  /**
   * The public shelf once it shows `bookIds`: the gateway answers it from memory for a moment, so a change
   * shows within PUBLIC_SHELF_CACHE_MS (and not much later).
   */
  async function publicShelfShowing(bookIds: string[]) {
    const started = Date.now();
    for (;;) {
      const res = await get(null, '/api/public/public-bookshelf');
      const shown = (res.body.publicBooks as Array<{ book_id: string }>).map((book) => book.book_id);
      if (JSON.stringify(shown) === JSON.stringify(bookIds)) {
        expect(Date.now() - started).toBeLessThan(PUBLIC_SHELF_CACHE_MS + 1000);
        return res;
      }
      if (Date.now() - started > PUBLIC_SHELF_CACHE_MS + 1000) {
        throw new Error(`the public shelf shows ${JSON.stringify(shown)}, not ${JSON.stringify(bookIds)}`);
      }
      await sleep(50);
    }
  }

  async function signIn(name: string): Promise<Parent> {
    const res = await api.post('/api/auth/local-login').send({ name });
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    return { cookie, userId: res.body.profileData.user_id as string };
  }

  async function writeBook(who: Parent, profileId: string): Promise<{ bookId: string; pages: number }> {
    const res = await post(who, '/api/story/storygen', {
      profileId,
      bookData: { ...summary, prompt: 'A dragon who bakes moon cakes' },
    });
    expect(res.status).toBe(200);
    return { bookId: res.body.bookId as string, pages: (res.body.bookLayout as string[]).length + 1 };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-shelves-'));
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    product = await startEmbedded(
      { dataDir, webDist: dataDir, port: 0, env: { ADMIN_EMAILS: 'shelf.admin@storybook.local' } },
      pino({ level: 'silent' }),
    );
    api = request(product.url);
    [a, b, admin] = [await signIn('Parent A'), await signIn('Parent B'), await signIn('Shelf Admin')];

    const profile = await post(a, '/api/files/create-profile', { profileInfo: { profile_data: maya } });
    expect(profile.status).toBe(200);
    const profileId = profile.body.profile.profile_id as string;
    profileIdA = profileId;
    // Choosing the first PIN for the profile lets this session write for it (the generation grant).
    expect((await post(a, '/api/user/update-pin', { old_pin: '', new_pin: '1234', profileId })).status).toBe(
      200,
    );
    const first = await writeBook(a, profileId);
    const second = await writeBook(a, profileId);
    [privateBook, publishedBook, pages] = [first.bookId, second.bookId, first.pages];

    // The private book is illustrated (offline) so that its pictures are in the blob store.
    expect((await post(a, '/api/story/bookgen', { bookId: privateBook, animateImages: true })).status).toBe(
      200,
    );
    for (const deadline = Date.now() + 20_000; ; await sleep(50)) {
      const book = await post(null, '/api/public/get-book', { bookId: privateBook, userId: a.userId });
      if ((book.body.bookData.pages as Array<{ status: string }>).every((page) => page.status === 'ready'))
        break;
      if (Date.now() > deadline) throw new Error('the pages were not drawn within 20 s');
    }
  }, 60_000);

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives every book a random UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(privateBook).toMatch(uuid);
    expect(publishedBook).toMatch(uuid);
  });

  it('fills the own shelf newest first, in the FillBookshelfResponse shape', async () => {
    const res = await get(a, '/api/story/fill-bookshelf', { userId: a.userId, page: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      books: [
        {
          book_id: publishedBook,
          user_id: a.userId,
          data: {
            title: summary.title,
            title_svg: expect.stringMatching(/^<svg/),
            genre: 'Adventure',
            summary: summary.summary,
            cf_title_image: '',
            shared: true,
            art_style: 'picture-book',
            sample: false,
          },
        },
        expect.objectContaining({ book_id: privateBook }),
      ],
      page: 1,
      totalPages: 1,
    });
  });

  it('refuses a non-admin (403) and a visitor (401) who try to publish, and lets the admin', async () => {
    const asParent = await post(a, '/api/admin/publish-book', { bookId: publishedBook, published: true });
    expect(asParent.status).toBe(403);
    expect(asParent.body).toEqual({ error: expect.any(String) });
    expect((await post(b, '/api/admin/publish-book', { bookId: privateBook, published: true })).status).toBe(
      403,
    );
    expect(
      (await post(null, '/api/admin/publish-book', { bookId: privateBook, published: true })).status,
    ).toBe(401);
    expect((await get(null, '/api/public/public-bookshelf')).body.publicBooks).toEqual([]);

    const res = await post(admin, '/api/admin/publish-book', { bookId: publishedBook, published: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ bookId: publishedBook, published: true });
    const missing = await post(admin, '/api/admin/publish-book', { bookId: 'no-such-book', published: true });
    expect(missing.status).toBe(404);
  });

  it('lists only the published book on the public shelf, for anyone, in the PublicBookshelfResponse shape', async () => {
    await publicShelfShowing([publishedBook]);
    for (const who of [null, b, a]) {
      const res = await get(who, '/api/public/public-bookshelf');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        publicBooks: [expect.objectContaining({ book_id: publishedBook, user_id: a.userId })],
        page: 1,
        totalPages: 1,
      });
    }
    const read = await post(null, '/api/public/get-public-book', { bookId: publishedBook });
    expect(read.status).toBe(200);
    expect(Object.keys(read.body.bookData).sort()).toEqual([...BOOK_DATA_KEYS].sort());
  });

  it("keeps A's private book from B: not listed, not read page by page, not by get-book, not deleted", async () => {
    // Listed: B's own shelf is empty and the public shelf has only the published book.
    const shelf = await get(b, '/api/story/fill-bookshelf');
    expect(shelf.status).toBe(200);
    expect(shelf.body.books).toEqual([]);
    const listed = JSON.stringify((await get(b, '/api/public/public-bookshelf')).body);
    expect(listed).not.toContain(privateBook);
    // Naming A to read A's shelf is refused before story is asked.
    expect((await get(b, '/api/story/fill-bookshelf', { userId: a.userId })).status).toBe(403);

    // Page by page, right after A read a page (which the gateway keeps for A): every page, like a book that
    // does not exist.
    expect((await post(a, '/api/story/get-page', { bookId: privateBook, pageNum: 1 })).status).toBe(200);
    for (let page = 1; page <= pages; page += 1) {
      const res = await post(b, '/api/story/get-page', { bookId: privateBook, pageNum: page });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'This book does not exist.' });
    }
    expect(
      (await post(b, '/api/story/get-page', { bookId: privateBook, userId: a.userId, pageNum: 1 })).status,
    ).toBe(403);

    // By get-book or get-public-book without its share link (the owner's id with the book's).
    for (const who of [b, null]) {
      for (const body of [
        { bookId: privateBook, userId: b.userId },
        { bookId: privateBook, userId: 'someone' },
      ]) {
        expect((await post(who, '/api/public/get-book', body)).status).toBe(404);
      }
      expect((await post(who, '/api/public/get-public-book', { bookId: privateBook })).status).toBe(404);
    }

    // Deleted by id: refused like a missing book, and the book and its pictures are still there.
    const deleted = await post(b, '/api/story/delete-book', { bookId: privateBook });
    expect(deleted.status).toBe(404);
    expect((await post(b, '/api/story/delete-book', { bookId: privateBook, userId: a.userId })).status).toBe(
      403,
    );
    const page = await post(a, '/api/story/get-page', { bookId: privateBook, pageNum: 1 });
    expect(page.status).toBe(200);
    expect(page.body.pageData).toMatchObject({ status: 'ready', page_number: 1 });
    expect((await api.get(page.body.pageData.cf_cloud_url as string)).status).toBe(200);
  });

  it('opens a share link (owner and book id) for anyone, with BookData only', async () => {
    const res = await post(null, '/api/public/get-book', { bookId: privateBook, userId: a.userId });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.bookData).sort()).toEqual([...BOOK_DATA_KEYS].sort());
    expect(res.body.bookData).toMatchObject({
      book_id: privateBook,
      user_id: a.userId,
      title: summary.title,
    });
    expect(res.body.bookData.pages).toHaveLength(pages);
    expect(res.body.bookData.pages[0]).toMatchObject({ page_number: 1, status: 'ready' });
  });

  it("deletes A's own book with its pictures, and then it is gone everywhere", async () => {
    const page = await post(a, '/api/story/get-page', { bookId: privateBook, pageNum: 2 });
    const pictures = [page.body.pageData.cf_cloud_url, page.body.pageData.cf_cloud_animated_url] as string[];
    expect(pictures.every((url) => url.startsWith(`/media/users/${a.userId}/books/${privateBook}/`))).toBe(
      true,
    );

    const res = await post(a, '/api/story/delete-book', { bookId: privateBook, bookData: { title: 'x' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    for (const url of pictures) expect((await api.get(url)).status).toBe(404);
    expect((await post(a, '/api/story/get-page', { bookId: privateBook, pageNum: 1 })).status).toBe(404);
    expect((await post(null, '/api/public/get-book', { bookId: privateBook, userId: a.userId })).status).toBe(
      404,
    );
    const shelf = await get(a, '/api/story/fill-bookshelf');
    expect(shelf.body.books.map((book: { book_id: string }) => book.book_id)).toEqual([publishedBook]);
    expect((await post(a, '/api/story/delete-book', { bookId: privateBook })).status).toBe(404);
  });

  it("answers a book's quality report to its owner with the story, and to an admin only later", async () => {
    const written = await post(a, '/api/story/storygen', {
      profileId: profileIdA,
      bookData: { ...summary, prompt: 'A dragon who bakes moon cakes' },
    });
    expect(written.status).toBe(200);
    expect(written.body.quality).toMatchObject({ attempts: expect.any(Number), childNamed: true });
    expect(typeof written.body.quality.passed).toBe('boolean');
    const bookId = written.body.bookId as string;
    expect((await post(a, '/api/admin/book-quality', { bookId })).status).toBe(403);
    expect((await post(null, '/api/admin/book-quality', { bookId })).status).toBe(401);
    const asAdmin = await post(admin, '/api/admin/book-quality', { bookId });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual({ bookId, quality: written.body.quality });
    expect((await post(admin, '/api/admin/book-quality', { bookId: 'no-such-book' })).status).toBe(404);
  });

  it('takes a book off the public shelf when the admin unpublishes it', async () => {
    const res = await post(admin, '/api/admin/publish-book', { bookId: publishedBook, published: false });
    expect(res.body).toEqual({ bookId: publishedBook, published: false });
    await publicShelfShowing([]);
    expect((await post(null, '/api/public/get-public-book', { bookId: publishedBook })).status).toBe(404);
  });

  it('documents the admin route in the OpenAPI document', async () => {
    const doc = (await get(null, '/api/openapi.json')).body;
    expect(doc.paths['/api/admin/publish-book'].post['x-access']).toBe('admin');
  });
});
