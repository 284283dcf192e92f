import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { getPinStatus, verifyGenerationPin } from '../../api/auth';
import { ApiError } from '../../api/client';
import type { PinStatusResponse } from '../../api/types';
import { updatePin } from '../../api/user';
import { PIN_LOCKOUT_MS, PIN_MESSAGE_MS } from '../../lib/constants';
import { account, profiles, ui } from '../../lib/texts';
import { Button, Dialog } from '../../design';
import { PinRow, usePinEntry } from './pin-entry';

interface PinDialogProps {
  userId: string;
  /** The profile picked: a right PIN (or the first PIN chosen) lets this session generate for it. */
  profileId: string;
  profileName: string;
  onVerified: () => void;
  onCancel: () => void;
}

/** `verify` asks for the PIN; `set` chooses one on first use, when the account has none yet. */
type Mode = 'verify' | 'set';

/** How the form opens: from the server's PIN status, or asking for the PIN when the status is unknown. */
interface Opening {
  mode: Mode;
  lockedUntil: number | null;
}

/** A new object each time, so that showing the same text again restarts its 5 s. */
interface Notice {
  text: string;
}

/** setTimeout fires at once for longer delays. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How often the minutes left of a lockout are worked out again. */
const LOCKOUT_TICK_MS = 1000;

/**
 * When a lockout the server answered ends, or null when it is already over (the message then shows like any
 * other). §4: the server locks for 5 minutes; if it did not say until when, assume that from now.
 */
function lockoutEnd(lockedUntil: number | null): number | null {
  const now = Date.now();
  const until = lockedUntil ?? now + PIN_LOCKOUT_MS;
  return until > now ? until : null;
}

const currentTime = () => Date.now();

/** The whole minutes a parent still waits, rounded up: "1 minute" until the very end. */
const minutesLeft = (lockedUntil: number, now: number) =>
  Math.max(1, Math.ceil((lockedUntil - now) / 60_000));

/**
 * §2, §4, §5: selecting a profile asks for the 4-digit generation PIN (4 single-character password boxes),
 * in a modal <dialog> (focus stays inside, Escape cancels, the heading names it).
 * On opening it asks the server how the PIN stands (GET /api/auth/pin-status, which counts nothing): with no
 * PIN yet it asks to choose one, twice; during a lockout it says how many minutes are left, so a reload
 * does not make a lockout look over. Attempts and the lockout are enforced by the server; the dialog mirrors
 * what it answers.
 */
