/**
 * The shelves, share links, publishing and deleting a book, over gRPC on real parts (profiles, images and
 * billing on SQLite files, the in-process bus, a blob folder). Many books are seeded straight into story's
 * store through its records, which is what a shelf reads; the books that are read and deleted are written
 * and illustrated the real way, so their pictures are in the blob store.
 */
import { randomUUID } from 'node:crypto';
import { BookRecords, type BookRecord } from '../src';
import { BOOK_NOT_FOUND } from '../src/book-access';
import { SHELF_PAGE_SIZE } from '../src/shelf-paging';
import { MODEL_SUMMARY } from '@storybook-app/ai/testing';
import { mayaProfile } from '@storybook-app/ai/testing';
import { eventually } from '@storybook-app/kit/testing';
import { expectCode, StoryBed } from './story-test-bed';

/** A stored book with just what a shelf shows; `minute` orders them (a larger one is newer). */
function shelvedBook(userId: string, minute: number, changes: Partial<BookRecord> = {}): BookRecord {
  return {
    _id: randomUUID(),
    user_id: userId,
    profile_id: 'profile-1',
    image_generator: 'Flux',
    model: 'offline',
    version: 1,
    prompt: 'A private idea of the parent',
    title: `Book ${minute}`,
    title_svg: `<svg width="400"><text>Book ${minute}</text></svg>`,
    title_image_description: '',
    cf_title_image: `/media/users/${userId}/covers/c${minute}.svg`,
    cf_title_key: `users/${userId}/covers/c${minute}.svg`,
    summary: `The summary of book ${minute}`,
    genre: 'Adventure',
    theme: 'Friendship',
    setting: '',
    characters: '',
    completeStory: '',
    expandedStory: '',
    bookLayout: ['One page.'],
    pages: [],
    total_pages: 2,
    character_sheet: '',
    seed: 1,
    cost: { model: 'offline', input_tokens: 0, output_tokens: 0, text_usd: 0, priced: true, cover_usd: 0 },
    published: false,
    created_at: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString(),
    animate_images: false,
    pictures_requested_at: '',
    refunded_at: '',
    ...changes,
  };
}

const draft = { prompt: 'Maya and Biscuit bake moon cakes for the village', ...MODEL_SUMMARY };

