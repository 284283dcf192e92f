/**
 * How an idea's character looks, the same on every page: a colour chosen from its English words (the same
 * words always give the same colour), written before it ('brown firefighter puppy (dog)'). The character
 * sheet and every scene description use this one phrase, so the offline illustrator draws the character
 * alike on every page and a model illustrator reads the same look each time.
 */
import { hashText } from '@storybook-app/kit';
import type { IdeaPart } from './idea-reading';

/** Coats of animals and creatures: natural, and easy to tell from a pet of the same kind. */
const COATS = ['brown', 'golden', 'grey', 'white', 'black', 'ginger'] as const;

/** Creatures with no coat to colour: a snowman is white, a ghost pale ('brown snowman' drew a brown one). */
const UNCOATED = /\b(?:snowman|ghost|giant|elf|alien)\b/;

export function castLook(part: IdeaPart): string {
  if (part.kind === 'person' || UNCOATED.test(part.english)) return part.english;
  return `${COATS[hashText(part.english) % COATS.length]} ${part.english}`;
}
