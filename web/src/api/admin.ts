import { api } from './client';
import type {
  BookQualityResponse,
  PublishBookRequest,
  PublishBookResponse,
  SafetyRefusalsResponse,
} from './types';

/** POST /api/admin/publish-book: puts a book on the public shelf or takes it off (admins only, else 403). */
export const publishBook = (body: PublishBookRequest) =>
  api.post<PublishBookResponse>('/api/admin/publish-book', body);

/** POST /api/admin/book-quality: any book's quality report (admins only, else 403). */
/** POST /api/admin/safety-refusals: what the safety layers stopped lately, counted (admins only, else 403). */
export const safetyRefusals = (signal?: AbortSignal) =>
  api.post<SafetyRefusalsResponse>('/api/admin/safety-refusals', {}, signal);

export const bookQuality = (body: { bookId: string }, signal?: AbortSignal) =>
  api.post<BookQualityResponse>('/api/admin/book-quality', body, signal);
