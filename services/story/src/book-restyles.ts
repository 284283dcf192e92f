/**
 * "Draw this book in another style" (issue 25): the owner of a finished book has every page's picture and
 * the cover drawn again in another art style, with the book's character sheet and seed, so each page shows
 * the same scene in the new style. Each page's new picture is a take of that page made again
 * (page-remakes.ts), marked `part` 'style', drawn by the book's own pipeline and followed on the book's
 * progress stream like any take; the cover is drawn by images' RenderCover beside them.
 *
 * All or nothing: the pictures so far stay on the book until every new one (and the cover) is drawn; then
 * the one who settles it (the last completion, or the cover) swaps them all in and changes the book's style
 * at once, deletes the book's kept PDFs and the pictures from before. Should any new picture fail, the book
 * stays as it was and the new pictures are deleted. A style is no page-by-page choice: a book half in one
 * style and half in another is not what the parent asked for.
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
import type { BookRecord, PageRecord, RestyleCover } from './book-records';
import { requestPicture } from './bookgen';
import { pendingRemake } from './page-remakes';
import { currentPages } from './pages';
import type { StoryDeps } from './story-deps';

export const UNKNOWN_STYLE = 'Pick one of the styles offered.';
export const SAME_STYLE = "This book's pictures are already in this style.";
export const BOOK_NOT_READY =
  'This book is still being drawn. It can be drawn in another style once every picture is done.';
export const RESTYLE_UNDER_WAY = 'This book is already being drawn in another style.';
export const PAGE_BEING_REMADE = 'A page of this book is being made again. Pick the one to keep first.';

type RestyleDeps = Pick<StoryDeps, 'books' | 'peers' | 'changes' | 'logger' | 'now'>;

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
  if (!book.restyle_to || !(await deps.books.claimRestyle(book._id, book.restyle_to))) return;
  await deps.books.endRestyle({ ...book, restyle_state: 'swapping' }, null);
  const takes = (await deps.books.pagesOf(book._id)).filter((picture) => picture.remake?.part === 'style');
  await decideTakes(deps, takes, false);
  await deleteUnkept(deps, book, takes, false);
  deps.changes.notify(book._id);
  deps.logger.warn({ bookId: book._id, to: book.restyle_to }, 're-style given up after too long');
}

/** Drawn beside the pages; a cover that cannot be drawn fails the re-style as a page would. */
async function drawCover(deps: RestyleDeps, book: BookRecord, style: ArtStyle): Promise<void> {
  let cover: RestyleCover;
  try {
    const drawn = await deps.peers.images.RenderCover({
      user_id: book.user_id,
      summary: {
        title: book.title,
        summary: book.summary,
        genre: book.genre,
        themes: book.theme,
        setting: book.setting,
        characters: book.characters,
      },
      illustrator: book.image_generator,
      character_sheet: book.character_sheet,
      seed: book.seed,
      art_style: style,
    });
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
  const pictures = await deps.books.pagesOf(bookId);
  const takes = pictures.filter((picture) => picture.remake?.part === 'style');
  if (takes.some((picture) => picture.remake?.status === 'pending')) return;
  if (!(await deps.books.claimRestyle(bookId, style))) return;
  const cover = book.restyle_cover;
  const drawn =
    cover.ok &&
    takes.length === book.total_pages &&
    takes.every((picture) => picture.remake?.status === 'ready');
  // The book first: a reader that sees no page re-styled any more reads the book in its new style.
  await deps.books.endRestyle({ ...book, restyle_state: 'swapping' }, drawn ? cover : null);
  await decideTakes(deps, takes, drawn);
  if (drawn) await deps.peers.images.DeleteBookPdfs({ user_id: book.user_id, book_id: bookId });
  await deleteUnkept(deps, book, takes, drawn);
  deps.changes.notify(bookId);
  deps.logger.info({ bookId, to: style, drawn }, drawn ? 'book drawn in its new style' : 're-style failed');
}

/** Every page's new picture kept (or every one dropped), each page read again should it have changed. */
async function decideTakes(deps: RestyleDeps, takes: readonly PageRecord[], keepNew: boolean) {
  const at = (deps.now?.() ?? new Date()).toISOString();
  for (const take of takes) {
    let current: PageRecord | null = take;
    for (let tries = 0; current?.remake?.part === 'style' && tries < 5; tries += 1) {
      if (await deps.books.decideRemake(current, keepNew, at)) break;
      current = await deps.books.page(take.book_id, take.page_number);
    }
  }
}

/** A re-style that cannot go on before anything was drawn: the pages marked so far and the book as they were. */
async function abandon(deps: RestyleDeps, book: BookRecord, style: string, started: readonly PageRecord[]) {
  if (await deps.books.claimRestyle(book._id, style)) {
    await deps.books.endRestyle({ ...book, restyle_state: 'swapping' }, null);
  }
  await decideTakes(deps, started, false);
  deps.changes.notify(book._id);
}

/**
 * The pictures not kept: those from before once the new ones are in (the cover too, when no other of the
 * user's books shows it), or the new ones of a re-style that failed. Only in the book's folder and the
 * user's covers; a deletion images cannot make just now is logged, and deleting the book empties its folder.
 */
async function deleteUnkept(
  deps: RestyleDeps,
  book: BookRecord,
  takes: readonly PageRecord[],
  drawn: boolean,
) {
  const urls = takes.flatMap((take) =>
    drawn
      ? [take.cloud_url, take.cf_cloud_animated_url]
      : [take.remake!.cloud_url, take.remake!.cf_cloud_animated_url],
  );
  const coverKey = drawn ? book.cf_title_key : (book.restyle_cover?.key ?? '');
  const unused = coverKey !== '' && (await deps.books.countCoverUses(book.user_id, coverKey)) === 0;
  try {
    await deps.peers.images.DeletePagePictures({
      user_id: book.user_id,
      book_id: book._id,
      urls: urls.filter(Boolean),
      cover_keys: unused ? [coverKey] : [],
    });
  } catch (error) {
    deps.logger.warn({ bookId: book._id, err: error }, 'pictures from before the re-style not deleted');
  }
}
