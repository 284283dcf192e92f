/** A concept's terms in each of the six languages a book is written in (term syntax: ../term-pattern.ts). */
export const LEXICON_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type LexiconLanguage = (typeof LEXICON_LANGUAGES)[number];
export type ConceptTerms = Readonly<Record<LexiconLanguage, readonly string[]>>;
