/**
 * `delete-book` (DeleteBook): deleting a book (spec §5 "Book deletion needs confirmation", §6 "deletes own
 * books"): the owner's only; another's book or a missing one is the same `not_found`. images owns the blob
 * store, so story asks it to delete the pictures (the book's folder of pages and animated variants, and the
 * cover) and to drop the pages still queued, then deletes its own records.
 *
 * Pictures first: should images fail, the book stays and deleting it again finishes the job; the other way
 * round a failure would leave pictures no record points to any more. A cover is deleted only when no other
 * book of the owner shows it (the same drawn cover may be sent with two stories).
 */
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { requireOwnBook } from './book-access';
import type { StoryDeps } from './story-deps';
import { publishBookChanged } from './story-events';

export async function deleteBook(
  deps: Pick<StoryDeps, 'books' | 'peers' | 'changes' | 'bus' | 'logger'>,
  request: ReceivedRequestOf<'story', 'DeleteBook'>,
): Promise<ReplyOf<'story', 'DeleteBook'>> {
  const book = await requireOwnBook(deps.books, request.user_id, request.book_id);

  const cover = book.cf_title_key;
  const coverShared = cover !== '' && (await deps.books.countCoverUses(book.user_id, cover)) > 1;
  const removed = await deps.peers.images.DeleteBookPictures({
    user_id: book.user_id,
    book_id: book._id,
    cover_keys: cover && !coverShared ? [cover] : [],
  });
  await deps.books.deleteBook(book._id);
  // Anyone watching the book's progress finds it gone; every gateway replica forgets what it kept of it.
  deps.changes.notify(book._id);
  await publishBookChanged(deps.bus, book.user_id, book._id, 'deleted');
  deps.logger.info(
    { bookId: book._id, pictures: removed.deleted, droppedJobs: removed.dropped_jobs, coverShared },
    'book deleted',
  );
  return { success: true };
}
