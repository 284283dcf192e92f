/**
 * What the offline storyteller reads in a parent's idea, in the idea's own words: who is in it, what they
 * want or must do, where, and the things that matter. The story is then told around these parts, so the
 * idea's words reach the page as the parent wrote them (articles changed only for a later mention), and the
 * illustrator gets each part in English.
 */

/** What a noun phrase names: it decides whether it acts (a character) or is acted on (a thing). */
export type PartKind = 'animal' | 'person' | 'creature' | 'thing' | 'place';

export type Gender = 'm' | 'f' | 'n';

/** A noun phrase of the idea. */
export interface IdeaPart {
  /** As written, with its article or possessive: 'a firefighter puppy', 'su abuela', 'ein Igel'. */
  written: string;
  /** Without the article or possessive: 'firefighter puppy', 'abuela', 'Igel'. */
  bare: string;
  /** The first mention in the story: indefinite, or as written when the idea made it definite or possessive. */
  first: string;
  /** A later mention: 'the firefighter puppy', 'la abuela' ('su abuela' stays as written). */
  then: string;
  gender: Gender;
  plural: boolean;
  /** For the illustrator and the character sheet, in English: 'firefighter puppy', 'grandmother'. */
  english: string;
  kind: PartKind;
  /** Told with a possessive ('her teal kite', 'il suo aquilone'): someone's own, the child's as a rule. */
  possessive?: boolean;
  /** A town or city called by its name ('Paris', 'Roma', 'Timbuktu'): a place with no article, drawn as a town. */
  town?: boolean;
}

/** The kinds of plot an action leads to; each shapes the middle of the story (what goes wrong, what helps). */
export type ActionType = 'rescue' | 'find' | 'make' | 'learn' | 'travel' | 'help' | 'play' | 'other';

/** What the idea's lead wants or must do. */
export interface IdeaAction {
  /** The verb as written ('rescues', 'aprende', 'sucht'). */
  written: string;
  /** Its infinitive ('rescue', 'aprender', 'suchen'). */
  infinitive: string;
  /**
   * The whole action as an infinitive phrase, ready for "wants to ___" in the idea's language: 'rescue a kitten
   * from a tree', 'aprender a cocinar paella con su abuela', 'ein Zuhause suchen' (German puts the verb last).
   */
  phrase: string;
  /** The same with the things already met: 'rescue the kitten from the tree'. */
  phraseThen: string;
  /** The action in English for the pictures, as near as the glossary gets: 'rescue a kitten from a tree'. */
  english: string;
  type: ActionType;
  /** The verb says something was lost ('loses his key', 'perdió su luz'): the want is to find it again. */
  lost?: boolean;
  /** What stands in the lead's way, as the idea says it ('too tired to climb the hill': 'tired'). */
  trouble?: string;
}

export interface IdeaReading {
  /** The spec's language name the idea was read in ('English', 'Spanish', ...). */
  language: string;
  idea: string;
  /** The child is named in the idea: the child leads. Otherwise the first character leads, the child beside it. */
  childInIdea: boolean;
  /** The characters the idea names besides the child, in the order written; the first leads when the child does not. */
  cast: IdeaPart[];
  /** The things that matter: what the action is done to or with ('a kitten', 'a tree', 'a cardboard rocket'). */
  things: IdeaPart[];
  /** Where it happens, when the idea says ('on the moon', 'en la playa'), with the words that introduce it. */
  place?: IdeaPart & { preposition: string };
  action?: IdeaAction;
  /** The first part after the verb: what the action is done to ('a kitten', 'a warm home'). */
  object?: IdeaPart;
  /**
   * Whom the action is for, when it makes or does something for them ('a birthday cake for Grandma'): not one
   * of the cast who go along, but whom the end is for.
   */
  recipient?: IdeaPart;
}

/** An idea the reader found nothing in (emoji, one unknown little word): the story falls back on the profile. */
export const isEmptyReading = (reading: IdeaReading): boolean =>
  !reading.action && reading.cast.length === 0 && reading.things.length === 0 && !reading.place;
