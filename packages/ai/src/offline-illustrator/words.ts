/**
 * Reading words in a page's text: English first, plus the common words of Spanish, French and German (the
 * profile's languages that use the Latin alphabet most). The text is lower-cased, accents folded and
 * punctuation dropped; German umlauts are folded both ways (ä -> ae and ä -> a), since a writer may type
 * either, and Spanish ü must stay u (pingüino).
 */

export interface Text {
  /** Every token of either folding. */
  tokens: Set<string>;
  /** The foldings, each with a space either side, for phrases. */
  spaced: string[];
  /** The plain folding's tokens in order, for neighbours (a colour before its animal). */
  sequence: string[];
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const squash = (text: string) =>
  text
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function readText(raw: string): Text {
  const lower = raw.toLowerCase();
  const plain = squash(stripAccents(lower));
  const german = squash(
    stripAccents(lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')),
  );
  const sequence = plain ? plain.split(' ') : [];
  return {
    tokens: new Set([...sequence, ...(german ? german.split(' ') : [])]),
    spaced: [` ${plain} `, ` ${german} `],
    sequence,
  };
}

/** The forms a word takes in the plural in the four languages, regular ones only. */
function forms(word: string): string[] {
  const list = [word, `${word}s`, `${word}es`, `${word}en`, `${word}n`, `${word}x`];
  if (word.endsWith('y')) list.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith('f')) list.push(`${word.slice(0, -1)}ves`);
  return list;
}

/** Whether the text holds a term: a word (or its plural) or a phrase of several words. */
export function mentions(text: Text, term: string): boolean {
  if (term.includes(' ')) return text.spaced.some((spaced) => spaced.includes(` ${term} `));
  return forms(term).some((form) => text.tokens.has(form));
}

export const mentionsAny = (text: Text, terms: readonly string[]): boolean =>
  terms.some((term) => mentions(text, term));

/** How many of the terms the text holds. */
export const countMentions = (text: Text, terms: readonly string[]): number =>
  terms.reduce((count, term) => count + (mentions(text, term) ? 1 : 0), 0);

/** Where single-word terms occur in the text's token sequence. */
export function positionsOf(text: Text, terms: readonly string[]): number[] {
  const wanted = new Set(terms.filter((term) => !term.includes(' ')).flatMap(forms));
  const found: number[] = [];
  text.sequence.forEach((token, index) => {
    if (wanted.has(token)) found.push(index);
  });
  return found;
}

/** Colour words, to colour what they stand next to ("a white rabbit", "un gato negro"). */
export const COLOUR_WORDS: Record<string, string> = {
  white: '#f7f4ee',
  blanco: '#f7f4ee',
  blanca: '#f7f4ee',
  blanc: '#f7f4ee',
  blanche: '#f7f4ee',
  weiss: '#f7f4ee',
  weisse: '#f7f4ee',
  black: '#2f2b2b',
  negro: '#2f2b2b',
  negra: '#2f2b2b',
  noir: '#2f2b2b',
  noire: '#2f2b2b',
  schwarz: '#2f2b2b',
  schwarze: '#2f2b2b',
  brown: '#8b5a3c',
  marron: '#8b5a3c',
  cafe: '#8b5a3c',
  braun: '#8b5a3c',
  braune: '#8b5a3c',
  grey: '#9a9aa3',
  gray: '#9a9aa3',
  gris: '#9a9aa3',
  grau: '#9a9aa3',
  graue: '#9a9aa3',
  ginger: '#e0843a',
  teal: '#2a9d8f',
  turquoise: '#30c5c0',
  orange: '#f08a24',
  naranja: '#f08a24',
  golden: '#e3b14f',
  gold: '#e3b14f',
  dorado: '#e3b14f',
  dore: '#e3b14f',
  red: '#d9443a',
  rojo: '#d9443a',
  roja: '#d9443a',
  rouge: '#d9443a',
  rot: '#d9443a',
  rote: '#d9443a',
  blue: '#3f7fd9',
  azul: '#3f7fd9',
  bleu: '#3f7fd9',
  bleue: '#3f7fd9',
  blau: '#3f7fd9',
  blaue: '#3f7fd9',
  green: '#4fae52',
  verde: '#4fae52',
  vert: '#4fae52',
  verte: '#4fae52',
  gruen: '#4fae52',
  gruene: '#4fae52',
  yellow: '#f5cf3a',
  amarillo: '#f5cf3a',
  jaune: '#f5cf3a',
  gelb: '#f5cf3a',
  gelbe: '#f5cf3a',
  pink: '#f19cbb',
  rosa: '#f19cbb',
  rose: '#f19cbb',
  purple: '#8e5cc9',
  violet: '#8e5cc9',
  morado: '#8e5cc9',
  lila: '#b28ddb',
  silver: '#c9ccd4',
  spotted: '#f7f4ee',
};

/** A thing in all the colours ('a rainbow kite'): drawn in stripes of them where it can be. */
export const RAINBOW = 'rainbow';
const RAINBOW_WORDS = new Set(['rainbow', 'multicoloured', 'multicolored', 'multicolore', 'multicolor']);

/** Whether a thing at a position is in all the colours ('a rainbow kite'). */
export const rainbowNear = (text: Text, index: number): boolean =>
  [index - 1, index + 1].some((neighbour) => RAINBOW_WORDS.has(text.sequence[neighbour] ?? ''));

/** The colour named right before a position, or right after it (Spanish and French put it after). */
export function colourNear(text: Text, index: number): string | undefined {
  for (const neighbour of [index - 1, index + 1, index - 2, index + 2]) {
    const colour = COLOUR_WORDS[text.sequence[neighbour] ?? ''];
    if (colour) return colour;
  }
  return undefined;
}
