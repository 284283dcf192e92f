/**
 * `get-book` and `get-public-book` (GetBook, GetPublicBook): reading a whole book outside the own shelf (spec
 * §2 "Flip-book viewer": /story-book/{userId}/{bookId}, anyone with the link). Books are private, and a link
 * is the only way in: book ids are random UUIDs, no listing but the owner's own and the public shelf names
 * them, and a link is honoured only when its user id is the book's owner, so neither id alone, nor a guessed
 * pair, reads anything. Whatever is wrong with a request (no such book, another owner, not published) is the
 * same `not_found`, telling nothing.
 *
 * - GetBook: the share link, owner id and book id: any of that owner's books its owner shares (new books are;
 *   the owner may stop sharing one, SetBookShared), published or not. The owner reads their own book through
 *   it whether shared or not: the gateway names the caller (`caller_user_id`), never the body.
 * - GetPublicBook: a book id alone, for the covers of the public shelf: published books only, so that taking
 *   a book off the shelf also ends reading it by its id alone.
 *
 * Only what a reader sees is answered: never the parent's prompt, the child's profile id, the storage keys,
 * the model or the cost.
 */
import { artStyleOf } from '@storybook-app/ai';
import type { Book, ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { bookNotFound, requireLinkedBook } from './book-access';
import { isShared, type BookRecord, type BookRecords } from './book-records';
import { picturesOf, publicPage } from './pages';
import type { StoryDeps } from './story-deps';

/** The book as its readers see it, pages with their pictures as recorded. */
export async function readerBook(books: Pick<BookRecords, 'pagesOf'>, book: BookRecord): Promise<Book> {
  const pictures = await picturesOf(books, book._id);
  return {
    book_id: book._id,
    user_id: book.user_id,
    title: book.title,
    summary: book.summary,
    genre: book.genre,
    title_svg: book.title_svg,
    cf_title_image: book.cf_title_image,
    expandedStory: book.expandedStory,
    bookLayout: book.bookLayout,
    pages: book.pages.map((page) => publicPage(page, pictures.get(page.page_number) ?? null)),
    published: book.published,
    language: book.language ?? '',
    shared: isShared(book),
    art_style: artStyleOf(book.art_style),
  };
}

export async function getBook(
  deps: Pick<StoryDeps, 'books'>,
  request: ReceivedRequestOf<'story', 'GetBook'>,
): Promise<ReplyOf<'story', 'GetBook'>> {
  const owner = request.user_id.trim();
  const book = await requireLinkedBook(deps.books, owner, request.book_id, request.caller_user_id);
  return readerBook(deps.books, book);
}

export async function getPublicBook(
  deps: Pick<StoryDeps, 'books'>,
  request: ReceivedRequestOf<'story', 'GetPublicBook'>,
): Promise<ReplyOf<'story', 'GetPublicBook'>> {
  const book = await deps.books.book(request.book_id.trim());
  if (!book?.published) throw bookNotFound();
  return readerBook(deps.books, book);
}
