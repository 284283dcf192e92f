/**
 * Reading a parent's sentence in any of the six languages the product writes (answer-languages.ts): a
 * name and an age in one sentence ("Se llama Lucía y tiene seis años"), number words and digits, yes and
 * no, lists ("gatos y perros"), and names that are not names ("yes", "nein", "7"). Pure functions; what is
 * kept is always the parent's own words, never translated.
 */
import { ANSWER_LANGUAGES, NAMES_THAT_ARE_ALSO_WORDS, type AnswerWords } from './answer-languages';

const TABLES: AnswerWords[] = Object.values(ANSWER_LANGUAGES);

/** Lower case, without accents, with one kind of apostrophe: how words are compared. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();

const wordSet = (pick: (table: AnswerWords) => string[]): Set<string> =>
  new Set(TABLES.flatMap(pick).map(fold));
const alternation = (words: Iterable<string>): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|');

const NUMBER_VALUES = new Map<string, number>();
for (const table of TABLES) {
  table.numbers.forEach((spellings, value) => {
    for (const spelling of spellings.split('|')) NUMBER_VALUES.set(fold(spelling), value);
  });
}
const AMBIGUOUS_NUMBERS = wordSet((t) => t.ambiguousNumbers);
const YEARS = wordSet((t) => t.years);
const AGE_VERBS = wordSet((t) => t.ageVerbs);
const YES = wordSet((t) => t.yes);
const NO = wordSet((t) => t.no);
const BUT = wordSet((t) => t.but);
const NOT_NAMES = new Set([...wordSet((t) => t.notNames), ...YES, ...NO, ...YEARS]);
const ALSO_NAMES = new Set(NAMES_THAT_ARE_ALSO_WORDS);
const ARTICLES_SET = wordSet((t) => t.articles);

/** The words of a text, as written: letters, digits, inner apostrophes and hyphens. */
export const wordsOf = (text: string): string[] =>
  text.replace(/[’‘`´]/g, "'").match(/[\p{L}\p{N}](?:[\p{L}\p{N}'-]*[\p{L}\p{N}])?/gu) ?? [];

/** "7", "seven", "sieben", "dix-sept", "7yo" → the number; anything else → null. */
export function readNumber(word: string): number | null {
  const digits = /^(\d{1,3})(?:yo|y|yrs?|j|a)?$/i.exec(word)?.[1];
  if (digits !== undefined) return Number(digits);
  return NUMBER_VALUES.get(fold(word)) ?? null;
}

/**
 * A child's age (0 to 17) in a sentence: a number followed by "years"/"años"/"ans"…, or after "is",
 * "tiene", "a", "ist", "ha", "tem"…, or else the first number that can only be a number. Null when none.
 */
export function findAge(text: string): number | null {
  const words = wordsOf(text);
  const folded = words.map(fold);
  const candidates: Array<{ value: number; rank: number }> = [];
  words.forEach((word, i) => {
    const value = readNumber(word);
    if (value === null) return;
    const isDigits = /^\d/.test(word);
    const inContext =
      YEARS.has(folded[i + 1] ?? '') || AGE_VERBS.has(folded[i - 1] ?? '') || /^\d+\p{L}+$/u.test(word);
    const followedByYears = YEARS.has(folded[i + 1] ?? '');
    // "un", "ein", "uma" are articles far more often than ones: only "un an", "ein Jahr".
    if (ARTICLES_SET.has(folded[i]!) && !followedByYears) return;
    if (inContext) candidates.push({ value, rank: 0 });
    else if (isDigits || words.length === 1) candidates.push({ value, rank: 1 });
    else if (!AMBIGUOUS_NUMBERS.has(folded[i]!)) candidates.push({ value, rank: 2 });
  });
  const best = candidates.sort((a, b) => a.rank - b.rank)[0];
  return best && best.value <= 17 ? best.value : null;
}

/** True for words that are never a first name: yes, no, numbers, single letters, "she", "se", "years"… */
export function isNotAName(word: string): boolean {
  const folded = fold(word);
  return (
    folded.length < 2 ||
    /\d/.test(folded) ||
    !/^[\p{L}][\p{L}'-]*$/u.test(folded) ||
    NOT_NAMES.has(folded) ||
    (NUMBER_VALUES.has(folded) && !ALSO_NAMES.has(folded)) ||
    // "she's", "c'est", "l'ami": a short word glued to another is not a name; "D'Arcy" is.
    (/^(?:[\p{L}]{1,2}'|.*'(?:s|re|m|ll|ve|d)$)/u.test(folded) && !/^\p{Lu}/u.test(word))
  );
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

const leadIns = (pick: (table: AnswerWords) => string[]): RegExp =>
  new RegExp(
    `(?<![\\p{L}'])(?:${TABLES.flatMap(pick).join('|')})\\s+(?:[:,-]\\s*)?([\\p{L}][\\p{L}'-]*)`,
    'giu',
  );
const NAME_LEAD_INS = leadIns((t) => t.nameLeadIns);
const WEAK_NAME_LEAD_INS = leadIns((t) => t.weakNameLeadIns);

/** The first name-like word after one of the lead-ins; `capitalisedOnly` for the weak ones. */
function nameAfter(text: string, pattern: RegExp, capitalisedOnly: boolean): string | null {
  for (const match of text.matchAll(pattern)) {
    const word = match[1]!.replace(/['-]+$/, '');
    if (capitalisedOnly && !/^\p{Lu}/u.test(word)) continue;
    if (!isNotAName(word) || ALSO_NAMES.has(fold(word))) return capitalise(word);
  }
  return null;
}

/**
 * A first name in a sentence: after "her name is", "se llama", "s'appelle", "heißt", "si chiama", "o nome
 * dele é"…, or else the name-like word of the answer ("Maya, 7"). Null when there is none ("yes",
 * "she is seven", "7"). Capitalised, otherwise as written.
 */
export function findName(text: string): string | null {
  const normalised = text.replace(/[’‘`´]/g, "'");
  const named =
    nameAfter(normalised, NAME_LEAD_INS, false) ?? nameAfter(normalised, WEAK_NAME_LEAD_INS, true);
  if (named) return named;
  const words = wordsOf(normalised);
  const others = (except: string) =>
    words.filter((w) => w !== except && readNumber(w) === null && !YEARS.has(fold(w)));
  // "Ella", "Mia, 6": a name that is also a word, when nothing else is said.
  const first = words[0];
  if (first && ALSO_NAMES.has(fold(first)) && others(first).length === 0) return capitalise(first);
  const candidates = words.filter((word) => !isNotAName(word));
  const capitalised = candidates.find((word) => /^\p{Lu}/u.test(word));
  if (capitalised) return capitalise(capitalised);
  // All in lower case: only when it is the one word that could be a name ("maya is seven").
  return candidates.length === 1 ? capitalise(candidates[0]!) : null;
}

