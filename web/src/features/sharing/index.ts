/** What the other features use of sharing: they import it from here, never its modules. */
export * from './share-button';
export * from './sharing-toggle';
