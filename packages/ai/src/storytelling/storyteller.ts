/**
 * The storyteller: what the story flow (spec §4) asks of an author — idea prompts for the start page, the
 * summary for the summary page, and the whole story with its page layout for the book. Two
 * implementations with the same contract: a model through the author port, and the offline storyteller
 * that `npm start` uses without keys. Both answer through the schemas in `story-schemas.ts`.
 */
import type { TokenUsage } from '../author';
import type { ProfileData } from '@storybook-app/proto';

/**
 * A child profile's data (schema 1.1). The lenient message type, so both a profile read over gRPC (every
 * field present) and a partial one are accepted; the storytellers treat every field as optional.
 */
export type StoryProfile = ProfileData;

/** The summary of the story flow (spec §3 "Story summary"); `genre` a genre key, `themes` comma-separated keys. */
export interface StorySummaryFields {
  title: string;
  summary: string;
  genre: string;
  themes: string;
  setting: string;
  characters: string;
}

/** One page of the book: its text, and what the illustrator should draw. */
export interface LayoutPage {
  pageText: string;
  /** For the illustrator, in English: the setting, what is visible, and how the characters look. */
  sceneDescription: string;
}

/**
 * The written story. The layout holds the story's pages only: the book adds its last page, 'The End', so
 * a book has `bookLayout.length + 1` pages (spec §3).
 */
export interface WrittenStory {
  /** The story told briefly, start to end. */
  completeStory: string;
  /** The story in full, as the pages tell it. */
  expandedStory: string;
  bookLayout: LayoutPage[];
}

/** An answer with what it cost: tokens (0 offline) and the model that wrote it, priced by `costUsd`. */
export interface Told<T> {
  value: T;
  usage: TokenUsage;
  model: string;
}

export interface StorytellingOptions {
  /**
   * Varies the offline storyteller's choices: the same profile, text and seed always give the same
   * answer. Default: derived from the text, so a story is stable for an idea. Models ignore it.
   */
  seed?: string;
}

export interface StoryOptions extends StorytellingOptions {
  /** The parent's idea the summary came from (the book's prompt): its words are used in the story. */
  idea?: string;
  /** The book's character sheet (how the child and the idea's characters look), for every scene. */
  characterSheet?: string;
  /**
   * A second attempt: what the quality report found wrong with the first one (in English, for a model;
   * the offline storyteller takes another plan instead).
   */
  findings?: readonly string[];
}

/** One page of a written book told again (issue 25): the same plan, another telling. */
export interface RetellRequest extends StoryOptions {
  /** The book's story pages as they read now ('The End' not included). */
  pages: readonly string[];
  /** 1-based: the page to tell again. */
  pageNumber: number;
  /** What the page's picture shows (English), so the new words still fit it. */
  sceneDescription: string;
  /**
   * The page's checks (reading level, fears): a telling they refuse is not offered. The offline storyteller
   * picks among its tellings with it; a model's answer is checked by the caller.
   */
  accept?: (pageText: string) => boolean;
  /** Words the page has already had (the text it was written with, texts kept since): never offered again. */
  avoid?: readonly string[];
}

export interface Storyteller {
  /** `offline`, or the author adapter and model (`openai:gpt-4o-mini`), for readiness and logs. */
  readonly adapter: string;
  /** `count` short personalised story ideas for the start page. */
  ideas(profile: StoryProfile, count: number, options?: StorytellingOptions): Promise<Told<string[]>>;
  /** The summary of a story from an idea. */
  summary(
    profile: StoryProfile,
    idea: string,
    options?: StorytellingOptions,
  ): Promise<Told<StorySummaryFields>>;
  /** The whole story and its page layout (at least 8 pages, 'The End' not included). */
  story(
    profile: StoryProfile,
    summary: StorySummaryFields,
    options?: StoryOptions,
  ): Promise<Told<WrittenStory>>;
  /**
   * Another telling of one page: the same events in other words, as long as the page was. Undefined when
   * there is no other telling to give (the offline storyteller has said it every way it can).
   */
  retellPage(
    profile: StoryProfile,
    summary: StorySummaryFields,
    request: RetellRequest,
  ): Promise<Told<string | undefined>>;
}

/** The model name the offline storyteller reports; priced at nothing. */
export const OFFLINE_MODEL = 'offline';

/** The fewest pages a story's layout has ('The End' comes on top). */
export const MIN_STORY_PAGES = 8;
/** The most pages a story's layout may have; more would not be a picture book. */
export const MAX_STORY_PAGES = 16;
/** How many ideas the start page shows at most. */
export const MAX_IDEAS = 6;

/** 1 to MAX_IDEAS; four (what the start page shows) when the count is not a number. */
export const ideaCount = (count: number): number =>
  Number.isFinite(count) ? Math.max(1, Math.min(Math.floor(count), MAX_IDEAS)) : 4;

export const NO_TOKENS: TokenUsage = Object.freeze({ inputTokens: 0, outputTokens: 0 });

/** The usage of several calls together (a book's summary and story). */
export function addUsage(...usages: TokenUsage[]): TokenUsage {
  return usages.reduce(
    (sum, usage) => ({
      inputTokens: sum.inputTokens + usage.inputTokens,
      outputTokens: sum.outputTokens + usage.outputTokens,
    }),
    { inputTokens: 0, outputTokens: 0 },
  );
}