describe('shelves, share links, publishing and deleting books over gRPC', () => {
  let bed: StoryBed;
  let books: BookRecords;

  beforeAll(async () => {
    bed = await StoryBed.start({ starterCredits: 10 });
    books = await BookRecords.open(bed.storyStore);
  });

  afterAll(async () => {
    await bed?.close();
  });

  /** A book written and illustrated the real way, with its own cover; answers its ids and pages. */
  async function illustratedBook(userId: string) {
    const profileId = await bed.saveProfile(userId, mayaProfile());
    const cover = await bed.story.CreateTitlePicture({
      user_id: userId,
      profile_id: profileId,
      summary: MODEL_SUMMARY,
    });
    const story = await bed.story.GenerateStory({
      user_id: userId,
      profile_id: profileId,
      book: { ...draft, cf_title_image: cover.story_image, cf_title_key: cover.file_key },
    });
    const bookId = story.book_id;
    const pages = story.book_layout.length + 1;
    await bed.story.GenerateBook({ user_id: userId, book_id: bookId, animate_images: true });
    await eventually(
      'every page drawn',
      async () => (await bed.story.GetBook({ user_id: userId, book_id: bookId })).pages,
      { until: (all) => all.every((page) => page.status === 'PAGE_STATUS_READY'), timeoutMs: 15_000 },
    );
    return { bookId, pages, coverKey: cover.file_key };
  }

  describe('FillBookshelf', () => {
    const owner = `parent-${randomUUID()}`;
    const seeded: BookRecord[] = [];

    beforeAll(async () => {
      // 120 books, stored in no particular order; another parent's books in between.
      const minutes = Array.from({ length: 120 }, (_, i) => (i * 37) % 120);
      for (const minute of minutes) {
        const book = shelvedBook(owner, minute);
        seeded.push(book);
        await books.insertBook(book);
        if (minute % 10 === 0) await books.insertBook(shelvedBook(`neighbour-${owner}`, minute));
      }
      seeded.sort((a, b) => b.created_at.localeCompare(a.created_at));
    });

    it('answers the newest 50 of the own books first, with the shelf item fields only', async () => {
      const shelf = await bed.story.FillBookshelf({ user_id: owner, page: 1 });
      expect(shelf).toMatchObject({ page: 1, total_pages: 3 });
      expect(shelf.books).toHaveLength(SHELF_PAGE_SIZE);
      expect(shelf.books.map((item) => item.book_id)).toEqual(seeded.slice(0, 50).map((book) => book._id));
      const newest = seeded[0]!;
      expect(shelf.books[0]).toEqual({
        book_id: newest._id,
        user_id: owner,
        data: {
          title: newest.title,
          title_svg: newest.title_svg,
          genre: 'Adventure',
          summary: newest.summary,
          cf_title_image: newest.cf_title_image,
          shared: true,
          // Seeded without a style, as books written before styles: the default.
          art_style: 'picture-book',
          sample: false,
        },
      });
    });

    it('pages beyond 50: the second and the last, partial page, with no book twice or missed', async () => {
      const second = await bed.story.FillBookshelf({ user_id: owner, page: 2 });
      const third = await bed.story.FillBookshelf({ user_id: owner, page: 3 });
      expect([second.page, third.page, third.total_pages]).toEqual([2, 3, 3]);
      expect(third.books).toHaveLength(20);
      const first = await bed.story.FillBookshelf({ user_id: owner, page: 1 });
      const all = [...first.books, ...second.books, ...third.books].map((item) => item.book_id);
      expect(all).toEqual(seeded.map((book) => book._id));
    });

    it('answers the first page for page 0 (not given) and the last for a page beyond it', async () => {
      expect(await bed.story.FillBookshelf({ user_id: owner, page: 0 })).toMatchObject({ page: 1 });
      const beyond = await bed.story.FillBookshelf({ user_id: owner, page: 9 });
      expect(beyond).toMatchObject({ page: 3, total_pages: 3 });
      expect(beyond.books).toHaveLength(20);
    });

    it('shows a parent without books one empty page', async () => {
      expect(await bed.story.FillBookshelf({ user_id: `nobody-${randomUUID()}`, page: 1 })).toEqual({
        books: [],
        page: 1,
        total_pages: 1,
      });
    });
  });

  describe('PublicBookshelf and SetBookPublished', () => {
    it('lists only published books, newest first, 50 a page, and follows publishing both ways', async () => {
      // Whatever other tests published stays out of the count: this test reads the shelf before and after.
      const before = await bed.story.PublicBookshelf({ page: 1 });
      expect(before.books).toEqual([]);

      const owners = ['parent-p1', 'parent-p2'];
      const published: BookRecord[] = [];
      for (let minute = 0; minute < 60; minute += 1) {
        const book = shelvedBook(owners[minute % 2]!, 500 + minute, { published: true });
        published.push(book);
        await books.insertBook(book);
        await books.insertBook(shelvedBook(owners[minute % 2]!, 700 + minute));
      }
      published.reverse();

      const first = await bed.story.PublicBookshelf({ page: 1 });
      const second = await bed.story.PublicBookshelf({ page: 2 });
      expect([first.page, first.total_pages, second.page, second.total_pages]).toEqual([1, 2, 2, 2]);
      expect([...first.books, ...second.books].map((item) => item.book_id)).toEqual(
        published.map((book) => book._id),
      );

      // A private book is published by an admin (the gateway checks the role), then taken off again.
      const privateBook = shelvedBook('parent-p1', 900);
      await books.insertBook(privateBook);
      expect((await bed.story.PublicBookshelf({ page: 1 })).books[0]!.book_id).toBe(published[0]!._id);
      expect(await bed.story.SetBookPublished({ book_id: privateBook._id, published: true })).toEqual({
        book_id: privateBook._id,
        published: true,
      });
      expect((await bed.story.PublicBookshelf({ page: 1 })).books[0]!.book_id).toBe(privateBook._id);
      await bed.story.SetBookPublished({ book_id: privateBook._id, published: true });
      await bed.story.SetBookPublished({ book_id: privateBook._id, published: false });
      const after = await bed.story.PublicBookshelf({ page: 1 });
      expect(after.books.map((item) => item.book_id)).not.toContain(privateBook._id);
      expect(after.books[0]!.book_id).toBe(published[0]!._id);

      // Clean up for the other tests: the public shelf is everyone's.
      for (const book of published) await bed.story.SetBookPublished({ book_id: book._id, published: false });
      expect((await bed.story.PublicBookshelf({ page: 1 })).books).toEqual([]);
    });

    it('answers not_found for publishing a book that does not exist', async () => {
      const error = await expectCode(
        bed.story.SetBookPublished({ book_id: randomUUID(), published: true }),
        'not_found',
      );
      expect(error.message).toBe(BOOK_NOT_FOUND);
    });
  });

  describe('GetBook, GetPublicBook and privacy', () => {
    const owner = `parent-${randomUUID()}`;
    const stranger = `parent-${randomUUID()}`;
    let book: { bookId: string; pages: number; coverKey: string };

    beforeAll(async () => {
      book = await illustratedBook(owner);
    }, 60_000);

    it('answers the share link (owner and book id) with what a reader sees, pictures included', async () => {
      const read = await bed.story.GetBook({ user_id: owner, book_id: book.bookId });
      const record = (await books.ownBook(owner, book.bookId))!;
      expect(read).toMatchObject({
        book_id: book.bookId,
        user_id: owner,
        title: MODEL_SUMMARY.title,
        summary: MODEL_SUMMARY.summary,
        genre: MODEL_SUMMARY.genre,
        title_svg: record.title_svg,
        cf_title_image: `/media/${book.coverKey}`,
        expandedStory: record.expandedStory,
        bookLayout: record.bookLayout,
        published: false,
      });
      expect(read.pages).toHaveLength(book.pages);
      expect(read.pages.at(-1)).toMatchObject({ page_text: 'The End', status: 'PAGE_STATUS_READY' });
      expect(read.pages[0]!.cf_cloud_url).toMatch(`/media/users/${owner}/books/${book.bookId}/page-1.`);
      // Nothing of how it was made or where it is stored.
      expect(read).toMatchObject({
        prompt: '',
        profile_id: '',
        cf_title_key: '',
        model: '',
        completeStory: '',
      });
      expect(JSON.stringify(read)).not.toContain('scene_description');
    });

    it("gives a stranger none of another parent's private book: not listed, not by page, not by id", async () => {
      expect((await bed.story.FillBookshelf({ user_id: stranger, page: 1 })).books).toEqual([]);
      expect((await bed.story.PublicBookshelf({ page: 1 })).books).toEqual([]);
      await expectCode(
        bed.story.GetPage({ user_id: stranger, book_id: book.bookId, page_num: 1 }),
        'not_found',
      );
      await expectCode(bed.story.GetBook({ user_id: stranger, book_id: book.bookId }), 'not_found');
      await expectCode(bed.story.GetBook({ user_id: '', book_id: book.bookId }), 'not_found');
      await expectCode(bed.story.GetPublicBook({ book_id: book.bookId }), 'not_found');
      const refused = await expectCode(
        bed.story.DeleteBook({ user_id: stranger, book_id: book.bookId }),
        'not_found',
      );
      // The same words as a book that does not exist: nothing tells the two apart.
      const missing = await expectCode(
        bed.story.GetBook({ user_id: owner, book_id: randomUUID() }),
        'not_found',
      );
      expect(refused.message).toBe(missing.message);
      // Still whole after the stranger's attempts.
      expect((await bed.story.GetBook({ user_id: owner, book_id: book.bookId })).pages).toHaveLength(
        book.pages,
      );
      expect(await bed.blobs.list(`users/${owner}/books/${book.bookId}/`)).not.toEqual([]);
    });

    it('answers a book by its id alone only while it is published', async () => {
      await bed.story.SetBookPublished({ book_id: book.bookId, published: true });
      try {
        const read = await bed.story.GetPublicBook({ book_id: book.bookId });
        expect(read).toMatchObject({ book_id: book.bookId, user_id: owner, published: true, prompt: '' });
        expect(read.pages).toHaveLength(book.pages);
      } finally {
        await bed.story.SetBookPublished({ book_id: book.bookId, published: false });
      }
      await expectCode(bed.story.GetPublicBook({ book_id: book.bookId }), 'not_found');
    });
  });

  describe('DeleteBook', () => {
    it('removes the book, its page records, every picture and the cover; then it is gone', async () => {
      const owner = `parent-${randomUUID()}`;
      const kept = await illustratedBook(owner);
      const doomed = await illustratedBook(owner);
      const folder = `users/${owner}/books/${doomed.bookId}/`;
      const pictures = await bed.blobs.list(folder);
      // Each page and its animated variant.
      expect(pictures).toHaveLength(doomed.pages * 2);
      expect(await bed.blobs.exists(doomed.coverKey)).toBe(true);

      expect(await bed.story.DeleteBook({ user_id: owner, book_id: doomed.bookId })).toEqual({
        success: true,
      });

      expect(await books.book(doomed.bookId)).toBeNull();
      expect(await books.pages.count({ book_id: doomed.bookId })).toBe(0);
      expect(await bed.blobs.list(folder)).toEqual([]);
      expect(await bed.blobs.exists(doomed.coverKey)).toBe(false);
      for (const picture of pictures.slice(0, 2)) {
        expect((await fetch(`${bed.images.mediaUrl}/media/${picture}`)).status).toBe(404);
      }
      const shelf = await bed.story.FillBookshelf({ user_id: owner, page: 1 });
      expect(shelf.books.map((item) => item.book_id)).toEqual([kept.bookId]);
      await expectCode(
        bed.story.GetPage({ user_id: owner, book_id: doomed.bookId, page_num: 1 }),
        'not_found',
      );
      await expectCode(bed.story.DeleteBook({ user_id: owner, book_id: doomed.bookId }), 'not_found');

      // The other book is untouched.
      expect(await bed.blobs.list(`users/${owner}/books/${kept.bookId}/`)).toHaveLength(kept.pages * 2);
      expect(await bed.blobs.exists(kept.coverKey)).toBe(true);
      expect(await books.pages.count({ book_id: kept.bookId })).toBe(kept.pages);
    }, 90_000);

    it('keeps a cover another book of the owner shows until that book goes too', async () => {
      const owner = `parent-${randomUUID()}`;
      const profileId = await bed.saveProfile(owner, mayaProfile());
      const cover = await bed.story.CreateTitlePicture({
        user_id: owner,
        profile_id: profileId,
        summary: MODEL_SUMMARY,
      });
      const withCover = { ...draft, cf_title_image: cover.story_image, cf_title_key: cover.file_key };
      const ids = [];
      for (let i = 0; i < 2; i += 1) {
        ids.push(
          (await bed.story.GenerateStory({ user_id: owner, profile_id: profileId, book: withCover })).book_id,
        );
      }
      await bed.story.DeleteBook({ user_id: owner, book_id: ids[0]! });
      expect(await bed.blobs.exists(cover.file_key)).toBe(true);
      await bed.story.DeleteBook({ user_id: owner, book_id: ids[1]! });
      expect(await bed.blobs.exists(cover.file_key)).toBe(false);
    });
  });
});
