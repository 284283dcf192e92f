import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fillBookshelf } from '../../api/story';
import { paths } from '../../config/paths';
import { landing, ui } from '../../lib/texts';

/** How many of the newest own books the home shows. */
const LATEST = 4;

/**
 * A parent's newest books on /, each opening in the reader; with none yet, what to do next. Without a child
 * there is nothing to say here: "pick a child above" would point at nothing, and the welcome says to add one.
 */
export function LatestBooks({ userId, hasChildren }: { userId: string; hasChildren: boolean }) {
  const shelf = useQuery({
    queryKey: ['bookshelf', userId, 1],
    queryFn: ({ signal }) => fillBookshelf({ userId, page: 1 }, signal),
  });
  if (!shelf.data) return null;
  const books = shelf.data.books.slice(0, LATEST);
  if (books.length === 0 && !hasChildren) return null;
  return (
    <section aria-label={landing.latestBooks} className="latest-books">
      <h2>{landing.latestBooks}</h2>
      {books.length === 0 ? (
        <p className="empty-state">{landing.noBooksYet}</p>
      ) : (
        <ul>
          {books.map((book) => (
            <li key={book.book_id}>
              <Link to={paths.storyBook.href(book.user_id, book.book_id)} className="latest-book">
                {book.data.cf_title_image ? (
                  <img src={book.data.cf_title_image} alt="" width="120" height="160" />
                ) : (
                  <span className="latest-book-blank" aria-hidden="true" />
                )}
                <span>{book.data.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {books.length > 0 && <Link to={paths.bookShelf.href()}>{ui.bookshelfHeading}</Link>}
    </section>
  );
}
