/**
 * A book keeps the cover a client names only at the address images serves it (issue 20: URLs only of the
 * app's own origin): the user's own key at another site is dropped as surely as another user's picture.
 */
import { ownCover } from '../src/storygen';

const key = 'users/u1/covers/c1.png';

describe('the cover a book keeps', () => {
  it('keeps the picture images serves under its key', () => {
    expect(ownCover('u1', { cf_title_image: `/media/${key}`, cf_title_key: key })).toEqual({
      url: `/media/${key}`,
      key,
    });
    const cdn = 'https://cdn.example/pictures';
    expect(ownCover('u1', { cf_title_image: `${cdn}/${key}`, cf_title_key: key }, cdn).url).toBe(
      `${cdn}/${key}`,
    );
  });

  it.each([
    `https://evil.example/media/${key}`,
    `//evil.example/media/${key}`,
    `/\\evil.example/media/${key}`,
    `/media/../media/${key}`,
    `/pictures/${key}`,
  ])('drops %s', (url) => {
    expect(ownCover('u1', { cf_title_image: url, cf_title_key: key })).toEqual({ url: '', key: '' });
  });

  it("drops another user's key, or one that climbs out of the user's covers", () => {
    for (const other of ['users/u2/covers/c1.png', 'users/u1/covers/../../u2/c1.png']) {
      expect(ownCover('u1', { cf_title_image: `/media/${other}`, cf_title_key: other }).url).toBe('');
    }
  });

  it('drops a CDN address when images serves from /media', () => {
    expect(
      ownCover('u1', { cf_title_image: `https://cdn.example/pictures/${key}`, cf_title_key: key }).url,
    ).toBe('');
  });
});
