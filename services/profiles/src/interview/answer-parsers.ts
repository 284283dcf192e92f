/**
 * Turning a parent's free-text answer into profile fields, for the offline interviewer. Deliberately
 * forgiving: "She's 6", "six", "Maya, but we call her Mimi" all give something useful; an answer that
 * cannot be read gives null, and the question is asked again.
 */
import { ETHNICITY_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS } from '../profile-options';
import { ANSWER_LANGUAGES, ETHNICITY_NAMES, LANGUAGE_NAMES } from './answer-languages';
import { findAge, findName, fold, meansNothing, readCompanion, splitList } from './understand-answer';

export const isNothing = (answer: string): boolean => meansNothing(answer);

/** Strips lead-ins such as "her name is" or "we call him", keeping what follows. */
function afterLeadIn(answer: string): string {
  return answer
    .trim()
    .replace(
      /^(?:(?:her|his|their|my (?:child|son|daughter|kid)(?:'s)?) name is|(?:she|he|they) (?:is|are) called|it'?s|(?:she|he)'?s|(?:she|he|they) (?:is|are)|we call (?:her|him|them)|call (?:her|him|them)|name'?s|(?:her|his|their) nickname is)\s+/i,
      '',
    )
    .trim();
}

/** A first name, from a word or a sentence in any of the six languages; null when it is not a name. */
export const parseName = (answer: string): string | null => findName(answer);

/** An age in years (0-17), from digits or a number word, alone or in a sentence. */
export function parseAge(answer: string): string | null {
  const age = findAge(answer);
  return age === null ? null : String(age);
}

const genderWords = (pick: (words: (typeof ANSWER_LANGUAGES)['en']) => string[]): RegExp =>
  new RegExp(
    `(?<![\\p{L}])(?:${Object.values(ANSWER_LANGUAGES).flatMap(pick).map(fold).join('|')})(?![\\p{L}])`,
    'u',
  );
const PREFER_NOT = genderWords((w) => w.preferNotToSay);
const GIRL = genderWords((w) => w.girl);
const BOY = genderWords((w) => w.boy);
const OTHER = genderWords((w) => w.other);

export function parseGender(answer: string): string | null {
  const text = fold(answer);
  if (PREFER_NOT.test(text)) return 'Prefer not to say';
  if (OTHER.test(text)) return 'Other';
  if (GIRL.test(text)) return 'Girl';
  if (BOY.test(text)) return 'Boy';
  return GENDER_OPTIONS.find((option) => text.includes(option.toLowerCase())) ?? null;
}

export function parseLanguage(answer: string): string | null {
  const words = answer.toLowerCase().split(/[^\p{L}]+/u);
  for (const word of words) {
    const option = LANGUAGE_OPTIONS.find((o) => o.toLowerCase() === word) ?? LANGUAGE_NAMES[word];
    if (option) return option;
  }
  return null;
}

export function parseEthnicity(answer: string): string | null {
  const text = answer.toLowerCase();
  if (/hispanic|latin[oax]/.test(text)) return 'Hispanic or Latino';
  if (/pacific/.test(text)) return 'Pacific Islander';
  if (/\b(mixed|other)\b/.test(text)) return 'Other';
  const option = ETHNICITY_OPTIONS.find((o) => new RegExp(`\\b${o.toLowerCase()}\\b`).test(text));
  if (option) return option;
  const word = fold(answer)
    .split(/[^\p{L}]+/u)
    .find((w) => ETHNICITY_NAMES[w] !== undefined);
  return word === undefined ? null : ETHNICITY_NAMES[word]!;
}

/** A short free-text value (a colour, a grade), without a trailing full stop. */
export function parseShortText(answer: string): string | null {
  const text = afterLeadIn(answer)
    .replace(/[.!]+$/, '')
    .trim();
  return text && text.length <= 100 ? text : null;
}

/** A list: "dogs, cats and owls" → ['dogs', 'cats', 'owls']; "gatos y perros" → ['gatos', 'perros']; "none" → []. */
export const parseList = (answer: string): string[] => splitList(answer);

/**
 * Named companions: "a dog called Biscuit and a cat named Tom" → [{kind: 'dog', name: 'Biscuit'}, …];
 * a bare "Biscuit" is a name without a kind. What is not a companion ("yes") is left out.
 */
export function parseNamed(answer: string): Array<{ kind: string; name: string }> {
  return splitList(answer)
    .map(readCompanion)
    .filter((c): c is { kind: string; name: string } => c !== null && c.name !== null);
}
