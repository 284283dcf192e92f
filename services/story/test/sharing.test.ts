/** Where a picture's key says it belongs, for the gateway's check of who may see it (issue 20). */
import { pictureOwner } from '../src/sharing';

describe('pictureOwner', () => {
  it('reads the owner and book of a page, and the owner of a cover', () => {
    expect(pictureOwner('users/u1/books/b1/page-2.svg')).toEqual({ owner: 'u1', bookId: 'b1' });
    expect(pictureOwner('users/u1/books/b1/page-2-animated.gif')).toEqual({ owner: 'u1', bookId: 'b1' });
    expect(pictureOwner('users/u1/covers/c1.png')).toEqual({ owner: 'u1', cover: 'users/u1/covers/c1.png' });
  });

  it('places nothing else', () => {
    for (const key of [
      'users/u1/profiles/p.png',
      'users/u1/books/b1',
      'users/u1/books//page-1.png',
      'users//covers/c.png',
      'samples/cover.png',
      '',
    ]) {
      expect(pictureOwner(key)).toBeNull();
    }
  });
});
