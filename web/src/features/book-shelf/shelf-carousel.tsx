import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSwipeable } from 'react-swipeable';
import type { ShelfItem } from '../../api/types';
import { paths } from '../../config/paths';
import { SWIPE_THRESHOLD_PX } from '../../lib/constants';
import { ui } from '../../lib/texts';
import { useArrowKeys } from '../../lib/use-arrow-keys';
import { BookCover } from './book-cover';
import { clampIndex, coverPlacement } from './shelf-geometry';
import { Button } from '../../design';

interface ShelfCarouselProps {
  books: readonly ShelfItem[];
  /** the active book */
  index: number;
  onIndexChange: (index: number) => void;
  /** what a cover carries besides its link (the own shelf's delete button) */
  coverExtra?: (book: ShelfItem) => ReactNode;
}

/**
 * The shelf of tilted covers (spec §2): the active one in the middle, moved by the left and right arrow keys,
 * a swipe (by touch or by dragging the mouse) or the page dots; a cover opens its book.
 */
export function ShelfCarousel({ books, index, onIndexChange, coverExtra }: ShelfCarouselProps) {
  const move = (step: number) => {
    const next = clampIndex(index + step, books.length);
    if (next !== index) onIndexChange(next);
  };

  useArrowKeys(
    () => move(-1),
    () => move(1),
  );

  const swipe = useShelfSwipe(move);

  return (
    <div className="shelf-carousel">
      <div {...swipe} className="shelf">
        <ul className="shelf-books" aria-label={ui.shelfBooks}>
          {books.map((book, i) => (
            <ShelfBook key={book.book_id} book={book} offset={i - index} extra={coverExtra?.(book)} />
          ))}
        </ul>
      </div>
      {books.length > 1 && <ShelfDots books={books} index={index} onIndexChange={onIndexChange} />}
    </div>
  );
}

/** Swipe handlers for the shelf, with a click guard: a drag that moved the shelf must not also open the cover it ended on. */
function useShelfSwipe(move: (step: number) => void) {
  const swiped = useRef(false);
  const swipe = useSwipeable({
    delta: SWIPE_THRESHOLD_PX,
    trackMouse: true,
    preventScrollOnSwipe: true,
    onTouchStartOrOnMouseDown: () => {
      swiped.current = false;
    },
    onSwipeStart: () => {
      swiped.current = true;
    },
    onSwipedLeft: () => move(1),
    onSwipedRight: () => move(-1),
  });
  const onClickCapture = (event: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  return { ...swipe, onClickCapture };
}

/** One cover, placed by its distance from the active one (`offset` 0). */
function ShelfBook({ book, offset, extra }: { book: ShelfItem; offset: number; extra: ReactNode }) {
  const placement = coverPlacement(offset);
  return (
    <li
      className={offset === 0 ? 'shelf-book active' : 'shelf-book'}
      style={{ transform: placement.transform, zIndex: placement.zIndex }}
      hidden={placement.hidden}
      aria-current={offset === 0 ? 'true' : undefined}
    >
      <Link
        to={paths.storyBook.href(book.user_id, book.book_id)}
        className="shelf-book-link"
        draggable={false}
      >
        <BookCover
          title={book.data.title}
          coverUrl={book.data.cf_title_image}
          titleSvg={book.data.title_svg}
        />
      </Link>
      {extra}
    </li>
  );
}

function ShelfDots({
  books,
  index,
  onIndexChange,
}: {
  books: readonly ShelfItem[];
  index: number;
  onIndexChange: (index: number) => void;
}) {
  return (
    <div className="shelf-dots" role="group" aria-label={ui.chooseBook}>
      {books.map((book, i) => (
        <Button
          key={book.book_id}
          variant="ghost"
          className="shelf-dot"
          aria-label={ui.showBook(book.data.title)}
          aria-pressed={i === index}
          onClick={() => onIndexChange(i)}
        />
      ))}
    </div>
  );
}
