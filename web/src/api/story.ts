import { withGenerationPin } from '../lib/pin-gate';
import { api, API_BASE_URL } from './client';
import type {
  BookGenRequest,
  BookPdfRequest,
  BookPdfResponse,
  BookGenResponse,
  DeleteBookRequest,
  DeleteBookResponse,
  FillBookshelfResponse,
  GetPageRequest,
  KeepPageRequest,
  GetPageResponse,
  ShareBookRequest,
  ShareBookResponse,
  StartStoryRequest,
  StartStoryResponse,
  StoryGenRequest,
  StoryGenResponse,
  SummaryRequest,
  SummaryResponse,
  TitlePictureRequest,
  TitlePictureResponse,
} from './types';

// The generation calls need the session's PIN grant for their profile: without it the PIN dialog opens
// (lib/pin-gate.ts) and the call is made again once the PIN is right.

/** POST /api/story/start: idea prompts for a profile. */
export const startStory = (body: StartStoryRequest, signal?: AbortSignal) =>
  withGenerationPin(() => api.post<StartStoryResponse>('/api/story/start', body, signal));

/** POST /api/story/summary */
export const getSummary = (body: SummaryRequest, signal?: AbortSignal) =>
  withGenerationPin(() => api.post<SummaryResponse>('/api/story/summary', body, signal));

/** POST /api/story/title-picture: the cover picture and title SVG. */
export const getTitlePicture = (body: TitlePictureRequest, signal?: AbortSignal) =>
  withGenerationPin(() => api.post<TitlePictureResponse>('/api/story/title-picture', body, signal));

/** POST /api/story/storygen: the whole story, its layout and the new book id. */
export const generateStory = (body: StoryGenRequest) =>
  withGenerationPin(() => api.post<StoryGenResponse>('/api/story/storygen', body));

/** POST /api/story/bookgen: page-by-page illustration. */
export const generateBook = (body: BookGenRequest) =>
  withGenerationPin(() => api.post<BookGenResponse>('/api/story/bookgen', body));

/**
 * GET /api/story/book-progress?bookId=..: server-sent `progress` events for EventSource, which cannot go
 * through the JSON client (same origin, so the session cookie goes with it).
 */
export const bookProgressUrl = (bookId: string) =>
  `${API_BASE_URL}/api/story/book-progress?${new URLSearchParams({ bookId }).toString()}`;

/** POST /api/story/get-page */
export const getPage = (body: GetPageRequest, signal?: AbortSignal) =>
  api.post<GetPageResponse>('/api/story/get-page', body, signal);

/** POST /api/story/remake-page: a finished page's picture drawn again; 409 while the book is being drawn. */
export const remakePage = (body: GetPageRequest) => api.post<GetPageResponse>('/api/story/remake-page', body);

/** POST /api/story/keep-page: the new picture of a page made again, or the one from before. */
export const keepPage = (body: KeepPageRequest) => api.post<GetPageResponse>('/api/story/keep-page', body);

/** POST /api/story/delete-book */
export const deleteBook = (body: DeleteBookRequest) =>
  api.post<DeleteBookResponse>('/api/story/delete-book', body);

/** POST /api/story/share-book: the owner shares the book by its link, or stops sharing it. */
export const shareBook = (body: ShareBookRequest) =>
  api.post<ShareBookResponse>('/api/story/share-book', body);

/** GET /api/story/book-pdf?bookId=..&userId=..&paper=..: 409 while the book is still being drawn. */
export const getBookPdf = (params: BookPdfRequest) =>
  api.get<BookPdfResponse>('/api/story/book-pdf', { ...params });

/** GET /api/story/fill-bookshelf?userId=..&page=.. */
export const fillBookshelf = (params: { userId: string; page?: number }, signal?: AbortSignal) =>
  api.get<FillBookshelfResponse>(
    '/api/story/fill-bookshelf',
    { userId: params.userId, page: params.page ?? 1 },
    signal,
  );
