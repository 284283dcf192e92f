import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { getProfile, getUserProfiles } from '../../api/files';

/** The user's child profiles (the landing page's buttons), oldest first. */
export function useUserProfiles(userId: string) {
  return useQuery({
    queryKey: ['profiles', userId],
    queryFn: ({ signal }) => getUserProfiles({ userId }, signal),
  });
}

/** One child profile, to update it. */
export function useChildProfile(userId: string, profileId: string | null) {
  return useQuery({
    queryKey: ['profile', userId, profileId],
    queryFn: ({ signal }) => getProfile({ user_id: userId, profile_id: profileId ?? '' }, signal),
    enabled: Boolean(profileId),
  });
}

/** After a save: the profile list and any loaded profile are out of date. */
export function useInvalidateProfiles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['profiles'] }),
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
    ]);
}

/**
 * The text to show for a failed profile call: the server's reason for a refusal (4xx, such as a 400
 * 'Invalid profile: ...'), or null for other failures, which are only logged (§8). A 401 ends the login instead.
 */
export function refusalText(error: unknown): string | null {
  console.error(error);
  if (!(error instanceof ApiError) || error.status === 401) return null;
  return error.status >= 400 && error.status < 500 ? error.message : null;
}
