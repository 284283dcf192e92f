/**
 * Finding the lexicon's concepts in free text (an idea, a profile entry, a summary), in any of the
 * languages the lexicon knows: accents and case are ignored, a plural ending is tried off, and phrases
 * of several words ('guinea pig', 'ice cream') are found as phrases.
 */

import { wordsOf } from './lexicon';
import type { Words } from './lexicon';

/** Lowercase, without accents, letters and digits only, single spaces. */
export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface ConceptIndex<K extends string> {
  words: Map<string, K>;
  phrases: Array<[string, K]>;
}

const indexes = new WeakMap<object, ConceptIndex<string>>();

function indexOf<K extends string>(table: Record<K, { match: Words }>): ConceptIndex<K> {
  const known = indexes.get(table);
  if (known) return known as ConceptIndex<K>;
  const index: ConceptIndex<K> = { words: new Map(), phrases: [] };
  for (const key of Object.keys(table) as K[]) {
    for (const entry of [key, ...wordsOf(table[key].match)]) {
      const plain = plainText(entry);
      if (!plain) continue;
      if (plain.includes(' ')) index.phrases.push([plain, key]);
      else if (!index.words.has(plain)) index.words.set(plain, key);
    }
  }
  indexes.set(table, index as ConceptIndex<string>);
  return index;
}

/** A word's forms to look up: itself, then without a plural ending (-s, -es, German -n/-en). */
function forms(word: string): string[] {
  const result = [word];
  if (word.length > 3 && word.endsWith('s')) result.push(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('es')) result.push(word.slice(0, -2));
  if (word.length > 4 && word.endsWith('en')) result.push(word.slice(0, -2), word.slice(0, -1));
  return result;
}

/** The concepts `text` names, in the order they first appear, each once. */
export function conceptsIn<K extends string>(text: string, table: Record<K, { match: Words }>): K[] {
  const plain = plainText(text);
  if (!plain) return [];
  const index = indexOf(table);
  const found: Array<{ key: K; at: number }> = [];
  const padded = ` ${plain} `;
  for (const [phrase, key] of index.phrases) {
    const at = padded.indexOf(` ${phrase} `);
    if (at >= 0) found.push({ key, at });
  }
  let offset = 0;
  for (const word of plain.split(' ')) {
    const key = forms(word)
      .map((form) => index.words.get(form))
      .find((hit) => hit !== undefined);
    if (key !== undefined) found.push({ key, at: offset });
    offset += word.length + 1;
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((hit) => hit.key))];
}

/** The first concept `text` names, if any. */
export function conceptOf<K extends string>(text: string, table: Record<K, { match: Words }>): K | undefined {
  return conceptsIn(text, table)[0];
}
