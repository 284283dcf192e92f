import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getPublicBookshelf } from '../../api/public';
import { LANDING_SHELF_ADVANCE_MS } from '../../lib/constants';
import { ui } from '../../lib/texts';
import { ShelfBackground, ShelfCarousel, ShelfPages, useShelfPaging } from '../book-shelf';
import { Button } from '../../design';

/**
 * The landing page's shelf of published books (spec §2): no summaries, and it moves on by itself every
 * 5 seconds, from the last book back to the first. It holds still while the pointer or the focus is on it,
 * and the pause button stops it for good (moving content must be stoppable).
 */
export function PublicShelf() {
  const { page, choose, activeIndex, turnTo } = useShelfPaging();
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const shelf = useQuery({
    queryKey: ['public-bookshelf', page],
    queryFn: ({ signal }) => getPublicBookshelf({ page }, signal),
    placeholderData: keepPreviousData,
  });
  const books = shelf.data?.publicBooks ?? [];
  const index = activeIndex(books.length);
  const moving = books.length > 1 && !paused && !held;

  useEffect(() => {
    if (!moving) return;
    // Restarted by every move, so a book chosen by hand stays for the full time.
    const timer = setTimeout(() => choose((index + 1) % books.length), LANDING_SHELF_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [moving, index, books.length, choose]);

  return (
    <section
      aria-label={ui.publicBookshelf}
      className="public-shelf"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <ShelfBackground coverUrl={books[index]?.data.cf_title_image ?? null} />
      {books.length > 0 && (
        <>
          <ShelfCarousel books={books} index={index} onIndexChange={choose} />
          {books[index]?.data.sample && <p className="art-style-badge sample-badge">{ui.sampleBook}</p>}
          {books.length > 1 && (
            <Button className="shelf-pause" onClick={() => setPaused(!paused)}>
              {paused ? ui.playShelf : ui.pauseShelf}
            </Button>
          )}
        </>
      )}
      <ShelfPages
        page={shelf.data?.page ?? page}
        totalPages={shelf.data?.totalPages ?? 1}
        onPageChange={turnTo}
      />
    </section>
  );
}
