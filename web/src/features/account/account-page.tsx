import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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

function ChangePin({ userId }: { userId: string }) {
  const formId = useId();
  const [pins, setPins] = useState(noPins);
  const [message, setMessage] = useState<string | null>(null);
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
    onError: (error) => console.error(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pins.old || !pins.next || !pins.repeat) return;
    if (pins.next !== pins.repeat) {
      setPins(noPins);
      return setMessage(account.pinsDoNotMatch);
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
            maxLength={PIN_LENGTH}
            value={pins[key]}
            onChange={(event) => setPins({ ...pins, [key]: event.target.value })}
          />
        </p>
      ))}
      {message && <p role="status">{message}</p>}
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
