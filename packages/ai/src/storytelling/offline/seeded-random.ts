/**
 * Deterministic choices for the offline storyteller: the same seed always makes the same choices, so a
 * story is reproducible for an idea, and different seeds (another idea, a refreshed list) vary it.
 */

import { hashText, seededRandom } from '@storybook-app/kit';

/** A 32-bit FNV-1a hash of a string. */
export const hashString = hashText;

export interface Chooser {
  /** An index below `count` for a named choice; the same name and seed always give the same index. */
  index(slot: string, count: number): number;
  /** One of `items` for a named choice. */
  pick<T>(slot: string, items: readonly T[]): T;
  /** `items` in a seeded order. */
  shuffle<T>(slot: string, items: readonly T[]): T[];
}

/**
 * Choices keyed by a slot name rather than by call order, so adding a choice in one place of a story never
 * changes the choices made elsewhere.
 */
export function chooser(seed: string): Chooser {
  const random = (slot: string) => seededRandom(hashString(`${seed}\u0000${slot}`));
  return {
    index: (slot, count) => (count <= 1 ? 0 : Math.floor(random(slot)() * count)),
    pick<T>(slot: string, items: readonly T[]): T {
      if (items.length === 0) throw new Error(`nothing to pick for ${slot}`);
      return items[Math.floor(random(slot)() * items.length)];
    },
    shuffle<T>(slot: string, items: readonly T[]): T[] {
      const next = random(slot);
      const order = [...items];
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      return order;
    },
  };
}
