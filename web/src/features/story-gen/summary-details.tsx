import type { StorySummary } from '../../api/types';
import { lookupGenreStyle } from '../../lib/genre-style';
import { ui } from '../../lib/texts';
import { themeIcons } from './theme-icons';

/** The summary's genre by its name when it is one of the spec's, else as written. */
function genreName(genre: string): string {
  const known = lookupGenreStyle(genre).genre;
  return known ? ui.genreNames[known] : genre;
}

/** The summary's title, text and facts; each theme with its icon (§2, §3). */
export function SummaryDetails({ summary }: { summary: StorySummary }) {
  return (
    <article className="summary-details">
      <h2>{summary.title}</h2>
      <p>{summary.summary}</p>
      <dl>
        <dt>{ui.summaryFields.genre}</dt>
        <dd>{genreName(summary.genre)}</dd>
        <dt>{ui.summaryFields.themes}</dt>
        <dd>
          <ul className="themes" aria-label={ui.summaryFields.themes}>
            {themeIcons(summary.themes).map(({ label, icon }) => (
              <li key={label}>
                <span className="theme-icon" aria-hidden="true">
                  {icon}
                </span>{' '}
                {label}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{ui.summaryFields.setting}</dt>
        <dd>{summary.setting}</dd>
        <dt>{ui.summaryFields.characters}</dt>
        <dd>{summary.characters}</dd>
      </dl>
    </article>
  );
}
