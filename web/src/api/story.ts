import { withGenerationPin } from '../lib/pin-gate';
import { api, API_BASE_URL } from './client';
import type { Body, Query } from './contract';
import type { ShelfItem } from './types';

// The generation calls need the session's PIN grant for their profile: without it the PIN dialog opens
// (lib/pin-gate.ts) and the call is made again once the PIN is right.

/** POST /api/story/start: idea prompts for a profile. */
export const startStory = (body: Body<'/api/story/start'>, signal?: AbortSignal) =>
  withGenerationPin(() => api.post('/api/story/start', body, signal));

/** POST /api/story/summary */
export const getSummary = (body: Body<'/api/story/summary'>, signal?: AbortSignal) =>
  withGenerationPin(() => api.post('/api/story/summary', body, signal));

/** POST /api/story/title-picture: the cover picture and title SVG. */
export const getTitlePicture = (body: Body<'/api/story/title-picture'>, signal?: AbortSignal) =>
  withGenerationPin(() => api.post('/api/story/title-picture', body, signal));

/** POST /api/story/storygen: the whole story, its layout and the new book id. */
export const generateStory = (body: Body<'/api/story/storygen'>) =>
  withGenerationPin(() => api.post('/api/story/storygen', body));

/** POST /api/story/bookgen: page-by-page illustration. */
export const generateBook = (body: Body<'/api/story/bookgen'>) =>
  withGenerationPin(() => api.post('/api/story/bookgen', body));

/**
 * GET /api/story/book-progress?bookId=..: server-sent `progress` events for EventSource, which cannot go
 * through the JSON client (same origin, so the session cookie goes with it).
 */
export const bookProgressUrl = (bookId: string) =>
  `${API_BASE_URL}/api/story/book-progress?${new URLSearchParams({ bookId }).toString()}`;

/** POST /api/story/get-page */
export const getPage = (body: Body<'/api/story/get-page'>, signal?: AbortSignal) =>
  api.post('/api/story/get-page', body, signal);

/** POST /api/story/remake-page: a finished page's picture drawn again; 409 while the book is being drawn. */
export const remakePage = (body: Body<'/api/story/remake-page'>) => api.post('/api/story/remake-page', body);

/** POST /api/story/keep-page: the new picture of a page made again, or the one from before. */
export const keepPage = (body: Body<'/api/story/keep-page'>) => api.post('/api/story/keep-page', body);

/** POST /api/story/restyle-book: every picture and the cover drawn again in another style, all at once. */
export const restyleBook = (body: Body<'/api/story/restyle-book'>) =>
  api.post('/api/story/restyle-book', body);

/** POST /api/story/delete-book */
export const deleteBook = (body: Body<'/api/story/delete-book'>) => api.post('/api/story/delete-book', body);

/** POST /api/story/share-book: the owner shares the book by its link, or stops sharing it. */
export const shareBook = (body: Body<'/api/story/share-book'>) => api.post('/api/story/share-book', body);

/** GET /api/story/book-pdf?bookId=..&userId=..&paper=..: 409 while the book is still being drawn. */
export const getBookPdf = (params: Query<'/api/story/book-pdf'>) => api.get('/api/story/book-pdf', params);

/**
 * The books a shelf can show: the gateway answers null data for a book story has no data of (a message
 * never set), which has no title or cover to show.
 */
export const shownOnShelf = (
  books: readonly (Omit<ShelfItem, 'data'> & { data: ShelfItem['data'] | null })[],
) => books.filter((book): book is ShelfItem => book.data !== null);

/** GET /api/story/fill-bookshelf?userId=..&page=.. */
export const fillBookshelf = async (params: { userId: string; page?: number }, signal?: AbortSignal) => {
  const answer = await api.get(
    '/api/story/fill-bookshelf',
    { userId: params.userId, page: params.page ?? 1 },
    signal,
  );
  return { ...answer, books: shownOnShelf(answer.books) };
};
