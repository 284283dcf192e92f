import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { profiles, ui } from '../../lib/texts';
import { useSession } from '../auth';
import { ProfileForm } from './profile-form';
import { useChildProfile } from './profile-queries';
import { Button, Skeleton } from '../../design';

/** The profile to update: `{ profileId }` in the router state, or `?profileId=` in the address. */
function useProfileIdToUpdate(): string | null {
  const { state } = useLocation() as { state: unknown };
  const [params] = useSearchParams();
  const fromState = (state as { profileId?: unknown } | null)?.profileId;
  return typeof fromState === 'string' && fromState ? fromState : params.get('profileId') || null;
}

/** /profile-information: create a child profile, or update the one it was opened with (spec §2). */
export function ProfileInformationPage() {
  const { userId } = useSession();
  const navigate = useNavigate();
  const profileId = useProfileIdToUpdate();
  return (
    <main className="profile-information">
      <h1>{ui.profileFormHeading}</h1>
      <Button onClick={() => navigate(paths.createProfileAi.href())}>{profiles.createWithAi}</Button>
      {userId &&
        (profileId ? (
          <UpdateProfile key={profileId} userId={userId} profileId={profileId} />
        ) : (
          <ProfileForm userId={userId} />
        ))}
    </main>
  );
}

function UpdateProfile({ userId, profileId }: { userId: string; profileId: string }) {
  const existing = useChildProfile(userId, profileId);
  if (existing.isPending) return <Skeleton className="summary-skeleton">{ui.loading}</Skeleton>;
  if (existing.isError) return <p role="alert">{ui.profileLoadFailed}</p>;
  return <ProfileForm userId={userId} profile={existing.data.profileData.data} />;
}
