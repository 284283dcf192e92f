/**
 * What reading an idea needs of a language: its little words (articles, prepositions, the words that join
 * clauses), how to find the verb and its infinitive, and how to put a noun phrase and a verb phrase back
 * together (articles that agree, German's verb at the end, contractions such as 'de el' -> 'del').
 * `read-idea.ts` does the rest the same way for every language.
 */
import type { Gender } from './idea-reading';
import { escapeRegExp } from '../../../reg-exp';
import { COLOURS } from '../lexicon';

/** The child's names as one regular-expression alternation ('Maya|Mimi'), each matched as written. */
export const namesPattern = (names: readonly string[]): string =>
  names.filter(Boolean).map(escapeRegExp).join('|');

/**
 * 'l’aquilone di Maya' -> 'il suo aquilone', 'le cerf-volant de Maya' -> 'son cerf-volant': a thing the idea gives the
 * child by name (after the noun, with `of`), told with the possessive `owned(article, noun)` returns.
 * Articles: the language's definite ones, an elided one ('l’') ending with its apostrophe.
 */
export function ownedByName(
  text: string,
  names: readonly string[],
  of: string,
  articles: string,
  owned: (article: string, noun: string) => string,
): string {
  const named = namesPattern(names);
  if (!named) return text;
  return text.replace(
    new RegExp(`(^|\\s)(${articles})([^,.;]+?) ${of} (?:${named})(?=[\\s,.;]|$)`, 'giu'),
    (_, before: string, article: string, noun: string) =>
      `${before}${owned(article.trim().toLowerCase(), noun.trim())}`,
  );
}

/**
 * Colour words in the languages read (plain: lowercase, no accents), which describe and never act:
 * 'l’aquilone turchese vola', 'son cerf-volant turquoise' ('turchese' is no verb in -ere).
 */
export const COLOUR_WORDS: ReadonlySet<string> = new Set(
  Object.values(COLOURS).flatMap(({ match }) => match.split('|').filter((word) => !word.includes(' '))),
);

export interface Token {
  /** As written, without the punctuation around it. */
  text: string;
  /** Lowercase, without accents. */
  plain: string;
  /** Punctuation after it ends a phrase (a comma, a full stop). */
  ends: boolean;
}

export interface Determiner {
  definite: boolean;
  /** 'su', 'my', 'seine': the phrase keeps it on every mention. */
  possessive?: boolean;
  gender?: Gender;
  plural?: boolean;
  /** English 's: the phrase after it is owned by the phrase before it ('the keeper's key'). */
  owner?: boolean;
  /**
   * A later mention with its definite article, when that depends on the case the article shows ('einen
   * kleinen Hund' -> 'den kleinen Hund', 'ein kleiner Hund' -> 'der kleine Hund').
   */
  then?: (gender: Gender, bare: string) => string;
  /** A first mention, when that too keeps the case the article showed ('einen kleinen Drachen'). */
  first?: (bare: string) => string;
}

export interface FoundVerb {
  /** The infinitive of the main verb: 'rescue', 'aprender'. */
  infinitive: string;
  /** How many tokens the verb takes ('wants to fly': 3). */
  length: number;
  /**
   * Where the action's words are when they are not after the verb: German puts them between a relative
   * pronoun or a modal and the verb at the end ('der ein Kätzchen rettet', 'will ein Rennen gewinnen').
   * `[from, to)` token indexes; `subjectEnd` where the subject's words end (the relative pronoun).
   */
  rest?: { from: number; to: number; subjectEnd: number };
  /** An infinitive with no subject ('mit Mama einen Schneemann bauen'): the child's own doing, the child leads. */
  subjectless?: boolean;
  /** What stands in the way, as written: 'tired' in 'is too tired to climb the hill'. */
  trouble?: string;
}

