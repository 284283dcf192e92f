import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getAuthConfig, localLogin, logout } from '../../api/auth';
import type { UserProfile } from '../../api/types';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/session-store';
import { login, ui } from '../../lib/texts';
import { sessionQueryKey, useSession } from './use-session';

/** /login: sign-in, or the account card when signed in (spec §2, §4). Google sign-in comes later. */
export function LoginPage() {
  const session = useSession();
  if (session.isLoading) return <main className="login-page" aria-busy="true" />;
  return (
    <main className="login-page">
      {session.loggedIn && session.user ? <AccountCard user={session.user} /> : <SignIn />}
    </main>
  );
}

function AccountCard({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: logout,
    onError: (error) => console.error(error),
    onSettled: () => {
      sessionStore.clearAll();
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
      navigate(paths.home.href(), { replace: true });
    },
  });
  return (
    <section className="account-card" aria-label={user.name}>
      {user.picture && <img src={user.picture} alt="" referrerPolicy="no-referrer" />}
      <h1>{user.name}</h1>
      <p>{user.email}</p>
      <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {login.logOut}
      </button>
    </section>
  );
}

function SignIn() {
  const config = useQuery({ queryKey: ['auth-config'], queryFn: ({ signal }) => getAuthConfig(signal) });
  return (
    <section aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{ui.signIn}</h1>
      {config.data?.localLogin && <LocalSignIn />}
      {(config.isError || (config.data && !config.data.localLogin && !config.data.googleClientId)) && (
        <p>{ui.signInUnavailable}</p>
      )}
    </section>
  );
}

/** The gateway's local sign-in (no sign-in provider configured): pick a name. */
function LocalSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [name, setName] = useState('');
  const signIn = useMutation({
    mutationFn: () => localLogin({ name: name.trim() }),
    onSuccess: ({ profileData }) => {
      sessionStore.signedIn(profileData.user_id);
      queryClient.setQueryData(sessionQueryKey, profileData);
      navigate(paths.home.href(), { replace: true });
    },
    onError: (error) => console.error(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) signIn.mutate();
  };
  return (
    <form onSubmit={submit} className="local-sign-in">
      <label htmlFor={fieldId}>{ui.yourName}</label>
      <input id={fieldId} required value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit" disabled={signIn.isPending || !name.trim()}>
        {ui.signInLocally}
      </button>
    </form>
  );
}
