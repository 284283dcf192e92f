/**
 * The quality report of a book, computed when its story is written: does it tell the parent's idea (the
 * idea's content words, or their inflections, in the summary and in the pages), name the child, stay in the
 * profile's language, read at the child's level (the published readability formula of its language against
 * a band for the age), keep its sentences short enough, and leave the child's fears out (a fear the idea
 * itself names is allowed: the story tells it softened). Pure: no I/O, the same text gives the same report.
 */
import { detect } from 'tinyld';
import type { ReadingBand } from '../reading-level';
import { readingBand } from '../reading-level';
import type { ReportLanguage, TextCounts } from './languages';
import { isReportLanguage, READABILITY, toolsFor } from './languages';

/** At least this share of the idea's content words is found in the summary, and in the pages. */
export const MIN_IDEA_COVERAGE = 0.75;

/**
 * The hardest text a band reads, per scale. Grades are US school grades (Flesch–Kincaid): a picture book
 * read aloud to a child of 5-7 sits around grade 2-3. Ease scores (0-100, higher easier) follow the bands
 * their authors give: 90+ very easy, 80+ easy, 70+ fairly easy, 60+ plain; Gulpease reads lower for the
 * same text (80+ easy for primary school), so its limits sit lower.
 */
export const READABILITY_LIMITS: Record<ReadingBand, { grade: number; ease: number; gulpease: number }> = {
  // Toddlers' books are read aloud: their few short sentences score by word length alone, and Romance
  // and German words are longer than English ones, so the youngest bands ask for "fairly easy" (70+).
  toddler: { grade: 2.5, ease: 70, gulpease: 65 },
  early: { grade: 3.5, ease: 70, gulpease: 62 },
  middle: { grade: 5.5, ease: 62, gulpease: 55 },
  older: { grade: 7.5, ease: 52, gulpease: 48 },
};

/** The longest sentence, in words, each band is read comfortably. */
export const MAX_SENTENCE_WORDS: Record<ReadingBand, number> = {
  toddler: 10,
  early: 24,
  middle: 30,
  older: 36,
};

export interface QualityInput {
  idea: string;
  /** The profile's language (the spec's names), or 'Other'. */
  language: string;
  childName: string;
  nickname?: string;
  age: number;
  fears: readonly string[];
  summary: { title: string; summary: string };
  /** The story's pages, without 'The End'. */
  pages: readonly string[];
}

export interface QualityReport {
  passed: boolean;
  /** The idea's content words, as written. */
  ideaWords: string[];
  summaryCoverage: number;
  bookCoverage: number;
  missingInSummary: string[];
  missingInBook: string[];
  childNamed: boolean;
  language: { expected: string; detected: string; matches: boolean };
  readability: {
    formula: string;
    scale: 'grade' | 'ease';
    score: number;
    limit: number;
    band: ReadingBand;
    ok: boolean;
  };
  longestSentence: { words: number; max: number; ok: boolean };
  /** Fears found in the pages; `fromIdea` those the idea itself names (allowed: told softened). */
  fears: { found: string[]; fromIdea: string[] };
  /** One plain sentence per failed check, in English (a model reads them on a second attempt). */
  findings: string[];
}

