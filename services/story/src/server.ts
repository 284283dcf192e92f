/** Maps the Story gRPC methods onto the domain. */
import type { ServiceHandlers } from '@storybook-app/kit';
import { deleteBook } from './book-deletion';
import { getBookPdf } from './book-pdf';
import { generateBook, getBookProfile, getPage, type BookPicturesDeps } from './book-pictures';
import { watchBook } from './book-progress';
import { getBookQuality, setBookPublished } from './book-publishing';
import { getPictureSharing, setBookShared } from './book-sharing';
import { generateStory } from './book-writer';
import { getBook, getPublicBook } from './shared-books';
import { keepPage, remakePage } from './page-remakes';
import { getSafetyRefusals } from './safety-refusals';
import { fillBookshelf, publicBookshelf } from './shelves';
import { createTitlePicture, startStory, summarize } from './story-flow';

export function storyHandlers(deps: BookPicturesDeps): ServiceHandlers<'story'> {
  return {
    StartStory: (request) => startStory(deps, request),
    Summarize: (request) => summarize(deps, request),
    CreateTitlePicture: (request) => createTitlePicture(deps, request),
    GenerateStory: (request) => generateStory(deps, request),
    GenerateBook: (request) => generateBook(deps, request),
    GetPage: (request) => getPage(deps, request),
    WatchBook: (request) => watchBook(deps, request),
    DeleteBook: (request) => deleteBook(deps, request),
    FillBookshelf: (request) => fillBookshelf(deps, request),
    PublicBookshelf: (request) => publicBookshelf(deps, request),
    GetBook: (request) => getBook(deps, request),
    GetPublicBook: (request) => getPublicBook(deps, request),
    SetBookShared: (request) => setBookShared(deps, request),
    GetPictureSharing: (request) => getPictureSharing(deps, request),
    SetBookPublished: (request) => setBookPublished(deps, request),
    GetBookQuality: (request) => getBookQuality(deps, request),
    GetSafetyRefusals: () => getSafetyRefusals(deps),
    GetBookProfile: (request) => getBookProfile(deps, request),
    GetBookPdf: (request) => getBookPdf(deps, request),
    RemakePage: (request) => remakePage(deps, request),
    KeepPage: (request) => keepPage(deps, request),
  };
}
