/**
 * A page made again (issue 25) on images' side, on the real service: a request with a take is drawn from its
 * own seed and stored beside the page's picture (`page-<n>-take-<k>`), never over it, and its completion
 * names the take; DeleteBookPdfs forgets the book's kept PDFs and nothing else; DeletePagePictures deletes
 * the take the parent did not keep, and nothing outside the book's folder.
 */
import { eventually } from '@storybook-app/kit/testing';
import { pageRequest, startImagesBed, type ImagesBed } from './images-test-bed';

const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe('a page made again [offline illustrator]', () => {
  let bed: ImagesBed;

  beforeAll(async () => {
    bed = await startImagesBed();
  });
  afterAll(() => bed.close());

  it('draws a take from its own seed beside the picture it may replace, and says which take it is', async () => {
    const first = pageRequest({ pageNumber: 3, animate: true });
    await bed.request(first);
    const [drawn] = await eventually('the page drawn', () => bed.completionsOf(first.bookId), {
      until: (all) => all.length === 1,
      timeoutMs: 10_000,
    });
    expect(drawn.take).toBeUndefined();

    await bed.request({ ...first, seed: 777, take: 2 });
    const completions = await eventually('the take drawn', () => bed.completionsOf(first.bookId), {
      until: (all) => all.length === 2,
      timeoutMs: 10_000,
    });
    const base = `users/${first.userId}/books/${first.bookId}/page-3`;
    expect(completions[1]).toEqual({
      bookId: first.bookId,
      userId: first.userId,
      pageNumber: 3,
      ok: true,
      imageUrl: `/media/${base}-take-2.svg`,
      animatedImageUrl: `/media/${base}-take-2-animated.svg`,
      costUsd: 0,
      take: 2,
    });
    const before = await bed.blobs.get(keyOf(drawn.imageUrl!));
    const after = await bed.blobs.get(keyOf(completions[1].imageUrl!));
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    // Another seed, another picture; the one from before is still there to be kept.
    expect(after!.body.equals(before!.body)).toBe(false);
  });

  it('deletes the kept PDFs of a book and nothing else; again, there is nothing to delete', async () => {
    const { userId, bookId } = pageRequest();
    const folder = `users/${userId}/books/${bookId}`;
    const pdf = { contentType: 'application/pdf' };
    await bed.blobs.put(`${folder}/book-a4.pdf`, Buffer.from('%PDF-1.7 a4'), pdf);
    await bed.blobs.put(`${folder}/book-letter.pdf`, Buffer.from('%PDF-1.7 letter'), pdf);
    await bed.blobs.put(`${folder}/page-1.svg`, Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });

    expect(await bed.client.DeleteBookPdfs({ user_id: userId, book_id: bookId })).toEqual({ deleted: 2 });
    expect(await bed.blobs.exists(`${folder}/book-a4.pdf`)).toBe(false);
    expect(await bed.blobs.exists(`${folder}/book-letter.pdf`)).toBe(false);
    expect(await bed.blobs.exists(`${folder}/page-1.svg`)).toBe(true);
    expect(await bed.client.DeleteBookPdfs({ user_id: userId, book_id: bookId })).toEqual({ deleted: 0 });
    await expect(bed.client.DeleteBookPdfs({ user_id: userId, book_id: '../other' })).rejects.toMatchObject({
      code: 'invalid_argument',
    });
  });

  it('deletes the pictures of a take not kept, only in the book folder named', async () => {
    const userId = 'u-unkept';
    const bookId = 'b-unkept';
    const folder = `users/${userId}/books/${bookId}`;
    const other = `users/${userId}/books/b-other/page-2.svg`;
    const svg = { contentType: 'image/svg+xml' };
    for (const key of [
      `${folder}/page-2.svg`,
      `${folder}/page-2-animated.svg`,
      `${folder}/page-2-take-2.svg`,
      other,
    ]) {
      await bed.blobs.put(key, Buffer.from('<svg/>'), svg);
    }
    const urls = [`/media/${folder}/page-2.svg`, `/media/${folder}/page-2-animated.svg`, ''];
    const ref = { user_id: userId, book_id: bookId };
    expect(await bed.client.DeletePagePictures({ ...ref, urls })).toEqual({ deleted: 2 });
    expect(await bed.blobs.exists(`${folder}/page-2.svg`)).toBe(false);
    expect(await bed.blobs.exists(`${folder}/page-2-animated.svg`)).toBe(false);
    expect(await bed.blobs.exists(`${folder}/page-2-take-2.svg`)).toBe(true);
    // Asked again: nothing more to delete.
    expect(await bed.client.DeletePagePictures({ ...ref, urls })).toEqual({ deleted: 0 });
    for (const url of [
      `/media/${other}`,
      `/media/${folder}/../b-other/page-2.svg`,
      `https://cdn.example/${folder}/page-2-take-2.svg`,
    ]) {
      await expect(bed.client.DeletePagePictures({ ...ref, urls: [url] })).rejects.toMatchObject({
        code: 'invalid_argument',
      });
    }
    expect(await bed.blobs.exists(other)).toBe(true);
    expect(await bed.blobs.exists(`${folder}/page-2-take-2.svg`)).toBe(true);
  });

  it("deletes a cover the book no longer shows, only in the user's covers folder", async () => {
    const ref = { user_id: 'u-cover', book_id: 'b-cover' };
    const cover = 'users/u-cover/covers/old.svg';
    const someoneElses = 'users/u-other/covers/theirs.svg';
    for (const key of [cover, someoneElses]) {
      await bed.blobs.put(key, Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    }
    expect(await bed.client.DeletePagePictures({ ...ref, urls: [], cover_keys: [cover] })).toEqual({
      deleted: 1,
    });
    expect(await bed.blobs.exists(cover)).toBe(false);
    for (const key of [someoneElses, 'users/u-cover/profile.png', 'users/u-cover/covers/../x.svg']) {
      await expect(
        bed.client.DeletePagePictures({ ...ref, urls: [], cover_keys: [key] }),
      ).rejects.toMatchObject({ code: 'invalid_argument' });
    }
    expect(await bed.blobs.exists(someoneElses)).toBe(true);
  });
});
