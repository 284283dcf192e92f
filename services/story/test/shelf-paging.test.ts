/** Which books one reading of a shelf shows (spec §9: at most 50). */
import { SHELF_PAGE_SIZE, shelfWindow } from '../src/shelf-paging';

describe('shelfWindow', () => {
  it('reads 50 books a page, as spec §9 says', () => {
    expect(SHELF_PAGE_SIZE).toBe(50);
    expect(shelfWindow(1, 120)).toEqual({ page: 1, totalPages: 3, skip: 0, limit: 50 });
    expect(shelfWindow(2, 120)).toEqual({ page: 2, totalPages: 3, skip: 50, limit: 50 });
    expect(shelfWindow(3, 120)).toEqual({ page: 3, totalPages: 3, skip: 100, limit: 50 });
  });

  it.each([
    [0, 1],
    [49, 1],
    [50, 1],
    [51, 2],
    [100, 2],
    [101, 3],
  ])('counts %i books as %i pages', (books, pages) => {
    expect(shelfWindow(1, books).totalPages).toBe(pages);
  });

  it.each([0, -3, Number.NaN, 1.7])('answers the first page for a page of %p', (page) => {
    expect(shelfWindow(page, 120)).toMatchObject({ page: 1, skip: 0 });
  });

  it('answers the last page for a page beyond it, and page 1 of an empty shelf', () => {
    expect(shelfWindow(7, 120)).toMatchObject({ page: 3, skip: 100 });
    expect(shelfWindow(4, 0)).toEqual({ page: 1, totalPages: 1, skip: 0, limit: 50 });
  });

  it('takes another page size', () => {
    expect(shelfWindow(2, 5, 2)).toEqual({ page: 2, totalPages: 3, skip: 2, limit: 2 });
  });
});
