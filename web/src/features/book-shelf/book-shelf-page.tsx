import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fillBookshelf } from '../../api/story';
import { bookShelf, ui } from '../../lib/texts';
import { useSession } from '../auth';
import { DeleteBookButton } from './delete-book-button';
import { PublishToggle } from './publish-toggle';
import { ShelfBackground } from './shelf-background';
import { ShelfCarousel } from './shelf-carousel';
import { ShelfPages } from './shelf-pages';
import { useShelfPaging } from './use-shelf-paging';
import { paths } from '../../config/paths';
import { ShareButton, SharingToggle } from '../sharing';
import { DownloadPdfButton, artStyleLabel } from '../keepsakes';

/**
 * /book-shelf: the user's own books (spec §2), newest first, 50 a page. The active book's summary shows
 * under the shelf; admins can put it on the public shelf. In demo mode without a login there are no own books.
 */
export function BookShelfPage() {
  const { loggedIn, userId, isAdmin } = useSession();
  const { page, choose, activeIndex, turnTo } = useShelfPaging();
  const shelf = useQuery({
    queryKey: ['bookshelf', userId, page],
    queryFn: ({ signal }) => fillBookshelf({ userId: userId ?? '', page }, signal),
    enabled: loggedIn && Boolean(userId),
    placeholderData: keepPreviousData,
  });
  const books = shelf.data?.books ?? [];
  const index = activeIndex(books.length);
  const active = books[index];
  const waiting = loggedIn && shelf.isPending;

  return (
    <main className="book-shelf shelf-page" aria-busy={waiting}>
      <ShelfBackground coverUrl={active?.data.cf_title_image ?? null} />
      <h1 className="visually-hidden">{ui.bookshelfHeading}</h1>
      {shelf.isError || waiting ? null : !active ? (
        <p className="shelf-empty">{bookShelf.empty}</p>
      ) : (
        <>
          <ShelfCarousel
            books={books}
            index={index}
            onIndexChange={choose}
            coverExtra={(book) => <DeleteBookButton book={book} userId={userId ?? ''} />}
          />
          <section className="shelf-summary" aria-label={ui.activeBook}>
            <div aria-live="polite">
              <h2>{active.data.title}</h2>
              <p>{active.data.summary}</p>
              <p className="art-style-badge">{ui.artStyleOfBook(artStyleLabel(active.data.art_style))}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {active.data.shared === false ? (
                <p className="not-shared">{ui.notShared}</p>
              ) : (
                <ShareButton
                  path={paths.storyBook.href(active.user_id, active.book_id)}
                  title={active.data.title}
                />
              )}
              <SharingToggle
                bookId={active.book_id}
                title={active.data.title}
                shared={active.data.shared !== false}
              />
              <DownloadPdfButton userId={active.user_id} bookId={active.book_id} title={active.data.title} />
              {isAdmin && <PublishToggle bookId={active.book_id} />}
            </div>
          </section>
        </>
      )}
      <ShelfPages
        page={shelf.data?.page ?? page}
        totalPages={shelf.data?.totalPages ?? 1}
        onPageChange={turnTo}
      />
    </main>
  );
}
