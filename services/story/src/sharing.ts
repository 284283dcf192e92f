/**
 * `share-book` (SetBookShared), and GetPictureSharing, the gateway's look before it serves a picture to
 * anyone but its owner. Sharing a book by its link (spec §2: /story-book/{userId}/{bookId}, "anyone with the
 * link"). New books are shared, as the spec has it; the owner may stop sharing one, and share it again.
 * A book not shared opens
 * only for its owner: its link (GetBook), its pictures (GetPictureSharing, asked by the gateway before it
 * serves a picture to anyone else) and the public shelf, which it leaves: a published book is always
 * shared, so stopping unpublishes it, and an admin cannot publish a book its owner keeps to themselves.
 * Sample books belong to no one who can sign in, so they stay shared.
 *
 * Each change is announced on `story.book-changed`, so that every gateway replica forgets what it kept.
 */
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { bookNotFound, requireOwnBook } from './book-access';
import { isShared } from './book-records';
import type { StoryDeps } from './story-deps';
import { publishBookChanged } from './story-events';

export async function setBookShared(
  deps: Pick<StoryDeps, 'books' | 'bus'>,
  request: ReceivedRequestOf<'story', 'SetBookShared'>,
): Promise<ReplyOf<'story', 'SetBookShared'>> {
  const book = await requireOwnBook(deps.books, request.user_id, request.book_id);
  if (!(await deps.books.setShared(book._id, request.shared))) throw bookNotFound();
  await publishBookChanged(deps.bus, book.user_id, book._id, request.shared ? 'shared' : 'unshared');
  return { book_id: book._id, shared: request.shared, published: request.shared && book.published };
}

/**
 * Where a picture's key says it belongs: `users/<owner>/books/<bookId>/<file>` (a page) or
 * `users/<owner>/covers/<file>` (a cover, which books name by its key); null for any other key.
 */
export function pictureOwner(
  key: string,
): { owner: string; bookId: string } | { owner: string; cover: string } | null {
  const parts = key.split('/');
  if (parts[0] !== 'users' || !parts[1]) return null;
  if (parts[2] === 'books' && parts.length === 5 && parts[3]) return { owner: parts[1], bookId: parts[3] };
  if (parts[2] === 'covers' && parts.length === 4 && parts[3]) return { owner: parts[1], cover: key };
  return null;
}

/**
 * Whether a picture belongs to a shared book: a page of one, or a cover at least one shared book shows. A
 * cover no book shows yet (drawn for a story not written yet) and anything else is its owner's only.
 */
export async function getPictureSharing(
  deps: Pick<StoryDeps, 'books'>,
  request: ReceivedRequestOf<'story', 'GetPictureSharing'>,
): Promise<ReplyOf<'story', 'GetPictureSharing'>> {
  const where = pictureOwner(request.key);
  if (!where) return { shared: false };
  if ('bookId' in where) {
    const book = await deps.books.ownBook(where.owner, where.bookId);
    return { shared: book !== null && isShared(book) };
  }
  const books = await deps.books.booksWithCover(where.owner, where.cover);
  return { shared: books.some(isShared) };
}
