/**
 * What a language gives the offline storyteller: the words for every concept of the lexicon and the
 * sentences of every beat of a story, as functions of the plan, so each language handles its own grammar
 * (articles, gender agreement, contractions) instead of a shared template filling slots it cannot inflect.
 */
import type { AnimalKey, GoalKey, SettingKey } from '../lexicon';
import type { Known, StoryFacts, StoryPlan } from '../story-plan';
import type { Chooser } from '../seeded-random';

/** The beats of a story in order; shorter books leave some out (see `compose.ts`). */
export const BEATS = [
  'home',
  'companion',
  'call',
  'setOff',
  'arrive',
  'meet',
  'obstacle',
  'feelings',
  'solve',
  'reached',
  'party',
  'ending',
] as const;
export type BeatKey = (typeof BEATS)[number];

/**
 * A beat's text at two lengths: `short` for ages 2-4 (one or two sentences of a few words), and `long`,
 * from simple to rich: older children get more of it (5-7 the first three sentences, 8-10 four, 11+ all).
 */
export interface BeatText {
  short: string[];
  long: string[];
}

/** What an idea template may use besides the profile: a place and a helper chosen for this child. */
export interface IdeaContext extends StoryFacts {
  place: SettingKey;
  /** A friendly creature for an idea: the child's favourite animal when the lexicon knows it. */
  creature: AnimalKey;
  choose: Chooser;
}

export interface LanguagePack {
  /** The spec's language name ('English'). */
  readonly language: string;
  readonly beats: Readonly<Record<BeatKey, (plan: StoryPlan) => BeatText>>;
  /** A fear the idea itself names, shown as something that turns out friendly; never a threat. */
  fearTurnsFriendly(plan: StoryPlan, fear: string): BeatText;
  /** Rhyming couplets for nursery-rhyme books, one a page, lines joined by ' / '. */
  readonly rhymes: readonly string[];
  title(plan: StoryPlan): string;
  /** The summary's text: two or three sentences naming the goal first. */
  summary(plan: StoryPlan): string;
  /** The language's main noun for each creature and goal: recognised back as the concept (tested). */
  readonly nouns: { animals: Readonly<Record<AnimalKey, string>>; goals: Readonly<Record<GoalKey, string>> };
  /** A place's proper name ('the Whispering Woods'), by which a summary's setting is recognised. */
  settingName(key: SettingKey): string;
  /** The summary's setting: the place's name and what it is like. */
  setting(plan: StoryPlan): string;
  /** The summary's characters, each with a few words. */
  characters(plan: StoryPlan): string;
  /**
   * The last touch on every text: contractions a sentence built from parts can leave open ('a el' ->
   * 'al' in Spanish). Identity when the language has none.
   */
  polish(text: string): string;
  /** Idea templates for the start page; one answers undefined when the profile lacks what it needs. */
  readonly ideas: ReadonlyArray<(context: IdeaContext) => string | undefined>;
}

/** One of several ways to say something, chosen by the plan's seed: books for the same child vary. */
export const oneOf = <T>(plan: StoryPlan, slot: string, options: readonly T[]): T =>
  options[plan.choose.index(slot, options.length)];

/** A record with the same keys and transformed values. */
export function mapValues<K extends string, V, W>(
  record: Record<K, V>,
  transform: (value: V) => W,
): Record<K, W> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, transform(value as V)]),
  ) as Record<K, W>;
}

/** Upper-cases the first letter (of a sentence that starts with a name or a phrase from the lexicon). */
export const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'A', 'A and B', 'A, B and C' with the language's 'and'. */
export function listOf(items: readonly string[], and: string): string {
  const kept = items.filter(Boolean);
  if (kept.length <= 1) return kept[0] ?? '';
  return `${kept.slice(0, -1).join(', ')} ${and} ${kept[kept.length - 1]}`;
}

/**
 * A profile fact in this language: the language's own word when the lexicon knows the concept, otherwise
 * the parent's own words (optionally framed, e.g. with an article).
 */
export function wordFor<K extends string, V>(
  fact: Known<K> | undefined,
  words: Record<K, V>,
  pick: (entry: V, key: K) => string,
  own: (raw: string) => string = (raw) => raw,
): string | undefined {
  if (!fact) return undefined;
  return fact.key ? pick(words[fact.key], fact.key) : own(fact.raw);
}

/** The same for tables whose entry is the word itself. */
export const plainWord = (word: string): string => word;

/** The verb form for the child alone, or for the child and the pet together. */
export const byCompany = (plan: StoryPlan, one: string, both: string): string => (plan.pet ? both : one);
