import { useQuery } from '@tanstack/react-query';
import { getBook } from '../../api/public';

/** How often a book is read again while some of its pages are still being drawn. */
export const PENDING_BOOK_REFRESH_MS = 5000;

/**
 * A whole book by its share link's owner and book id (public: visitors and other parents read it so).
 * Read again every few seconds while pages are still being drawn, so they appear when they are ready.
 */
export function useSharedBook(userId: string, bookId: string, enabled = true) {
  return useQuery({
    queryKey: ['book', userId, bookId],
    queryFn: ({ signal }) => getBook({ bookId, userId }, signal),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.bookData.pages.some((page) => page.status === 'pending')
        ? PENDING_BOOK_REFRESH_MS
        : false,
  });
}
