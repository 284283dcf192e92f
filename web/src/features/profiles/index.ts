/** What the other features use of profiles: they import it from here, never its modules. */
export * from './empty-profile';
export * from './pin-dialog';
export * from './profile-queries';
export * from './start-story-link';
