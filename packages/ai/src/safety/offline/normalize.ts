/**
 * The words of a text as the offline classifier reads them: lower case, without accents, with the disguises
 * people use to slip a word past a filter undone (l33t digits, s p a c e d or d.o.t.t.e.d letters, stretched
 * letters), English contractions spelled out, split into sentences of single-space-separated tokens.
 */

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon['’]t\b/g, 'will not'],
  [/\bcan['’]t\b/g, 'can not'],
  [/\b(\w+)n['’]t\b/g, '$1 not'],
  [/['’]s\b/g, ''],
  [/['’](re|ll|ve|d|m)\b/g, ' $1'],
];

/** Folds accents and ligatures onto plain letters: `é` → `e`, `ß` → `ss`, `œ` → `oe`. */
export function foldLetters(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/** A token with letters and look-alike digits or signs (`c0caine`, `b!tch`) read as letters. */
function unleet(token: string): string {
  if (!/\p{L}/u.test(token) || !/[0134579@$!]/.test(token)) return token;
  return token.replace(/[0134579@$!]/g, (sign) => LEET[sign] ?? sign);
}

/** The sentences of a text, each its tokens joined by single spaces. */
export function sentencesOf(text: string): string[] {
  let folded = foldLetters(text);
  for (const [pattern, replacement] of CONTRACTIONS) folded = folded.replace(pattern, replacement);
  return (
    folded
      // A stop ends a sentence only before a space: the dots of d.o.t.t.e.d letters and the ! of b!tch do not.
      .split(/[.!?;…]+(?=\s|$)|[\n¡¿]+/u)
      .map((sentence) =>
        sentence
          // d.o.t.t.e.d, s-p-a-c-e-d and s p a c e d letters: three or more single letters in a row are a word.
          .replace(/(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*]+\p{L}(?![\p{L}\p{N}])){2,}/gu, (run) =>
            run.replace(/[\s.\-_*]+/g, ''),
          )
          .split(/[^\p{L}\p{N}@$!]+/u)
          .map((token) => unleet(token.replace(/^[@$!]+|[@$!]+$/g, '')).replace(/[@$!]/g, ''))
          // Stretched letters (sooo, fuuuck): three or more of a letter are one.
          .map((token) => token.replace(/(\p{L})\1{2,}/gu, '$1'))
          .filter(Boolean)
          .join(' '),
      )
      .filter(Boolean)
  );
}
