import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { storySummary } from '../../lib/texts';

/**
 * What a parent sees when the safety layers refuse an idea: the server's reason (what kind of idea cannot
 * become a children's book, and what to try instead), that nothing was spent, and the way back to the start
 * page to try again.
 */
export function IdeaRefused({ message }: { message: string }) {
  return (
    <div className="idea-refused" role="alert">
      <h2>{storySummary.ideaRefusedHeading}</h2>
      <p>{message}</p>
      <p className="idea-refused-note">{storySummary.ideaRefusedNothingSpent}</p>
      <Link className="button-link" to={paths.storyGenStart.href()}>
        {storySummary.tryAnotherIdea}
      </Link>
    </div>
  );
}
