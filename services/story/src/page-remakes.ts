/**
 * "Make this page again" (issue 25): the owner of a finished book has one page's picture drawn again with
 * the book's character sheet and a new seed. The new take goes through the same pipeline as the book's
 * pages (`story.page-image.requested` -> images -> `images.page-image.completed`), stored beside the
 * picture it may replace, so the old one stays until the parent picks (KeepPage).
 *
 * A page's text is told again the same way (`part` 'text'): the same plan in other words, told while the
 * request waits (one call), checked by the safety layers and the page's checks, and kept beside the text
 * so far until the parent picks; keeping it writes it on the book.
 *
 * Price: spec §9 prices a picture at $0.04 (0 drawn offline) and design §5 sells credits by the whole book
 * only, so a page made again takes no credit; what its picture or text cost joins the page's cost record,
 * and the gateway's generation rate limit bounds how often it can be asked for.
 */
import { randomInt } from 'node:crypto';
import { AppError } from '@storybook-app/kit';
import {
  childAge,
  childName,
  profileLanguage,
  qualityReport,
  tokenCost,
  type StoryProfile,
} from '@storybook-app/ai/storytelling';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { PAGE_NOT_FOUND, requireOwnBook } from './book-access';
import {
  LAST_PAGE_TEXT,
  type BookPage,
  type BookRecord,
  type PageRecord,
  type PageRemake,
} from './book-records';
import { requestPicture } from './bookgen';
import { ownerPage } from './pages';
import type { StoryDeps } from './story-deps';
import { profileOf, storytellerOf, tell } from './telling';

export const BOOK_STILL_DRAWN =
  'This book is still being drawn. A page can be made again once every picture is done.';
export const REMAKE_UNDER_WAY = 'This page is already being made again.';
export const REMAKE_WAITING = 'Pick the picture to keep for this page first.';
export const TEXT_WAITING = 'Pick the words to keep for this page first.';
export const NO_OTHER_TELLING = "This page's words can't be told another way just now.";
export const LAST_PAGE_STAYS = "The last page always says 'The End'.";
export const BOOK_BEING_RESTYLED = 'This book is being drawn in another style. Try again once it is done.';

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

/** The book's pictures are all drawn (none pending) and the page has no remake under way or waiting. */
async function remakablePage(deps: StoryDeps, book: BookRecord, page: BookPage): Promise<PageRecord> {
  if (book.restyle_state) throw new AppError('failed_precondition', BOOK_BEING_RESTYLED);
  const pictures = await deps.books.pagesOf(book._id);
  const finished =
    book.pictures_requested_at !== '' &&
    pictures.length === book.total_pages &&
    pictures.every((picture) => picture.status !== 'pending');
  if (!finished) throw new AppError('failed_precondition', BOOK_STILL_DRAWN);
  const current = pictures.find((picture) => picture.page_number === page.page_number);
  if (!current) throw new AppError('failed_precondition', BOOK_STILL_DRAWN);
  if (current.remake?.part === 'style') throw new AppError('failed_precondition', BOOK_BEING_RESTYLED);
  if (current.remake?.status === 'pending') throw new AppError('failed_precondition', REMAKE_UNDER_WAY);
  if (current.remake) {
    throw new AppError('failed_precondition', current.remake.part === 'text' ? TEXT_WAITING : REMAKE_WAITING);
  }
  return current;
}

export const pendingRemake = (
  part: NonNullable<PageRemake['part']>,
  take: number,
  at: string,
): PageRemake => ({
  part,
  take,
  status: 'pending',
  cloud_url: '',
  cf_cloud_animated_url: '',
  error: '',
  cost_usd: 0,
  requested_at: at,
});

export async function remakePage(
  deps: StoryDeps,
  request: ReceivedRequestOf<'story', 'RemakePage'>,
): Promise<ReplyOf<'story', 'RemakePage'>> {
  const { book, page } = await ownPage(deps, request.user_id, request.book_id, request.page_num);
  if (request.part === 'text') return retellPage(deps, book, page);
  const current = await remakablePage(deps, book, page);

  // Checked again as every page's picture prompt is when the story is written: the layers may have
  // learnt more since, and nothing unchecked reaches an illustrator.
  await deps.safety.require({
    text: [page.scene_description, book.character_sheet].filter((text) => text.trim()).join('\n\n'),
    kind: 'picture-prompt',
    age: undefined,
  });

  const at = (deps.now?.() ?? new Date()).toISOString();
  const take = Math.max(current.take ?? 1, 1) + 1;
  const remake = pendingRemake('picture', take, at);
  // A request repeated at once (a double click) loses here and is refused like one under way.
  if (!(await deps.books.startRemake(current, remake))) {
    throw new AppError('failed_precondition', REMAKE_UNDER_WAY);
  }
  await requestPicture(deps, book, page, { take, seed: takeSeed(book.seed) });
  deps.changes.notify(book._id);
  deps.logger.info({ bookId: book._id, pageNumber: page.page_number, take }, 'page picture made again');
  return { page: ownerPage(page, { ...current, remake, updated_at: at }), total_pages: book.total_pages };
}

