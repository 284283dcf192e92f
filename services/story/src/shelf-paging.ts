/**
 * Which books of a shelf one reading shows (spec §9: at most 50 books in one reading). Pages are 1-based.
 * Asking beyond the last page answers the last one, so a client whose last book on a page was just deleted
 * lands on a page that still has books, and learns the new count from `totalPages`.
 */

/** Spec §9 "Bookshelf: maximum 50 ... in one reading". */
export const SHELF_PAGE_SIZE = 50;

export interface ShelfWindow {
  /** The page answered. */
  page: number;
  /** At least 1: an empty shelf is one empty page. */
  totalPages: number;
  skip: number;
  limit: number;
}

export function shelfWindow(
  requestedPage: number,
  totalBooks: number,
  pageSize = SHELF_PAGE_SIZE,
): ShelfWindow {
  const totalPages = Math.max(1, Math.ceil(Math.max(0, totalBooks) / pageSize));
  // proto3 sends 0 for "not given"; anything below 1 is the first page.
  const wanted = Number.isFinite(requestedPage) ? Math.floor(requestedPage) : 1;
  const page = Math.min(Math.max(1, wanted), totalPages);
  return { page, totalPages, skip: (page - 1) * pageSize, limit: pageSize };
}
