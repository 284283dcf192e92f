/**
 * Where a user's pictures live in the blob store: every one under `users/<userId>/` (cover, pages, their
 * animated variants, profile pictures), so that deleting an account is one prefix deletion.
 */
import { assertValidBlobKey, type BlobStore } from '@storybook-app/kit';

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
