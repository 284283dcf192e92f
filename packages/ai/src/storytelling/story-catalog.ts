/**
 * The spec's genre and theme keys (§3) and the normalisation of what a model or a parent writes into them.
 * Models answer 'Fairy Tale', 'Animals & Nature' or 'friendship'; the book, the title styling (§9) and the
 * theme icons need the exact keys, so near misses are mapped before validation and real unknowns are
 * left as they are for the schema to reject (which makes the author ask the model again).
 */

import { GENRES, THEMES, type Genre, type Theme } from '@storybook-app/kit';
export { GENRES, THEMES, type Genre, type Theme };

/** At most this many themes on a summary: the summary page shows one icon per theme. */
export const MAX_THEMES = 4;

const FILLER_WORDS = new Set(['and', 'or', 'the', 'a', 'of', 'story', 'stories', 'tale', 'tales', 'theme']);

/**
 * A comparable form of a key or of free text: words split at case changes and non-letters, lowercased,
 * fillers ('and', 'or', 'story') dropped and a plural 's' cut, so 'Animals & Nature', 'animals and nature'
 * and 'AnimalsNature' all compare equal.
 */
export function compactKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word && !FILLER_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .join('');
}

/** Words models use for a genre that are not a part of its key. */
const GENRE_SYNONYMS: Record<string, Genre> = {
  fairy: 'FairyTale',
  fable: 'FairyTale',
  quest: 'Adventure',
  detective: 'Mystery',
  animal: 'AnimalsNature',
  nature: 'AnimalsNature',
  wildlife: 'AnimalsNature',
  magic: 'Fantasy',
  magical: 'Fantasy',
  sleep: 'Bedtime',
  sleepy: 'Bedtime',
  lullaby: 'Bedtime',
  nursery: 'NurseryRhymesPoem',
  rhyme: 'NurseryRhymesPoem',
  rhyming: 'NurseryRhymesPoem',
  poem: 'NurseryRhymesPoem',
  poetry: 'NurseryRhymesPoem',
  verse: 'NurseryRhymesPoem',
  friend: 'Friendship',
  family: 'FamilyAndLove',
  love: 'FamilyAndLove',
  courage: 'CourageAndBravery',
  bravery: 'CourageAndBravery',
  brave: 'CourageAndBravery',
  kindness: 'KindnessAndCompassion',
  kind: 'KindnessAndCompassion',
  compassion: 'KindnessAndCompassion',
  exploration: 'Discovery',
  science: 'Discovery',
};

const THEME_SYNONYMS: Record<string, Theme> = {
  friend: 'Friendship',
  family: 'FamilyAndLove',
  love: 'FamilyAndLove',
  courage: 'CourageAndBravery',
  bravery: 'CourageAndBravery',
  brave: 'CourageAndBravery',
  kindness: 'KindnessAndCompassion',
  kind: 'KindnessAndCompassion',
  compassion: 'KindnessAndCompassion',
  empathy: 'KindnessAndCompassion',
  adventure: 'AdventureAndExploration',
  exploration: 'AdventureAndExploration',
  exploring: 'AdventureAndExploration',
  nature: 'NatureAndEnvironment',
  environment: 'NatureAndEnvironment',
  identity: 'IdentityAndSelfExpression',
  selfexpression: 'IdentityAndSelfExpression',
  creativity: 'IdentityAndSelfExpression',
  learning: 'LearningAndCuriosity',
  curiosity: 'LearningAndCuriosity',
  sharing: 'SharingAndCooperation',
  cooperation: 'SharingAndCooperation',
  teamwork: 'SharingAndCooperation',
  perseverance: 'OvercomingChallenges',
  resilience: 'OvercomingChallenges',
  challenge: 'OvercomingChallenges',
  emotion: 'EmotionsOrFeelings',
  feeling: 'EmotionsOrFeelings',
  honesty: 'HonestyAndIntegrity',
  integrity: 'HonestyAndIntegrity',
  truth: 'HonestyAndIntegrity',
  magic: 'MagicAndWonder',
  wonder: 'MagicAndWonder',
  imagination: 'MagicAndWonder',
};

function normaliseTo<K extends string>(
  text: string,
  keys: readonly K[],
  synonyms: Record<string, K>,
): K | undefined {
  const wanted = compactKey(text);
  if (!wanted) return undefined;
  const exact = keys.find((key) => compactKey(key) === wanted);
  if (exact) return exact;
  if (synonyms[wanted]) return synonyms[wanted];
  // 'Adventure story' or 'Fairy-tale adventure': a key written inside longer text; the earliest one wins,
  // as the first word is usually the kind ('fairy-tale adventure' is a fairy tale).
  let best: { key: K; at: number } | undefined;
  for (const key of keys) {
    const at = wanted.indexOf(compactKey(key));
    if (at >= 0 && (!best || at < best.at)) best = { key, at };
  }
  if (best) return best.key;
  // 'Courage' for CourageAndBravery: a word that is a part of exactly one key.
  if (wanted.length >= 4) {
    const containing = keys.filter((key) => compactKey(key).includes(wanted));
    if (containing.length === 1) return containing[0];
  }
  for (const [word, key] of Object.entries(synonyms)) if (wanted.includes(word)) return key;
  return undefined;
}

/** The genre key that `text` means, or undefined when it names none. */
export function genreKeyOf(text: string): Genre | undefined {
  return normaliseTo(text, GENRES, GENRE_SYNONYMS);
}

/** The theme key that `text` means, or undefined when it names none. */
export function themeKeyOf(text: string): Theme | undefined {
  return normaliseTo(text, THEMES, THEME_SYNONYMS);
}

/** A genre as a key when it is a near miss of one; anything else unchanged (for a schema to reject). */
export function normaliseGenre(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return genreKeyOf(value) ?? value.trim();
}

/** The theme entries of a comma-separated text (or a list): each a key when it is a near miss of one. */
export function splitThemes(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(/[,;|\n]/) : value;
  const seen = new Set<string>();
  for (const part of parts) {
    const trimmed = part.trim();
    if (trimmed) seen.add(themeKeyOf(trimmed) ?? trimmed);
  }
  return [...seen];
}

/** Themes as the spec stores them: comma-separated, keys where recognised, duplicates dropped. */
export function normaliseThemes(value: unknown): unknown {
  if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
    return splitThemes(value as string | string[]).join(', ');
  }
  return value;
}

/** The valid theme keys in a comma-separated text, in order, without duplicates. */
export function themeKeysIn(value: string): Theme[] {
  return splitThemes(value).filter((theme): theme is Theme => (THEMES as readonly string[]).includes(theme));
}
