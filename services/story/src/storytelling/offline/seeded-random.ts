/**
 * Deterministic choices for the offline storyteller: the same seed always makes the same choices, so a
 * story is reproducible for an idea, and different seeds (another idea, a refreshed list) vary it.
 */

/** A 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-mixed generator, enough for picking among a few options. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
  const random = (slot: string) => mulberry32(hashString(`${seed}\u0000${slot}`));
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
