/**
 * The blob store contract: the folder store and S3 run this same suite. Every test works under its own key
 * prefix, so the suite can share a bucket with other runs.
 */
import type { BlobStore } from '../../src/ports/blob-store';
import { uniqueName } from './helpers';

const PNG = { contentType: 'image/png' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function describeBlobStoreContract(
  adapterName: string,
  open: () => Promise<BlobStore>,
  cleanup?: () => Promise<void>,
): void {
  describe(`blob store [${adapterName}]`, () => {
    let store: BlobStore;
    /** This test's own prefix, ending in `/`. */
    let root: string;

    beforeAll(async () => {
      store = await open();
    });

    beforeEach(() => {
      root = `${uniqueName('contract')}/`;
    });

    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    const put = (key: string, text = key) =>
      store.put(root + key, Buffer.from(text), { contentType: 'text/plain' });

    it('answers ping while open', async () => {
      expect(await store.ping()).toBe(true);
    });

    it('stores bytes with their content type and cache control', async () => {
      const body = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      await store.put(`${root}users/u1/page-1.png`, body, { ...PNG, cacheControl: IMMUTABLE });
      const blob = await store.get(`${root}users/u1/page-1.png`);
      expect(blob).not.toBeNull();
      expect(blob!.body.equals(body)).toBe(true);
      expect(blob).toMatchObject({ size: 256, contentType: 'image/png', cacheControl: IMMUTABLE });
      expect(await store.exists(`${root}users/u1/page-1.png`)).toBe(true);
    });

    it('leaves cache control unset when none is given, and stores empty bodies', async () => {
      await store.put(`${root}empty.txt`, Buffer.alloc(0), { contentType: 'text/plain' });
      const blob = await store.get(`${root}empty.txt`);
      expect(blob).toMatchObject({ size: 0, contentType: 'text/plain' });
      expect(blob!.body.length).toBe(0);
      expect(blob!.cacheControl).toBeUndefined();
    });

    it('answers null and false for a missing key', async () => {
      expect(await store.get(`${root}missing.png`)).toBeNull();
      expect(await store.exists(`${root}missing.png`)).toBe(false);
    });

    it('overwrites body and metadata', async () => {
      await store.put(`${root}a.bin`, Buffer.from('first'), { ...PNG, cacheControl: IMMUTABLE });
      await store.put(`${root}a.bin`, Buffer.from('second!'), { contentType: 'image/webp' });
      const blob = await store.get(`${root}a.bin`);
      expect(blob!.body.toString()).toBe('second!');
      expect(blob).toMatchObject({ size: 7, contentType: 'image/webp' });
      expect(blob!.cacheControl).toBeUndefined();
      expect(await store.list(root)).toEqual([`${root}a.bin`]);
    });

    it('deletes one object, and a missing one without complaint', async () => {
      await put('x/one');
      await put('x/two');
      await store.delete(`${root}x/one`);
      expect(await store.get(`${root}x/one`)).toBeNull();
      expect(await store.exists(`${root}x/one`)).toBe(false);
      await expect(store.delete(`${root}x/one`)).resolves.toBeUndefined();
      expect(await store.list(root)).toEqual([`${root}x/two`]);
    });

    it('lists keys under a prefix in order', async () => {
      for (const key of ['b/2', 'a/1', 'b/1', 'b-c/1', 'bz', 'c.txt']) await put(key);
      expect(await store.list(root)).toEqual(
        ['a/1', 'b-c/1', 'b/1', 'b/2', 'bz', 'c.txt'].map((key) => root + key),
      );
      expect(await store.list(`${root}b/`)).toEqual([`${root}b/1`, `${root}b/2`]);
      expect(await store.list(`${root}b`)).toEqual([`${root}b-c/1`, `${root}b/1`, `${root}b/2`, `${root}bz`]);
      expect(await store.list(`${root}nothing/`)).toEqual([]);
    });

    it('deletes everything under a prefix and nothing else', async () => {
      const mine = ['users/u1/books/b1/page-1.png', 'users/u1/books/b1/page-2.png', 'users/u1/avatar.png'];
      const others = ['users/u10/avatar.png', 'users/u2/books/b1/page-1.png', 'other.png'];
      for (const key of [...mine, ...others]) await put(key);
      expect(await store.deletePrefix(`${root}users/u1/`)).toBe(3);
      for (const key of mine) expect(await store.exists(root + key)).toBe(false);
      expect(await store.list(root)).toEqual([...others].sort().map((key) => root + key));
      expect(await store.deletePrefix(`${root}users/u1/`)).toBe(0);
    });

    it.each(['../x', '/abs', 'a//b', 'a/../b', 'a/./b', 'trailing/', ''])(
      'rejects the invalid key %j',
      async (key) => {
        await expect(store.put(key, Buffer.from('x'), PNG)).rejects.toThrow();
        await expect(store.get(key)).rejects.toThrow();
        await expect(store.exists(key)).rejects.toThrow();
        await expect(store.delete(key)).rejects.toThrow();
      },
    );
  });
}