/**
 * The page's checks of a text told again: the book with the new page must not read worse than with the
 * page as it is (reading level, sentence length, the child's language, the child named, fears left out).
 */
export function pageChecks(book: BookRecord, profile: StoryProfile, pageNumber: number) {
  const age = childAge(profile);
  const report = (pages: string[]) =>
    qualityReport({
      idea: book.prompt,
      language: profileLanguage(profile),
      childName: childName(profile),
      nickname: profile.personal_information?.nickname ?? undefined,
      age,
      fears: (profile.interests?.fears ?? []).map((fear) => fear.trim()).filter(Boolean),
      summary: bookSummary(book),
      pages,
    });
  const before = report(book.bookLayout);
  return (text: string): boolean => {
    if (!text.trim()) return false;
    const after = report(book.bookLayout.map((old, index) => (index === pageNumber - 1 ? text : old)));
    return (
      (after.readability.ok || !before.readability.ok) &&
      (after.longestSentence.ok || after.longestSentence.words <= before.longestSentence.words) &&
      (after.language.matches || !before.language.matches) &&
      (after.childNamed || !before.childNamed) &&
      after.fears.found.every((fear) => before.fears.found.includes(fear))
    );
  };
}

const bookSummary = (book: BookRecord) => ({
  title: book.title,
  summary: book.summary,
  genre: book.genre,
  themes: book.theme,
  setting: book.setting,
  characters: book.characters,
});

/**
 * The page's text told again: marked under way first (a repeated request is refused, nothing told twice),
 * then told, checked (a telling the checks or the safety layers refuse is told once more), and kept beside
 * the text so far. Nothing comes of a telling that fails: the page is as it was.
 */
async function retellPage(
  deps: StoryDeps,
  book: BookRecord,
  page: BookPage,
): Promise<ReplyOf<'story', 'RemakePage'>> {
  if (page.page_number > book.bookLayout.length) throw new AppError('failed_precondition', LAST_PAGE_STAYS);
  const current = await remakablePage(deps, book, page);
  const profile = await profileOf(deps, book.user_id, book.profile_id);
  const at = (deps.now?.() ?? new Date()).toISOString();
  const pending = pendingRemake('text', 0, at);
  if (!(await deps.books.startRemake(current, pending))) {
    throw new AppError('failed_precondition', REMAKE_UNDER_WAY);
  }
  const started = { ...current, remake: pending, updated_at: at };
  deps.changes.notify(book._id);
  try {
    const { text, costUsd } = await tellAgain(deps, book, page, profile);
    const told: PageRemake = { ...pending, status: 'ready', page_text: text, cost_usd: costUsd };
    if (!(await deps.books.settleTextRemake(started, told))) {
      throw new AppError('failed_precondition', REMAKE_UNDER_WAY);
    }
    deps.changes.notify(book._id);
    deps.logger.info({ bookId: book._id, pageNumber: page.page_number, costUsd }, 'page text told again');
    return { page: ownerPage(page, { ...started, remake: told }), total_pages: book.total_pages };
  } catch (error) {
    await deps.books.settleTextRemake(started, null);
    deps.changes.notify(book._id);
    throw error;
  }
}

/** At most this many tellings are asked for: one, and one more when the checks refuse it. */
const TELLINGS = 2;

