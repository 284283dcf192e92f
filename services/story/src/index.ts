export { storyConfigSchema, type StoryConfig } from './config';
export { startStoryService } from './service';
// What story keeps of a user, for suites that seed and check its store as story would (account deletion).
export { BookRecords, type BookRecord, type PageRecord } from './book-records';
// The storyteller (ideas, summary, story and layout) with its model and offline implementations.
export * from './storytelling';
