/**
 * Where a user's pictures live in the blob store: every one under `users/<userId>/` (cover, pages, their
 * animated variants, profile pictures), so that deleting an account is one prefix deletion.
 *
 * Covers: `users/<userId>/covers/<random id>.<ext>`; pages: `users/<userId>/books/<bookId>/page-<n>.<ext>` and
 * `page-<n>-animated.<ext>`. Every picture is served at `<MEDIA_PUBLIC_PATH>/<key>` and cached for a year.
 */
import { assertValidBlobKey, type BlobStore } from '@storybook-app/kit';
import { DEFAULT_MEDIA_CACHE } from './media-server';

/**
 * The folder of one user's blobs. The id must be one key segment: with a `/` or `..` in it the prefix
 * would reach into another folder, and the trailing `/` keeps `users/ab/` from matching `users/abc/...`.
 */
export function userBlobPrefix(userId: string): string {
  if (userId.includes('/')) throw new Error(`invalid user id for a blob key: ${JSON.stringify(userId)}`);
  assertValidBlobKey(userId);
  return `users/${userId}/`;
}

/** Account deletion (auth.user-deleted); deleting an empty folder is a no-op, as redelivered events need. */
export async function deleteUserBlobs(blobs: BlobStore, userId: string): Promise<void> {
  await blobs.deletePrefix(userBlobPrefix(userId));
}

/**
 * Covers get a new key per drawing and a page is drawn again under its key only when its request comes again
 * (the same page, the same prompt), so a picture's URL can be cached for a year.
 */
export const PICTURE_CACHE_CONTROL = DEFAULT_MEDIA_CACHE;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** The file extension of a picture's content type; anything else is not a picture we store. */
export function pictureExtension(contentType: string): string {
  const extension = EXTENSIONS[contentType.split(';')[0].trim().toLowerCase()];
  if (!extension) throw new Error(`not a picture type we store: ${JSON.stringify(contentType)}`);
  return extension;
}

/** One key segment from an id that must not reach into another folder (a book id, a cover id). */
function segment(kind: string, id: string): string {
  if (id.includes('/')) throw new Error(`invalid ${kind} for a blob key: ${JSON.stringify(id)}`);
  assertValidBlobKey(id);
  return id;
}

/** The folder of one book's page pictures and their animated variants: `users/<userId>/books/<bookId>/`. */
export const bookBlobPrefix = (userId: string, bookId: string): string =>
  `${userBlobPrefix(userId)}books/${segment('book id', bookId)}/`;

/** The folder of a user's covers: `users/<userId>/covers/`. */
export const coverBlobPrefix = (userId: string): string => `${userBlobPrefix(userId)}covers/`;

/** A cover: a new random name per drawing (a summary may be drawn again and must not reuse a cached URL). */
export const coverKey = (userId: string, coverId: string, extension: string): string =>
  `${coverBlobPrefix(userId)}${segment('cover id', coverId)}.${extension}`;

/** A page made again keeps its new take beside the picture it may replace: `-take-<k>` after the page. */
const takeSuffix = (take?: number): string => (take ? `-take-${take}` : '');

/**
 * A page's picture, the same key whenever that page is drawn, so that a redelivered request overwrites the
 * same object and announces the same URL: `users/<userId>/books/<bookId>/page-<n>.<ext>`; a take of a page
 * made again is `page-<n>-take-<k>.<ext>`, so the picture the parent may keep is never overwritten.
 */
export const pageKey = (
  userId: string,
  bookId: string,
  pageNumber: number,
  extension: string,
  take?: number,
): string =>
  `${userBlobPrefix(userId)}books/${segment('book id', bookId)}/page-${pageNumber}${takeSuffix(take)}.${extension}`;

/** The animated variant of a page's picture: `users/<userId>/books/<bookId>/page-<n>[-take-<k>]-animated.<ext>`. */
export const animatedPageKey = (
  userId: string,
  bookId: string,
  pageNumber: number,
  extension: string,
  take?: number,
): string =>
  `${userBlobPrefix(userId)}books/${segment('book id', bookId)}/page-${pageNumber}${takeSuffix(take)}-animated.${extension}`;

/** The public URL of a stored picture: `<MEDIA_PUBLIC_PATH>/<key>` (`/media/users/...` by default). */
export const mediaUrl = (mediaPublicPath: string, key: string): string =>
  `${mediaPublicPath.replace(/\/+$/, '')}/${key}`;