/** A name and an age in one answer: "Her name is Maya and she is 7 years old" → Maya, 7. */
export function findNameAndAge(text: string): { name: string | null; age: number | null } {
  return { name: findName(text), age: findAge(text) };
}

const firstWords = (text: string): string[] => wordsOf(text).map(fold);

/** "yes", "sí", "oui", "ja", "sim", "of course": the whole answer. */
export function meansYes(text: string): boolean {
  const words = firstWords(text);
  return words.length > 0 && (YES.has(words.join(' ')) || (words.length === 1 && YES.has(words[0]!)));
}

/**
 * "none", "no", "nothing", "nadie", "rien", "keine Haustiere", "não tem", "nessuno": an empty list. A
 * "no, but…" is not.
 */
export function meansNothing(text: string): boolean {
  const words = firstWords(text);
  if (words.length === 0) return false;
  if (NO.has(words.join(' ')) || /^(?:n\/a|-+)$/i.test(text.trim())) return true;
  const startsWithNo = NO.has(words[0]!) || NO.has(words.slice(0, 2).join(' '));
  return startsWithNo && !words.some((w) => BUT.has(w));
}

const YES_LEAD = new RegExp(
  `^\\s*(?:${alternation(new Set([...YES, ...TABLES.flatMap((t) => t.yes)]))})(?![\\p{L}])[\\s,.!;:-]*`,
  'iu',
);

/** "Yes, a dog called Biscuit" → "a dog called Biscuit"; "yes" → "". */
export function withoutYes(text: string): string {
  return text.replace(YES_LEAD, '').trim();
}

const LIST_LEAD_IN = new RegExp(
  `^(?:${TABLES.flatMap((t) => t.listLeadIns).join('|')})(?![\\p{L}])\\s*`,
  'iu',
);
const JOINERS = new RegExp(
  `\\s*(?:[,;&+/]|\\s(?:${alternation(TABLES.flatMap((t) => t.joiners))})(?=\\s))\\s*`,
  'iu',
);
const ARTICLES = new RegExp(
  `^(?:(?:${alternation(TABLES.flatMap((t) => t.articles).filter((a) => !a.endsWith("'")))})\\s+|(?:l|un|d)')+`,
  'iu',
);

/** An item without its articles: "the dark" → "dark", "los gatos" → "gatos", "l'orage" → "orage". */
export const withoutArticles = (item: string): string => {
  const stripped = item
    .replace(/[’‘`´]/g, "'")
    .replace(ARTICLES, '')
    .trim();
  return stripped || item.trim();
};

/**
 * A list as the parent wrote it: "cats and dogs" → [cats, dogs], "gatos y perros" → [gatos, perros],
 * "Katzen, Hunde" → [Katzen, Hunde]; "none" → []. Items keep their words and their language.
 */
export function splitList(text: string): string[] {
  if (meansNothing(text)) return [];
  return withoutYes(text)
    .replace(LIST_LEAD_IN, '')
    .replace(/[.!?]+$/, '')
    .split(JOINERS)
    .map((item) => withoutArticles(item).replace(/[.!?]+$/, ''))
    .filter((item) => item.length > 0 && item.length <= 200 && !meansNothing(item))
    .slice(0, 20);
}

const CALLED = new RegExp(
  `^(.+?)\\s+(?:${TABLES.flatMap((t) => t.calledMarkers).join('|')})\\s+([\\p{L}][\\p{L}'-]*)`,
  'iu',
);

/**
 * One companion of a list: "a dog called Biscuit" → {kind: dog, name: Biscuit}, "un perro que se llama
 * Toby" → {kind: perro, name: Toby}, "Biscuit" → a name, "a dog" → a kind. The name is null when what
 * stands for it is not a name ("a dog called yes"); the whole item is null when it is neither ("yes").
 */
export function readCompanion(item: string): { kind: string; name: string | null } | null {
  const match = CALLED.exec(item.trim());
  if (match) {
    const name = match[2]!;
    return { kind: withoutArticles(match[1]!), name: isNotAName(name) ? null : capitalise(name) };
  }
  const bare = withoutArticles(item);
  const words = wordsOf(bare);
  if (words.length === 0 || (words.length === 1 && isNotAName(words[0]!))) return null;
  // "Biscuit" or "Zoe Smith": a name; "dog", "a dog", "ein Hund": a kind without a name.
  const hadArticle = bare !== item.trim();
  return /^\p{Lu}/u.test(bare) && words.length <= 2 && !hadArticle
    ? { kind: '', name: isNotAName(words[0]!) ? null : bare }
    : { kind: bare, name: '' };
}
