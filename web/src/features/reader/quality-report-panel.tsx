import { useQuery } from '@tanstack/react-query';
import { bookQuality } from '../../api/admin';
import { ui } from '../../lib/texts';

/**
 * An admin's look at a book's quality report: whether the story tells the parent's idea, names the child,
 * stays in the profile's language and reads at the child's level. Closed until opened, so it stays out of
 * the reader's way.
 */
export function QualityReportPanel({ bookId }: { bookId: string }) {
  const answer = useQuery({
    queryKey: ['book-quality', bookId],
    queryFn: ({ signal }) => bookQuality({ bookId }, signal),
  });
  const quality = answer.data?.quality;
  if (answer.isPending || answer.isError) return null;
  return (
    <details className="quality-report">
      <summary>
        {ui.qualityHeading}: {quality ? (quality.passed ? ui.qualityPassed : ui.qualityFailed) : '—'}
      </summary>
      {quality ? (
        <ul>
          <li>{ui.qualityIdea(quality.summaryCoverage, quality.bookCoverage)}</li>
          {quality.missingWords.length > 0 && <li>{ui.qualityMissing(quality.missingWords)}</li>}
          <li>{ui.qualityChild(quality.childNamed)}</li>
          <li>{ui.qualityLanguage(quality.expectedLanguage, quality.detectedLanguage)}</li>
          <li>
            {ui.qualityReading(
              quality.readabilityFormula,
              quality.readabilityScore,
              quality.readabilityLimit,
            )}
          </li>
          <li>{ui.qualitySentence(quality.longestSentence, quality.longestSentenceMax)}</li>
          <li>{ui.qualityFears(quality.fearsFound)}</li>
          <li>{ui.qualityAttempts(quality.attempts)}</li>
        </ul>
      ) : (
        <p>{ui.qualityNone}</p>
      )}
    </details>
  );
}
