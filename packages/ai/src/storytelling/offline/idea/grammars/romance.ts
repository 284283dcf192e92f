/**
 * What Italian and Portuguese ideas share with each other: the verb found by its place (after a relative
 * pronoun, after the names the idea is about, after an article and its noun, or an infinitive after a verb of
 * wishing), taken to the infinitive by a table of the verbs children's ideas use and the regular endings;
 * articles that agree by gender and number; contractions opened before reading and closed by the stock
 * pack's polish. No maintained tagger covers these languages (it-/pt-compromise are not published).
 */
import { lookUp } from '../glossary';
import { COLOUR_WORDS, type Determiner, type FoundVerb, type IdeaGrammar, type Token } from '../idea-grammar';
import type { Gender } from '../idea-reading';

export const wordSet = (words: string): ReadonlySet<string> => new Set(words.split(' '));

/**
 * A noun with no article is plural, in Spanish and Portuguese, when its first word ends in a vowel and -s
 * ('galletas', 'dinosaurios', 'biscoitos'):
 * a bare singular is a mass noun ('pan', 'paella'), and an accented ending is a singular ('autobús').
 */
export const bareNounIsPlural = (bare: string): boolean => /^\p{Ll}\p{L}*[aeiou]s$/u.test(bare.split(' ')[0]);

export interface RomanceLanguage {
  language: string;
  frames: RegExp[];
  /** Contracted preposition + article -> both ('nel' -> 'in il'). */
  contractions: Record<string, string>;
  articles: Record<string, Determiner>;
  possessives: ReadonlySet<string>;
  prepositions: string;
  placePrepositions: string;
  recipientPrepositions: string;
  companionPrepositions: string;
  joiners: string;
  relatives: string;
  childWords: string;
  /** Nouns that take their complement along ('festa di compleanno'), and the links: see `IdeaGrammar`. */
  compounds?: { heads: string; links: string };
  /** Third person (plain) -> infinitive, where the regular endings would be wrong. */
  irregular: Record<string, string>;
  /** Verbs whose following infinitive is the action ('vuole vincere' -> 'vincere'). */
  wishing: string;
  infinitive: RegExp;
  /** Words the infinitive pattern takes for verbs. */
  notVerbs: string;
  /** How a conjugated verb ends. */
  conjugated: RegExp;
  /** The regular infinitive of a conjugated form (accents kept), or undefined. */
  regular(word: string): string | undefined;
  /** A fear the idea names ('tem medo do escuro'), told as courage: the infinitive, and how many words it takes. */
  fear?(tokens: readonly Token[], i: number): FoundVerb | undefined;
  withArticle(bare: string, gender: Gender, plural: boolean, definite: boolean): string;
  /** Whether a noun with no article names more than one, where the language tells it by the ending. */
  isPlural?(bare: string): boolean;
  genderOf(head: string): Gender;
  polish(text: string): string;
  /** Rewrites the language needs before reading, after its contractions are opened. */
  rewrite?(text: string): string;
  /** The child's own thing, told with the language's possessive: see `IdeaGrammar.ofTheChild`. */
  ofTheChild?: IdeaGrammar['ofTheChild'];
}

const plainHead = (bare: string) =>
  bare
    .split(' ')[0]
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export function romanceGrammar(spec: RomanceLanguage): IdeaGrammar {
  const little = wordSet(`${spec.prepositions} ${spec.joiners} ${spec.relatives}`);
  const wishing = wordSet(spec.wishing);
  const notVerbs = wordSet(spec.notVerbs);
  const isInfinitive = (token: Token) => spec.infinitive.test(token.plain) && !notVerbs.has(token.plain);
  const infinitiveOf = (token: Token) =>
    spec.irregular[token.plain] ?? spec.regular(token.text.toLowerCase());
  const contraction = new RegExp(`(?<!\\p{L})(${Object.keys(spec.contractions).join('|')})(?!\\p{L})`, 'giu');
  const grammar: IdeaGrammar = {
    language: spec.language,
    headFirst: true,
    frames: spec.frames,
    ...(spec.compounds
      ? { compounds: { heads: wordSet(spec.compounds.heads), links: wordSet(spec.compounds.links) } }
      : {}),
    expand: (text) => {
      const opened = text.replace(contraction, (word) => spec.contractions[word.toLowerCase()] ?? word);
      return spec.rewrite ? spec.rewrite(opened) : opened;
    },
    determiner(token) {
      const article = spec.articles[token.plain];
      if (article) return article;
      if (spec.possessives.has(token.plain)) return { definite: true, possessive: true };
      return undefined;
    },
    prepositions: wordSet(spec.prepositions),
    placePrepositions: wordSet(spec.placePrepositions),
    recipientPrepositions: wordSet(spec.recipientPrepositions),
    companionPrepositions: wordSet(spec.companionPrepositions),
    joiners: wordSet(spec.joiners),
    relatives: wordSet(spec.relatives),
    childWords: wordSet(spec.childWords),
    verbAt(tokens, i, afterSubject): FoundVerb | undefined {
      const fear = spec.fear?.(tokens, i);
      if (fear) return fear;
      const token = tokens[i];
      if (little.has(token.plain) || token.plain.length < 2 || COLOUR_WORDS.has(token.plain))
        return undefined;
      if (wishing.has(token.plain)) {
        const next = ['di', 'de', 'a'].includes(tokens[i + 1]?.plain ?? '') ? 2 : 1;
        if (tokens[i + next] && isInfinitive(tokens[i + next])) {
          return { infinitive: tokens[i + next].text.toLowerCase(), length: next + 1 };
        }
      }
      if (isInfinitive(token) && (i === 0 || afterSubject))
        return { infinitive: token.text.toLowerCase(), length: 1 };
      // After an article's noun, and its colour ('il suo aquilone turchese vola').
      let noun = i - 1;
      while (noun > 0 && COLOUR_WORDS.has(tokens[noun].plain)) noun -= 1;
      const afterNoun = noun >= 1 && grammar.determiner(tokens[noun - 1]) !== undefined;
      const conjugated =
        spec.conjugated.test(token.text.toLowerCase()) && !lookUp(token.plain, spec.language, true);
      if (!afterSubject && !spec.irregular[token.plain] && !(afterNoun && conjugated)) return undefined;
      const infinitive = infinitiveOf(token);
      return infinitive ? { infinitive, length: 1 } : undefined;
    },
    wordRole: (tokens, i) =>
      isInfinitive(tokens[i]) && little.has(tokens[i - 1]?.plain ?? '') ? 'verb' : undefined,
    withArticle: spec.withArticle,
    isPlural: spec.isPlural,
    genderOf: (bare) => spec.genderOf(plainHead(bare)),
    ofTheChild: spec.ofTheChild,
    infinitivePhrase: (infinitive, rest) => `${infinitive}${rest ? ` ${rest}` : ''}`,
    polish: spec.polish,
  };
  return grammar;
}
