/** What the other features use of book-shelf: they import it from here, never its modules. */
export * from './book-cover';
export * from './publish-toggle';
export * from './shelf-background';
export * from './shelf-carousel';
export * from './shelf-pages';
export * from './use-shelf-paging';
