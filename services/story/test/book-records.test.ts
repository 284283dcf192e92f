/** Account deletion and pictures recorded together in story's books and pages, on a real SQLite file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDocumentStore, type DocumentStore } from '@storybook-app/kit';
import { BookRecords, pageId } from '../src/book-records';

describe('story book records: deleteUserBooks', () => {
  let dir: string;
  let store: DocumentStore;
  let records: BookRecords;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-story-books-'));
    store = openSqliteDocumentStore({ file: join(dir, 'story.sqlite') });
    records = await BookRecords.open(store);
    for (const userId of ['alice', 'bob']) {
      for (const book of [1, 2]) {
        const bookId = `${userId}-book-${book}`;
        await records.books.insert({ _id: bookId, user_id: userId });
        for (const page of [1, 2, 3]) {
          await records.pages.insert({ _id: `${bookId}-page-${page}`, user_id: userId, book_id: bookId });
        }
      }
    }
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("removes every book and page of the user and leaves other users' alone", async () => {
    await records.deleteUserBooks('alice');

    expect(await records.books.count({ user_id: 'alice' })).toBe(0);
    expect(await records.pages.count({ user_id: 'alice' })).toBe(0);
    expect((await records.books.find({ user_id: 'bob' })).map((book) => book._id)).toEqual([
      'bob-book-1',
      'bob-book-2',
    ]);
    expect(await records.pages.count({ user_id: 'bob' })).toBe(6);
  });

  it('succeeds again for a user already deleted, as a redelivered event needs', async () => {
    await records.deleteUserBooks('alice');
    await expect(records.deleteUserBooks('alice')).resolves.toBeUndefined();
    expect(await records.pages.count({})).toBe(6);
  });
});

describe('story book records: pictures that come in together', () => {
  let dir: string;
  let store: DocumentStore;
  let records: BookRecords;
  const bookId = 'book-together';
  const userId = 'parent-together';
  const picture = (pageNumber: number, imageUrl: string) => ({
    bookId,
    userId,
    pageNumber,
    ok: true,
    imageUrl,
    costUsd: 0.04,
  });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-story-pictures-'));
    store = openSqliteDocumentStore({ file: join(dir, 'story.sqlite') });
    records = await BookRecords.open(store);
    for (const page of [1, 2, 3]) {
      await records.pages.insert({
        _id: pageId(bookId, page),
        user_id: userId,
        book_id: bookId,
        page_number: page,
        status: 'pending',
        cloud_url: '',
        cf_cloud_animated_url: '',
        error: '',
        cost_usd: 0,
        updated_at: '2026-11-27T10:00:00.000Z',
      } as never);
    }
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = async (n: number) =>
    (await records.pages.get(pageId(bookId, n))) as unknown as { status: string; cloud_url: string };

  it('writes the pending pages recorded in one turn in one call, each told it was recorded', async () => {
    const updateEach = jest.spyOn(records.pages, 'updateEach');
    const at = '2026-11-27T10:01:00.000Z';
    const recorded = await Promise.all(
      [1, 2, 3].map((n) => records.recordPendingPage(picture(n, `/media/p${n}.png`), at)),
    );
    expect(recorded).toEqual([true, true, true]);
    expect(updateEach).toHaveBeenCalledTimes(1);
    expect(updateEach.mock.calls[0][0]).toHaveLength(3);
    for (const n of [1, 2, 3]) {
      expect(await page(n)).toMatchObject({ status: 'ready', cloud_url: `/media/p${n}.png` });
    }
  });

  it("tells apart, in the same call, a page no longer pending and another user's page", async () => {
    await records.recordPendingPage(picture(2, '/media/first.png'), '2026-11-27T10:01:00.000Z');
    const at = '2026-11-27T10:02:00.000Z';
    const recorded = await Promise.all([
      records.recordPendingPage(picture(1, '/media/p1.png'), at),
      // Delivered again: page 2 is ready already, and stays as it was recorded.
      records.recordPendingPage(picture(2, '/media/again.png'), at),
      records.recordPendingPage({ ...picture(3, '/media/stranger.png'), userId: 'stranger' }, at),
    ]);
    expect(recorded).toEqual([true, false, false]);
    expect(await page(1)).toMatchObject({ status: 'ready', cloud_url: '/media/p1.png' });
    expect(await page(2)).toMatchObject({ status: 'ready', cloud_url: '/media/first.png' });
    expect(await page(3)).toMatchObject({ status: 'pending', cloud_url: '' });
  });
});
