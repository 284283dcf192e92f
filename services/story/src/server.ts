/** Maps the Story gRPC methods onto the domain. */
import type { ServiceHandlers } from '@storybook-app/kit';
import { generateBook, getPage, type BookPicturesDeps } from './book-pictures';
import { generateStory } from './book-writer';
import { createTitlePicture, startStory, summarize } from './story-flow';

export function storyHandlers(deps: BookPicturesDeps): ServiceHandlers<'story'> {
  return {
    StartStory: (request) => startStory(deps, request),
    Summarize: (request) => summarize(deps, request),
    CreateTitlePicture: (request) => createTitlePicture(deps, request),
    GenerateStory: (request) => generateStory(deps, request),
    GenerateBook: (request) => generateBook(deps, request),
    GetPage: (request) => getPage(deps, request),
  };
}
