import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { generateBook } from '../../api/story';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/session-store';
import { ui } from '../../lib/texts';
import { useSession, useSessionStore } from '../auth';
import { DemoBookMissing } from '../demo';
import { BookPageList } from './book-page-list';
import { useBookProgress } from './use-book-progress';

/**
 * /story-gen-book: starts the page-by-page illustration of the book written on the summary page, once per
 * book, and shows its pages as they finish (spec §2, §4; design §5 "Pages").
 */
export function StoryGenBookPage() {
  const session = useSession();
  const { bookId, animateImages, bookGenStartedFor } = useSessionStore();
  const userId = session.userId;
  const startedBefore = bookId !== null && bookGenStartedFor === bookId;
  const bookgen = useQuery({
    queryKey: ['bookgen', userId, bookId],
    queryFn: async () => {
      if (!userId || !bookId) throw new Error('no book to illustrate');
      const reply = await generateBook({ userId, bookId, animateImages });
      // Remembered beyond this page's life, so that coming back only watches the book.
      sessionStore.update({ bookGenStartedFor: bookId });
      return reply;
    },
    enabled: session.loggedIn && Boolean(userId && bookId) && !startedBefore,
    staleTime: Infinity,
    retry: false,
  });
  // The flag is stored before bookgen's answer reaches the cache: wait for the answer, whose pages show first.
  const started = bookgen.isSuccess || (startedBefore && !bookgen.isFetching);
  const progress = useBookProgress(
    started && userId && bookId ? { userId, bookId } : null,
    bookgen.data?.pageDataModel,
  );
  const ready = progress.pages.filter((page) => page.status === 'ready').length;
  const done = progress.pages.filter((page) => page.status !== 'pending').length;

  if (!session.loggedIn && session.demoMode) {
    return (
      <main className="story-gen-book">
        <h1>{ui.bookHeading}</h1>
        <DemoBookMissing />
      </main>
    );
  }

  return (
    <main className="story-gen-book">
      <h1>{ui.bookHeading}</h1>
      <p>{ui.bookWaiting}</p>
      {bookgen.isError && <p role="alert">{bookgen.error.message}</p>}
      {progress.totalPages > 0 && (
        <div className="book-progress">
          <progress max={progress.totalPages} value={done} aria-label={ui.illustrationProgress} />
          <p role="status" aria-live="polite">
            {ui.bookProgress(ready, progress.totalPages)}
          </p>
        </div>
      )}
      {userId && bookId && progress.finished && (
        <p>
          <Link to={paths.storyBook.href(userId, bookId)} className="button-link">
            {ui.readBook}
          </Link>
        </p>
      )}
      {userId && bookId && progress.pages.length > 0 && (
        <BookPageList
          userId={userId}
          bookId={bookId}
          pages={progress.pages}
          totalPages={progress.totalPages}
          animateImages={animateImages}
        />
      )}
      <Link to={paths.bookShelf.href()}>{ui.backToBookshelf}</Link>
    </main>
  );
}
