import { api } from './client';
import type { Body } from './contract';
import { shownOnShelf } from './story';

/** GET /api/public/public-bookshelf?page=..: published books, newest first, 50 a page (the first by default). */
export const getPublicBookshelf = async (params: { page?: number } = {}, signal?: AbortSignal) => {
  const answer = await api.get('/api/public/public-bookshelf', { page: params.page }, signal);
  return { ...answer, publicBooks: shownOnShelf(answer.publicBooks) };
};

/** POST /api/public/get-public-book */
export const getPublicBook = (body: Body<'/api/public/get-public-book'>, signal?: AbortSignal) =>
  api.post('/api/public/get-public-book', body, signal);

/** POST /api/public/get-book: a shared book, by the link's user and book ids. */
export const getBook = (body: Body<'/api/public/get-book'>, signal?: AbortSignal) =>
  api.post('/api/public/get-book', body, signal);
