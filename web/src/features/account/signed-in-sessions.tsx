import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSessions, signOutEverywhere } from '../../api/user';
import { paths } from '../../config/paths';
import { Button, Card } from '../../design';
import { sessionStore } from '../../lib/session-store';
import { ui } from '../../lib/texts';
import { sessionQueryKey } from '../auth';

const when = (epochMs: number) =>
  new Date(epochMs).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The browsers the parent is signed in with, and one button that ends them all (this one too). */
export function SignedInSessions({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: ['sessions', userId],
    queryFn: ({ signal }) => getSessions(signal),
  });
  // As after deleting the account: the local session is cleared once this guarded page has left the screen,
  // or its guard would send the parent to /login first.
  const ended = useRef(false);
  useEffect(
    () => () => {
      if (!ended.current) return;
      sessionStore.clearAll();
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
    [queryClient],
  );
  const endAll = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      ended.current = true;
      void navigate(paths.home.href(), { replace: true });
    },
    onError: (error) => console.error(error),
  });
  return (
    <Card as="section" aria-label={ui.sessionsHeading}>
      <h2>{ui.sessionsHeading}</h2>
      {sessions.data && (
        <ul>
          {sessions.data.sessions.map((session) => (
            <li key={`${session.createdAt}-${session.device}-${String(session.current)}`}>
              <strong>{ui.sessionDevice(session.device)}</strong>
              {session.current && ` (${ui.thisBrowser})`}:{' '}
              {ui.sessionTimes(when(session.createdAt), when(session.lastSeenAt))}
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        disabled={endAll.isPending}
        onClick={() => window.confirm(ui.confirmSignOutEverywhere) && endAll.mutate()}
      >
        {ui.signOutEverywhere}
      </Button>
    </Card>
  );
}
