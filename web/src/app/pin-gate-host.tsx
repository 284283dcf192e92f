import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../features/auth/use-session';
import { useUserProfiles } from '../features/profiles/profile-queries';
import { pinGate } from '../lib/pin-gate';
import { loadChunk } from '../lib/lazy-page';

// Its own chunk: most visits never need it.
const PinDialog = lazy(() =>
  loadChunk(() => import('../features/profiles/pin-dialog')).then((module) => ({
    default: module.PinDialog,
  })),
);

/**
 * The PIN dialog for a generation call the server refused without the PIN (lib/pin-gate.ts), on whatever
 * screen made the call. A right PIN lets the call go again; Cancel fails it.
 */
export function PinGateHost() {
  const profileId = useSyncExternalStore(pinGate.subscribe, pinGate.askingFor);
  const { userId } = useSession();
  // Signed out meanwhile: there is nobody to ask.
  useEffect(() => {
    if (profileId && !userId) pinGate.cancelled();
  }, [profileId, userId]);
  if (!profileId || !userId) return null;
  return (
    <Suspense fallback={null}>
      <GateDialog key={profileId} userId={userId} profileId={profileId} />
    </Suspense>
  );
}

function GateDialog({ userId, profileId }: { userId: string; profileId: string }) {
  const profiles = useUserProfiles(userId);
  if (!profiles.data) return null;
  const profile = profiles.data.profiles.find((candidate) => candidate.profile_id === profileId);
  return (
    <PinDialog
      userId={userId}
      profileId={profileId}
      profileName={profile?.profile_data?.personal_information?.first_name ?? ''}
      onVerified={pinGate.verified}
      onCancel={pinGate.cancelled}
    />
  );
}
