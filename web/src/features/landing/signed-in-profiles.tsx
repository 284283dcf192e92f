import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ChildProfile } from '../../api/types';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/session-store';
import { landing, ui } from '../../lib/texts';
import { useCredits } from '../pricing';
import { PinDialog, useUserProfiles } from '../profiles';
import type { StartStoryState } from '../profiles';
import { ChildAvatar } from './child-avatar';
import { LatestBooks } from './latest-books';
import { Button, Card } from '../../design';

/**
 * The signed-in part of / (spec §2): the own profile buttons (then the PIN), or with none yet the welcome and
 * Create, and the credit counter. Its own chunk: a visitor's first paint does not wait for it.
 */
export function SignedInProfiles({ userId }: { userId: string }) {
  // The same query ProfileButtons reads: with no child yet, the welcome says what to do first.
  const profiles = useUserProfiles(userId);
  return (
    <>
      <ProfileButtons userId={userId} />
      <CreditCounter userId={userId} />
      <LatestBooks userId={userId} hasChildren={(profiles.data?.profiles.length ?? 0) > 0} />
    </>
  );
}

function ProfileButtons({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ChildProfile | null>(null);
  const profiles = useUserProfiles(userId);
  // "Start a story for …" after a profile is saved: the PIN for that child is open on arrival, until the
  // parent cancels it (which forgets the request) or passes it (which leaves the page).
  const location = useLocation();
  const startFor = (location.state as Partial<StartStoryState> | null)?.startFor;
  const requested = profiles.data?.profiles.find((profile) => profile.profile_id === startFor) ?? null;
  const shown = selected ?? requested;
  const cancel = () => {
    setSelected(null);
    if (requested) void navigate(location.pathname, { replace: true, state: null });
  };
  if (!profiles.data) return null;
  if (profiles.data.profiles.length === 0) {
    return (
      <Card className="welcome">
        <p>{ui.welcome}</p>
        <Link to={paths.createProfileAi.href()} className="button-link button-large">
          {landing.create}
        </Link>
      </Card>
    );
  }
  return (
    <>
      <h2 className="home-heading">{landing.yourChildren}</h2>
      <p className="home-hint">{landing.pickToStart}</p>
      <ul className="profile-list">
        {profiles.data.profiles.map((profile) => {
          const name = profile.profile_data?.personal_information?.first_name ?? '';
          return (
            <Card as="li" key={profile.profile_id} className="profile-card">
              <Button variant="ghost" className="profile-button" onClick={() => setSelected(profile)}>
                {/* the name says who it is; the picture adds nothing for a screen reader */}
                <ChildAvatar profile={profile} />
                <span>{name}</span>
              </Button>
              <span className="profile-card-hint" aria-hidden="true">
                {ui.startStoryFor(name)}
              </span>
            </Card>
          );
        })}
        <Card as="li" className="profile-card add-child">
          <Link to={paths.createProfileAi.href()} className="add-child-link">
            <span aria-hidden="true">+</span> {landing.addChild}
          </Link>
        </Card>
      </ul>
      {shown && (
        <PinDialog
          userId={userId}
          profileId={shown.profile_id}
          profileName={shown.profile_data?.personal_information?.first_name ?? ''}
          onCancel={cancel}
          onVerified={() => {
            sessionStore.update({ activeProfileId: shown.profile_id, demoMode: false });
            navigate(paths.storyGenStart.href());
          }}
        />
      )}
    </>
  );
}

/** §2: the credit counter of a signed-in user, a link to /pricing. */
function CreditCounter({ userId }: { userId: string }) {
  const credits = useCredits(userId);
  if (!credits.data) return null;
  return (
    <Link to={paths.pricing.href()} className="credit-counter">
      {ui.credits(credits.data.creditsData.credits)}
    </Link>
  );
}
