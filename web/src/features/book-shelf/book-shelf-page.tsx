import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { deleteBook, fillBookshelf } from '../../api/story';
import type { ShelfItem } from '../../api/types';
import { paths } from '../../config/paths';
import { bookShelf, ui } from '../../lib/texts';
import { useSession } from '../auth/use-session';

/**
 * /book-shelf: the user's own books (spec §2). The tilted-cover shelf, keys, swipe and page dots come later.
 * In demo mode without a login there are no own books.
 */
export function BookShelfPage() {
  const { loggedIn, userId } = useSession();
  const [page, setPage] = useState(1);
  const shelf = useQuery({
    queryKey: ['bookshelf', userId, page],
    queryFn: ({ signal }) => fillBookshelf({ userId: userId ?? '', page }, signal),
    enabled: loggedIn && Boolean(userId),
    placeholderData: keepPreviousData,
  });
  const books = shelf.data?.books ?? [];
  const totalPages = shelf.data?.totalPages ?? 1;
  const waiting = loggedIn && shelf.isPending;

  return (
    <main className="book-shelf" aria-busy={waiting}>
      <h1 className="visually-hidden">{ui.bookshelfHeading}</h1>
      {shelf.isError ? null : waiting ? null : books.length === 0 ? (
        <p>{bookShelf.empty}</p>
      ) : (
        <ul className="shelf">
          {books.map((book) => (
            <ShelfBook key={book.book_id} book={book} userId={userId ?? ''} />
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav aria-label={ui.bookshelfPages}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {bookShelf.previous}
          </button>
          <span>{ui.shelfPage(page, totalPages)}</span>
          <button type="button" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            {bookShelf.next}
          </button>
        </nav>
      )}
    </main>
  );
}

function ShelfBook({ book, userId }: { book: ShelfItem; userId: string }) {
  const queryClient = useQueryClient();
  const { title } = book.data;
  const remove = useMutation({
    mutationFn: () => deleteBook({ userId, bookId: book.book_id }),
    onSuccess: () => {
      window.alert(bookShelf.deleted(title));
      return queryClient.invalidateQueries({ queryKey: ['bookshelf', userId] });
    },
    onError: (error) => console.error(error),
  });
  return (
    <li>
      <Link to={paths.storyBook.href(book.user_id, book.book_id)}>
        {book.data.cf_title_image && <img src={book.data.cf_title_image} alt={ui.coverAlt(title)} />}
        <span>{title}</span>
      </Link>
      <p>{book.data.summary}</p>
      <button
        type="button"
        aria-label={ui.deleteBook(title)}
        disabled={remove.isPending}
        onClick={() => window.confirm(bookShelf.confirmDelete(title)) && remove.mutate()}
      >
        {ui.delete}
      </button>
    </li>
  );
}
