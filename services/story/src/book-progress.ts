/**
 * `book-progress` (WatchBook): live progress of a book being illustrated (design §5 "Pages"), as a long
 * poll that answers as soon as the book's pages differ from the version the caller knows. The gateway turns
 * the answers into server-sent events.
 *
 * A page recorded by this process wakes its watchers at once. A page recorded by another story replica
 * (the completions' consumer group gives each event to one replica) is seen by the watcher's next look at
 * the store, at most `pollMs` later, so no broadcast channel is needed between replicas.
 */
import { createHash } from 'node:crypto';
import type { Page, ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { requireOwnBook } from './book-access';
import { currentPages, ownerPages, picturesOf } from './pages';
import type { StoryDeps } from './story-deps';

/** The longest a WatchBook call waits for a change; the gateway's deadline allows for it. */
export const WATCH_MAX_WAIT_MS = 20_000;
/** How often a waiting watcher looks at the store for pages recorded by other replicas. */
export const WATCH_POLL_MS = 1000;

/** A short fingerprint of what a reader sees of the pages (their status and pictures) and of a re-style's state. */
export function progressVersion(pages: readonly Page[], restyle = ''): string {
  const seen = pages
    .map(
      (page) =>
        `${page.page_number}:${page.status}:${page.cf_cloud_url}:${page.cf_cloud_animated_url}` +
        (page.remake ? `:${page.remake.status}:${page.remake.cloud_url}` : ''),
    )
    .join('|')
    .concat(restyle ? `|restyle:${restyle}` : '');
  return createHash('sha256').update(seen).digest('base64url').slice(0, 16);
}

/** Ready or failed, and no new take of its picture being drawn. */
const isFinal = (page: Page): boolean =>
  (page.status === 'PAGE_STATUS_READY' || page.status === 'PAGE_STATUS_FAILED') &&
  page.remake?.status !== 'PAGE_STATUS_PENDING';

export async function watchBook(
  deps: Pick<StoryDeps, 'books' | 'changes' | 'watchPollMs'>,
  request: ReceivedRequestOf<'story', 'WatchBook'>,
): Promise<ReplyOf<'story', 'WatchBook'>> {
  const waitMs = request.wait_ms > 0 ? Math.min(request.wait_ms, WATCH_MAX_WAIT_MS) : WATCH_MAX_WAIT_MS;
  const deadline = Date.now() + waitMs;
  const pollMs = deps.watchPollMs ?? WATCH_POLL_MS;
  const bookId = request.book_id.trim();
  // The gateway asks again at once with the version it was just answered (to its owner, so nothing is
  // learnt before the ownership check below): reading the book and its pages then would only find that
  // version again, twice the reads per page, unless another replica recorded a page meanwhile, which the
  // poll finds as it would while waiting.
  if (request.known_version && deps.changes.unchanged(bookId, request.user_id, request.known_version)) {
    await deps.changes.next(bookId, Math.min(waitMs, pollMs));
  }
  // Before every read: a page recorded while this call reads is not slept through (book-changes.ts).
  let mark = deps.changes.mark();
  // The pages are read beside the book, not after it: answered only once the book is found to be the
  // caller's, so nothing is learnt of another's book, and the answer waits for one round trip, not two.
  const [owned, pictures] = await Promise.all([
    requireOwnBook(deps.books, request.user_id, bookId),
    picturesOf(deps.books, bookId),
  ]);
  let book = owned;
  for (let first = true; ; first = false) {
    if (!first) mark = deps.changes.mark();
    // A re-style ends on the book after its last page is decided (restyle-swaps.ts): while one is under way
    // the book is read again each time, so its end is an answer of its own, and the book is not finished
    // before it, when a reader would still find the old style on the book.
    if (!first && book.restyle_state) book = (await deps.books.book(book._id)) ?? book;
    const pages = first ? ownerPages(book, pictures) : await currentPages(deps, book);
    const version = progressVersion(pages, book.restyle_state ?? '');
    const finished = pages.length > 0 && pages.every(isFinal) && !book.restyle_state;
    const remaining = deadline - Date.now();
    if (version !== request.known_version || finished || remaining <= 0) {
      deps.changes.answer(book._id, request.user_id, version, mark);
      return { pages, total_pages: book.total_pages, finished, version };
    }
    await deps.changes.next(book._id, Math.min(remaining, pollMs), mark);
  }
}
