import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getPublicBookshelf } from '../../api/public';
import type { ChildProfile } from '../../api/types';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/session-store';
import { landing, ui } from '../../lib/texts';
import { useSession } from '../auth/use-session';
import { useCredits } from '../pricing/billing-queries';
import { PinDialog } from '../profiles/pin-dialog';
import { useUserProfiles } from '../profiles/profile-queries';

/**
 * / : the public bookshelf and the profile buttons (spec §2): a signed-in user picks a profile (then the PIN),
 * or, with none yet, is welcomed and offered Create. The carousel and banners come later.
 */
export function LandingPage() {
  const { loggedIn, userId } = useSession();
  const navigate = useNavigate();
  const shelf = useQuery({
    queryKey: ['public-bookshelf'],
    queryFn: ({ signal }) => getPublicBookshelf(signal),
  });
  const startDemo = () => {
    sessionStore.update({ demoMode: true, imageGenerator: null, model: null });
    navigate(paths.storyGenStart.href());
  };

  return (
    <main className="landing-page">
      <h1 className="visually-hidden">{ui.appName}</h1>
      <section aria-label={ui.publicBookshelf} className="public-shelf">
        {shelf.data && shelf.data.publicBooks.length > 0 && (
          <ul>
            {shelf.data.publicBooks.map((book) => (
              <li key={book.book_id}>
                <Link to={paths.storyBook.href(book.user_id, book.book_id)}>
                  {book.data.cf_title_image && (
                    <img src={book.data.cf_title_image} alt={ui.coverAlt(book.data.title)} />
                  )}
                  <span>{book.data.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={ui.yourProfiles} className="profile-buttons">
        {loggedIn && userId ? (
          <>
            <ProfileButtons userId={userId} />
            <CreditCounter userId={userId} />
          </>
        ) : (
          <button type="button" onClick={startDemo}>
            {landing.demo}
          </button>
        )}
      </section>
    </main>
  );
}

function ProfileButtons({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ChildProfile | null>(null);
  const profiles = useUserProfiles(userId);
  if (!profiles.data) return null;
  if (profiles.data.profiles.length === 0) {
    return (
      <div className="welcome">
        <p>{ui.welcome}</p>
        <Link to={paths.createProfileAi.href()} className="button">
          {landing.create}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="profile-list">
        {profiles.data.profiles.map((profile) => (
          <li key={profile.profile_id}>
            <button type="button" className="profile-button" onClick={() => setSelected(profile)}>
              {/* the name says who it is; the picture adds nothing for a screen reader */}
              {profile.profile_image && (
                <img src={profile.profile_image} alt="" className="profile-picture" />
              )}
              <span>{profile.profile_data.personal_information.first_name}</span>
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <PinDialog
          userId={userId}
          profileName={selected.profile_data.personal_information.first_name}
          onCancel={() => setSelected(null)}
          onVerified={() => {
            sessionStore.update({ activeProfileId: selected.profile_id, demoMode: false });
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
