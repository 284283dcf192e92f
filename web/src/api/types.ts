/**
 * The names the app gives to parts of the gateway's contract. Every type here is read from the generated
 * contract (openapi.gen.ts, `npm run api:types`), so a change to a route's schemas reaches the app as a
 * tsc error rather than a wrong guess.
 */
import type { components } from './openapi.gen';
import type { Answer, Body, Query } from './contract';

export type Page = Answer<'post', '/api/story/bookgen'>['pageDataModel'][number];

type AnsweredShelfItem = Answer<'get', '/api/story/fill-bookshelf'>['books'][number];
/** A book on a shelf as the app shows it: with its data (see `shownOnShelf`). */
export type ShelfItem = AnsweredShelfItem & { data: NonNullable<AnsweredShelfItem['data']> };

/** The answer to get-page, remake-page and keep-page. */
export type GetPageResponse = Answer<'post', '/api/story/get-page'>;
/** A page made again (issue 25), in its owner's answers only: the new picture until one is kept. */
export type PageRemake = NonNullable<NonNullable<GetPageResponse['pageData']>['remake']>;

export type BookData = Answer<'post', '/api/public/get-book'>['bookData'];

export type UserProfile = NonNullable<Answer<'post', '/api/user/get-user'>['profileData']>;
export type ProfileDataResponse = Answer<'post', '/api/auth/local-login'>;

export type StorySummary = Answer<'post', '/api/story/summary'>['authorResponse'];

export type ChildProfile = Answer<'get', '/api/files/get-user-profiles'>['profiles'][number];

/**
 * A child profile's data with every group present: what the profile form edits and `normalizeProfileData`
 * makes of any answer (the gateway answers null for a group a profile never had).
 */
export type ChildProfileData = {
  [Group in keyof AnsweredProfileData]-?: NonNullable<AnsweredProfileData[Group]>;
};
type AnsweredProfileData = NonNullable<ChildProfile['profile_data']>;
export type FamilyMember = ChildProfileData['family']['parents'][number];
export type Pet = ChildProfileData['family']['pets'][number];
export type Friend = ChildProfileData['friends'][number];

export type ChatMessage = Body<'/api/profile/chat'>['messages'][number];
export type ProfileChatResponse = Answer<'post', '/api/profile/chat'>;

export type CreateProfileRequest = Body<'/api/files/create-profile'>;

export type StartStoryRequest = Body<'/api/story/start'>;
export type TitlePictureResponse = Answer<'post', '/api/story/title-picture'>;
export type StoryGenBookData = Body<'/api/story/storygen'>['bookData'];

/** The data of a `progress` event of GET /api/story/book-progress: the whole current page list each time. */
export type BookProgressEvent = components['schemas']['WatchBookEvent'];
/** The data of an `error` event of GET /api/story/book-progress. */
export type BookProgressError = components['schemas']['Error'];

export type PinStatusResponse = Answer<'get', '/api/auth/pin-status'>;

export type PaperSize = NonNullable<Query<'/api/story/book-pdf'>['paper']>;

/** The pictures' art styles a parent picks at the summary step. */
export type ArtStyle = NonNullable<StoryGenBookData['art_style']>;
/** In the order the summary page offers them; `satisfies` fails tsc when the gateway's list changes. */
const ART_STYLE_ORDER = {
  'picture-book': 1,
  watercolour: 2,
  crayon: 3,
  'paper-cut': 4,
  ink: 5,
} as const satisfies Record<ArtStyle, number>;
export const ART_STYLES = Object.keys(ART_STYLE_ORDER) as ArtStyle[];
