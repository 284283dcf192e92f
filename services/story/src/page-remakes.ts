/**
 * "Make this page again" (issue 25): the owner of a finished book has one page's picture drawn again with
 * the book's character sheet and a new seed. The new take goes through the same pipeline as the book's
 * pages (`story.page-image.requested` -> images -> `images.page-image.completed`), stored beside the
 * picture it may replace, so the old one stays until the parent picks (KeepPage).
 *
 * Price: spec §9 prices a picture at $0.04 (0 drawn offline) and design §5 sells credits by the whole book
 * only, so a page made again takes no credit; what its picture cost joins the page's cost record, and the
 * gateway's generation rate limit bounds how often it can be asked for.
 */
import { randomInt } from 'node:crypto';
import { AppError } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { PAGE_NOT_FOUND, requireOwnBook } from './book-access';
import type { BookPage, BookRecord, PageRecord } from './book-records';
import { requestPicture } from './bookgen';
import { ownerPage } from './pages';
import type { StoryDeps } from './story-deps';

export const BOOK_STILL_DRAWN =
  'This book is still being drawn. A page can be made again once every picture is done.';
export const REMAKE_UNDER_WAY = 'This page is already being made again.';
export const REMAKE_WAITING = 'Pick the picture to keep for this page first.';

/** A new seed for the take: random, so the page looks different; never the book's own. */
export function takeSeed(
  bookSeed: number,
  random: (max: number) => number = (max) => randomInt(max),
): number {
  const seed = random(2 ** 31 - 1);
  return seed === bookSeed ? (seed + 1) % (2 ** 31 - 1) : seed;
}

async function ownPage(
  deps: StoryDeps,
  userId: string,
  bookId: string,
  pageNum: number,
): Promise<{ book: BookRecord; page: BookPage }> {
  const book = await requireOwnBook(deps.books, userId, bookId);
  const page = pageNum >= 1 ? book.pages[pageNum - 1] : undefined;
  if (!page) throw new AppError('not_found', PAGE_NOT_FOUND);
  return { book, page };
}

export async function remakePage(
  deps: StoryDeps,
  request: ReceivedRequestOf<'story', 'RemakePage'>,
): Promise<ReplyOf<'story', 'RemakePage'>> {
  const { book, page } = await ownPage(deps, request.user_id, request.book_id, request.page_num);
  const pictures = await deps.books.pagesOf(book._id);
  const finished =
    book.pictures_requested_at !== '' &&
    pictures.length === book.total_pages &&
    pictures.every((picture) => picture.status !== 'pending');
  if (!finished) throw new AppError('failed_precondition', BOOK_STILL_DRAWN);
  const current = pictures.find((picture) => picture.page_number === page.page_number);
  if (!current) throw new AppError('failed_precondition', BOOK_STILL_DRAWN);
  if (current.remake?.status === 'pending') throw new AppError('failed_precondition', REMAKE_UNDER_WAY);
  if (current.remake) throw new AppError('failed_precondition', REMAKE_WAITING);

  // Checked again as every page's picture prompt is when the story is written: the layers may have
  // learnt more since, and nothing unchecked reaches an illustrator.
  await deps.safety.require({
    text: [page.scene_description, book.character_sheet].filter((text) => text.trim()).join('\n\n'),
    kind: 'picture-prompt',
    age: undefined,
  });

  const at = (deps.now?.() ?? new Date()).toISOString();
  const take = Math.max(current.take ?? 1, 1) + 1;
  const remake = {
    take,
    status: 'pending' as const,
    cloud_url: '',
    cf_cloud_animated_url: '',
    error: '',
    cost_usd: 0,
    requested_at: at,
  };
  // A request repeated at once (a double click) loses here and is refused like one under way.
  if (!(await deps.books.startRemake(current, remake))) {
    throw new AppError('failed_precondition', REMAKE_UNDER_WAY);
  }
  await requestPicture(deps, book, page, { take, seed: takeSeed(book.seed) });
  deps.changes.notify(book._id);
  deps.logger.info({ bookId: book._id, pageNumber: page.page_number, take }, 'page picture made again');
  return { page: ownerPage(page, { ...current, remake, updated_at: at }), total_pages: book.total_pages };
}

export async function keepPage(
  deps: StoryDeps,
  request: ReceivedRequestOf<'story', 'KeepPage'>,
): Promise<ReplyOf<'story', 'KeepPage'>> {
  const { book, page } = await ownPage(deps, request.user_id, request.book_id, request.page_num);
  const current = await deps.books.page(book._id, page.page_number);
  const answer = (picture: PageRecord | null) => ({
    page: ownerPage(page, picture),
    total_pages: book.total_pages,
  });
  // Already chosen (a repeated request): the page as it is.
  if (!current?.remake) return answer(current);
  if (current.remake.status === 'pending') throw new AppError('failed_precondition', REMAKE_UNDER_WAY);
  // A take that could not be drawn has nothing to keep but the picture from before.
  const keepNew = request.keep_new && current.remake.status === 'ready';
  const at = (deps.now?.() ?? new Date()).toISOString();
  if (!(await deps.books.decideRemake(current, keepNew, at))) {
    return answer(await deps.books.page(book._id, page.page_number));
  }
  if (keepNew) {
    // The kept PDFs show the picture from before.
    await deps.peers.images.DeleteBookPdfs({ user_id: book.user_id, book_id: book._id });
  }
  deps.changes.notify(book._id);
  deps.logger.info(
    { bookId: book._id, pageNumber: page.page_number, take: current.remake.take, keepNew },
    'page take chosen',
  );
  return answer(await deps.books.page(book._id, page.page_number));
}
