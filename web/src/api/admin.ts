import { api } from './client';
import type { PublishBookRequest, PublishBookResponse } from './types';

/** POST /api/admin/publish-book: puts a book on the public shelf or takes it off (admins only, else 403). */
export const publishBook = (body: PublishBookRequest) =>
  api.post<PublishBookResponse>('/api/admin/publish-book', body);
