/**
 * `fill-bookshelf` and `public-bookshelf` (FillBookshelf, PublicBookshelf): the own bookshelf and the public
 * one (spec §2 "Bookshelf", §3 "Book (shelf item)"): newest first, one page of at most 50 books per call. The
 * own shelf is the session's user's books; the public shelf holds only books an admin published, so a private
 * book's id never appears in a listing anyone else can read.
 */
import { artStyleOf } from '@storybook-app/ai';
import type { ReceivedRequestOf, ReplyOf, ShelfItem } from '@storybook-app/proto';
import { isShared, type BookRecord, type ShelfFilter } from './book-records';
import { shelfWindow } from './shelf-paging';
import type { StoryDeps } from './story-deps';

type ShelvesDeps = Pick<StoryDeps, 'books'>;

/** What a cover on a shelf shows; the story itself is read through GetBook. */
export function shelfItem(book: BookRecord): ShelfItem {
  return {
    book_id: book._id,
    user_id: book.user_id,
    data: {
      title: book.title,
      title_svg: book.title_svg,
      genre: book.genre,
      summary: book.summary,
      cf_title_image: book.cf_title_image,
      shared: isShared(book),
      art_style: artStyleOf(book.art_style),
      sample: book.sample === true,
    },
  };
}

async function shelf(
  deps: ShelvesDeps,
  filter: ShelfFilter,
  requestedPage: number,
): Promise<ReplyOf<'story', 'FillBookshelf'>> {
  const window = shelfWindow(requestedPage, await deps.books.countShelf(filter));
  const books = await deps.books.shelfBooks(filter, window.skip, window.limit);
  return { books: books.map(shelfItem), page: window.page, total_pages: window.totalPages };
}

export function fillBookshelf(
  deps: ShelvesDeps,
  request: ReceivedRequestOf<'story', 'FillBookshelf'>,
): Promise<ReplyOf<'story', 'FillBookshelf'>> {
  // The gateway always names the session's user; an empty id is no one's shelf.
  if (!request.user_id) return Promise.resolve({ books: [], page: 1, total_pages: 1 });
  return shelf(deps, { user_id: request.user_id }, request.page);
}

export function publicBookshelf(
  deps: ShelvesDeps,
  request: ReceivedRequestOf<'story', 'PublicBookshelf'>,
): Promise<ReplyOf<'story', 'PublicBookshelf'>> {
  return shelf(deps, { published: true }, request.page);
}
