/**
 * Story's side of `images.page-image.completed`: each page's picture is recorded as it comes, idempotently
 * (the bus delivers at least once), and wakes the book's progress watchers. A book whose last page has come
 * in is timed; a book whose every picture failed gets its credit back (`refund:book:<bookId>`). A page made
 * again (page-remakes.ts) is recorded as its own take, never as the book's progress.
 */
import { bookOutcome, observeBook, parseEvent, TOPICS, type EventPayload } from '@storybook-app/kit';
import type { BookRecord, PageStatus } from './book-records';
import { BOOK_CREDITS } from './storygen';
import { bookDebitKey, bookRefundKey } from './bookgen';
import type { StoryDeps } from './story-deps';
import { settleRestyle } from './book-restyles';
import { publish } from './story-events';

/** story's consumer group of page completions. */
export const PAGE_COMPLETIONS_GROUP = 'story.page-images';

type CompletionDeps = Pick<StoryDeps, 'books' | 'bus' | 'changes' | 'logger' | 'now' | 'peers'>;
type Completion = EventPayload<typeof TOPICS.pageImageCompleted>;

/**
 * Gives the credit back when every page failed. Sent before the book is marked, so a crash in between
 * sends it again on redelivery, and billing applies the key once. It names the book's debit: should billing
 * have refused that (two books racing for a last credit), there is nothing to give back and billing skips it.
 */
async function refundIfAllFailed(deps: CompletionDeps, book: BookRecord): Promise<void> {
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
async function observeIfDone(deps: CompletionDeps, book: BookRecord, now: Date): Promise<void> {
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

/**
 * How long after a book's latest page recorded here its timing looks at the store: a book's pages come in
 * together, so one look (three counts at most) for the lot instead of one per page while they are being
 * recorded. The book is timed at that latest page, as it was recorded.
 */
export const BOOK_TIMING_SETTLE_MS = 300;
const timingDue = new Map<string, NodeJS.Timeout>();

function timeWhenSettled(deps: CompletionDeps, bookId: string, now: Date): void {
  clearTimeout(timingDue.get(bookId));
  const timer = setTimeout(() => {
    timingDue.delete(bookId);
    const timing = async () => {
      const book = await deps.books.book(bookId);
      if (book) await observeIfDone(deps, book, now);
    };
    timing().catch((error: unknown) => deps.logger.warn({ bookId, err: error }, 'book not timed'));
  }, BOOK_TIMING_SETTLE_MS);
  timer.unref();
  timingDue.set(bookId, timer);
}

/** Subscribes story to page completions; call it at start-up, before the service answers. */
export async function onPageCompletions(deps: CompletionDeps): Promise<void> {
  await deps.bus.subscribe(
    TOPICS.pageImageCompleted,
    async (event) => recordCompletion(deps, parseEvent(TOPICS.pageImageCompleted, event).payload),
    { group: PAGE_COMPLETIONS_GROUP },
  );
}

async function recordCompletion(deps: CompletionDeps, completion: Completion): Promise<void> {
  const now = deps.now?.() ?? new Date();
  // A page waiting for its picture, nearly always: written at once, its own record naming its book and
  // owner (the book is read only when the page was not pending: a redelivery, a retry, no such page).
  if (completion.take === undefined && (await deps.books.recordPendingPage(completion, now.toISOString()))) {
    await bookPageRecorded(deps, completion, now, 'pending');
    return;
  }
  const book = await deps.books.book(completion.bookId);
  // A book deleted meanwhile (or not this user's): nothing to record.
  if (!book || book.user_id !== completion.userId || completion.pageNumber > book.total_pages) {
    deps.logger.info(
      { bookId: completion.bookId, pageNumber: completion.pageNumber },
      'completion of no book',
    );
    return;
  }
  if (completion.take !== undefined) await recordTake(deps, book, completion, now);
  else await recordBookPage(deps, book, completion, now);
}

/** A page made again: its own record, never the book's progress, timing or refund. */
async function recordTake(deps: CompletionDeps, book: BookRecord, completion: Completion, now: Date) {
  const { pageNumber, take, ok } = completion;
  const recorded = await deps.books.recordRemake(book._id, pageNumber, completion, now.toISOString());
  if (recorded) deps.changes.notify(book._id);
  deps.logger.info({ bookId: book._id, pageNumber, take, ok, recorded }, 'page picture made again recorded');
  // The last page of a book re-styled swaps the book into its new style.
  if (recorded && book.restyle_state === 'drawing') await settleRestyle(deps, book._id);
}

async function recordBookPage(deps: CompletionDeps, book: BookRecord, completion: Completion, now: Date) {
  const before = await deps.books.recordPage(book, completion.pageNumber, completion, now.toISOString());
  await bookPageRecorded(deps, completion, now, before);
}

/** After a page of the book is recorded: its watchers woken, the book timed, its credit back if all failed. */
async function bookPageRecorded(
  deps: CompletionDeps,
  completion: Completion,
  now: Date,
  before: PageStatus | null,
): Promise<void> {
  const { bookId, pageNumber, ok, costUsd } = completion;
  deps.changes.notify(bookId);
  // Only a metric, read from the store: not awaited, so that the book's next page waits on no count.
  if (before !== 'ready' && before !== 'failed') timeWhenSettled(deps, bookId, now);
  deps.logger.info({ bookId, pageNumber, ok, costUsd }, 'page picture recorded');
  if (ok) return;
  const book = await deps.books.book(bookId);
  if (book) await refundIfAllFailed(deps, book);
}
