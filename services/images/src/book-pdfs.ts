/**
 * RenderBookPdf (story -> images): the printable PDF of a finished book, made once per paper size and kept in
 * the book's own folder (`users/<uid>/books/<bookId>/book-<paper>.pdf`), so deleting the book or the account
 * deletes it with the pictures, and /media serves it under the same rules as the book's pages. Story has
 * already checked who may have it and that every page is drawn; images reads the pictures it owns. A page
 * picture or cover must lie in the owner's own folders: a URL anywhere else is refused.
 */
import { AppError, assertValidBlobKey, type BlobStore, type Logger } from '@storybook-app/kit';
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import type * as BookPdf from './book-pdf';
import type { PdfPicture } from './book-pdf';
import { isPaper, PAPERS, type Paper } from './pdf-papers';
import { bookBlobPrefix, coverBlobPrefix, mediaUrl, PICTURE_CACHE_CONTROL } from './user-blobs';

export interface BookPdfDeps {
  blobs: BlobStore;
  mediaPublicPath: string;
  logger: Logger;
}

/** pdfkit and its fonts load with the first PDF, not at start-up (≈0.2 s), so a restarted process answers sooner. */
const bookPdf = (): typeof BookPdf =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- on demand, for the reason above
  require('./book-pdf') as typeof BookPdf;

export const PDF_CONTENT_TYPE = 'application/pdf';

export const bookPdfKey = (userId: string, bookId: string, paper: Paper): string =>
  `${bookBlobPrefix(userId, bookId)}book-${paper}.pdf`;

/**
 * DeleteBookPdfs: a page of the book changed (issue 25, a page made again), so its kept PDFs no longer show
 * it; the next download renders the book afresh.
 */
export async function deleteBookPdfs(
  deps: Pick<BookPdfDeps, 'blobs'>,
  request: ReceivedRequestOf<'images', 'DeleteBookPdfs'>,
): Promise<ReplyOf<'images', 'DeleteBookPdfs'>> {
  let keys: string[];
  try {
    keys = (Object.keys(PAPERS) as Paper[]).map((paper) =>
      bookPdfKey(request.user_id, request.book_id, paper),
    );
  } catch {
    throw new AppError('invalid_argument', 'The user or book id cannot name a book folder.');
  }
  let deleted = 0;
  for (const key of keys) {
    if (!(await deps.blobs.exists(key))) continue;
    await deps.blobs.delete(key);
    deleted += 1;
  }
  return { deleted };
}

/** Two readers asking for the same book at once share one rendering. */
const rendering = new Map<string, Promise<number>>();

export async function renderBookPdfRpc(
  deps: BookPdfDeps,
  request: ReceivedRequestOf<'images', 'RenderBookPdf'>,
): Promise<ReplyOf<'images', 'RenderBookPdf'>> {
  const paper = request.paper;
  if (!isPaper(paper)) throw new AppError('invalid_argument', 'The paper must be a4 or letter.');
  let key: string;
  try {
    key = bookPdfKey(request.user_id, request.book_id, paper);
  } catch {
    throw new AppError('invalid_argument', 'The user or book id cannot name a book folder.');
  }
  const answer = (size: number, rendered: boolean) => ({
    key,
    url: mediaUrl(deps.mediaPublicPath, key),
    size_bytes: size,
    rendered,
  });
  const kept = await deps.blobs.get(key);
  if (kept) return answer(kept.size, false);

  let pending = rendering.get(key);
  const mine = !pending;
  if (!pending) {
    pending = render(deps, request, paper, key).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return answer(await pending, mine);
}

async function render(
  deps: BookPdfDeps,
  request: ReceivedRequestOf<'images', 'RenderBookPdf'>,
  paper: Paper,
  key: string,
): Promise<number> {
  const started = performance.now();
  const own = [bookBlobPrefix(request.user_id, request.book_id), coverBlobPrefix(request.user_id)];
  const picture = (url: string) => readPicture(deps, own, url);
  const [cover, ...pictures] = await Promise.all([
    picture(request.cover_url),
    ...request.pages.map((page) => picture(page.picture_url)),
  ]);
  const body = await bookPdf().renderBookPdf(
    {
      title: request.title,
      genre: request.genre,
      language: request.language,
      childName: request.child_name,
      madeAt: request.made_at,
      cover: cover ?? null,
      pages: request.pages.map((page, index) => ({
        pageNumber: page.page_number,
        text: page.text,
        picture: pictures[index] ?? null,
      })),
    },
    paper,
  );
  await deps.blobs.put(key, body, { contentType: PDF_CONTENT_TYPE, cacheControl: PICTURE_CACHE_CONTROL });
  deps.logger.info(
    {
      bookId: request.book_id,
      paper,
      pages: request.pages.length,
      bytes: body.length,
      ms: Math.round(performance.now() - started),
    },
    'book pdf rendered',
  );
  return body.length;
}

/** A picture by its /media URL, only from the owner's folders; none ('' or missing) draws an empty frame. */
async function readPicture(deps: BookPdfDeps, own: string[], url: string): Promise<PdfPicture | null> {
  if (!url) return null;
  const prefix = `${deps.mediaPublicPath.replace(/\/+$/, '')}/`;
  const key = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  try {
    assertValidBlobKey(key);
  } catch {
    throw new AppError('invalid_argument', "A picture of the book is not in its owner's folders.");
  }
  if (!own.some((folder) => key.startsWith(folder))) {
    throw new AppError('invalid_argument', "A picture of the book is not in its owner's folders.");
  }
  const blob = await deps.blobs.get(key);
  return blob ? { body: blob.body, contentType: blob.contentType } : null;
}
