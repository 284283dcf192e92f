import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cancelSubscription } from '../../api/cart';
import { getAccountType, getCredits } from '../../api/user';
import { FREE_ACCOUNT_TYPE } from '../../lib/constants';
import { sessionQueryKey, useSession } from '../auth';

export const accountTypeQueryKey = (userId: string) => ['account-type', userId] as const;
export const creditsQueryKey = (userId: string) => ['credits', userId] as const;

/**
 * §3: the signed-in user's account type (Free, a plan name, or admin), from get-account-type. Until it answers
 * (or if it fails) the session's user says the same; visitors get null.
 */
export function useAccountType(): string | null {
  const { user, userId } = useSession();
  const query = useQuery({
    queryKey: accountTypeQueryKey(userId ?? ''),
    queryFn: ({ signal }) => getAccountType({ userId: userId ?? '' }, signal),
    enabled: Boolean(userId),
  });
  if (!user || !userId) return null;
  return query.data?.accountType ?? user.accountType ?? FREE_ACCOUNT_TYPE;
}

/** §3: the credit balance (landing counter, account page). */
export function useCredits(userId: string) {
  return useQuery({
    queryKey: creditsQueryKey(userId),
    queryFn: ({ signal }) => getCredits({ user_id: userId }, signal),
  });
}

/** After a payment, a plan change or a cancellation: the account type, the credits and the session's user. */
export function refreshBilling(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['account-type'] }),
    queryClient.invalidateQueries({ queryKey: ['credits'] }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
}

/** Shows the account type the server answered at once, then refreshes everything that depends on it. */
export function setAccountType(
  queryClient: QueryClient,
  userId: string,
  accountType: string,
): Promise<unknown> {
  queryClient.setQueryData(accountTypeQueryKey(userId), { accountType });
  return refreshBilling(queryClient);
}

/** §4: Cancel Membership (pricing and account): the account goes back to Free. */
export function useCancelMembership(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription({ userId: userId ?? '' }),
    onSuccess: (answer) => setAccountType(queryClient, userId ?? '', answer.accountType || FREE_ACCOUNT_TYPE),
  });
}
