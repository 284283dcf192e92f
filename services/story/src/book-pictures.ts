/**
 * `bookgen` and the pages' pictures (spec §4, design §5). Story publishes one `story.page-image.requested`
 * per page, keyed by the page, with the book's illustrator, character sheet and seed; images' workers draw
 * them side by side and publish `images.page-image.completed`, which story records page by page as they
 * come (idempotently: the bus delivers at least once). The book's credit is debited once, when its pictures
 * are first requested (`billing.credit-debit`, key `book:<bookId>`, applied once by billing); a book whose
 * every picture failed gets it back (`refund:book:<bookId>`). A failed page is asked for again by calling
 * bookgen again: only failed pages are requested then, at no further cost.
 */
import { artStyleOf } from '@storybook-app/ai';
import {
  AppError,
  bookOutcome,
  createEvent,
  observeBook,
  currentRequestId,
  parseEvent,
  TOPICS,
  type EventBus,
  type EventPayload,
} from '@storybook-app/kit';
import type { Page, ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import type { BookChanges } from './book-progress';
import type { BookPage, BookRecord, BookRecords, PageRecord, PageStatus } from './book-records';
import { BOOK_CREDITS, NO_CREDITS, type BookWriterDeps } from './book-writer';

export interface BookPicturesDeps extends BookWriterDeps {
  bus: EventBus;
  /** Wakes the book's progress watchers when a page changes here. */
  changes: BookChanges;
}

/** story's consumer group of page completions. */
export const PAGE_COMPLETIONS_GROUP = 'story.page-images';

/**
 * How long after the first bookgen a later one also requests pages that have no record yet: the first
 * call records each page right after requesting it, so a page still unrecorded this long after was lost
 * (the first call failed half-way). Before that, a second call (a double click) requests nothing new.
 */
export const REQUESTS_SETTLE_MS = 60_000;

export const BOOK_NOT_FOUND = 'This book does not exist.';
export const PAGE_NOT_FOUND = 'This page does not exist.';
export const BOOK_REFUNDED =
  "This book's pictures could not be drawn, so its credit was given back. Please make a new book.";

export const bookDebitKey = (bookId: string): string => `book:${bookId}`;
export const bookRefundKey = (bookId: string): string => `refund:book:${bookId}`;

const PAGE_STATUS: Record<PageStatus, 'PAGE_STATUS_PENDING' | 'PAGE_STATUS_READY' | 'PAGE_STATUS_FAILED'> = {
  pending: 'PAGE_STATUS_PENDING',
  ready: 'PAGE_STATUS_READY',
  failed: 'PAGE_STATUS_FAILED',
};

/** A page as the web reads it: the text as written, the picture as recorded (spec §3 "Page"). */
export function publicPage(page: BookPage, picture: PageRecord | null): Page {
  const status = picture?.status ?? 'pending';
  return {
    page_number: page.page_number,
    page_text: page.page_text,
    // One delivery path (/media, or the CDN in front of it): both names carry the same URL.
    cloud_url: picture?.cloud_url ?? '',
    cf_cloud_url: picture?.cloud_url ?? '',
    cf_cloud_animated_url: picture?.cf_cloud_animated_url ?? '',
    status: PAGE_STATUS[status],
  };
}

/** A page as its owner reads it: as anyone does, plus a new take of its picture waiting for a choice. */
export function ownerPage(page: BookPage, picture: PageRecord | null): Page {
  const remake = picture?.remake;
  return {
    ...publicPage(page, picture),
    remake: remake
      ? {
          status: PAGE_STATUS[remake.status],
          cloud_url: remake.cloud_url,
          cf_cloud_animated_url: remake.cf_cloud_animated_url,
        }
      : null,
  };
}

async function publish<T extends (typeof TOPICS)[keyof typeof TOPICS]>(
  bus: EventBus,
  topic: T,
  payload: EventPayload<T>,
  key: string,
): Promise<void> {
  await bus.publish(topic, createEvent(topic, payload, { requestId: currentRequestId() }), key);
}

/** `remake`: a new take of a finished page (page-remakes.ts), drawn from its own seed. */
export function requestPicture(
  deps: Pick<BookPicturesDeps, 'bus'>,
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
    // Keyed by page, not book: a page's requests stay in order, and images accepts a book's pages on
    // several partitions side by side instead of one after another (its completions come keyed alike).
    `${book._id}:${page.page_number}`,
  );
}

