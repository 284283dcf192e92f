import type { BookData, Page } from '../src/api/types';

/** The finished book the reader and keepsakes tests open: "Pip and the Sea" by u1, shared, with these pages. */
export const pipBook = (pages: Page[], book: Partial<BookData> = {}): BookData => ({
  book_id: 'b1',
  user_id: 'u1',
  title: 'Pip and the Sea',
  summary: 'A puppy visits the sea.',
  genre: 'Adventure',
  title_svg: '<svg xmlns="http://www.w3.org/2000/svg"><text>Pip and the Sea</text></svg>',
  cf_title_image: '/media/cover.png',
  expandedStory: '',
  bookLayout: ['a', 'b'],
  pages,
  published: false,
  language: 'English',
  shared: true,
  art_style: 'picture-book',
  ...book,
});
