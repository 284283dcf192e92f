import type { ShelfItem } from '../src/api/types';

/** Shelf items as the shelves answer them: `b1`..`bn` of user u1, newest first. */
export const shelfBooks = (count: number, owner = 'u1'): ShelfItem[] =>
  Array.from({ length: count }, (_, i) => ({
    book_id: `b${i + 1}`,
    user_id: owner,
    data: {
      title: `Book ${i + 1}`,
      title_svg: '',
      genre: 'Adventure',
      summary: `Summary of book ${i + 1}.`,
      cf_title_image: `/media/cover-${i + 1}.png`,
      shared: true,
      art_style: '',
      sample: false,
    },
  }));
