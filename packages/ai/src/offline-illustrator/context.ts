/**
 * What every drawing function gets: the picture's randomness, whether it is the animated variant, and unique
 * ids for its gradients. Motion draws from a random stream of its own, so the animated variant lays out
 * exactly the same picture as the still one and only adds movement.
 */
import type { Random } from './random';

/** Every picture is drawn on a square of this side, then scaled to the size asked for. */
export const CANVAS = 1000;

export interface Draw {
  random: Random;
  motionRandom: Random;
  animate: boolean;
  /** An id unique to this picture, so two pictures inlined in one page never share a gradient. */
  id(name: string): string;
}

/** The animation, only in the animated variant. */
export const moving = (draw: Draw, make: () => string): string => (draw.animate ? make() : '');
