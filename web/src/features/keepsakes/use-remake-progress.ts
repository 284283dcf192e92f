import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bookProgressUrl } from '../../api/story';
import type { BookProgressEvent, GetPageResponse } from '../../api/types';
import { ownPageQueryKey } from './remake-page';

/**
 * The new picture of a page made again, live: the book's progress stream (the gateway's server-sent
 * `progress` events, which carry the page's `remake` to its owner) writes each news of the page into the
 * reader's page query while the take is drawn. Answers whether the stream is heard, so the reader polls
 * get-page only where it is not (no EventSource, or the stream failed before its first news).
 */
export function useRemakeProgress(
  userId: string,
  bookId: string,
  pageNum: number,
  drawing: boolean,
): boolean {
  const queryClient = useQueryClient();
  const [heard, setHeard] = useState(false);

  useEffect(() => {
    if (!drawing || typeof window.EventSource !== 'function') return;
    const stream = new window.EventSource(bookProgressUrl(bookId));
    stream.addEventListener('progress', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as BookProgressEvent;
        const page = data.pages.find((candidate) => candidate.page_number === pageNum);
        if (page) {
          const answer: GetPageResponse = { pageData: page, totalPages: data.totalPages };
          queryClient.setQueryData(ownPageQueryKey(userId, bookId, pageNum), answer);
        }
        setHeard(true);
        // The take is drawn (or the book is done): closed by us, else EventSource reconnects.
        if (data.finished || page?.remake?.status !== 'pending') stream.close();
      } catch (error) {
        console.error('page made again: unreadable progress', error);
      }
    });
    stream.addEventListener('error', () => {
      // Polling takes over; a stream that was heard is retried by EventSource itself until it gives up.
      if (stream.readyState === window.EventSource.CLOSED) setHeard(false);
    });
    return () => {
      stream.close();
      setHeard(false);
    };
  }, [queryClient, userId, bookId, pageNum, drawing]);

  return drawing && heard;
}
