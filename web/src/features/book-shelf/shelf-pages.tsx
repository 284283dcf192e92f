import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-page';
import type { ShelfPaginationProps } from './shelf-pagination';

// Few shelves hold more than one reading (50 books), so the pagination's code is fetched only for those:
// the landing page's script stays small.
const ShelfPagination = lazyComponent(
  () => import('./shelf-pagination'),
  (module) => module.ShelfPagination,
);

/** The shelf's pagination control, when the shelf has more than one page. */
export function ShelfPages(props: ShelfPaginationProps) {
  if (props.totalPages <= 1) return null;
  return (
    <Suspense fallback={null}>
      <ShelfPagination {...props} />
    </Suspense>
  );
}
