/**
 * The swap that ends a re-style (book-restyles.ts), and its healing. Whoever claims the swap records with
 * the claim what it decided (the new pictures kept, or dropped) and what it will delete afterwards; from
 * then on the book alone says what is left to do. So a swap cut short (the process gone, the store failing
 * between its writes) is finished the same way by whoever comes next: a request on the book (a re-style, a
 * page made again or kept) once the claim is older than RESTYLE_SWAP_STALE_MS, or the sweep at story's
 * start. Without it the book stayed 'swapping', every re-style and page remake refused, for good.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { requireOwnBook } from './book-access';
import type { BookRecord, PageRecord, RestyleUnkept } from './book-records';
import type { StoryDeps } from './story-deps';

export type SwapDeps = Pick<StoryDeps, 'books' | 'peers' | 'changes' | 'logger' | 'now'>;

/**
 * How long a swap may stay claimed before another may take it over: a swap is a few writes and two calls to
 * images, done in well under a second, so one claimed this long ago lost the process that ran it.
 */
export const RESTYLE_SWAP_STALE_MS = 60_000;

/** How many times the start-up sweep looks: once, and once more when the swaps it left would be stale. */
const SWEEPS = 2;

const nowOf = (deps: Pick<SwapDeps, 'now'>): Date => deps.now?.() ?? new Date();

export const isStyleTake = (picture: PageRecord): boolean => picture.remake?.part === 'style';

/** Every page's new picture and the cover drawn: the one case where the new pictures are kept. */
export function allDrawn(book: BookRecord, takes: readonly PageRecord[]): boolean {
  return (
    !!book.restyle_cover?.ok &&
    takes.length === book.total_pages &&
    takes.every((picture) => picture.remake?.status === 'ready')
  );
}

/**
 * The pictures not kept, as they are before any page is decided: those from before once the new ones are
 * in (the cover too), or the new ones of a re-style that failed.
 */
function unkeptOf(book: BookRecord, takes: readonly PageRecord[], keep: boolean): RestyleUnkept {
  const urls = takes.flatMap((take) =>
    keep
      ? [take.cloud_url, take.cf_cloud_animated_url]
      : [take.remake?.cloud_url ?? '', take.remake?.cf_cloud_animated_url ?? ''],
  );
  return {
    urls: urls.filter(Boolean),
    cover_key: keep ? book.cf_title_key : (book.restyle_cover?.key ?? ''),
  };
}

/**
 * Claims the swap of a re-style in `style` still 'drawing', with its decision and the pictures it will
 * delete (`takes`: the pages' new takes as just read); the book as claimed, or null when another has.
 */
export async function claimSwap(
  deps: SwapDeps,
  book: BookRecord,
  style: string,
  takes: readonly PageRecord[],
  keep: boolean,
): Promise<BookRecord | null> {
  const claim = { keep, at: nowOf(deps).toISOString(), unkept: unkeptOf(book, takes, keep) };
  if (!(await deps.books.claimRestyle(book._id, style, claim))) return null;
  return {
    ...book,
    restyle_state: 'swapping',
    restyle_to: style,
    restyle_keep: claim.keep,
    restyle_claimed_at: claim.at,
    restyle_unkept: claim.unkept,
  };
}

/**
 * Finishes a swap claimed (`book` as claimed or taken over): every page's take still waiting decided as the
 * claim says (one decided already is skipped), the kept PDFs deleted when the new pictures are kept, the
 * pictures not kept deleted, and the book's end last. Idempotent, and two at once do no harm: each page's
 * decision and the book's end are compare-and-sets, and a deletion finds nothing the second time.
 *
 * The book last: until its end clears the claim, a swap cut short anywhere is still 'swapping' with all it
 * needs, and is finished by the next one. A reader may meanwhile see the new pictures a moment before the
 * book names its new style and shows its new cover, which is harmless; the book first (as it once was) left,
 * when cut short, a book in its new style whose pages waited for a choice no one could make.
 */
export async function finishSwap(deps: SwapDeps, book: BookRecord): Promise<boolean> {
  const takes = (await deps.books.pagesOf(book._id)).filter(isStyleTake);
  // A claim from before claims held their decision was cut short before any page was decided: the takes
  // still tell what it decided.
  const keep = (book.restyle_keep ?? allDrawn(book, takes)) && !!book.restyle_cover?.ok;
  const recorded = book.restyle_unkept ?? unkeptOf(book, takes, keep);
  // With those of the takes as read now: a take whose picture came in after the claim goes too.
  const urls = [...new Set([...recorded.urls, ...unkeptOf(book, takes, keep).urls])];
  await decideTakes(deps, takes, keep);
  // Not best effort: kept PDFs would show the pictures from before for good. Should images not answer, the
  // swap stays claimed and the next one finishes it.
  if (keep) await deps.peers.images.DeleteBookPdfs({ user_id: book.user_id, book_id: book._id });
  await deleteUnkept(deps, book, urls, recorded.cover_key);
  const ended = await deps.books.endRestyle(book, keep ? (book.restyle_cover ?? null) : null);
  deps.changes.notify(book._id);
  return ended;
}

