/**
 * Who may read which book, and the one answer everyone else gets: a book that is someone else's, or not
 * shared with the caller, is answered exactly like a missing one (`not_found`), so a request learns nothing
 * about books it may not read.
 */
import { AppError } from '@storybook-app/kit';
import { isShared, type BookPage, type BookRecord, type BookRecords } from './book-records';

export const BOOK_NOT_FOUND = 'This book does not exist.';
export const PAGE_NOT_FOUND = 'This page does not exist.';

export const bookNotFound = (): AppError => new AppError('not_found', BOOK_NOT_FOUND);

/** The user's own book, or `not_found` (someone else's book is answered like a missing one). */
export async function requireOwnBook(
  books: Pick<BookRecords, 'ownBook'>,
  userId: string,
  bookId: string,
): Promise<BookRecord> {
  const book = await books.ownBook(userId, bookId.trim());
  if (!book) throw bookNotFound();
  return book;
}

/** The book's page by its 1-based number, or `not_found`. */
export function requirePage(book: BookRecord, pageNum: number): BookPage {
  const page = pageNum >= 1 ? book.pages[pageNum - 1] : undefined;
  if (!page) throw new AppError('not_found', PAGE_NOT_FOUND);
  return page;
}

/**
 * A book by its share link (`/story-book/<owner>/<bookId>`): any book of that owner while its owner shares
 * it, and the owner's own book always (`caller` is the signed-in caller from the gateway's session, '' for a
 * visitor). Anything else is `not_found`.
 */
export async function requireLinkedBook(
  books: Pick<BookRecords, 'ownBook'>,
  owner: string,
  bookId: string,
  caller: string,
): Promise<BookRecord> {
  const book = owner ? await books.ownBook(owner, bookId.trim()) : null;
  if (!book || !(isShared(book) || caller === owner)) throw bookNotFound();
  return book;
}
