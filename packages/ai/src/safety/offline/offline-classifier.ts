/**
 * The offline classifier: the embedded default (no keys) and the first layer in front of any provider. It
 * reads a text as concepts in six languages (lexicon/), finds them per sentence (term-pattern.ts, after
 * normalize.ts has undone the usual disguises and safe-phrases.ts has taken out the phrases that only look
 * like harm), and refuses when a harm rule's concepts meet (harm-rules.ts). English swearing is read by the
 * maintained `obscenity` library, which knows its many spellings.
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { detect } from 'tinyld';
import { reasonFor } from '../refusal-texts';
import { allowed, type SafetyAction, type SafetyCategory, type SafetyVerdict } from '../safety-verdict';
import { CONCEPTS, type Concept } from './concepts';
import { HARM_RULES, type HarmRule } from './harm-rules';
import { LEXICON_LANGUAGES, type ConceptTerms } from './lexicon/lexicon';
import { SAFE_PHRASES } from './lexicon/safe-phrases';
import { foldLetters, sentencesOf } from './normalize';
import { termsExpression } from './term-pattern';

export const OFFLINE_LAYER = 'offline';

/** A concept's words in a sentence, as token positions (end inclusive). */
interface Span {
  start: number;
  end: number;
}

export interface OfflineFinding {
  action: Exclude<SafetyAction, 'allow'>;
  category: SafetyCategory;
  /** The harm rule (or `obscenity`) that found it, for tests and the bench; never shown to a parent. */
  rule: string;
}

const termsOf = (terms: ConceptTerms): string[] =>
  LEXICON_LANGUAGES.flatMap((language) => terms[language]).map((term) => foldLetters(term));

const CONCEPT_EXPRESSIONS = new Map(
  (Object.entries(CONCEPTS) as [Concept, ConceptTerms][]).map(([concept, terms]) => [
    concept,
    termsExpression(termsOf(terms)),
  ]),
);
const SAFE_EXPRESSION = termsExpression(termsOf(SAFE_PHRASES));

// Words obscenity's English list counts as swearing that name birds, mushrooms, books and cats here.
const NOT_SWEARING = [
  'shiitake',
  'great tit',
  'blue tit',
  'tit bird',
  'moby dick',
  'dick whittington',
  'pussy cat',
  'pussycat',
  'puss',
  'cum laude',
];
const DROPPED_PHRASES = new Set(['tit', 'dick', 'pussy', 'cum', 'sex', 'boob']);

const englishSwearing = new RegExpMatcher({
  ...englishDataset
    .removePhrasesIf((phrase) => DROPPED_PHRASES.has(phrase.metadata?.originalWord ?? ''))
    .addPhrase((phrase) => NOT_SWEARING.reduce((built, term) => built.addWhitelistedTerm(term), phrase))
    .build(),
  ...englishRecommendedTransformers,
});

// obscenity reads English: a sentence of another book language keeps its own words (Italian "fu" is "was").
const OTHER_BOOK_LANGUAGES = new Set(['es', 'fr', 'de', 'it', 'pt']);

/** Whether an English sentence of the text swears, by obscenity's list and its many spellings. */
function swearsInEnglish(text: string): boolean {
  return (
    text
      .normalize('NFKC')
      .split(/(?<=[.!?;…])\s+|\n+/)
      // The cheap match first: most sentences never need their language read.
      .some((sentence) => englishSwearing.hasMatch(sentence) && !OTHER_BOOK_LANGUAGES.has(detect(sentence)))
  );
}

const tokenAt = (sentence: string, index: number): number => sentence.slice(0, index).split(' ').length - 1;

function spansOf(sentence: string, expression: RegExp): Span[] {
  const spans: Span[] = [];
  for (const match of sentence.matchAll(expression)) {
    const start = tokenAt(sentence, match.index);
    spans.push({ start, end: start + match[0].split(' ').length - 1 });
  }
  return spans;
}

/** The sentence with its safe phrases replaced by a neutral token, so the positions of the rest hold. */
const withoutSafePhrases = (sentence: string): string => sentence.replace(SAFE_EXPRESSION, 'safe');

const overlaps = (a: Span, b: Span): boolean => a.start <= b.end && b.start <= a.end;
const gap = (a: Span, b: Span): number => (b.start > a.end ? b.start - a.end - 1 : a.start - b.end - 1);

/** Whether one span per group can be chosen, in separate words, meeting the rule's distance and order. */
function groupsMeet(groups: Span[][], rule: HarmRule, chosen: Span[] = []): boolean {
  const index = chosen.length;
  if (index === groups.length) return true;
  return (groups[index] ?? []).some((span) => {
    if (chosen.some((other) => overlaps(other, span))) return false;
    const previous = chosen[index - 1];
    if (previous && rule.within !== undefined) {
      if (rule.ordered && span.start <= previous.end) return false;
      if (gap(previous, span) > rule.within) return false;
    }
    return groupsMeet(groups, rule, [...chosen, span]);
  });
}

function sentenceFinding(sentence: string, age: number | undefined): OfflineFinding | undefined {
  const text = withoutSafePhrases(sentence);
  const found = new Map<Concept, Span[]>();
  const spans = (concept: Concept): Span[] => {
    let known = found.get(concept);
    if (!known) {
      known = spansOf(text, CONCEPT_EXPRESSIONS.get(concept)!);
      found.set(concept, known);
    }
    return known;
  };
  let rewrite: OfflineFinding | undefined;
  for (const rule of HARM_RULES) {
    if (rule.maxAge !== undefined && (age === undefined || age > rule.maxAge)) continue;
    const spansOfGroup = (group: Concept | readonly Concept[]) =>
      (typeof group === 'string' ? [group] : group).flatMap(spans);
    const groups = rule.all.map(spansOfGroup);
    const anywhere = (rule.anywhere ?? []).map(spansOfGroup);
    if ([...groups, ...anywhere].some((group) => group.length === 0)) continue;
    if (rule.unless?.some((concept) => spans(concept).length > 0)) continue;
    if (!groupsMeet(groups, rule)) continue;
    const finding: OfflineFinding = {
      action: rule.action ?? 'refuse',
      category: rule.category,
      rule: rule.id,
    };
    if (finding.action === 'refuse') return finding;
    rewrite ??= finding;
  }
  return rewrite;
}

/** What the offline classifier finds in a text: the first refusal, else the first rewrite, else nothing. */
export function offlineFinding(text: string, age?: number): OfflineFinding | undefined {
  let rewrite: OfflineFinding | undefined;
  for (const sentence of sentencesOf(text)) {
    const finding = sentenceFinding(sentence, age);
    if (finding?.action === 'refuse') return finding;
    rewrite ??= finding;
  }
  if (!rewrite && swearsInEnglish(text)) {
    rewrite = { action: 'rewrite', category: 'profanity', rule: 'obscenity' };
  }
  return rewrite;
}

export function offlineVerdict(text: string, age?: number): SafetyVerdict {
  const finding = offlineFinding(text, age);
  if (!finding) return allowed(OFFLINE_LAYER);
  return {
    action: finding.action,
    category: finding.category,
    reason: reasonFor(finding.category),
    layer: OFFLINE_LAYER,
  };
}
