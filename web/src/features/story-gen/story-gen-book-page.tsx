import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { generateBook } from '../../api/story';
import { paths } from '../../config/paths';
import { ui } from '../../lib/texts';
import { useSession } from '../auth/use-session';
import { useSessionStore } from '../auth/use-session-store';

/**
 * /story-gen-book: starts the page-by-page generation of the book made on the summary page and shows which
 * pages are ready (spec §2, §4). Live progress comes with the story-flow issue.
 */
export function StoryGenBookPage() {
  const session = useSession();
  const { bookId, animateImages } = useSessionStore();
  const book = useQuery({
    queryKey: ['bookgen', bookId],
    queryFn: () => generateBook({ userId: session.userId ?? '', bookId: bookId ?? '', animateImages }),
    enabled: session.loggedIn && Boolean(bookId),
    staleTime: Infinity,
    retry: false,
  });
  const pages = book.data?.pageDataModel ?? [];
  const ready = pages.filter((page) => page.status === 'ready');
  return (
    <main className="story-gen-book">
      <h1>{ui.bookHeading}</h1>
      <p>{ui.bookWaiting}</p>
      {book.isError && <p role="alert">{book.error.message}</p>}
      {pages.length > 0 && (
        <section aria-label={ui.bookHeading}>
          <p role="status">{ui.bookProgress(ready.length, pages.length)}</p>
          {session.userId && bookId && (
            <ol>
              {ready.map((page) => (
                <li key={page.page_number}>
                  <Link to={paths.storyPageAt.href(session.userId ?? '', bookId, page.page_number)}>
                    {page.page_number}
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      <Link to={paths.bookShelf.href()}>{ui.backToBookshelf}</Link>
    </main>
  );
}
