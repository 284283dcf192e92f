import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getProfile } from '../../api/files';
import { paths } from '../../config/paths';
import { profiles, ui } from '../../lib/texts';
import { useSession } from '../auth/use-session';
import { ProfileForm } from './profile-form';

/** /profile-information: create, or update the active child profile (spec §2). */
export function ProfileInformationPage() {
  const { userId, activeProfileId } = useSession();
  const navigate = useNavigate();
  const existing = useQuery({
    queryKey: ['profile', userId, activeProfileId],
    queryFn: ({ signal }) => getProfile({ user_id: userId ?? '', profile_id: activeProfileId ?? '' }, signal),
    enabled: Boolean(userId && activeProfileId),
  });
  const profile = existing.data?.profileData.data;
  return (
    <main className="profile-information">
      <h1>{ui.profileFormHeading}</h1>
      <button type="button" onClick={() => navigate(paths.createProfileAi.href())}>
        {profiles.createWithAi}
      </button>
      {userId && (!activeProfileId || !existing.isPending) && (
        <ProfileForm key={profile?.profile_id ?? 'new'} userId={userId} profile={profile} />
      )}
    </main>
  );
}
