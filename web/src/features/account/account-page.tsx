import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { deleteAccount, updatePin } from '../../api/user';
import { paths } from '../../config/paths';
import { FREE_ACCOUNT_TYPE, PIN_LENGTH, PIN_MESSAGE_MS } from '../../lib/constants';
import { sessionStore } from '../../lib/session-store';
import { account, pricing, ui } from '../../lib/texts';
import { sessionQueryKey, useSession } from '../auth';
import { useAccountType, useCancelMembership, useCredits, subscriptionOf } from '../pricing';
import { refusalText } from '../profiles';
import { SafetyRefusalsPanel } from './safety-refusals-panel';
import { SignedInSessions } from './signed-in-sessions';
import './account.css';
import { Button, Card, TextField } from '../../design';

/** /account: PIN change, subscription, signed-in browsers and account deletion (spec §2, §5). */
export function AccountPage() {
  const { user, userId, isAdmin } = useSession();
  if (!user || !userId) return <main className="account" />;
  return (
    <main className="account">
      <h1>{ui.accountHeading}</h1>
      <ChangePin userId={userId} />
      <Subscription userId={userId} />
      {isAdmin && <SafetyRefusalsPanel />}
      <SignedInSessions userId={userId} />
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
    <Card as="form" onSubmit={submit} aria-label={ui.changePin}>
      <h2>{ui.changePin}</h2>
      {fields.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          className="max-w-80"
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
      ))}
      {message && <p role="status">{message.text}</p>}
      <Button type="submit" disabled={change.isPending}>
        {ui.changePin}
      </Button>
    </Card>
  );
}

/**
 * §2, §3, §4: the plan (Free, a plan name, or admin), the credit balance, the way to /pricing, and for a
 * subscriber Cancel Membership, the same call and confirmation as on /pricing.
 */
function Subscription({ userId }: { userId: string }) {
  const accountType = useAccountType() ?? FREE_ACCOUNT_TYPE;
  const credits = useCredits(userId);
  const cancel = useCancelMembership(userId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const plan = subscriptionOf(accountType);
  const cancelMembership = () => {
    if (!plan || !window.confirm(ui.confirmCancelMembership(plan.name))) return;
    setRefusal(null);
    cancel.mutate(undefined, { onError: (error) => setRefusal(refusalText(error)) });
  };
  return (
    <Card as="section" aria-label={ui.subscription}>
      <h2>{ui.subscription}</h2>
      <p>{ui.accountType(accountType)}</p>
      {credits.data && <p>{ui.credits(credits.data.creditsData.credits)}</p>}
      <Link to={paths.pricing.href()}>{ui.managePlan}</Link>
      {plan && (
        <Button disabled={cancel.isPending} onClick={cancelMembership}>
          {pricing.cancelMembership}
        </Button>
      )}
      {refusal && <p role="alert">{refusal}</p>}
    </Card>
  );
}

function DeleteAccount({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The session is cleared only once this guarded page has left the screen: cleared before, its guard would
  // send the parent to /login first (navigations are transitions, the session store's change is not).
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      sessionStore.clearAll();
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
    [queryClient],
  );
  const remove = useMutation({
    mutationFn: () => deleteAccount({ user_id: userId }),
    onSuccess: () => {
      deleted.current = true;
      // The landing page says goodbye, so the parent knows the deletion happened.
      void navigate(paths.home.href(), { replace: true, state: { goodbye: true } });
    },
    onError: (error) => console.error(error),
  });
  return (
    <Button
      variant="danger"
      className="justify-self-start"
      disabled={remove.isPending}
      onClick={() => window.confirm(account.confirmDeleteAccount) && remove.mutate()}
    >
      {ui.deleteAccount}
    </Button>
  );
}