/** The user's own book, or `not_found` (someone else's book is answered like a missing one). */
export async function requireOwnBook(
  books: Pick<BookRecords, 'ownBook'>,
  userId: string,
  bookId: string,
): Promise<BookRecord> {
  const book = await books.ownBook(userId, bookId.trim());
  if (!book) throw new AppError('not_found', BOOK_NOT_FOUND);
  return book;
}

/** The child profile an own book was written for: the gateway checks the PIN grant for it before bookgen. */
export async function getBookProfile(
  deps: { books: Pick<BookRecords, 'ownBook'> },
  request: ReceivedRequestOf<'story', 'GetBookProfile'>,
): Promise<ReplyOf<'story', 'GetBookProfile'>> {
  const book = await requireOwnBook(deps.books, request.user_id.trim(), request.book_id);
  return { profile_id: book.profile_id };
}

export async function generateBook(
  deps: BookPicturesDeps,
  request: ReceivedRequestOf<'story', 'GenerateBook'>,
): Promise<ReplyOf<'story', 'GenerateBook'>> {
  const userId = request.user_id;
  let book = await requireOwnBook(deps.books, userId, request.book_id);
  if (book.refunded_at) throw new AppError('failed_precondition', BOOK_REFUNDED);
  const now = deps.now?.() ?? new Date();

  let first = false;
  if (!book.pictures_requested_at) {
    // Checked again: the balance may have gone to another book since this one's story was written.
    const credits = await deps.peers.billing.CheckCredits({ user_id: userId, amount: BOOK_CREDITS });
    if (!credits.sufficient) throw new AppError('failed_precondition', NO_CREDITS);
    first = await deps.books.startPictures(book._id, now.toISOString(), request.animate_images);
    book = await requireOwnBook(deps.books, userId, book._id);
  }
  // Every call sends it (billing applies the key once): a first call cut short after its mark still pays.
  await publish(
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
  );

  const recorded = new Map((await deps.books.pagesOf(book._id)).map((page) => [page.page_number, page]));
  const settled = now.getTime() - Date.parse(book.pictures_requested_at) >= REQUESTS_SETTLE_MS;
  let requested = 0;
  for (const page of book.pages) {
    const picture = recorded.get(page.page_number);
    if (!picture) {
      if (!first && !settled) continue;
      await requestPicture(deps, book, page);
      // After the request: its completion may come first, and then it stands.
      await deps.books.pageRequested(book, page.page_number, now.toISOString());
      requested += 1;
    } else if (
      picture.status === 'failed' &&
      (await deps.books.retryPage(book._id, page.page_number, now.toISOString()))
    ) {
      await requestPicture(deps, book, page);
      requested += 1;
    }
  }
  // A failed page asked for again is pending once more.
  if (requested > 0) deps.changes.notify(book._id);
  deps.logger.info(
    { bookId: book._id, requested, pages: book.total_pages, illustrator: book.image_generator, first },
    'page pictures requested',
  );
  return { pages: await currentPages(deps, book) };
}

/** The owner's pages as they are now (bookgen's answer and live progress). */
export async function currentPages(deps: BookPicturesDeps, book: BookRecord): Promise<Page[]> {
  const recorded = new Map((await deps.books.pagesOf(book._id)).map((page) => [page.page_number, page]));
  return book.pages.map((page) => ownerPage(page, recorded.get(page.page_number) ?? null));
}

export async function getPage(
  deps: BookPicturesDeps,
  request: ReceivedRequestOf<'story', 'GetPage'>,
): Promise<ReplyOf<'story', 'GetPage'>> {
  const book = await requireOwnBook(deps.books, request.user_id, request.book_id);
  const page = book.pages[request.page_num - 1];
  if (!page || request.page_num < 1) throw new AppError('not_found', PAGE_NOT_FOUND);
  const picture = await deps.books.page(book._id, page.page_number);
  return { page: ownerPage(page, picture), total_pages: book.total_pages };
}

