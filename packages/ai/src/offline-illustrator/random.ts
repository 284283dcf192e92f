/**
 * Deterministic randomness: the same request always draws the same picture, so a retried page or a
 * re-rendered book never changes under the reader.
 */

import { hashText, seededRandom } from '@storybook-app/kit';

export { hashText };

export type Random = () => number;

export const randomFrom: (seed: number) => Random = seededRandom;

export const between = (random: Random, low: number, high: number): number => low + (high - low) * random();

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

export const chance = (random: Random, probability: number): boolean => random() < probability;
