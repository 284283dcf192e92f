/**
 * `get-page` (GetPage), and a book's pages as every answer shows them (spec §3 "Page"): the text as written
 * in the book, the picture as recorded in its own page document (book-records.ts), which is the one truth
 * about a page's picture.
 */
import { pageStatusOnWire, type Page, type ReceivedRequestOf, type ReplyOf } from '@storybook-app/proto';
import { requireOwnBook, requirePage } from './book-access';
import type { BookPage, BookRecord, PageRecord } from './book-records';
import type { StoryDeps } from './story-deps';

/** A page as the web reads it: the text as written, the picture as recorded. */
export function publicPage(page: BookPage, picture: PageRecord | null): Page {
  return {
    page_number: page.page_number,
    page_text: page.page_text,
    // One delivery path (/media, or the CDN in front of it): both names carry the same URL.
    cloud_url: picture?.cloud_url ?? '',
    cf_cloud_url: picture?.cloud_url ?? '',
    cf_cloud_animated_url: picture?.cf_cloud_animated_url ?? '',
    status: pageStatusOnWire(picture?.status ?? 'pending'),
  };
}

/** A page as its owner reads it: as anyone does, plus a new take of its picture or text waiting for a choice. */
export function ownerPage(page: BookPage, picture: PageRecord | null): Page {
  const remake = picture?.remake;
  return {
    ...publicPage(page, picture),
    remake: remake
      ? {
          status: pageStatusOnWire(remake.status),
          cloud_url: remake.cloud_url,
          cf_cloud_animated_url: remake.cf_cloud_animated_url,
          part: remake.part ?? 'picture',
          page_text: remake.page_text ?? '',
        }
      : null,
  };
}

/** The pages' pictures as recorded, by page number. */
export async function picturesOf(
  books: Pick<StoryDeps['books'], 'pagesOf'>,
  bookId: string,
): Promise<Map<number, PageRecord>> {
  return new Map((await books.pagesOf(bookId)).map((page) => [page.page_number, page]));
}

/** The owner's pages: the book's text with its pictures as recorded. */
export function ownerPages(book: BookRecord, pictures: Map<number, PageRecord>): Page[] {
  return book.pages.map((page) => ownerPage(page, pictures.get(page.page_number) ?? null));
}

/** The owner's pages as they are now (bookgen's answer and live progress). */
export async function currentPages(deps: Pick<StoryDeps, 'books'>, book: BookRecord): Promise<Page[]> {
  return ownerPages(book, await picturesOf(deps.books, book._id));
}

export async function getPage(
  deps: Pick<StoryDeps, 'books'>,
  request: ReceivedRequestOf<'story', 'GetPage'>,
): Promise<ReplyOf<'story', 'GetPage'>> {
  const book = await requireOwnBook(deps.books, request.user_id, request.book_id);
  const page = requirePage(book, request.page_num);
  const picture = await deps.books.page(book._id, page.page_number);
  return { page: ownerPage(page, picture), total_pages: book.total_pages };
}
