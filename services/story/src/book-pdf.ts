/**
 * `book-pdf` (GetBookPdf): the printable PDF of a finished book (issue 25). Who may have it is who may read
 * the book by its link (shared-books.ts): its owner always, anyone else while the owner shares it; everything
 * else is the same not_found. A page whose picture is not drawn (still pending, or failed and waiting for
 * bookgen's retry) is failed_precondition: the PDF would miss it. images renders it once per paper size and
 * keeps it in the book's folder, so it goes with the book; here only the book's words and picture URLs are
 * handed on.
 */
import { AppError } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { requireLinkedBook } from './book-access';
import type { BookRecord } from './book-records';
import { picturesOf } from './pages';
import type { StoryDeps } from './story-deps';

type BookPdfDeps = Pick<StoryDeps, 'books' | 'peers'>;

export const BOOK_PDF_NOT_READY =
  'This book is still being drawn. Its PDF can be made once every page has its picture.';
export const PAPER_SIZES = ['a4', 'letter'] as const;

/** Rendering eleven pages of vector pictures takes a second or two; a busy images process longer. */
export const BOOK_PDF_DEADLINE_MS = 60_000;

export async function getBookPdf(
  deps: BookPdfDeps,
  request: ReceivedRequestOf<'story', 'GetBookPdf'>,
): Promise<ReplyOf<'story', 'GetBookPdf'>> {
  const paper = request.paper.trim().toLowerCase() || 'a4';
  if (!(PAPER_SIZES as readonly string[]).includes(paper)) {
    throw new AppError('invalid_argument', 'The paper must be a4 or letter.');
  }
  const owner = request.user_id.trim() || request.caller_user_id;
  const book = await requireLinkedBook(deps.books, owner, request.book_id, request.caller_user_id);
  const pictures = await picturesOf(deps.books, book._id);
  if (book.pages.some((page) => pictures.get(page.page_number)?.status !== 'ready')) {
    throw new AppError('failed_precondition', BOOK_PDF_NOT_READY);
  }
  const rendered = await deps.peers.images.RenderBookPdf(
    {
      user_id: book.user_id,
      book_id: book._id,
      paper,
      title: book.title,
      genre: book.genre,
      language: book.language ?? '',
      child_name: await childName(deps, book),
      made_at: book.created_at,
      cover_url: book.cf_title_key ? book.cf_title_image : '',
      pages: book.pages.map((page) => ({
        page_number: page.page_number,
        text: page.page_text,
        picture_url: pictures.get(page.page_number)?.cloud_url ?? '',
      })),
    },
    { deadlineMs: BOOK_PDF_DEADLINE_MS },
  );
  return {
    pdf_url: rendered.url,
    size_bytes: rendered.size_bytes,
    file_name: pdfFileName(book.title, paper),
  };
}

/** The child's first name for the colophon; a profile deleted since leaves it out rather than failing. */
async function childName(deps: BookPdfDeps, book: BookRecord): Promise<string> {
  if (!book.profile_id) return '';
  try {
    const profile = await deps.peers.profiles.GetProfile({
      user_id: book.user_id,
      profile_id: book.profile_id,
    });
    return profile.profile_data?.personal_information?.first_name?.trim() ?? '';
  } catch {
    return '';
  }
}

/** `Maya and the Firefighter Puppy (A4).pdf`: the title without what file systems refuse. */
export function pdfFileName(title: string, paper: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe || 'Storybook'} (${paper === 'letter' ? 'Letter' : 'A4'}).pdf`;
}
