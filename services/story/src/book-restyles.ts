/**
 * "Draw this book in another style" (issue 25): the owner of a finished book has every page's picture and
 * the cover drawn again in another art style, with the book's character sheet and seed, so each page shows
 * the same scene in the new style. Each page's new picture is a take of that page made again
 * (page-remakes.ts), marked `part` 'style', drawn by the book's own pipeline and followed on the book's
 * progress stream like any take; the cover is drawn by images' RenderCover beside them.
 *
 * All or nothing: the pictures so far stay on the book until every new one (and the cover) is drawn; then
 * the one who settles it (the last completion, or the cover) claims the swap with its decision, swaps them
 * all in, deletes the book's kept PDFs and the pictures from before, and changes the book's style
 * (restyle-swaps.ts, which also finishes a swap cut short). Should any new picture fail, the book stays as
 * it was and the new pictures are deleted. A style is no page-by-page choice: a book half in one style and
 * half in another is not what the parent asked for.
 *
 * Price: spec §9's picture price for each picture drawn again (0 drawn offline), joined to the page's and
 * the cover's cost records as a page made again is; no credit, as for a page made again.
 */
import {
  artStyleOf,
  ILLUSTRATOR_PRICE_USD,
  isArtStyle,
  isIllustratorName,
  type ArtStyle,
} from '@storybook-app/ai';
import { AppError } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { requireOwnBook } from './book-access';
import { renderBookCover } from './book-cover-style';
import type { BookRecord, PageRecord, RestyleCover } from './book-records';
import { requestPicture } from './bookgen';
import { pendingRemake } from './page-remakes';
import { currentPages } from './pages';
import {
  allDrawn,
  claimSwap,
  finishStaleSwap,
  finishSwap,
  isStyleTake,
  type SwapDeps,
} from './restyle-swaps';
import type { StoryDeps } from './story-deps';

export const UNKNOWN_STYLE = 'Pick one of the styles offered.';
export const SAME_STYLE = "This book's pictures are already in this style.";
export const BOOK_NOT_READY =
  'This book is still being drawn. It can be drawn in another style once every picture is done.';
export const RESTYLE_UNDER_WAY = 'This book is already being drawn in another style.';
export const PAGE_BEING_REMADE = 'A page of this book is being made again. Pick the one to keep first.';

type RestyleDeps = SwapDeps;

/** The pictures' price at spec §9's table: nothing when the book's pictures so far were drawn offline. */
export function restylePrice(illustrator: string, pictures: readonly PageRecord[], count: number): number {
  const paid = pictures.some((picture) => picture.cost_usd > 0);
  if (!paid) return 0;
  const each = isIllustratorName(illustrator) ? ILLUSTRATOR_PRICE_USD[illustrator] : 0.04;
  return Math.round(each * count * 100) / 100;
}

export async function restyleBook(
  deps: StoryDeps,
  request: ReceivedRequestOf<'story', 'RestyleBook'>,
): Promise<ReplyOf<'story', 'RestyleBook'>> {
  const style = request.art_style.trim();
  if (!isArtStyle(style)) throw new AppError('invalid_argument', UNKNOWN_STYLE);
  let book = await requireOwnBook(deps.books, request.user_id, request.book_id);
  const now = deps.now?.() ?? new Date();
  if (book.restyle_state === 'drawing' && isStale(book, now)) {
    await giveUp(deps, book);
    book = await requireOwnBook(deps.books, request.user_id, request.book_id);
  }
  book = await finishStaleSwap(deps, book);
  // A repeated request (a double click, a retry) finds the first one under way or done: nothing twice.
  if (book.restyle_state) throw new AppError('failed_precondition', RESTYLE_UNDER_WAY);
  if (artStyleOf(book.art_style) === style) throw new AppError('failed_precondition', SAME_STYLE);
  const pictures = await deps.books.pagesOf(book._id);
  const finished =
    book.pictures_requested_at !== '' &&
    pictures.length === book.total_pages &&
    pictures.every((picture) => picture.status !== 'pending');
  if (!finished) throw new AppError('failed_precondition', BOOK_NOT_READY);
  if (pictures.some((picture) => picture.remake))
    throw new AppError('failed_precondition', PAGE_BEING_REMADE);

  // Checked again as a page made again is: nothing unchecked reaches an illustrator.
  await deps.safety.require({
    text: [...book.pages.map((page) => page.scene_description), book.character_sheet]
      .filter((text) => text.trim())
      .join('\n\n'),
    kind: 'picture-prompt',
    age: undefined,
  });
  const at = now.toISOString();
  if (!(await deps.books.startRestyle(book, style, at))) {
    throw new AppError('failed_precondition', RESTYLE_UNDER_WAY);
  }
  // Every page marked before anything is drawn: a page made again meanwhile ends the re-style at no cost.
  const started: PageRecord[] = [];
  for (const picture of pictures) {
    const remake = pendingRemake('style', Math.max(picture.take ?? 1, 1) + 1, at);
    if (!(await deps.books.startRemake(picture, remake))) {
      await abandon(deps, book, style, started);
      throw new AppError('failed_precondition', PAGE_BEING_REMADE);
    }
    started.push({ ...picture, remake, updated_at: at });
  }
  const styled: BookRecord = { ...book, art_style: style };
  for (const picture of started) {
    const page = book.pages[picture.page_number - 1];
    // The book's own seed: the same scene, drawn in the new style.
    if (page) await requestPicture(deps, styled, page, { take: picture.remake!.take, seed: book.seed });
  }
  drawCover(deps, book, style).catch((error: unknown) =>
    deps.logger.warn({ bookId: book._id, err: error }, 'cover in the new style not recorded'),
  );
  deps.changes.notify(book._id);
  const count = book.total_pages + 1;
  deps.logger.info({ bookId: book._id, from: book.art_style, to: style, pictures: count }, 'book re-styled');
  return {
    art_style: style,
    pictures: count,
    price_usd: restylePrice(book.image_generator, pictures, count),
    pages: await currentPages(deps, book),
  };
}

