import { api } from './client';
import type { Body } from './contract';

/** POST /api/admin/publish-book: puts a book on the public shelf or takes it off (admins only, else 403). */
export const publishBook = (body: Body<'/api/admin/publish-book'>) =>
  api.post('/api/admin/publish-book', body);

/** POST /api/admin/safety-refusals: what the safety layers stopped lately, counted (admins only, else 403). */
export const safetyRefusals = (signal?: AbortSignal) => api.post('/api/admin/safety-refusals', {}, signal);

/** POST /api/admin/book-quality: any book's quality report (admins only, else 403). */
export const bookQuality = (body: Body<'/api/admin/book-quality'>, signal?: AbortSignal) =>
  api.post('/api/admin/book-quality', body, signal);