export function PinDialog({ userId, profileId, profileName, onVerified, onCancel }: PinDialogProps) {
  const titleId = useId();
  // Asked afresh on every opening and never kept: the lockout or a PIN set in another tab may have changed it.
  const status = useQuery({
    queryKey: ['pin-status', userId],
    queryFn: ({ signal }) => getPinStatus({ userId }, signal),
    staleTime: 0,
    gcTime: 0,
  });

  // Until the status is known the dialog shows the PIN row disabled, so nothing jumps when it arrives.
  // Without an answer it asks for the PIN: verify-gen still says when there is none (`pinSet: false`).
  const opening: Opening | null = status.data
    ? openingOf(status.data)
    : status.isError
      ? { mode: 'verify', lockedUntil: null }
      : null;

  return (
    <Dialog aria-labelledby={titleId} aria-busy={opening === null} className="pin-dialog" onClose={onCancel}>
      {opening === null ? (
        <PinForm
          titleId={titleId}
          userId={userId}
          profileId={profileId}
          profileName={profileName}
          opening={{ mode: 'verify', lockedUntil: null }}
          waiting
          onVerified={onVerified}
          onCancel={onCancel}
        />
      ) : (
        <PinForm
          key="ready"
          titleId={titleId}
          userId={userId}
          profileId={profileId}
          profileName={profileName}
          opening={opening}
          waiting={false}
          onVerified={onVerified}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

function openingOf(status: PinStatusResponse): Opening {
  if (!status.pinSet) return { mode: 'set', lockedUntil: null };
  // A lockout without an end from the server counts as 5 minutes from now, like after a wrong PIN.
  const locked = status.lockedUntil !== null || status.attemptsLeft <= 0;
  return { mode: 'verify', lockedUntil: locked ? (status.lockedUntil ?? 0) : null };
}

interface PinFormProps extends Omit<PinDialogProps, 'onCancel'> {
  titleId: string;
  opening: Opening;
  /** The PIN status is still on its way: everything but Cancel is disabled. */
  waiting: boolean;
  onCancel: () => void;
}

/** The message under the boxes, and a way to show another; each shows for 5 s (§9). */
function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), PIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}

/**
 * The server's lockout as the form shows it: until when (null: not locked) and the time now, worked out
 * again each second while locked. The message is cleared when the lockout ends.
 */
function useLockout(opening: Opening, setNotice: (notice: Notice | null) => void) {
  // 0 stands for "locked, end unknown" (see openingOf): worked out here, once, when the form opens.
  const [lockedUntil, setLockedUntil] = useState<number | null>(() =>
    opening.lockedUntil === null ? null : lockoutEnd(opening.lockedUntil || null),
  );
  const [now, setNow] = useState(currentTime);
  // The boxes are enabled again when the server's lockout ends. Unlocking early (a clamped delay) is
  // harmless: the server still refuses.
  useEffect(() => {
    if (lockedUntil === null) return;
    const tick = setInterval(() => setNow(currentTime()), LOCKOUT_TICK_MS);
    const end = setTimeout(
      () => {
        setLockedUntil(null);
        setNotice(null);
      },
      Math.min(Math.max(0, lockedUntil - Date.now()), MAX_TIMER_MS),
    );
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [lockedUntil, setNotice]);

  /** Locks until the end the server answered; returns that end, or null when it is already over. */
  const lock = (answered: number | null): number | null => {
    const until = lockoutEnd(answered);
    setNow(currentTime());
    setLockedUntil(until);
    return until;
  };
  return { lockedUntil, now, lock };
}

/** What the server's answers to the form change in it. */
interface PinFormControls {
  userId: string;
  profileId: string;
  onVerified: () => void;
  setMode: (mode: Mode) => void;
  setNotice: (notice: Notice | null) => void;
  setInvalid: (invalid: boolean) => void;
  lock: (answered: number | null) => number | null;
  clear: () => void;
  focusFirst: () => void;
}

/** Checks a typed PIN with the server (verify-gen), which counts the attempt and may lock. */
function useVerifyPin(form: PinFormControls) {
  return useMutation({
    mutationFn: (authPin: string) =>
      verifyGenerationPin({ userId: form.userId, authPin, profileId: form.profileId }),
    onSuccess: (answer) => {
      if (answer.authGen) return form.onVerified();
      form.clear();
      if (answer.pinSet === false) {
        // Nothing was counted: there is no PIN to compare with yet (it was removed meanwhile), so choose one.
        form.setNotice(null);
        return form.setMode('set');
      }
      if (answer.lockedUntil !== null || answer.attemptsLeft <= 0) {
        const until = form.lock(answer.lockedUntil);
        // A lockout that is already over by now is said like any other message, for 5 s.
        return form.setNotice(until === null ? { text: profiles.pinLockout } : null);
      }
      // A wrong PIN: the boxes are emptied and marked, and typing starts again in the first one.
      form.setInvalid(true);
      form.focusFirst();
      form.setNotice({ text: profiles.wrongPin(answer.attemptsLeft) });
    },
    // §8: other failures are only logged.
    onError: (error) => console.error(error),
  });
}

/** Chooses the account's first PIN, which also verifies the profile. */
function useSetFirstPin(form: PinFormControls) {
  return useMutation({
    mutationFn: (newPin: string) =>
      updatePin({ user_id: form.userId, old_pin: '', new_pin: newPin, profileId: form.profileId }),
    // The user just chose the PIN, so the profile counts as verified.
    onSuccess: () => form.onVerified(),
    onError: (error) => {
      console.error(error);
      // A refusal (4xx, not the 401 that ends the login) carries the server's reason: show it like ours.
      if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401) {
        return;
      }
      form.clear();
      // 403: a PIN was set meanwhile (another tab), so an empty old PIN no longer fits: ask for that PIN.
      if (error.status === 403) form.setMode('verify');
      else form.focusFirst();
      form.setNotice({ text: error.message });
    },
  });
}

/** One live region: the lockout stays while it lasts, other messages for 5 s. */
function PinNotice({
  lockedUntil,
  now,
  notice,
}: {
  lockedUntil: number | null;
  now: number;
  notice: Notice | null;
}) {
  return (
    <p role="status" className={lockedUntil !== null ? 'pin-notice pin-notice-locked' : 'pin-notice'}>
      {lockedUntil !== null ? (
        <>
          <span>{profiles.pinLockout}</span>{' '}
          <span className="pin-wait">{ui.pinLockoutWait(minutesLeft(lockedUntil, now))}</span>
        </>
      ) : (
        notice?.text
      )}
    </p>
  );
}

function PinForm(props: PinFormProps) {
  const { titleId, profileName, opening, waiting, onCancel } = props;
  const [mode, setMode] = useState<Mode>(opening.mode);
  const [notice, setNotice] = useNotice();
  const [invalid, setInvalid] = useState(false);
  const { lockedUntil, now, lock } = useLockout(opening, setNotice);
  const disabled = lockedUntil !== null || waiting;
  const entry = usePinEntry(mode, () => setInvalid(false));
  const { boxes } = entry;
  const cancelButton = useRef<HTMLButtonElement>(null);

  // The first box takes the focus on open, in set mode, and when a lockout ends (disabled boxes lose it).
  // A dialog that opens locked focuses Cancel, the one thing to do, so the focus is in the dialog.
  useEffect(() => {
    if (!disabled) boxes.current[0]?.focus();
    else if (!waiting) cancelButton.current?.focus();
  }, [disabled, waiting, mode, boxes]);

  const focusFirst = () => entry.focusBox(0);
  const controls: PinFormControls = {
    ...props,
    setMode,
    setNotice,
    setInvalid,
    lock,
    clear: entry.clear,
    focusFirst,
  };
  const verify = useVerifyPin(controls);
  const setFirstPin = useSetFirstPin(controls);
  const pending = verify.isPending || setFirstPin.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || pending) return;
    const { pin, repeat } = entry;
    if (entry.rows.some((row) => row.some((d) => d === '')))
      return setNotice({ text: profiles.fillAllPinFields });
    if (mode === 'verify') return verify.mutate(pin.join(''));
    if (pin.join('') !== repeat.join('')) {
      entry.clear();
      setInvalid(true);
      entry.focusBox(0);
      return setNotice({ text: account.pinsDoNotMatch });
    }
    setFirstPin.mutate(pin.join(''));
  };

  const row = (index: number, label: ReactNode) => (
    <PinRow row={index} label={label} mode={mode} entry={entry} disabled={disabled} invalid={invalid} />
  );
  return (
    <form onSubmit={submit} noValidate className="pin-form">
      <h2 id={titleId}>{mode === 'set' ? ui.setPinDialog : ui.pinDialog(profileName)}</h2>
      {mode === 'verify' ? (
        <>
          <p className="pin-hint">{waiting ? ui.loading : ui.pinDialogHint}</p>
          {row(0, <legend className="visually-hidden">{ui.pinDialog(profileName)}</legend>)}
        </>
      ) : (
        <>
          <p className="pin-hint">{ui.setPinHint(profileName)}</p>
          {row(0, <legend>{ui.newPinRow}</legend>)}
          {row(1, <legend>{ui.repeatPinRow}</legend>)}
        </>
      )}
      <PinNotice lockedUntil={lockedUntil} now={now} notice={notice} />
      <div className="pin-actions">
        <Button ref={cancelButton} className="button-secondary pin-button" onClick={onCancel}>
          {ui.cancel}
        </Button>
        <Button type="submit" className="button-link pin-button" disabled={disabled || pending}>
          {ui.ok}
        </Button>
      </div>
    </form>
  );
}
