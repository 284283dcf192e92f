import ReactPaginate from 'react-paginate';
import { PAGINATION_MARGIN_PAGES, PAGINATION_PAGES_DISPLAYED } from '../../lib/constants';
import { bookShelf, ui } from '../../lib/texts';

export interface ShelfPaginationProps {
  /** 1-based, as the shelf calls count them */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** §2, §9: the pages of a shelf of more books than one reading holds (Previous, Next, break markers). */
export function ShelfPagination({ page, totalPages, onPageChange }: ShelfPaginationProps) {
  return (
    <nav aria-label={ui.bookshelfPages} className="shelf-pagination">
      <ReactPaginate
        pageCount={totalPages}
        forcePage={page - 1}
        onPageChange={({ selected }) => onPageChange(selected + 1)}
        pageRangeDisplayed={PAGINATION_PAGES_DISPLAYED}
        marginPagesDisplayed={PAGINATION_MARGIN_PAGES}
        previousLabel={bookShelf.previous}
        nextLabel={bookShelf.next}
        breakLabel={bookShelf.breakLabel}
        ariaLabelBuilder={(pageIndex: number) => ui.shelfPageLink(pageIndex)}
        containerClassName="pagination"
        activeClassName="active"
        disabledClassName="disabled"
      />
    </nav>
  );
}
