/**
 * The reading level a story is written at, from the child's age: shared by the model's instructions and
 * the offline storyteller, so both pitch a book the same way.
 */
import type { StoryProfile } from './storyteller';

export type ReadingBand = 'toddler' | 'early' | 'middle' | 'older';

export interface ReadingLevel {
  band: ReadingBand;
  /** Pages in the layout ('The End' comes on top). */
  pages: number;
  /** Sentences per page, at most. */
  maxSentences: number;
  /** The rule as the model is told it. */
  rule: string;
}

const LEVELS: Record<ReadingBand, ReadingLevel> = {
  toddler: {
    band: 'toddler',
    pages: 8,
    maxSentences: 2,
    rule:
      'ages 2-4: one or two very short sentences per page (at most about 8 words each), everyday words, ' +
      'gentle repetition, no subordinate clauses',
  },
  early: {
    band: 'early',
    pages: 10,
    maxSentences: 3,
    rule: 'ages 5-7: two or three simple sentences per page, familiar words, a little dialogue',
  },
  middle: {
    band: 'middle',
    pages: 12,
    maxSentences: 4,
    rule: 'ages 8-10: three or four richer sentences per page, varied vocabulary, some description and dialogue',
  },
  older: {
    band: 'older',
    pages: 12,
    maxSentences: 5,
    rule:
      'ages 11 and up: chapter-book style, four or five well-crafted sentences per page, vivid description, ' +
      'dialogue and the hero thinking things through',
  },
};

/** Ages the profile chat or form may leave out; a picture book for a six-year-old fits most listeners. */
export const DEFAULT_AGE = 6;

/** The child's age in years: the profile's `age`, else from `birthdate`, else the default. */
export function childAge(profile: StoryProfile, today: Date = new Date()): number {
  const info = profile.personal_information;
  const stated = Number.parseInt(info?.age?.trim() ?? '', 10);
  if (Number.isFinite(stated) && stated >= 0 && stated < 100) return stated;
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(info?.birthdate?.trim() ?? '');
  if (born) {
    const [year, month, day] = [Number(born[1]), Number(born[2]), Number(born[3])];
    let age = today.getUTCFullYear() - year;
    if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) {
      age -= 1;
    }
    if (age >= 0 && age < 100) return age;
  }
  return DEFAULT_AGE;
}

export function readingBand(age: number): ReadingBand {
  if (age <= 4) return 'toddler';
  if (age <= 7) return 'early';
  if (age <= 10) return 'middle';
  return 'older';
}

export function readingLevel(age: number): ReadingLevel {
  return LEVELS[readingBand(age)];
}
