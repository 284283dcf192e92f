import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import type { BookData } from '../../api/types';
import { paths } from '../../config/paths';
import { ZOOM_MAX_SCALE, ZOOM_MIN_SCALE } from '../../lib/constants';
import { reader, ui } from '../../lib/texts';
import { useArrowKeys } from '../../lib/use-arrow-keys';
import { useSession } from '../auth';
import { PublishToggle } from '../book-shelf';
import { bookLeaves } from './book-leaves';
import { FlipBook, type FlipBookHandle } from './flip-book';
import { ReadAloudButton } from './read-aloud-button';
import { useBookLanguage } from './use-book-language';
import { useSharedBook } from './use-shared-book';
import { QualityReportPanel } from './quality-report-panel';
import { ShareButton, SharingToggle } from '../sharing';
import { Button } from '../../design';
import { DownloadPdfButton, RestyleBook } from '../keepsakes';

/**
 * /story-book/:userId/:bookId: the flip-book viewer, opened by the book's share link with the public call
 * (spec §2, §4), so it works for anyone who has the link, signed in or not.
 */
export function StoryBookPage() {
  const { userId = '', bookId = '' } = useParams();
  const book = useSharedBook(userId, bookId);
  return (
    <main className="story-book" aria-busy={book.isPending}>
      {book.isError && <p role="alert">{reader.loadFailed}</p>}
      {book.data && <BookViewer key={bookId} book={book.data.bookData} userId={userId} bookId={bookId} />}
    </main>
  );
}

/** What a zoom button adds to or takes from the scale: 1 to 8 in seven presses. */
const ZOOM_STEP = 1;

function BookViewer({ book, userId, bookId }: { book: BookData; userId: string; bookId: string }) {
  const { isAdmin, userId: signedIn } = useSession();
  const shared = book.shared !== false;
  const flipBook = useRef<FlipBookHandle>(null);
  const [position, setPosition] = useState(0);
  const [twoPages, setTwoPages] = useState(false);
  const { leaves, storyPageAt, textAt } = useMemo(() => bookLeaves(book), [book]);
  const last = leaves.length - 1;
  const reload = useBookReload(userId, bookId);
  const storyPage = storyPageAt(position);
  const language = useBookLanguage(
    userId,
    [book.title, book.summary, ...book.pages.map((page) => page.page_text)].join('\n'),
    book.language,
  );

  const previous = () => {
    if (position > 0) flipBook.current?.previous();
  };
  // §4: at the back cover the book closes and goes back to its front cover.
  const next = () => (position >= last ? flipBook.current?.toCover() : flipBook.current?.next());
  useArrowKeys(previous, next);

  return (
    <article className="book-viewer">
      <h1>{book.title}</h1>
      <ZoomableBook title={book.title}>
        <FlipBook ref={flipBook} leaves={leaves} onFlip={setPosition} onSpreadChange={setTwoPages} />
      </ZoomableBook>
      <nav aria-label={ui.bookPages} className="page-turns">
        <Button aria-label={ui.previousPage} disabled={position === 0} onClick={previous}>
          ‹
        </Button>
        <span aria-live="polite">
          {storyPage
            ? reader.pageOf(storyPage.page_number, book.pages.length)
            : position === 0
              ? ui.frontCover
              : position === last
                ? ui.backCover
                : null}
        </span>
        <Button aria-label={ui.nextPage} onClick={next}>
          ›
        </Button>
      </nav>
      <div className="book-actions">
        <ReadAloudButton text={textAt(position, twoPages)} language={language} />
        <Link to={paths.storyPageAt.href(userId, bookId, storyPage?.page_number ?? 1)}>
          {ui.readPageByPage}
        </Link>
        {shared ? (
          <ShareButton path={paths.storyBook.href(userId, bookId)} title={book.title} />
        ) : (
          <p className="not-shared">{ui.notShared}</p>
        )}
        {signedIn === userId && <SharingToggle bookId={bookId} title={book.title} shared={shared} />}
        <DownloadPdfButton userId={userId} bookId={bookId} title={book.title} />
        {isAdmin && <PublishToggle bookId={bookId} />}
      </div>
      {signedIn === userId && (
        <RestyleBook userId={userId} bookId={bookId} artStyle={book.art_style} onDone={reload} />
      )}
      {isAdmin && <QualityReportPanel bookId={bookId} />}
    </article>
  );
}

/** The book read again once a re-style is settled: its new pictures, or the ones it had; answers its style. */
function useBookReload(userId: string, bookId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['book', userId, bookId] });
    return queryClient.getQueryData<{ bookData: BookData }>(['book', userId, bookId])?.bookData.art_style;
  }, [queryClient, userId, bookId]);
}

/** The book with its zoom buttons; pinch and wheel zoom too. */
function ZoomableBook({ title, children }: { title: string; children: ReactNode }) {
  const [scale, setScale] = useState(ZOOM_MIN_SCALE);
  return (
    <TransformWrapper
      minScale={ZOOM_MIN_SCALE}
      maxScale={ZOOM_MAX_SCALE}
      doubleClick={{ disabled: true }}
      // Unzoomed, a drag belongs to the book (it turns the page); zoomed in, it moves the picture.
      panning={{ disabled: scale <= ZOOM_MIN_SCALE }}
      onTransform={(_, state) => setScale(state.scale)}
    >
      {({ zoomIn, zoomOut, resetTransform }) => (
        <>
          <div className="zoom-controls" role="group" aria-label={ui.bookControls}>
            <Button
              aria-label={ui.zoomOut}
              disabled={scale <= ZOOM_MIN_SCALE}
              onClick={() => zoomOut(ZOOM_STEP)}
            >
              −
            </Button>
            <Button onClick={() => resetTransform()} disabled={scale <= ZOOM_MIN_SCALE}>
              {ui.resetZoom}
            </Button>
            <Button
              aria-label={ui.zoomIn}
              disabled={scale >= ZOOM_MAX_SCALE}
              onClick={() => zoomIn(ZOOM_STEP)}
            >
              +
            </Button>
          </div>
          <TransformComponent
            wrapperClass="book-zoom"
            contentClass={scale > ZOOM_MIN_SCALE ? 'book-zoom-content zoomed' : 'book-zoom-content'}
            // the library sizes both to their content, which would leave page-flip no room to fill
            wrapperStyle={{ width: '100%' }}
            contentStyle={{ width: '100%' }}
          >
            <div role="region" aria-label={ui.flipBook(title)} className="book-region">
              {children}
            </div>
          </TransformComponent>
        </>
      )}
    </TransformWrapper>
  );
}
