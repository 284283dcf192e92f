/**
 * `book-quality` (GetBookQuality): any book's quality report, for admins (the gateway lets only admins call
 * it); and the report as gRPC carries it, which storygen also answers to the book's owner.
 */
import type { ReceivedRequestOf, ReplyOf } from '@storybook-app/proto';
import { bookNotFound } from './book-access';
import type { BookQuality } from './book-records';
import type { StoryDeps } from './story-deps';

/** The report as the owner gets it over gRPC. */
export function qualityMessage(quality: BookQuality) {
  return {
    passed: quality.passed,
    attempts: quality.attempts,
    summary_coverage: quality.summaryCoverage,
    book_coverage: quality.bookCoverage,
    missing_words: quality.missingInBook,
    child_named: quality.childNamed,
    expected_language: quality.language.expected,
    detected_language: quality.language.detected,
    readability_formula: quality.readability.formula,
    readability_score: quality.readability.score,
    readability_limit: quality.readability.limit,
    readability_ok: quality.readability.ok,
    longest_sentence: quality.longestSentence.words,
    longest_sentence_max: quality.longestSentence.max,
    fears_found: quality.fears.found,
    findings: quality.findings,
  };
}

export async function getBookQuality(
  deps: Pick<StoryDeps, 'books'>,
  request: ReceivedRequestOf<'story', 'GetBookQuality'>,
): Promise<ReplyOf<'story', 'GetBookQuality'>> {
  const bookId = request.book_id.trim();
  const book = bookId ? await deps.books.book(bookId) : null;
  if (!book) throw bookNotFound();
  return { book_id: bookId, quality: book.quality ? qualityMessage(book.quality) : null };
}
