/**
 * How an idea's character looks, the same on every page: a colour chosen from its English words (the same
 * words always give the same colour), written before it ('brown firefighter puppy (dog)'). The character
 * sheet and every scene description use this one phrase, so the offline illustrator draws the character
 * alike on every page and a model illustrator reads the same look each time.
 */
import { hashText } from '@storybook-app/kit';
import type { IdeaPart } from './idea-reading';

/** Coats of animals whose coats vary: natural, and easy to tell from a pet of the same kind. */
const COATS = ['brown', 'golden', 'grey', 'white', 'black', 'ginger'] as const;

/**
 * The coats each kind of animal may have, in the glossary's English: a fox is ginger (a grey fox drew a cat),
 * a dragon any bright colour, a frog green. A kind not listed keeps its own colour (a penguin, a tiger, a
 * whale): no coat word is written, and the illustrator draws it as it always does.
 */
const COATS_OF: ReadonlyArray<[RegExp, readonly string[]]> = [
  [
    /\b(?:dog|puppy|pupp(?:y|ies)|cat|kitten|kitty|rabbit|bunny|bunnies|horse|pony|ponies|bear|mouse|mice|hamster|guinea pig|squirrel|hedgehog|goat|donkey|llama|alpaca)s?\b/,
    COATS,
  ],
  [/\b(?:fox|foxes)\b/, ['ginger']],
  [/\bdragons?\b/, ['green', 'red', 'purple', 'blue', 'golden']],
  [/\b(?:frog|toad)s?\b/, ['green']],
  [/\bunicorns?\b/, ['white']],
  [/\bowls?\b/, ['brown', 'grey', 'white']],
  [/\b(?:bird|parrot)s?\b/, ['blue', 'red', 'yellow', 'green']],
  [/\b(?:dinosaur|dino)s?\b/, ['green', 'orange', 'purple', 'blue']],
];

/** Someone the idea calls by a name the glossary does not know ('Lucas'), not by a word ('Grandma'). */
export const namedPerson = (part: IdeaPart | undefined): boolean =>
  part?.kind === 'person' && /^\p{Lu}/u.test(part.bare) && part.english === part.bare.toLowerCase();

export function castLook(part: IdeaPart): string {
  // Someone the child knows by name, drawn as a child friend: a bare 'lucas' is nobody the illustrator knows.
  if (namedPerson(part)) return `${part.bare} (friend)`;
  if (part.kind === 'person') return part.english;
  const english = part.english.toLowerCase();
  const coats = COATS_OF.find(([kinds]) => kinds.test(english))?.[1];
  return coats ? `${coats[hashText(part.english) % coats.length]} ${part.english}` : part.english;
}
