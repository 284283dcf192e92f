/**
 * Turning a parent's free-text answer into profile fields, for the offline interviewer. Deliberately
 * forgiving: "She's 6", "six", "Maya, but we call her Mimi" all give something useful; an answer that
 * cannot be read gives null, and the question is asked again.
 */
import { ETHNICITY_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS } from '../profile-options';

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
];

/** Answers that mean "nothing to add". */
const NOTHING = /^(no|none|nothing|nope|not really|n\/a|-|no one|nobody|skip)\.?$/i;

export const isNothing = (answer: string): boolean => NOTHING.test(answer.trim());

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

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

/** A first name: the first word of the answer after any lead-in, capitalised. */
export function parseName(answer: string): string | null {
  const word = /[\p{L}][\p{L}'-]*/u.exec(afterLeadIn(answer))?.[0];
  return word ? capitalise(word) : null;
}

/** An age in years (0-17), from digits or a number word. */
export function parseAge(answer: string): string | null {
  const digits = /\b(\d{1,2})\b/.exec(answer)?.[1];
  if (digits !== undefined) return Number(digits) <= 17 ? String(Number(digits)) : null;
  const word = answer
    .toLowerCase()
    .split(/[^a-z]+/)
    .find((w) => NUMBER_WORDS.includes(w));
  return word ? String(NUMBER_WORDS.indexOf(word)) : null;
}

export function parseGender(answer: string): string | null {
  const text = answer.toLowerCase();
  if (/prefer not|rather not|don'?t want to say/.test(text)) return 'Prefer not to say';
  if (/\b(girl|daughter|she|her|female)\b/.test(text)) return 'Girl';
  if (/\b(boy|son|he|him|male)\b/.test(text)) return 'Boy';
  if (/\b(other|non-?binary|neither)\b/.test(text)) return 'Other';
  return GENDER_OPTIONS.find((option) => text.includes(option.toLowerCase())) ?? null;
}

const LANGUAGE_ALIASES: Record<string, string> = {
  chinese: 'Mandarin',
  español: 'Spanish',
  espanol: 'Spanish',
  français: 'French',
  francais: 'French',
  deutsch: 'German',
  italiano: 'Italian',
  português: 'Portuguese',
  portugues: 'Portuguese',
};

export function parseLanguage(answer: string): string | null {
  const words = answer.toLowerCase().split(/[^\p{L}]+/u);
  for (const word of words) {
    const option = LANGUAGE_OPTIONS.find((o) => o.toLowerCase() === word) ?? LANGUAGE_ALIASES[word];
    if (option) return option;
  }
  return null;
}

export function parseEthnicity(answer: string): string | null {
  const text = answer.toLowerCase();
  if (/hispanic|latin[oax]/.test(text)) return 'Hispanic or Latino';
  if (/pacific/.test(text)) return 'Pacific Islander';
  if (/\b(mixed|other)\b/.test(text)) return 'Other';
  return ETHNICITY_OPTIONS.find((option) => new RegExp(`\\b${option.toLowerCase()}\\b`).test(text)) ?? null;
}

/** A short free-text value (a colour, a grade), without a trailing full stop. */
export function parseShortText(answer: string): string | null {
  const text = afterLeadIn(answer)
    .replace(/[.!]+$/, '')
    .trim();
  return text && text.length <= 100 ? text : null;
}

/** A list: "dogs, cats and owls" → ['dogs', 'cats', 'owls']; "none" → []. */
export function parseList(answer: string): string[] {
  if (isNothing(answer)) return [];
  return afterLeadIn(answer)
    .replace(/[.!]+$/, '')
    .split(/\s*(?:,|;|\band\b|\bor\b|&)\s*/i)
    .map((item) => item.replace(/^(?:a|an|the|some)\s+/i, '').trim())
    .filter((item) => item.length > 0 && item.length <= 200)
    .slice(0, 20);
}

/**
 * Named companions: "a dog called Biscuit and a cat named Tom" → [{kind: 'dog', name: 'Biscuit'}, …];
 * a bare "Biscuit" is a name without a kind.
 */
export function parseNamed(answer: string): Array<{ kind: string; name: string }> {
  return parseList(answer).map((item) => {
    const match =
      /^(?:(?:my|our|his|her)\s+)?([\p{L} -]+?)\s+(?:called|named|whose name is)\s+([\p{L}'-]+)/iu.exec(item);
    if (match) return { kind: match[1]!.trim().toLowerCase(), name: capitalise(match[2]!) };
    const words = item.split(/\s+/);
    // "Biscuit" or "Zoe": a name; "dog": a kind without a name.
    return /^\p{Lu}/u.test(item) && words.length <= 2
      ? { kind: '', name: item }
      : { kind: item.toLowerCase(), name: '' };
  });
}
