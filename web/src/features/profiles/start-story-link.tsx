import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ui } from '../../lib/texts';

/** Where a profile state asks / to open the PIN for a child at once (signed-in-profiles.tsx reads it). */
export interface StartStoryState {
  startFor: string;
}

/** The way on after a profile is saved: to / with the PIN dialog for this child already open. */
export const StartStoryLink = forwardRef<HTMLAnchorElement, { profileId: string; name: string }>(
  function StartStoryLink({ profileId, name }, ref) {
    const state: StartStoryState = { startFor: profileId };
    return (
      <Link ref={ref} to={paths.home.href()} state={state} className="button-link button-large">
        {ui.startStoryFor(name)}
      </Link>
    );
  },
);
