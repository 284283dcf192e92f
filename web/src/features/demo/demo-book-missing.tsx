import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { getPublicBookshelf } from '../../api/public';
import { paths } from '../../config/paths';
import { ui } from '../../lib/texts';

/**
 * §4: the demo writes no whole book; it says so and points to the public bookshelf on /. So the demo still
 * ends in a book, it also opens the first finished book of that shelf (the product's samples on a fresh
 * install) in the reader.
 */
export function DemoBookMissing() {
  const shelf = useQuery({
    queryKey: ['public-bookshelf', 1],
    queryFn: ({ signal }) => getPublicBookshelf({ page: 1 }, signal),
  });
  const first = shelf.data?.publicBooks[0];
  return (
    <div className="demo-book-missing" role="alert">
      <p>{ui.demoBookMissing}</p>
      <div className="demo-book-links">
        {first && (
          <Link to={paths.storyBook.href(first.user_id, first.book_id)} className="button-link button-large">
            {ui.readSampleBook(first.data.title)}
          </Link>
        )}
        <Link to={paths.home.href()} className="button-link">
          {ui.toPublicBookshelf}
        </Link>
      </div>
    </div>
  );
}