async function tellAgain(
  deps: StoryDeps,
  book: BookRecord,
  page: BookPage,
  profile: StoryProfile,
): Promise<{ text: string; costUsd: number }> {
  const storyteller = storytellerOf(deps, book.model);
  const accept = pageChecks(book, profile, page.page_number);
  // The words it has now and every one it had before: a telling kept and told again never goes back.
  const hadBefore = [page.page_text, ...(page.told_before ?? [])];
  let costUsd = 0;
  for (let attempt = 1; attempt <= TELLINGS; attempt += 1) {
    const told = await tell(deps, storyteller, 'page', () =>
      storyteller.retellPage(profile, bookSummary(book), {
        idea: book.prompt || undefined,
        characterSheet: book.character_sheet,
        seed: takeSeed(book.seed).toString(),
        pages: book.bookLayout,
        pageNumber: page.page_number,
        sceneDescription: page.scene_description,
        accept,
        avoid: hadBefore,
      }),
    );
    costUsd += tokenCost(told.model, told.usage).usd;
    const text = told.value?.trim() ?? '';
    if (!text || hadBefore.includes(text) || text === LAST_PAGE_TEXT || !accept(text)) continue;
    // Checked as every page of a book is, before anyone reads it.
    const verdict = await deps.safety.check({ text, kind: 'book', age: childAge(profile) });
    if (verdict.action === 'allow') return { text, costUsd };
    deps.logger.info({ bookId: book._id, pageNumber: page.page_number }, 'page text told again was stopped');
  }
  throw new AppError('failed_precondition', NO_OTHER_TELLING);
}

export async function keepPage(
  deps: StoryDeps,
  request: ReceivedRequestOf<'story', 'KeepPage'>,
): Promise<ReplyOf<'story', 'KeepPage'>> {
  const { book, page } = await ownPage(deps, request.user_id, request.book_id, request.page_num);
  const current = await deps.books.page(book._id, page.page_number);
  const answer = async (picture: PageRecord | null) => {
    // A text just kept is the book's now.
    const { page: now } = await ownPage(deps, request.user_id, request.book_id, request.page_num);
    return { page: ownerPage(now, picture), total_pages: book.total_pages };
  };
  // Already chosen (a repeated request): the page as it is.
  if (!current?.remake) return answer(current);
  // A page of a book re-styled is never chosen on its own (book-restyles.ts).
  if (current.remake.part === 'style') throw new AppError('failed_precondition', BOOK_BEING_RESTYLED);
  if (current.remake.status === 'pending') throw new AppError('failed_precondition', REMAKE_UNDER_WAY);
  // A take that could not be drawn has nothing to keep but the picture from before.
  const keepNew = request.keep_new && current.remake.status === 'ready';
  const text = current.remake.part === 'text' ? (current.remake.page_text ?? '') : undefined;
  // The book first: cut short after it, the choice is still waiting, and making it again writes the same.
  if (keepNew && text) await keepText(deps, book, page.page_number, text);
  const at = (deps.now?.() ?? new Date()).toISOString();
  if (!(await deps.books.decideRemake(current, keepNew, at))) {
    return answer(await deps.books.page(book._id, page.page_number));
  }
  if (keepNew) {
    // The kept PDFs show the picture (or words) from before.
    await deps.peers.images.DeleteBookPdfs({ user_id: book.user_id, book_id: book._id });
  }
  await deleteUnkept(deps, book, current, keepNew);
  deps.changes.notify(book._id);
  deps.logger.info(
    {
      bookId: book._id,
      pageNumber: page.page_number,
      part: current.remake.part ?? 'picture',
      take: current.remake.take,
      keepNew,
    },
    'page take chosen',
  );
  return answer(await deps.books.page(book._id, page.page_number));
}

/**
 * The picture the parent did not keep goes now rather than with the book (a text not kept was only ever the
 * page's record). The choice stands even when images cannot delete it just now: it is logged, and deleting
 * the book deletes its folder.
 */
async function deleteUnkept(deps: StoryDeps, book: BookRecord, current: PageRecord, keepNew: boolean) {
  const remake = current.remake;
  if (!remake || remake.part === 'text') return;
  const unkept = keepNew ? current : remake;
  const urls = [unkept.cloud_url, unkept.cf_cloud_animated_url].filter(Boolean);
  if (urls.length === 0) return;
  try {
    await deps.peers.images.DeletePagePictures({ user_id: book.user_id, book_id: book._id, urls });
  } catch (error) {
    deps.logger.warn(
      { bookId: book._id, pageNumber: current.page_number, err: error },
      'the picture not kept could not be deleted',
    );
  }
}

/** Writes the kept text on the book, read again while another page's text lands at the same moment. */
async function keepText(deps: StoryDeps, book: BookRecord, pageNumber: number, text: string) {
  let latest: BookRecord | null = book;
  for (let tries = 0; latest && tries < 5; tries += 1) {
    if (await deps.books.keepPageText(latest, pageNumber, text)) return;
    latest = await deps.books.book(book._id);
  }
  throw new AppError('unavailable', `book ${book._id} kept changing while a page's text was kept`);
}
