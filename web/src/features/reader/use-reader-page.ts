import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getPage } from '../../api/story';
import type { GetPageResponse, Page } from '../../api/types';
import { useSession } from '../auth';
import { ownPageQueryKey, useRemakeProgress } from '../keepsakes';
import { PENDING_BOOK_REFRESH_MS, useSharedBook } from './use-shared-book';

/**
 * A page made again is one picture, seconds away: its progress comes on the book's progress stream, and is
 * asked for every second where the stream cannot be heard.
 */
export const REMAKE_REFRESH_MS = 1000;

export type ReaderPage =
  | { state: 'loading' }
  | { state: 'failed' }
  /** `language`: the book's, when the page came with its book (a shared link). */
  | { state: 'loaded'; page: Page; totalPages: number; language?: string; own?: boolean };

/**
 * One page for the single-page reader. The owner reads it with get-page (spec §7); anyone else who has the
 * link (a visitor, another parent) reads it from the shared book, since get-page is the owner's call.
 */
export function useReaderPage(userId: string, bookId: string, pageNum: number): ReaderPage {
  const session = useSession();
  const own = !session.isLoading && session.userId === userId;
  const shared = !session.isLoading && !own;
  const key = ownPageQueryKey(userId, bookId, pageNum);
  const queryClient = useQueryClient();
  const drawing =
    own && queryClient.getQueryData<GetPageResponse>(key)?.pageData?.remake?.status === 'pending';
  const live = useRemakeProgress(userId, bookId, pageNum, drawing);
  const ownPage = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getPage({ bookId, userId, pageNum }, signal),
    enabled: own,
    // A page being drawn, or drawn again (its new picture's progress comes with the page).
    refetchInterval: (query) => {
      const page = query.state.data?.pageData;
      if (page?.remake?.status === 'pending') return live ? false : REMAKE_REFRESH_MS;
      return page?.status === 'pending' ? PENDING_BOOK_REFRESH_MS : false;
    },
  });
  const book = useSharedBook(userId, bookId, shared);

  if (own) {
    if (ownPage.isError) return { state: 'failed' };
    if (!ownPage.data) return { state: 'loading' };
    const { pageData, totalPages } = ownPage.data;
    return pageData ? { state: 'loaded', page: pageData, totalPages, own: true } : { state: 'failed' };
  }
  if (!shared) return { state: 'loading' };
  if (book.isError) return { state: 'failed' };
  if (!book.data) return { state: 'loading' };
  const { pages, language } = book.data.bookData;
  const page = pages.find((candidate) => candidate.page_number === pageNum);
  return page ? { state: 'loaded', page, totalPages: pages.length, language } : { state: 'failed' };
}
