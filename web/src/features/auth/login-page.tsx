import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getAuthConfig, googleLogin, localLogin, logout } from '../../api/auth';
import type { ProfileDataResponse, UserProfile } from '../../api/types';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/session-store';
import { login, ui } from '../../lib/texts';
import { sessionQueryKey, useSession } from './use-session';
import { Button, Input } from '../../design';

/** /login: sign-in (Google and/or the gateway's local sign-in), or the account card when signed in (spec §2, §4). */
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
      <Button onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {login.logOut}
      </Button>
    </section>
  );
}

function SignIn() {
  const config = useQuery({ queryKey: ['auth-config'], queryFn: ({ signal }) => getAuthConfig(signal) });
  const googleClientId = config.data?.googleClientId;
  return (
    <section aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{ui.signIn}</h1>
      {googleClientId && <GoogleSignIn clientId={googleClientId} />}
      {config.data?.localLogin && <LocalSignIn />}
      {(config.isError || (config.data && !config.data.localLogin && !googleClientId)) && (
        <p>{ui.signInUnavailable}</p>
      )}
    </section>
  );
}

/**
 * §4: both sign-in methods end alike: the gateway sets the session cookie and answers the user, which is
 * stored locally and primed as the session query (so the header flips to Logout at once), then on to /.
 */
function useSignIn<Input>(exchange: (input: Input) => Promise<ProfileDataResponse>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const { profileData } = await exchange(input);
      // The contract allows an answer without the user; then there is no one to be signed in as.
      if (!profileData) throw new Error('The sign-in answered no user');
      return profileData;
    },
    onSuccess: (profileData) => {
      sessionStore.signedIn(profileData.user_id);
      queryClient.setQueryData(sessionQueryKey, profileData);
      navigate(paths.home.href(), { replace: true });
    },
    // §8: a failed sign-in is only logged.
    onError: (error) => console.error(error),
  });
}

/**
 * Google's sign-in button. The provider lives here, not around the app, because it injects Google's script:
 * only /login (its own chunk) loads it, and only when the gateway has a client id.
 */
function GoogleSignIn({ clientId }: { clientId: string }) {
  const signIn = useSignIn(googleLogin);
  return (
    <div className="google-sign-in">
      <GoogleOAuthProvider
        clientId={clientId}
        onScriptLoadError={() => console.error('The Google sign-in script failed to load')}
      >
        <GoogleLogin
          onSuccess={({ credential }) => {
            if (!credential) return console.error('Google sign-in answered without a credential');
            // The button stays clickable; one exchange at a time is enough.
            if (!signIn.isPending) signIn.mutate({ credentialId: credential });
          }}
          onError={() => console.error('Google sign-in failed')}
        />
      </GoogleOAuthProvider>
    </div>
  );
}

/** The gateway's local sign-in (no sign-in provider configured): pick a name. */
function LocalSignIn() {
  const fieldId = useId();
  const [name, setName] = useState('');
  const signIn = useSignIn(localLogin);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) signIn.mutate({ name: name.trim() });
  };
  return (
    <form onSubmit={submit} className="local-sign-in">
      <label htmlFor={fieldId}>{ui.yourName}</label>
      <Input id={fieldId} required value={name} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" disabled={signIn.isPending || !name.trim()}>
        {ui.signInLocally}
      </Button>
    </form>
  );
}
