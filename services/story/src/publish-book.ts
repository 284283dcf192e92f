/**
 * `publish-book` (SetBookPublished): the public shelf holds only books an admin published (design: "the
 * public shelf shows only books explicitly published"). The gateway lets only admins call this (route access
 * `admin`); story trusts that, as it trusts the gateway's user id. A book its owner stopped sharing cannot be
 * published: the owner's choice stands, and sharing it again is theirs to make.
 */
import { AppError } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { bookNotFound } from './book-access';
import { isShared } from './book-records';
import type { StoryDeps } from './story-deps';

export const BOOK_NOT_SHARED = 'Its owner does not share this book, so it cannot be published.';

export async function setBookPublished(
  deps: Pick<StoryDeps, 'books'>,
  request: ReceivedRequestOf<'story', 'SetBookPublished'>,
): Promise<ReplyOf<'story', 'SetBookPublished'>> {
  const bookId = request.book_id.trim();
  const book = bookId ? await deps.books.book(bookId) : null;
  if (!book) throw bookNotFound();
  if (request.published && !isShared(book)) throw new AppError('failed_precondition', BOOK_NOT_SHARED);
  if (!(await deps.books.setPublished(bookId, request.published))) {
    throw bookNotFound();
  }
  return { book_id: bookId, published: request.published };
}
