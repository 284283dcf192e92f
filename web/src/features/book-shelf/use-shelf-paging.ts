import { useState } from 'react';
import { centreIndex, clampIndex } from './shelf-geometry';

/**
 * A shelf's page and the book chosen on it. Until a book is chosen the centre one is active, whatever the
 * page holds once it arrives; turning the page starts again from its centre.
 */
export function useShelfPaging() {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  return {
    page,
    choose: setChosen,
    /** The active book's index on a page of `count` books. */
    activeIndex: (count: number) => clampIndex(chosen ?? centreIndex(count), count),
    turnTo: (next: number) => {
      setPage(next);
      setChosen(null);
    },
  };
}
