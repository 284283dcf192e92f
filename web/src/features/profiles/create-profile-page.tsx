import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { profiles, ui } from '../../lib/texts';
import { useSession } from '../auth';
import { ProfileForm } from './profile-form';
import { Button } from '../../design';

/** /create-profile: the create-profile form (spec §2). */
export function CreateProfilePage() {
  const { userId } = useSession();
  const navigate = useNavigate();
  return (
    <main className="create-profile">
      <h1>{ui.profileFormHeading}</h1>
      <Button onClick={() => navigate(paths.createProfileAi.href())}>{profiles.createWithAi}</Button>
      {userId && <ProfileForm userId={userId} />}
    </main>
  );
}