export interface IdeaGrammar {
  /** The spec's language name. */
  readonly language: string;
  /** Openings that only say "a story": dropped before reading ('a story about', 'una historia de'). */
  readonly frames: readonly RegExp[];
  /** The noun comes first in a phrase ('cachorro bombero', 'chiot pompier'), not last ('firefighter puppy'). */
  readonly headFirst?: boolean;
  /** Opens contractions before reading ('al' -> 'a el'); `polish` closes them again. */
  expand?(text: string): string;
  determiner(token: Token, next?: Token): Determiner | undefined;
  /** Prepositions (plain): they end a noun phrase. */
  readonly prepositions: ReadonlySet<string>;
  /**
   * Words of measure ('piles', 'a box'): with `of` and the noun after it they are one thing ('big piles of
   * autumn leaves', 'a box of crayons'), not a thing called 'piles'. `of`: the preposition that joins them.
   */
  readonly measures?: { words: ReadonlySet<string>; of: string };
  /**
   * Nouns that take their complement along ('une fête d'anniversaire', 'una caccia al tesoro'): after one of
   * `heads` (plain), one of `links` and the noun after it, with its article, stay in the phrase, unless that
   * noun is a place ('una fiesta en la playa').
   */
  readonly compounds?: { heads: ReadonlySet<string>; links: ReadonlySet<string> };
  /** Prepositions that say where ('in', 'on', 'to', 'en', 'auf'). */
  readonly placePrepositions: ReadonlySet<string>;
  /** Prepositions that say for whom something is made or done ('for', 'para', 'pour', 'für', 'per'). */
  readonly recipientPrepositions: ReadonlySet<string>;
  /** Prepositions that bring someone along ('with', 'con', 'avec', 'mit', 'com'). */
  readonly companionPrepositions: ReadonlySet<string>;
  /** Words that join (and, or, but, with...) or stand for a subject (who, that, que, qui, der): they end a phrase. */
  readonly joiners: ReadonlySet<string>;
  /** Relative pronouns: the next verb is the idea's action ('who', 'que', 'qui', 'che', 'der', 'die', 'das'). */
  readonly relatives: ReadonlySet<string>;
  /** Words that say the child ('I', 'me', 'my son'...): the child leads. */
  readonly childWords: ReadonlySet<string>;
  /** Gives the language a look at the whole idea once (a tagger runs here), before `verbAt` is asked. */
  prepare?(tokens: readonly Token[]): void;
  /** The verb starting at tokens[i], or undefined. `afterRelative`: a relative pronoun came just before. */
  verbAt(tokens: readonly Token[], i: number, afterRelative: boolean): FoundVerb | undefined;
  /** A bare noun phrase with an article: indefinite for a first mention, definite for a later one. */
  withArticle(bare: string, gender: Gender, plural: boolean, definite: boolean): string;
  /** A noun's gender when no article said it. */
  genderOf(bare: string): Gender;
  /**
   * Whether a phrase with no article names more than one ('dinosaurs'); undefined: the language cannot tell.
   * `withoutArticle`: nothing at all stood before it (German 'pflanzt Sonnenblumen').
   */
  isPlural?(bare: string, withoutArticle?: boolean): boolean;
  /**
   * The idea told of the child instead of by them, or with their name as the owner: 'my birthday party' and
   * "Maya's birthday party" -> 'her birthday party'. `names`: the child's name and nickname.
   */
  ofTheChild?(text: string, child: 'girl' | 'boy' | 'neutral', names: readonly string[]): string;
  /** The infinitive phrase: 'rescue a kitten', 'ein Kätzchen retten'. */
  infinitivePhrase(infinitive: string, rest: string): string;
  /** Contractions and elisions a phrase put back together can leave open. */
  polish(text: string): string;
  /**
   * What a word is, where the grammar can tell: a verb ends a noun phrase ('and flies to the moon'), a
   * describing word outside a noun phrase is left out ('who is afraid'), a word that `starts` a phrase of
   * its own ends the one before (German's 'Oma Kuchen'). Undefined: a word of a phrase.
   */
  wordRole?(tokens: readonly Token[], i: number): 'verb' | 'modifier' | 'starts' | undefined;
}
