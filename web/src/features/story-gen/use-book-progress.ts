import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../api/client';
import { bookProgressUrl, getPage } from '../../api/story';
import type { BookProgressError, BookProgressEvent, Page } from '../../api/types';

/** How often the pages not yet ready are asked for when the live progress stream cannot be used. */
export const PAGE_POLL_MS = 2000;

export interface BookProgress {
  /** in page order */
  pages: Page[];
  totalPages: number;
  /** every page is ready or failed */
  finished: boolean;
}

const isFinal = (page: Page) => page.status === 'ready' || page.status === 'failed';

export function progressOf(pages: readonly Page[], totalPages = pages.length): BookProgress {
  const sorted = [...pages].sort((a, b) => a.page_number - b.page_number);
  return {
    pages: sorted,
    totalPages,
    finished: totalPages > 0 && sorted.length >= totalPages && sorted.every(isFinal),
  };
}

const pendingPage = (page_number: number): Page => ({
  page_number,
  page_text: '',
  cloud_url: '',
  cf_cloud_url: '',
  cf_cloud_animated_url: '',
  status: 'pending',
});

/**
 * The pages of a book being illustrated, live (design §5): the gateway's server-sent `progress` events, each
 * with the whole page list. Where EventSource is missing, or the stream fails before its first event, the
 * pages not yet ready are polled with get-page instead. `initialPages` (bookgen's answer) are shown until
 * the first news.
 */
export function useBookProgress(
  book: { userId: string; bookId: string } | null,
  initialPages: readonly Page[] = [],
): BookProgress {
  const userId = book?.userId ?? null;
  const bookId = book?.bookId ?? null;
  const [latest, setLatest] = useState<{ bookId: string; progress: BookProgress } | null>(null);
  const startingPages = useEffectEvent(() => initialPages);

  useEffect(() => {
    if (!userId || !bookId) return;
    let current = progressOf(startingPages());
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | null = null;
    const publish = (progress: BookProgress) => {
      current = progress;
      setLatest({ bookId, progress });
    };

    const pollOnce = async () => {
      // Without a page list yet, page 1's answer tells how many pages there are.
      const wanted = current.pages.length
        ? current.pages.filter((page) => !isFinal(page)).map((page) => page.page_number)
        : [1];
      const answers = await Promise.allSettled(wanted.map((pageNum) => getPage({ bookId, userId, pageNum })));
      if (stopped) return;
      const pages = new Map(current.pages.map((page) => [page.page_number, page]));
      let totalPages = current.totalPages;
      let refused = false;
      answers.forEach((answer, index) => {
        if (answer.status === 'fulfilled') {
          // No page in the answer says nothing new: the page stays as it was, so it is asked for again.
          const page = answer.value.pageData;
          if (page) pages.set(wanted[index], { ...page, page_number: wanted[index] });
          totalPages = answer.value.totalPages;
        } else {
          console.error('book progress: page', wanted[index], answer.reason);
          // Asking again cannot help a refusal (not signed in, not this user's book).
          refused ||=
            answer.reason instanceof ApiError && answer.reason.status >= 400 && answer.reason.status < 500;
        }
      });
      const known = pages.size;
      for (let n = 1; n <= totalPages; n++) if (!pages.has(n)) pages.set(n, pendingPage(n));
      // Pages just learnt of are asked for at once; the others when they may have changed.
      const delay = pages.size > known ? 0 : PAGE_POLL_MS;
      publish(progressOf([...pages.values()], totalPages));
      if (!current.finished && !refused) timer = setTimeout(() => void pollOnce(), delay);
    };
    let polling = false;
    const poll = () => {
      source?.close();
      source = null;
      if (stopped || polling) return;
      polling = true;
      void pollOnce();
    };

    if (typeof window.EventSource !== 'function') {
      poll();
    } else {
      const stream = new window.EventSource(bookProgressUrl(bookId));
      source = stream;
      let heard = false;
      stream.addEventListener('progress', (event) => {
        heard = true;
        try {
          const data = JSON.parse((event as MessageEvent<string>).data) as BookProgressEvent;
          publish({ ...progressOf(data.pages, data.totalPages), finished: data.finished });
          // Closed by us: otherwise EventSource reconnects when the server ends the stream.
          if (data.finished) stream.close();
        } catch (error) {
          console.error('book progress: unreadable event', error);
        }
      });
      stream.addEventListener('error', (event) => {
        const data = (event as Partial<MessageEvent>).data;
        if (typeof data === 'string') {
          // The server's own `error` event: §8, other failures are only logged.
          console.error('book progress:', readError(data));
          stream.close();
          return;
        }
        // A dropped connection after some news is retried by EventSource itself, unless it gave up.
        if (!heard || stream.readyState === window.EventSource.CLOSED) poll();
      });
    }
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [userId, bookId]);

  if (latest && latest.bookId === bookId) return latest.progress;
  return progressOf(initialPages);
}

function readError(data: string): string {
  try {
    return (JSON.parse(data) as BookProgressError).error;
  } catch {
    return data;
  }
}
