import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getBook } from '../../api/public';
import type { BookData } from '../../api/types';
import { paths } from '../../config/paths';
import { reader, ui } from '../../lib/texts';

/**
 * /story-book/:userId/:bookId: the book opened by its link (spec §2, §4). Positions: 0 is the front cover,
 * 1..n the pages, n+1 the back cover. Page-flip animation and pan/zoom come later.
 */
export function StoryBookPage() {
  const { userId = '', bookId = '' } = useParams();
  const book = useQuery({
    queryKey: ['book', userId, bookId],
    queryFn: ({ signal }) => getBook({ bookId, userId }, signal),
  });
  return (
    <main className="story-book" aria-busy={book.isPending}>
      {book.isError && <p role="alert">{reader.loadFailed}</p>}
      {book.data && <FlipBook book={book.data.bookData} userId={userId} bookId={bookId} />}
    </main>
  );
}

function FlipBook({ book, userId, bookId }: { book: BookData; userId: string; bookId: string }) {
  const [position, setPosition] = useState(0);
  const total = book.pages.length;
  const last = total + 1;
  const page = position >= 1 && position <= total ? book.pages[position - 1] : null;
  const image = page?.cf_cloud_url ?? page?.cloud_url;
  return (
    <article>
      <h1>{book.title}</h1>
      {position === 0 && book.cf_title_image && (
        <img src={book.cf_title_image} alt={ui.coverAlt(book.title)} />
      )}
      {page && (
        <>
          {image && <img src={image} alt={ui.pageImageAlt(page.page_number)} />}
          <p>{page.page_text}</p>
        </>
      )}
      {position === last && <p>{book.summary}</p>}
      <nav aria-label={book.title}>
        <button
          type="button"
          aria-label={ui.previousPage}
          disabled={position === 0}
          onClick={() => setPosition(position - 1)}
        >
          ‹
        </button>
        {page && <span>{reader.pageOf(page.page_number, total)}</span>}
        <button
          type="button"
          aria-label={ui.nextPage}
          onClick={() => setPosition(position === last ? 0 : position + 1)}
        >
          ›
        </button>
      </nav>
      <Link to={paths.storyPageAt.href(userId, bookId, page?.page_number ?? 1)}>{ui.readPageByPage}</Link>
    </article>
  );
}
