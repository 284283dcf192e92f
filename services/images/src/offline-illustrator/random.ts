/**
 * Deterministic randomness: the same request always draws the same picture, so a retried page or a
 * re-rendered book never changes under the reader.
 */

/** FNV-1a over the text's UTF-16 units: a 32-bit seed from any text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

export type Random = () => number;

/** mulberry32: small, fast and good enough for composition. */
export function randomFrom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, low: number, high: number): number => low + (high - low) * random();

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

export const chance = (random: Random, probability: number): boolean => random() < probability;
