import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Page } from '../../api/types';
import { paths } from '../../config/paths';
import { reader, ui } from '../../lib/texts';
import { useArrowKeys } from '../../lib/use-arrow-keys';
import { useSessionStore } from '../auth';
import { pagePicture } from './page-picture';
import { ReadAloudButton } from './read-aloud-button';
import { useBookLanguage } from './use-book-language';
import { useReaderPage } from './use-reader-page';
import { Button } from '../../design';
import { RemakePage } from '../keepsakes';

/**
 * /story-page/:userId/:bookId/:pageNum: the single-page reader (spec §2, §4, §8). Bare /story-page opens the
 * first page of the book being made, if there is one.
 */
export function StoryPagePage() {
  const { userId, bookId, pageNum } = useParams();
  const page = Number(pageNum);
  return (
    <main className="story-page" aria-label={ui.readerHeading}>
      <h1 className="visually-hidden">{ui.readerHeading}</h1>
      {userId && bookId && Number.isInteger(page) && page >= 1 ? (
        <PageReader key={`${userId}/${bookId}`} userId={userId} bookId={bookId} pageNum={page} />
      ) : (
        <CurrentBook />
      )}
    </main>
  );
}

function CurrentBook() {
  const { userId, bookId } = useSessionStore();
  if (userId && bookId) return <Navigate to={paths.storyPageAt.href(userId, bookId, 1)} replace />;
  return (
    <p>
      <Link to={paths.bookShelf.href()}>{ui.noBookOpen}</Link>
    </p>
  );
}

function PageReader({ userId, bookId, pageNum }: { userId: string; bookId: string; pageNum: number }) {
  const navigate = useNavigate();
  const reading = useReaderPage(userId, bookId, pageNum);
  const totalPages = reading.state === 'loaded' ? reading.totalPages : null;
  const go = (n: number) => {
    if (totalPages !== null && n >= 1 && n <= totalPages) navigate(paths.storyPageAt.href(userId, bookId, n));
  };
  useArrowKeys(
    () => go(pageNum - 1),
    () => go(pageNum + 1),
  );

  return (
    <article className="page-reader">
      {reading.state === 'loading' ? (
        <p role="status">{reader.loadingPage(pageNum)}</p>
      ) : reading.state === 'failed' ? (
        <p role="alert">{reader.loadFailed}</p>
      ) : (
        <>
          <PageContent
            ownerId={userId}
            pageNum={pageNum}
            page={reading.page}
            bookLanguage={reading.language}
          />
          {reading.own && (
            <RemakePage userId={userId} bookId={bookId} pageNum={pageNum} page={reading.page} />
          )}
        </>
      )}
      <nav aria-label={ui.bookPages} className="page-turns">
        <Button aria-label={ui.previousPage} disabled={pageNum <= 1} onClick={() => go(pageNum - 1)}>
          ‹
        </Button>
        {totalPages !== null && <span>{reader.pageOf(pageNum, totalPages)}</span>}
        <Button
          aria-label={ui.nextPage}
          disabled={totalPages === null || pageNum >= totalPages}
          onClick={() => go(pageNum + 1)}
        >
          ›
        </Button>
      </nav>
      <Link to={paths.storyBook.href(userId, bookId)}>{ui.backToBook}</Link>
    </article>
  );
}

interface PageContentProps {
  ownerId: string;
  pageNum: number;
  page: Page;
  /** the book's language, when known */
  bookLanguage?: string;
}

function PageContent({ ownerId, pageNum, page, bookLanguage }: PageContentProps) {
  const language = useBookLanguage(ownerId, page.page_text, bookLanguage);
  if (page.status === 'pending') return <p role="status">{reader.pageNotReady(pageNum)}</p>;
  const picture = pagePicture(page);
  return (
    <>
      <div className="page-reader-picture">
        {page.status === 'failed' ? (
          <p className="page-note">{ui.pageFailed}</p>
        ) : (
          picture && <img src={picture} alt={ui.pageImageAlt(pageNum)} />
        )}
      </div>
      <p className="page-reader-text">{page.page_text}</p>
      <ReadAloudButton text={page.page_text} language={language} />
    </>
  );
}
