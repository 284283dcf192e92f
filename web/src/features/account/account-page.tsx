import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { deleteAccount, updatePin } from '../../api/user';
import { paths } from '../../config/paths';
import { PIN_LENGTH, PIN_MESSAGE_MS } from '../../lib/constants';
import { sessionStore } from '../../lib/session-store';
import { account, ui } from '../../lib/texts';
import { sessionQueryKey, useSession } from '../auth/use-session';

/** /account: PIN change, subscription and account deletion (spec §2, §5). */
export function AccountPage() {
  const { user, userId } = useSession();
  if (!user || !userId) return <main className="account" />;
  return (
    <main className="account">
      <h1>{ui.accountHeading}</h1>
      <ChangePin userId={userId} />
      <section aria-label={ui.subscription}>
        <p>{ui.accountType(user.accountType)}</p>
        <Link to={paths.pricing.href()}>{ui.managePlan}</Link>
      </section>
      <DeleteAccount userId={userId} />
    </main>
  );
}

const noPins = { old: '', next: '', repeat: '' };
/** §9: a PIN is exactly 4 digits. */
const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

function ChangePin({ userId }: { userId: string }) {
  const formId = useId();
  const [pins, setPins] = useState(noPins);
  // A new object each time, so that the same text shown again restarts its 5 s.
  const [message, setMessage] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), PIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const change = useMutation({
    mutationFn: () => updatePin({ user_id: userId, old_pin: pins.old, new_pin: pins.next }),
    onSuccess: () => {
      setPins(noPins);
      window.alert(account.pinChanged);
    },
    onError: (error) => {
      console.error(error);
      // A refusal (wrong current PIN, lockout, malformed PIN) carries the server's reason: show it where the
      // mismatch shows, and start over. A 401 ends the login instead; network and server errors are only
      // logged (§8), keeping the fields for another try.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
        setPins(noPins);
        setMessage({ text: error.message });
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The browser enforces required and the pattern; this guards the submit when it does not (tests, old
    // browsers).
    if (![pins.old, pins.next, pins.repeat].every((pin) => PIN_PATTERN.test(pin))) return;
    if (pins.next !== pins.repeat) {
      setPins(noPins);
      return setMessage({ text: account.pinsDoNotMatch });
    }
    change.mutate();
  };
  const fields = [
    { key: 'old', label: ui.oldPin },
    { key: 'next', label: ui.newPin },
    { key: 'repeat', label: ui.repeatPin },
  ] as const;
  return (
    <form onSubmit={submit} aria-label={ui.changePin}>
      <h2>{ui.changePin}</h2>
      {fields.map(({ key, label }) => (
        <p key={key}>
          <label htmlFor={`${formId}-${key}`}>{label}</label>
          <input
            id={`${formId}-${key}`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            required
            minLength={PIN_LENGTH}
            maxLength={PIN_LENGTH}
            pattern={`[0-9]{${PIN_LENGTH}}`}
            title={ui.pinFormat}
            value={pins[key]}
            // Only digits: anything else typed or pasted is dropped.
            onChange={(event) => setPins({ ...pins, [key]: event.target.value.replace(/\D/g, '') })}
          />
        </p>
      ))}
      {message && <p role="status">{message.text}</p>}
      <button type="submit" disabled={change.isPending}>
        {ui.changePin}
      </button>
    </form>
  );
}

function DeleteAccount({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteAccount({ user_id: userId }),
    onSuccess: async () => {
      // Leave the guarded page first, so that its guard does not redirect to /login.
      await navigate(paths.home.href(), { replace: true });
      sessionStore.clearAll();
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
    onError: (error) => console.error(error),
  });
  return (
    <button
      type="button"
      disabled={remove.isPending}
      onClick={() => window.confirm(account.confirmDeleteAccount) && remove.mutate()}
    >
      {ui.deleteAccount}
    </button>
  );
}
