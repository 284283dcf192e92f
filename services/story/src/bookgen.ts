/**
 * `bookgen` (GenerateBook): the pages' pictures are asked for (spec §4, design §5). Story publishes one
 * `story.page-image.requested` per page, keyed by the page, with the book's illustrator, character sheet and
 * seed; images' workers draw them side by side, and story records each as it comes (page-completions.ts).
 * The book's credit is debited once, when its pictures are first requested (`billing.credit-debit`, key
 * `book:<bookId>`, applied once by billing). A failed page is asked for again by calling bookgen again: only
 * failed pages are requested then, at no further cost. GetBookProfile is the gateway's look before bookgen:
 * the child the book was written for, whose PIN grant the call needs.
 */
import { artStyleOf } from '@storybook-app/ai';
import { AppError, TOPICS } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { requireOwnBook } from './book-access';
import { startCoverInStyle } from './book-cover-style';
import type { BookPage, BookRecord, BookRecords, PageRecord } from './book-records';
import { currentPages, picturesOf } from './pages';
import type { StoryDeps } from './story-deps';
import { publish } from './story-events';
import { BOOK_CREDITS, NO_CREDITS } from './storygen';

/**
 * How long after the first bookgen a later one also requests pages that have no record yet: the first
 * call records each page right after requesting it, so a page still unrecorded this long after was lost
 * (the first call failed half-way). Before that, a second call (a double click) requests nothing new.
 */
export const REQUESTS_SETTLE_MS = 60_000;

export const BOOK_REFUNDED =
  "This book's pictures could not be drawn, so its credit was given back. Please make a new book.";

export const bookDebitKey = (bookId: string): string => `book:${bookId}`;
export const bookRefundKey = (bookId: string): string => `refund:book:${bookId}`;

/** `remake`: a new take of a finished page (page-remakes.ts), drawn from its own seed. */
export function requestPicture(
  deps: Pick<StoryDeps, 'bus'>,
  book: BookRecord,
  page: BookPage,
  remake?: { take: number; seed: number },
): Promise<void> {
  return publish(
    deps.bus,
    TOPICS.pageImageRequested,
    {
      bookId: book._id,
      userId: book.user_id,
      profileId: book.profile_id,
      pageNumber: page.page_number,
      pageText: page.page_text,
      sceneDescription: page.scene_description,
      illustrator: book.image_generator,
      animate: book.animate_images,
      characterSheet: book.character_sheet,
      seed: remake?.seed ?? book.seed,
      artStyle: artStyleOf(book.art_style),
      ...(remake ? { take: remake.take } : {}),
    },
    // Keyed by page, not book: a page's requests stay in order, and images accepts a book's pages side by
    // side instead of one after another (the bus keeps order per key; the completions come keyed alike).
    `${book._id}:${page.page_number}`,
  );
}

/** The child profile an own book was written for: the gateway checks the PIN grant for it before bookgen. */
export async function getBookProfile(
  deps: { books: Pick<BookRecords, 'ownBook'> },
  request: ReceivedRequestOf<'story', 'GetBookProfile'>,
): Promise<ReplyOf<'story', 'GetBookProfile'>> {
  const book = await requireOwnBook(deps.books, request.user_id.trim(), request.book_id);
  return { profile_id: book.profile_id };
}

/**
 * Requests pictures for pages with no record yet, side by side, then records them pending in one write:
 * after the requests, since a page's completion may come first, and then it stands.
 */
export async function requestNewPages(
  deps: Pick<StoryDeps, 'books' | 'bus'>,
  book: BookRecord,
  pages: BookPage[],
  at: string,
): Promise<void> {
  await Promise.all(pages.map((page) => requestPicture(deps, book, page)));
  await deps.books.pagesRequested(
    book,
    pages.map((page) => page.page_number),
    at,
  );
}

/**
 * Requests the pages that have no picture yet (on the first call, or once `REQUESTS_SETTLE_MS` has passed:
 * see there) and the failed ones; how many were requested.
 */
async function requestPages(
  deps: Pick<StoryDeps, 'books' | 'bus'>,
  book: BookRecord,
  { first, now }: { first: boolean; now: Date },
): Promise<number> {
  // No page has a record before the first call requests it.
  const recorded = first ? new Map<number, PageRecord>() : await picturesOf(deps.books, book._id);
  const settled = now.getTime() - Date.parse(book.pictures_requested_at) >= REQUESTS_SETTLE_MS;
  const unrecorded = first || settled ? book.pages.filter((page) => !recorded.has(page.page_number)) : [];
  const failed = book.pages.filter((page) => recorded.get(page.page_number)?.status === 'failed');
  const at = now.toISOString();
  // Side by side: the last page's request leaves about when the first one's does, not a round trip per page
  // later (images draws them side by side, so each waited request is time added to the whole book).
  const [, retried] = await Promise.all([
    requestNewPages(deps, book, unrecorded, at),
    Promise.all(
      failed.map(async (page) => {
        if (!(await deps.books.retryPage(book._id, page.page_number, at))) return false;
        await requestPicture(deps, book, page);
        return true;
      }),
    ),
  ]);
  return unrecorded.length + retried.filter(Boolean).length;
}

export async function generateBook(
  deps: Pick<StoryDeps, 'books' | 'bus' | 'changes' | 'peers' | 'logger' | 'now'>,
  request: ReceivedRequestOf<'story', 'GenerateBook'>,
): Promise<ReplyOf<'story', 'GenerateBook'>> {
  const userId = request.user_id;
  // Checked again: the balance may have gone to another book since this one's story was written. Asked
  // beside the book's read (a first call, nearly always, needs both); its answer is used only on that call.
  const balance = deps.peers.billing.CheckCredits({ user_id: userId, amount: BOOK_CREDITS });
  balance.catch(() => undefined);
  let book = await requireOwnBook(deps.books, userId, request.book_id);
  if (book.refunded_at) throw new AppError('failed_precondition', BOOK_REFUNDED);
  const now = deps.now?.() ?? new Date();

  let first = false;
  if (!book.pictures_requested_at) {
    if (!(await balance).sufficient) throw new AppError('failed_precondition', NO_CREDITS);
    const at = now.toISOString();
    first = await deps.books.startPictures(book._id, at, request.animate_images);
    // This call marked it, so the book is as read plus the mark; else another call did: read what it wrote.
    book = first
      ? { ...book, pictures_requested_at: at, animate_images: request.animate_images }
      : await requireOwnBook(deps.books, userId, book._id);
  }
  // Every call sends it (billing applies the key once): a first call cut short after its mark still pays.
  // Sent beside the pages' requests, not before them: no page waits for the debit's round trip to the broker.
  // Should it fail, so does the call, and the parent's next call sends it again.
  const [, requested] = await Promise.all([
    publish(
      deps.bus,
      TOPICS.creditDebit,
      {
        userId,
        amount: BOOK_CREDITS,
        reason: 'book',
        idempotencyKey: bookDebitKey(book._id),
        bookId: book._id,
      },
      userId,
    ),
    requestPages(deps, book, { first, now }),
  ]);
  // A failed page asked for again is pending once more.
  if (requested > 0) deps.changes.notify(book._id);
  if (first) startCoverInStyle(deps, book);
  deps.logger.info(
    { bookId: book._id, requested, pages: book.total_pages, illustrator: book.image_generator, first },
    'page pictures requested',
  );
  return { pages: await currentPages(deps, book) };
}
