/**
 * The cover in the book's style (issue 25): the cover is drawn at the summary step, before the parent picks
 * the pictures' style, so it is picture-book. A book made in another style has its cover drawn again in that
 * style when its pictures are first asked for (bookgen), with the book's character sheet and seed, beside
 * the pages. The new cover replaces the old one on the book only if the book still shows the old one; what
 * it cost joins the book's cover cost. It is no credit (the book's one credit pays for its pictures), and a
 * cover that cannot be drawn leaves the one from before. The one from before is deleted once no book shows it.
 */
import { artStyleOf, DEFAULT_ART_STYLE } from '@storybook-app/ai';
import type { BookRecord } from './book-records';
import type { StoryDeps } from './story-deps';

/** Whether the book's cover must be drawn again: a style other than the one covers are drawn in. */
export const coverNeedsStyle = (book: Pick<BookRecord, 'art_style'>): boolean =>
  artStyleOf(book.art_style) !== DEFAULT_ART_STYLE;

/** The book's cover drawn by images in `style`, from the book's summary, character sheet and seed. */
export function renderBookCover(deps: Pick<StoryDeps, 'peers'>, book: BookRecord, style: string) {
  return deps.peers.images.RenderCover({
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
}

export async function drawCoverInStyle(
  deps: Pick<StoryDeps, 'peers' | 'books' | 'changes' | 'logger'>,
  book: BookRecord,
): Promise<boolean> {
  if (!coverNeedsStyle(book)) return false;
  const cover = await renderBookCover(deps, book, artStyleOf(book.art_style));
  const replaced = await deps.books.replaceCover(book, cover.image_url, cover.file_key, cover.cost_usd);
  if (replaced) {
    deps.changes.notify(book._id);
    await deleteOldCover(deps, book);
  }
  deps.logger.info(
    { bookId: book._id, artStyle: book.art_style, costUsd: cover.cost_usd, replaced },
    'cover drawn in the book style',
  );
  return replaced;
}

/**
 * The cover the book showed before, once no other of the user's books shows it (a cover drawn once may be
 * kept by two books). images deletes it only in the user's covers folder; one it cannot delete just now is
 * logged, and the account's deletion empties the folder.
 */
async function deleteOldCover(deps: Pick<StoryDeps, 'peers' | 'books' | 'logger'>, book: BookRecord) {
  const key = book.cf_title_key;
  if (!key || (await deps.books.countCoverUses(book.user_id, key)) > 0) return;
  try {
    await deps.peers.images.DeletePagePictures({
      user_id: book.user_id,
      book_id: book._id,
      urls: [],
      cover_keys: [key],
    });
  } catch (error) {
    deps.logger.warn({ bookId: book._id, err: error }, 'the cover from before could not be deleted');
  }
}

/** Drawn beside the pages, so bookgen answers at once; a failure is logged and the old cover stays. */
export function startCoverInStyle(
  deps: Pick<StoryDeps, 'peers' | 'books' | 'changes' | 'logger'>,
  book: BookRecord,
): void {
  if (!coverNeedsStyle(book)) return;
  drawCoverInStyle(deps, book).catch((error: unknown) =>
    deps.logger.warn(
      { bookId: book._id, err: error },
      'cover not drawn in the book style; the old one stays',
    ),
  );
}