const WORD = /\p{L}[\p{L}'’-]*/gu;
// One apostrophe: an idea typed with a straight one ('d'école') is the book's curly one ('d’école').
const wordsOf = (text: string): string[] =>
  (text.replace(/’/g, "'").match(WORD) ?? []).map((word) => word.replace(/'s$/i, ''));
const lower = (word: string) => word.toLocaleLowerCase();
const plain = (word: string) =>
  lower(word)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])["“”»«’]?\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);
}

function counts(text: string, language: ReportLanguage): TextCounts {
  const { hyphenate } = toolsFor(language);
  const words = wordsOf(text);
  return {
    sentences: Math.max(1, sentencesOf(text).length),
    words: words.length,
    syllables: words.reduce((sum, word) => sum + Math.max(1, hyphenate(lower(word)).length), 0),
    letters: words.reduce((sum, word) => sum + word.replace(/[^\p{L}]/gu, '').length, 0),
  };
}

/** The stems of a text's words, and its plain text, to look words up in. */
function lookup(text: string, language: ReportLanguage) {
  const { stem } = toolsFor(language);
  const stems = new Set(wordsOf(text).map((word) => stem(lower(word))));
  const flat = ` ${wordsOf(text).map(plain).join(' ')} `;
  // German's Snowball stemmer keeps the -t of 'baut', 'fliegt': the infinitive ('bauen') is tried too; the
  // English one keeps the e of 'goes', 'does' ('goe'): 'go' is tried too.
  const forms = (word: string) =>
    language === 'German'
      ? [lower(word), lower(word).replace(/e?t$/, 'en')]
      : language === 'English'
        ? [lower(word), lower(word).replace(/(?<=o)es$/, '')]
        : [lower(word)];
  return (word: string) =>
    forms(word).some((form) => stems.has(stem(form))) || flat.includes(` ${plain(word)}`);
}

function coverage(words: readonly string[], has: (word: string) => boolean) {
  const missing = words.filter((word) => !has(word));
  return { share: words.length ? 1 - missing.length / words.length : 1, missing };
}

/**
 * Words that frame an idea rather than tell it ('a story about', 'wants to'): a story says wanting in its own
 * words ('had a big wish'), so they are not asked of it.
 */
const FRAME_WORDS = new Set(
  (
    'story tale book about wants want wanted wish wishes would could ' +
    'historia cuento quiere quieren queria ' +
    'histoire conte veut veulent voulait ' +
    'geschichte marchen will wollen mochte ' +
    'storia fiaba vuole vogliono voleva ' +
    'historia conto quer querem queria'
  ).split(' '),
);

/** The idea's content words: no stop words (of the profile's language and of the idea's own), no names. */
function contentWords(input: QualityInput, language: ReportLanguage): string[] {
  const detected = detect(input.idea);
  const other = (['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese'] as const).find(
    (candidate) => toolsFor(candidate).iso === detected,
  );
  const stops = [toolsFor(language).stopWords, ...(other ? [toolsFor(other).stopWords] : [])];
  const names = new Set([input.childName, input.nickname ?? ''].filter(Boolean).map(plain));
  const seen = new Set<string>();
  return wordsOf(input.idea).filter((word) => {
    const key = plain(word);
    if (key.length < 2 || names.has(key) || seen.has(key) || FRAME_WORDS.has(key)) return false;
    if (stops.some((set) => set.has(lower(word)) || set.has(key))) return false;
    seen.add(key);
    return true;
  });
}

export function qualityReport(input: QualityInput): QualityReport {
  const language: ReportLanguage = isReportLanguage(input.language) ? input.language : 'English';
  const band = readingBand(input.age);
  const pagesText = input.pages.join('\n');
  const ideaWords = contentWords(input, language);
  const inSummary = coverage(ideaWords, lookup(`${input.summary.title}. ${input.summary.summary}`, language));
  const inBook = coverage(ideaWords, lookup(pagesText, language));

  const names = [input.childName, input.nickname ?? ''].filter(Boolean);
  const childNamed = names.some((name) => pagesText.includes(name));

  const expected = isReportLanguage(input.language) ? toolsFor(input.language).iso : '';
  const detected = detect(pagesText);
  const languageMatches = expected === '' || detected === expected;

  const formula = READABILITY[language];
  const score = Math.round(formula.score(counts(pagesText, language)) * 10) / 10;
  const limits = READABILITY_LIMITS[band];
  const limit =
    formula.scale === 'grade' ? limits.grade : language === 'Italian' ? limits.gulpease : limits.ease;
  const readable = formula.scale === 'grade' ? score <= limit : score >= limit;

  const longest = Math.max(
    0,
    ...input.pages.flatMap(sentencesOf).map((sentence) => wordsOf(sentence).length),
  );
  const maxWords = MAX_SENTENCE_WORDS[band];

  const inPages = lookup(pagesText, language);
  const inIdea = lookup(input.idea, language);
  const fearWords = (fear: string) =>
    wordsOf(fear).filter((word) => !toolsFor(language).stopWords.has(lower(word)) && word.length > 2);
  const found = input.fears.filter((fear) => fearWords(fear).some(inPages));
  const fromIdea = found.filter((fear) => fearWords(fear).some(inIdea));

  const findings: string[] = [];
  if (inSummary.share < MIN_IDEA_COVERAGE) {
    findings.push(`The summary leaves out these words of the idea: ${inSummary.missing.join(', ')}.`);
  }
  if (inBook.share < MIN_IDEA_COVERAGE) {
    findings.push(`The story leaves out these words of the idea: ${inBook.missing.join(', ')}.`);
  }
  if (!childNamed) findings.push(`The story never names the child, ${input.childName}.`);
  if (!languageMatches) findings.push(`The story reads as '${detected}', not ${input.language}.`);
  if (!readable) {
    findings.push(
      `The text is too hard for a child of ${input.age} (${formula.name} ${score}, ${formula.scale === 'grade' ? 'at most' : 'at least'} ${limit}): use shorter sentences and simpler words.`,
    );
  }
  if (longest > maxWords) findings.push(`A sentence has ${longest} words; keep each under ${maxWords + 1}.`);
  const threats = found.filter((fear) => !fromIdea.includes(fear));
  if (threats.length)
    findings.push(`The story brings up the child's fears (${threats.join(', ')}): leave them out.`);

  return {
    passed: findings.length === 0,
    ideaWords,
    summaryCoverage: round2(inSummary.share),
    bookCoverage: round2(inBook.share),
    missingInSummary: inSummary.missing,
    missingInBook: inBook.missing,
    childNamed,
    language: { expected: input.language, detected, matches: languageMatches },
    readability: { formula: formula.name, scale: formula.scale, score, limit, band, ok: readable },
    longestSentence: { words: longest, max: maxWords, ok: longest <= maxWords },
    fears: { found, fromIdea },
    findings,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
