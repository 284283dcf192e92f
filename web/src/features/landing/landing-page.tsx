import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-page';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/session-store';
import { account, landing, ui } from '../../lib/texts';
import { useSession } from '../auth';
import { DEMO_PROFILE_PICTURE } from '../demo';
import { InstallBanner } from './install-banner';
import { LandingHero } from './landing-hero';
import { PublicShelf } from './public-shelf';
import { Button } from '../../design';

const SignedInProfiles = lazyComponent(
  () => import('./signed-in-profiles'),
  (module) => module.SignedInProfiles,
);

/**
 * / : the public bookshelf, the profile buttons (spec §2) and the install banner. A signed-in user picks a
 * profile (then the PIN) or, with none yet, is welcomed and offered Create; a visitor gets the Demo button,
 * which starts demo mode (§4, §6: canned content, generator and model cleared).
 */
export function LandingPage() {
  const { loggedIn, userId, isLoading } = useSession();
  const navigate = useNavigate();
  const goodbye = (useLocation().state as { goodbye?: boolean } | null)?.goodbye === true;
  const startDemo = () => {
    sessionStore.update({ demoMode: true, imageGenerator: null, model: null });
    navigate(paths.storyGenStart.href());
  };

  const profiles = (
    <section aria-label={ui.yourProfiles} className="profile-buttons">
      {loggedIn && userId ? (
        <Suspense fallback={null}>
          <SignedInProfiles userId={userId} />
        </Suspense>
      ) : (
        !isLoading && (
          <Button variant="ghost" className="profile-button demo-button" onClick={startDemo}>
            {/* decorative: the button's name is the spec's 'Demo' */}
            <img src={DEMO_PROFILE_PICTURE} alt="" className="profile-picture" width="96" height="96" />
            <span>{landing.demo}</span>
          </Button>
        )
      )}
    </section>
  );

  return (
    <main className="landing-page">
      {goodbye && (
        <p role="status" className="goodbye">
          {account.goodbye}
        </p>
      )}
      {!loggedIn && !isLoading ? (
        <LandingHero onDemo={startDemo} />
      ) : (
        <h1 className="visually-hidden">{ui.appName}</h1>
      )}
      {/* A parent's own children come first; a visitor reads about the product and its shelf first. Either
          way the shelf is named: below a parent's own books, a stranger's cover needs saying whose it is. */}
      {loggedIn && profiles}
      {!isLoading && <h2 className="landing-shelf-heading">{landing.shelfHeading}</h2>}
      <PublicShelf />
      {!loggedIn && !isLoading && profiles}
      <InstallBanner />
    </main>
  );
}
