/**
 * A deleted book's pictures (story's DeleteBook; images owns the blob store). The book's queued pages are
 * dropped first, so none is drawn into the folder being emptied, then the folder of its page pictures and
 * animated variants goes, then its cover. A cover key must lie in the user's own covers folder: story names
 * it from its records, but a key anywhere else would let one book's deletion reach another user's pictures
 * or the user's profile pictures. Deleting what is already gone is no error, so story may ask again.
 */
import { AppError, assertValidBlobKey, type BlobStore } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import type { PageJobs } from './page-jobs';
import { bookBlobPrefix, coverBlobPrefix } from './user-blobs';

export interface BookPictureDeletionDeps {
  blobs: BlobStore;
  jobs: Pick<PageJobs, 'deleteBook'>;
}

const isValidKey = (key: string): boolean => {
  try {
    assertValidBlobKey(key);
    return true;
  } catch {
    return false;
  }
};

/** The book's folder and its cover keys, or `invalid_argument` (saying what is wrong, never the values). */
export function bookPictureKeys(
  userId: string,
  bookId: string,
  coverKeys: readonly string[],
): { folder: string; covers: string[] } {
  let folder: string;
  let coverFolder: string;
  try {
    folder = bookBlobPrefix(userId, bookId);
    coverFolder = coverBlobPrefix(userId);
  } catch {
    throw new AppError('invalid_argument', 'The user or book id cannot name a picture folder.');
  }
  const covers = [...new Set(coverKeys.filter((key) => key !== ''))];
  if (covers.some((key) => !key.startsWith(coverFolder) || !isValidKey(key))) {
    throw new AppError('invalid_argument', "A cover to delete is not in the user's covers folder.");
  }
  return { folder, covers };
}

export async function deleteBookPictures(
  deps: BookPictureDeletionDeps,
  request: ReceivedRequestOf<'images', 'DeleteBookPictures'>,
): Promise<ReplyOf<'images', 'DeleteBookPictures'>> {
  const { folder, covers } = bookPictureKeys(request.user_id, request.book_id, request.cover_keys);
  const droppedJobs = await deps.jobs.deleteBook(request.user_id, request.book_id);
  let deleted = await deps.blobs.deletePrefix(folder);
  for (const key of covers) {
    if (!(await deps.blobs.exists(key))) continue;
    await deps.blobs.delete(key);
    deleted += 1;
  }
  return { deleted, dropped_jobs: droppedJobs };
}

/**
 * DeletePagePictures: a page's take the parent did not keep (issue 25). Story names them by their URLs; each
 * must be in this book's folder (a URL anywhere else would let a page's choice reach other pictures). A cover
 * the book no longer shows is named by its key, which must lie in the user's covers folder, as for a book's
 * deletion; story names only a cover none of the user's books shows.
 */
export async function deletePagePictures(
  deps: Pick<BookPictureDeletionDeps, 'blobs'> & { mediaPublicPath: string },
  request: ReceivedRequestOf<'images', 'DeletePagePictures'>,
): Promise<ReplyOf<'images', 'DeletePagePictures'>> {
  const { folder, covers } = bookPictureKeys(request.user_id, request.book_id, request.cover_keys);
  const start = `${deps.mediaPublicPath}/`;
  const keys = [...new Set(request.urls.filter((url) => url !== ''))].map((url) =>
    url.startsWith(start) ? url.slice(start.length) : '',
  );
  if (
    keys.some((key) => !key.startsWith(folder) || key.slice(folder.length).includes('/') || !isValidKey(key))
  ) {
    throw new AppError('invalid_argument', "A picture to delete is not in the book's folder.");
  }
  let deleted = 0;
  for (const key of [...keys, ...covers]) {
    if (!(await deps.blobs.exists(key))) continue;
    await deps.blobs.delete(key);
    deleted += 1;
  }
  return { deleted };
}
