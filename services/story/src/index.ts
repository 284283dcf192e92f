export { storyConfigSchema, type StoryConfig } from './config';
export { startStoryService } from './service';
