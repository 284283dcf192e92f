/** Maps the Story gRPC methods onto the domain: each method's module is named after its route. */
import type { ServiceHandlers } from '@storybook-app/kit';
import { getBookPdf } from './book-pdf';
import { watchBook } from './book-progress';
import { getBookQuality } from './book-quality';
import { restyleBook } from './book-restyles';
import { generateBook, getBookProfile } from './bookgen';
import { deleteBook } from './delete-book';
import { getBook, getPublicBook } from './get-book';
import { keepPage, remakePage } from './page-remakes';
import { getPage } from './pages';
import { setBookPublished } from './publish-book';
import { getSafetyRefusals } from './safety-refusals';
import { getPictureSharing, setBookShared } from './sharing';
import { fillBookshelf, publicBookshelf } from './shelves';
import { startStory } from './start';
import type { StoryDeps } from './story-deps';
import { generateStory } from './storygen';
import { summarize } from './summary';
import { createTitlePicture } from './title-picture';

export function storyHandlers(deps: StoryDeps): ServiceHandlers<'story'> {
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
    RestyleBook: (request) => restyleBook(deps, request),
  };
}
