/** The per-user blob folder and its deletion, on a real blob folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openFolderBlobStore, type BlobStore } from '@storybook-app/kit';
import { animatedPageKey, deleteUserBlobs, pageKey, userBlobPrefix } from '../src/user-blobs';

const png = { contentType: 'image/png' };

describe('user blobs', () => {
  it('puts every blob of a user under users/<userId>/', () => {
    expect(userBlobPrefix('5f0c2a4e-9b1d-4c3e-8f7a-1b2c3d4e5f60')).toBe(
      'users/5f0c2a4e-9b1d-4c3e-8f7a-1b2c3d4e5f60/',
    );
  });

  it.each(['', 'a/b', '..', '.', 'a b', '../other'])(
    'refuses the id %j, which is not one key segment',
    (userId) => {
      expect(() => userBlobPrefix(userId)).toThrow(/invalid/);
    },
  );

  it("keeps a page made again beside the page's picture, never over it", () => {
    expect(pageKey('u1', 'b1', 3, 'png')).toBe('users/u1/books/b1/page-3.png');
    expect(pageKey('u1', 'b1', 3, 'png', 2)).toBe('users/u1/books/b1/page-3-take-2.png');
    expect(animatedPageKey('u1', 'b1', 3, 'svg', 4)).toBe('users/u1/books/b1/page-3-take-4-animated.svg');
  });

  describe('deleteUserBlobs', () => {
    let dir: string;
    let blobs: BlobStore;

    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'storybook-user-blobs-'));
      blobs = openFolderBlobStore({ dir });
      // `ab` and `abc`: a user whose id starts with another's must keep their pictures.
      for (const userId of ['ab', 'abc']) {
        await blobs.put(`${userBlobPrefix(userId)}books/b1/page-1.png`, Buffer.from('p1'), png);
        await blobs.put(`${userBlobPrefix(userId)}books/b1/cover.png`, Buffer.from('c'), png);
        await blobs.put(`${userBlobPrefix(userId)}profiles/p1.png`, Buffer.from('face'), png);
      }
      await blobs.put('shared/illustrators/flux.png', Buffer.from('x'), png);
    });

    afterEach(async () => {
      await blobs.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("removes every blob of the user and leaves everyone else's", async () => {
      await deleteUserBlobs(blobs, 'ab');

      expect(await blobs.list(userBlobPrefix('ab'))).toEqual([]);
      expect(await blobs.list(userBlobPrefix('abc'))).toHaveLength(3);
      expect(await blobs.exists('shared/illustrators/flux.png')).toBe(true);
    });

    it('succeeds again once the folder is gone, as a redelivered event needs', async () => {
      await deleteUserBlobs(blobs, 'ab');
      await expect(deleteUserBlobs(blobs, 'ab')).resolves.toBeUndefined();
      expect(await blobs.list('users/')).toHaveLength(3);
    });
  });
});
