/** What the other features use of demo: they import it from here, never its modules. */
export * from './demo-book-missing';
export * from './demo-content';
export * from './demo-picture';
