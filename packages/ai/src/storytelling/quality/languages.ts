/**
 * What the quality report needs of each language the offline storyteller writes: its stop words
 * (`stopword`), its stemmer (Snowball, through `snowball-stemmers`), its hyphenation patterns (Hypher, for
 * counting syllables), its ISO code (what `tinyld` answers) and its readability formula.
 */
import Hypher from 'hypher';
import en from 'hyphenation.en-us';
import es from 'hyphenation.es';
import fr from 'hyphenation.fr';
import de from 'hyphenation.de';
import it from 'hyphenation.it';
import pt from 'hyphenation.pt';
import { newStemmer } from 'snowball-stemmers';
import { deu, eng, fra, ita, por, spa } from 'stopword';

export type ReportLanguage = 'English' | 'Spanish' | 'French' | 'German' | 'Italian' | 'Portuguese';

/** Counts of a text the formulas are made of. */
export interface TextCounts {
  sentences: number;
  words: number;
  syllables: number;
  letters: number;
}

export interface Readability {
  /** The formula's name, for people. */
  name: string;
  /** 'grade' (lower is easier) or 'ease' (higher is easier). */
  scale: 'grade' | 'ease';
  score(counts: TextCounts): number;
}

const perSentence = (c: TextCounts) => c.words / Math.max(1, c.sentences);
const perWord = (c: TextCounts) => c.syllables / Math.max(1, c.words);

/** The published formulas, each for the language it was made for. */
export const READABILITY: Record<ReportLanguage, Readability> = {
  English: {
    name: 'Flesch–Kincaid grade',
    scale: 'grade',
    score: (c) => 0.39 * perSentence(c) + 11.8 * perWord(c) - 15.59,
  },
  Spanish: {
    name: 'Fernández-Huerta',
    scale: 'ease',
    // P: syllables per 100 words; F: sentences per 100 words.
    score: (c) => 206.84 - 0.6 * (100 * perWord(c)) - 1.02 * ((100 * c.sentences) / Math.max(1, c.words)),
  },
  French: {
    name: 'Kandel–Moles',
    scale: 'ease',
    score: (c) => 207 - 1.015 * perSentence(c) - 73.6 * perWord(c),
  },
  German: { name: 'Amstad', scale: 'ease', score: (c) => 180 - perSentence(c) - 58.5 * perWord(c) },
  Italian: {
    name: 'Gulpease',
    scale: 'ease',
    score: (c) => 89 + (300 * c.sentences - 10 * c.letters) / Math.max(1, c.words),
  },
  Portuguese: {
    name: 'Flesch (Martins et al., 1996)',
    scale: 'ease',
    score: (c) => 248.835 - 1.015 * perSentence(c) - 84.6 * perWord(c),
  },
};

interface LanguageTools {
  iso: string;
  stopWords: ReadonlySet<string>;
  stem(word: string): string;
  hyphenate(word: string): string[];
}

const TOOLS: Record<ReportLanguage, () => LanguageTools> = {
  English: () => tools('en', eng, 'english', en),
  Spanish: () => tools('es', spa, 'spanish', es),
  French: () => tools('fr', fra, 'french', fr),
  German: () => tools('de', deu, 'german', de),
  Italian: () => tools('it', ita, 'italian', it),
  Portuguese: () => tools('pt', por, 'portuguese', pt),
};

function tools(iso: string, stopWords: string[], snowball: string, patterns: unknown): LanguageTools {
  const stemmer = newStemmer(snowball);
  const hypher = new Hypher(patterns);
  return {
    iso,
    stopWords: new Set(stopWords),
    stem: (word) => stemmer.stem(word),
    hyphenate: (word) => hypher.hyphenate(word),
  };
}

const built = new Map<ReportLanguage, LanguageTools>();

export function toolsFor(language: ReportLanguage): LanguageTools {
  let found = built.get(language);
  if (!found) {
    found = TOOLS[language]();
    built.set(language, found);
  }
  return found;
}

export const isReportLanguage = (language: string): language is ReportLanguage => language in TOOLS;