/**
 * Gives the credit back when every page failed. Sent before the book is marked, so a crash in between
 * sends it again on redelivery, and billing applies the key once. It names the book's debit: should billing
 * have refused that (two books racing for a last credit), there is nothing to give back and billing skips it.
 */
async function refundIfAllFailed(deps: BookPicturesDeps, book: BookRecord): Promise<void> {
  if (book.refunded_at) return;
  const failed = await deps.books.countPages(book._id, 'failed');
  if (failed < book.total_pages) return;
  await publish(
    deps.bus,
    TOPICS.creditDebit,
    {
      userId: book.user_id,
      amount: -BOOK_CREDITS,
      reason: 'book failed',
      idempotencyKey: bookRefundKey(book._id),
      refundOf: bookDebitKey(book._id),
      bookId: book._id,
    },
    book.user_id,
  );
  await deps.books.markRefunded(book._id, (deps.now?.() ?? new Date()).toISOString());
  deps.logger.warn({ bookId: book._id, pages: book.total_pages }, 'every picture failed; credit given back');
}

/** Books this process has timed lately: two last pages recorded side by side may both find none pending. */
const timedBooks = new Set<string>();
const TIMED_BOOKS_KEPT = 1000;

/**
 * Times a book whose last page has just come in, from its pictures' first request. Only the completion that
 * settles a pending page calls this, so a redelivered one does not time the book twice.
 */
async function observeIfDone(deps: BookPicturesDeps, book: BookRecord, now: Date): Promise<void> {
  if (!book.pictures_requested_at || timedBooks.has(book._id)) return;
  if ((await deps.books.countPages(book._id, 'pending')) > 0) return;
  const failed = await deps.books.countPages(book._id, 'failed');
  const ready = await deps.books.countPages(book._id, 'ready');
  if (failed + ready < book.total_pages || timedBooks.has(book._id)) return;
  timedBooks.add(book._id);
  if (timedBooks.size > TIMED_BOOKS_KEPT) timedBooks.delete(timedBooks.values().next().value!);
  const seconds = (now.getTime() - Date.parse(book.pictures_requested_at)) / 1000;
  observeBook(bookOutcome(failed, book.total_pages), Math.max(0, seconds));
}

/** Subscribes story to page completions; call it at start-up, before the service answers. */
export async function onPageCompletions(deps: BookPicturesDeps): Promise<void> {
  await deps.bus.subscribe(
    TOPICS.pageImageCompleted,
    async (event) => {
      const { payload } = parseEvent(TOPICS.pageImageCompleted, event);
      // Both at once: a book's completions are recorded one after another, so each round trip here delays
      // every page after it.
      const [book, before] = await Promise.all([
        deps.books.book(payload.bookId),
        payload.take === undefined ? deps.books.page(payload.bookId, payload.pageNumber) : null,
      ]);
      // A book deleted meanwhile (or not this user's): nothing to record.
      if (!book || book.user_id !== payload.userId || payload.pageNumber > book.total_pages) {
        deps.logger.info({ bookId: payload.bookId, pageNumber: payload.pageNumber }, 'completion of no book');
        return;
      }
      const now = deps.now?.() ?? new Date();
      const at = now.toISOString();
      if (payload.take !== undefined) {
        // A page made again: its own record, never the book's progress, timing or refund.
        const recorded = await deps.books.recordRemake(book._id, payload.pageNumber, payload, at);
        if (recorded) deps.changes.notify(book._id);
        deps.logger.info(
          { bookId: book._id, pageNumber: payload.pageNumber, take: payload.take, ok: payload.ok, recorded },
          'page picture made again recorded',
        );
        return;
      }
      await deps.books.recordPage(book, payload.pageNumber, payload, at, before);
      if (before?.status !== 'ready' && before?.status !== 'failed') await observeIfDone(deps, book, now);
      deps.changes.notify(book._id);
      deps.logger.info(
        { bookId: book._id, pageNumber: payload.pageNumber, ok: payload.ok, costUsd: payload.costUsd },
        'page picture recorded',
      );
      if (!payload.ok) await refundIfAllFailed(deps, book);
    },
    { group: PAGE_COMPLETIONS_GROUP },
  );
}
