import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import type { UserProfile } from '../../api/types';
import { getUser } from '../../api/user';
import { ADMIN_ACCOUNT_TYPE } from '../../lib/constants';
import { sessionStore } from '../../lib/session-store';
import { useSessionStore } from './use-session-store';

export const sessionQueryKey = ['session', 'user'] as const;

/** The signed-in user, or null when the gateway answers 401. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    const { profileData } = await getUser(signal);
    // An answer without the user is no session.
    if (!profileData) return null;
    sessionStore.signedIn(profileData.user_id);
    return profileData;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface Session {
  /** true until the first answer of get-user */
  isLoading: boolean;
  user: UserProfile | null;
  /** signed in with a user id */
  loggedIn: boolean;
  userId: string | null;
  demoMode: boolean;
  isAdmin: boolean;
  activeProfileId: string | null;
}

export function useSession(): Session {
  const local = useSessionStore();
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    staleTime: 60_000,
    retry: false,
  });
  // A 401 on any other call clears the local login at once; get-user confirms on its next fetch.
  const user = local.loggedIn ? (query.data ?? null) : null;
  const loggedIn = Boolean(user?.user_id);
  return {
    isLoading: query.isPending,
    user,
    loggedIn,
    userId: loggedIn && user ? user.user_id : null,
    demoMode: local.demoMode,
    isAdmin: user?.accountType === ADMIN_ACCOUNT_TYPE,
    activeProfileId: local.activeProfileId,
  };
}
