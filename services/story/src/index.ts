export { storyConfigSchema, type StoryConfig } from './config';
export { startStoryService } from './service';
export { SAMPLE_BOOKS, SAMPLE_USER_ID, sampleBookId, seedSampleBooks } from './sample-books';
// What story keeps of a user, for suites that seed and check its store as story would (account deletion).
export {
  BookRecords,
  COVERS,
  LAST_PAGE_TEXT,
  type BookCost,
  type BookPage,
  type BookRecord,
  type OwnedRecord,
  type PageRecord,
  type PageStatus,
} from './book-records';
// The storyteller (ideas, summary, story and layout) with its model and offline implementations.
// Who chooses the model and illustrator, and the character sheet every picture of a book is drawn from.
export { AUTHOR_MODELS, CHOOSE_BOTH, chooseBoth, chooseIllustrator, chooseModel } from './story-choices';
