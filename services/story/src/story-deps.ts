/**
 * What the story service's operations run on, wired once by service.ts. Each operation takes the part it
 * uses (`Pick<StoryDeps, …>`), so what it may touch is read from its signature.
 */
import type { Authors, RefusalLog, SafetyGate } from '@storybook-app/ai';
import type { Storyteller } from '@storybook-app/ai/storytelling';
import type { EventBus, Logger, ServiceClient } from '@storybook-app/kit';
import type { BookChanges } from './book-changes';
import type { BookRecords } from './book-records';
import type { ChoiceRules } from './story-choices';

/** The other services story calls, narrowed to the methods it uses. */
export interface StoryPeers {
  profiles: Pick<ServiceClient<'profiles'>, 'GetProfile' | 'ListProfiles' | 'GetSafetyRefusals'>;
  images: Pick<
    ServiceClient<'images'>,
    | 'RenderCover'
    | 'RenderTitleSvg'
    | 'DeleteBookPictures'
    | 'RenderBookPdf'
    | 'DeleteBookPdfs'
    | 'DeletePagePictures'
  >;
  billing: Pick<ServiceClient<'billing'>, 'CheckCredits'>;
}

export interface StoryDeps {
  peers: StoryPeers;
  books: BookRecords;
  bus: EventBus;
  /** Wakes the book's progress watchers when a page changes here. */
  changes: BookChanges;
  /** The configured author providers; a model none serves is written by the offline storyteller. */
  authors: Authors;
  /** The safety layers, with the log of refusals admins read. */
  safety: SafetyGate;
  /** Where the safety layers' refusals are counted for admins. */
  refusals: RefusalLog;
  rules: ChoiceRules;
  logger: Logger;
  /** The storyteller when no provider serves the model (default: the offline one with the real clock). */
  offline?: Storyteller;
  /** MEDIA_PUBLIC_PATH: the start of every picture URL images answers; `/media` when not given. */
  mediaPublicPath?: string;
  /** The clock of what story records (tests pin it). */
  now?: () => Date;
  /** How often a waiting progress watcher looks at the store (default: book-progress.ts's WATCH_POLL_MS). */
  watchPollMs?: number;
}
