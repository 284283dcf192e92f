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

/** One book followed: where its news comes from, and the progress last published. */
interface Follower {
  userId: string;
  bookId: string;
  current: BookProgress;
  publish: (progress: BookProgress) => void;
  stopped: boolean;
  polling: boolean;
  timer?: ReturnType<typeof setTimeout>;
  source: EventSource | null;
}

/** The page list with get-page's answers for `wanted` merged in; `refused` when asking again cannot help. */
function mergeAnswers(
  current: BookProgress,
  wanted: number[],
  answers: PromiseSettledResult<Awaited<ReturnType<typeof getPage>>>[],
) {
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
  return { pages, totalPages, refused };
}

async function pollOnce(f: Follower): Promise<void> {
  const { bookId, userId } = f;
  // Without a page list yet, page 1's answer tells how many pages there are.
  const wanted = f.current.pages.length
    ? f.current.pages.filter((page) => !isFinal(page)).map((page) => page.page_number)
    : [1];
  const answers = await Promise.allSettled(wanted.map((pageNum) => getPage({ bookId, userId, pageNum })));
  if (f.stopped) return;
  const { pages, totalPages, refused } = mergeAnswers(f.current, wanted, answers);
  const known = pages.size;
  for (let n = 1; n <= totalPages; n++) if (!pages.has(n)) pages.set(n, pendingPage(n));
  // Pages just learnt of are asked for at once; the others when they may have changed.
  const delay = pages.size > known ? 0 : PAGE_POLL_MS;
  f.publish(progressOf([...pages.values()], totalPages));
  if (!f.current.finished && !refused) f.timer = setTimeout(() => void pollOnce(f), delay);
}

/** Falls back to polling: the stream, if any, is closed. */
function poll(f: Follower): void {
  f.source?.close();
  f.source = null;
  if (f.stopped || f.polling) return;
  f.polling = true;
  void pollOnce(f);
}

/** Listens to the gateway's progress stream; polls when it fails before any news, or gives up. */
function listen(f: Follower): void {
  const stream = new window.EventSource(bookProgressUrl(f.bookId));
  f.source = stream;
  let heard = false;
  stream.addEventListener('progress', (event) => {
    heard = true;
    try {
      const data = JSON.parse((event as MessageEvent<string>).data) as BookProgressEvent;
      f.publish({ ...progressOf(data.pages, data.totalPages), finished: data.finished });
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
    if (!heard || stream.readyState === window.EventSource.CLOSED) poll(f);
  });
}

/** Follows a book's progress until the returned stop is called. */
function followBook(
  userId: string,
  bookId: string,
  initialPages: readonly Page[],
  onProgress: (progress: BookProgress) => void,
): () => void {
  const f: Follower = {
    userId,
    bookId,
    current: progressOf(initialPages),
    publish: (progress) => {
      f.current = progress;
      onProgress(progress);
    },
    stopped: false,
    polling: false,
    source: null,
  };
  if (typeof window.EventSource !== 'function') poll(f);
  else listen(f);
  return () => {
    f.stopped = true;
    clearTimeout(f.timer);
    f.source?.close();
  };
}

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
    return followBook(userId, bookId, startingPages(), (progress) => setLatest({ bookId, progress }));
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