/**
 * How long a re-style may go on drawing before a new request may give it up: every picture comes within
 * minutes (images retries a page's drawing itself), so one this old lost its cover or a page with the
 * process that drew it.
 */
export const RESTYLE_STALE_MS = 15 * 60_000;

const isStale = (book: BookRecord, now: Date): boolean =>
  now.getTime() - Date.parse(book.restyle_at ?? '') > RESTYLE_STALE_MS || !book.restyle_at;

/** A re-style that will not finish: the book stays as it was, and what was drawn of it is deleted. */
async function giveUp(deps: RestyleDeps, book: BookRecord): Promise<void> {
  if (!book.restyle_to) return;
  const takes = (await deps.books.pagesOf(book._id)).filter(isStyleTake);
  const claimed = await claimSwap(deps, book, book.restyle_to, takes, false);
  if (!claimed) return;
  await finishSwap(deps, claimed);
  deps.logger.warn({ bookId: book._id, to: book.restyle_to }, 're-style given up after too long');
}

/** Drawn beside the pages; a cover that cannot be drawn fails the re-style as a page would. */
async function drawCover(deps: RestyleDeps, book: BookRecord, style: ArtStyle): Promise<void> {
  let cover: RestyleCover;
  try {
    const drawn = await renderBookCover(deps, book, style);
    cover = { ok: true, url: drawn.image_url, key: drawn.file_key, cost_usd: drawn.cost_usd };
  } catch (error) {
    deps.logger.warn({ bookId: book._id, err: error }, 'cover not drawn in the new style');
    cover = { ok: false, url: '', key: '', cost_usd: 0 };
  }
  if (await deps.books.recordRestyleCover(book._id, style, cover)) await settleRestyle(deps, book._id);
}

/**
 * Settles a re-style once every page's new picture and the cover are in: called after each of them. Of two
 * callers at once, the one that claims it (compare-and-set) swaps; the other finds it claimed.
 */
export async function settleRestyle(deps: RestyleDeps, bookId: string): Promise<void> {
  const book = await deps.books.book(bookId);
  const style = book?.restyle_to;
  if (!book || book.restyle_state !== 'drawing' || !style || !book.restyle_cover) return;
  const takes = (await deps.books.pagesOf(bookId)).filter(isStyleTake);
  if (takes.some((picture) => picture.remake?.status === 'pending')) return;
  const drawn = allDrawn(book, takes);
  const claimed = await claimSwap(deps, book, style, takes, drawn);
  if (!claimed) return;
  await finishSwap(deps, claimed);
  deps.logger.info({ bookId, to: style, drawn }, drawn ? 'book drawn in its new style' : 're-style failed');
}

/** A re-style that cannot go on before anything was drawn: the pages marked so far and the book as they were. */
async function abandon(deps: RestyleDeps, book: BookRecord, style: string, started: readonly PageRecord[]) {
  const claimed = await claimSwap(deps, book, style, started, false);
  if (claimed) await finishSwap(deps, claimed);
}
