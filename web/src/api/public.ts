import { api } from './client';
import type { BookResponse, PublicBookshelfResponse } from './types';

/** GET /api/public/public-bookshelf?page=..: published books, newest first, 50 a page (the first by default). */
export const getPublicBookshelf = (params: { page?: number } = {}, signal?: AbortSignal) =>
  api.get<PublicBookshelfResponse>('/api/public/public-bookshelf', { page: params.page }, signal);

/** POST /api/public/get-public-book */
export const getPublicBook = (body: { bookId: string }, signal?: AbortSignal) =>
  api.post<BookResponse>('/api/public/get-public-book', body, signal);

/** POST /api/public/get-book: a shared book, by the link's user and book ids. */
export const getBook = (body: { bookId: string; userId: string }, signal?: AbortSignal) =>
  api.post<BookResponse>('/api/public/get-book', body, signal);
