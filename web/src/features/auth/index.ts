/** What the other features use of auth: they import it from here, never its modules. */
export * from './use-session';
export * from './use-session-store';
