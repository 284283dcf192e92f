// Types for the small text libraries the quality report uses; they ship none.
declare module 'hypher' {
  export default class Hypher {
    constructor(patterns: unknown);
    hyphenate(word: string): string[];
  }
}
declare module 'hyphenation.en-us';
declare module 'hyphenation.es';
declare module 'hyphenation.fr';
declare module 'hyphenation.de';
declare module 'hyphenation.it';
declare module 'hyphenation.pt';
declare module 'snowball-stemmers' {
  export function newStemmer(language: string): { stem(word: string): string };
}
declare module 'stopword' {
  export const eng: string[];
  export const spa: string[];
  export const fra: string[];
  export const deu: string[];
  export const ita: string[];
  export const por: string[];
}
