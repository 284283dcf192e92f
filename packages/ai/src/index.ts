export * from './author';
export * from './moderator';
