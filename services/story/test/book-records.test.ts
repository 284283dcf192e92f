/** Account deletion in story's books and pages, on a real SQLite file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDocumentStore, type DocumentStore } from '@storybook-app/kit';
import { BookRecords } from '../src/book-records';

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