/**
 * Every page's take kept (or every one dropped), each page read again should it have changed, but only while
 * it holds the same take: one decided by another finisher is done, and may by now hold a later re-style's.
 */
async function decideTakes(deps: SwapDeps, takes: readonly PageRecord[], keep: boolean) {
  const at = nowOf(deps).toISOString();
  for (const take of takes) {
    const number = take.remake?.take;
    let current: PageRecord | null = take;
    for (
      let tries = 0;
      current?.remake && isStyleTake(current) && current.remake.take === number && tries < 5;
      tries += 1
    ) {
      // Only a take drawn can be kept (the claim keeps none otherwise; this guards the page all the same).
      const keepThis = keep && current.remake.status === 'ready';
      if (await deps.books.decideRemake(current, keepThis, at)) break;
      current = await deps.books.page(take.book_id, take.page_number);
    }
  }
}

/**
 * Deletes the pictures not kept: only in the book's folder and the user's covers, and the cover only when no
 * other of the user's books shows it (the book itself shows the one from before until its end). A deletion
 * images cannot make just now is logged, and deleting the book empties its folder.
 */
async function deleteUnkept(deps: SwapDeps, book: BookRecord, urls: string[], coverKey: string) {
  const shownHere = coverKey !== '' && book.cf_title_key === coverKey ? 1 : 0;
  try {
    const unused = coverKey !== '' && (await deps.books.countCoverUses(book.user_id, coverKey)) <= shownHere;
    await deps.peers.images.DeletePagePictures({
      user_id: book.user_id,
      book_id: book._id,
      urls,
      cover_keys: unused ? [coverKey] : [],
    });
  } catch (error) {
    deps.logger.warn({ bookId: book._id, err: error }, 'pictures not kept by the re-style not deleted');
  }
}

const isStaleSwap = (book: BookRecord, now: Date): boolean =>
  !book.restyle_claimed_at || now.getTime() - Date.parse(book.restyle_claimed_at) > RESTYLE_SWAP_STALE_MS;

/**
 * Takes over a swap cut short and finishes it; false when another took it over first, or when it could not
 * be finished now (it is claimed anew, and finished once that claim is stale in turn).
 */
async function takeOverSwap(deps: SwapDeps, book: BookRecord, now: Date): Promise<boolean> {
  const at = now.toISOString();
  if (!(await deps.books.takeOverSwap(book, at))) return false;
  try {
    await finishSwap(deps, { ...book, restyle_claimed_at: at });
  } catch (error) {
    deps.logger.warn({ bookId: book._id, err: error }, 're-style swap cut short not finished yet');
    return false;
  }
  deps.logger.warn(
    { bookId: book._id, to: book.restyle_to, keep: book.restyle_keep, claimedAt: book.restyle_claimed_at },
    're-style swap cut short finished',
  );
  return true;
}

/**
 * Before a request on the book goes on: a swap claimed longer ago than RESTYLE_SWAP_STALE_MS is finished
 * first, and the book answered as it is then. A younger one is left to the one who claimed it.
 */
export async function finishStaleSwap(deps: SwapDeps, book: BookRecord): Promise<BookRecord> {
  const now = nowOf(deps);
  if (book.restyle_state !== 'swapping' || !isStaleSwap(book, now)) return book;
  await takeOverSwap(deps, book, now);
  return requireOwnBook(deps.books, book.user_id, book._id);
}

/**
 * At story's start: finishes every swap claimed longer ago than RESTYLE_SWAP_STALE_MS. A younger one may be
 * another replica's under way, or this process's own just before a quick restart: looked at once more when
 * it would be stale, unless `signal` says the service stops first. Answers how many it finished.
 */
export async function sweepStuckSwaps(deps: SwapDeps, signal: AbortSignal): Promise<number> {
  let finished = 0;
  for (let sweep = 1; !signal.aborted; sweep += 1) {
    const now = nowOf(deps);
    let left = 0;
    for (const book of await deps.books.swappingBooks()) {
      if (signal.aborted) break;
      if (isStaleSwap(book, now) && (await takeOverSwap(deps, book, now))) finished += 1;
      else left += 1;
    }
    if (left === 0 || sweep === SWEEPS) break;
    try {
      await sleep(RESTYLE_SWAP_STALE_MS + 1000, undefined, { signal, ref: false });
    } catch {
      break;
    }
  }
  return finished;
}
