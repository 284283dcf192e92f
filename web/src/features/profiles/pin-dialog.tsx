import { useMutation, useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { getPinStatus, verifyGenerationPin } from '../../api/auth';
import { ApiError } from '../../api/client';
import type { PinStatusResponse } from '../../api/types';
import { updatePin } from '../../api/user';
import { PIN_LENGTH, PIN_LOCKOUT_MS, PIN_MESSAGE_MS } from '../../lib/constants';
import { account, profiles, ui } from '../../lib/texts';
import { Button, Dialog, Input } from '../../design';

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

const emptyPin = () => Array<string>(PIN_LENGTH).fill('');
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

function PinForm({
  titleId,
  userId,
  profileId,
  profileName,
  opening,
  waiting,
  onVerified,
  onCancel,
}: PinFormProps) {
  const [mode, setMode] = useState<Mode>(opening.mode);
  const [pin, setPin] = useState(emptyPin);
  const [repeat, setRepeat] = useState(emptyPin);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [invalid, setInvalid] = useState(false);
  // 0 stands for "locked, end unknown" (see openingOf): worked out here, once, when the form opens.
  const [lockedUntil, setLockedUntil] = useState<number | null>(() =>
    opening.lockedUntil === null ? null : lockoutEnd(opening.lockedUntil || null),
  );
  const [now, setNow] = useState(currentTime);
  const locked = lockedUntil !== null;
  const disabled = locked || waiting;
  // Every box of both rows in order: typing, Backspace and the arrows move through them as one sequence.
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const rows = mode === 'set' ? [pin, repeat] : [pin];
  const setRow = [setPin, setRepeat];
  const boxCount = rows.length * PIN_LENGTH;
  const focusBox = (index: number) => boxes.current[index]?.focus();

  // Messages show for 5 s (§9).
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), PIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // While locked: the minutes left are worked out again each second, and the boxes are enabled again when
  // the server's lockout ends. Unlocking early (a clamped delay) is harmless: the server still refuses.
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
  }, [lockedUntil]);

  // The first box takes the focus on open, in set mode, and when a lockout ends (disabled boxes lose it).
  // A dialog that opens locked focuses Cancel, the one thing to do, so the focus is in the dialog.
  useEffect(() => {
    if (!disabled) boxes.current[0]?.focus();
    else if (!waiting) cancelButton.current?.focus();
  }, [disabled, waiting, mode]);

  const clear = () => {
    setPin(emptyPin());
    setRepeat(emptyPin());
  };

  const verify = useMutation({
    mutationFn: (authPin: string) => verifyGenerationPin({ userId, authPin, profileId }),
    onSuccess: (answer) => {
      if (answer.authGen) return onVerified();
      clear();
      if (answer.pinSet === false) {
        // Nothing was counted: there is no PIN to compare with yet (it was removed meanwhile), so choose one.
        setNotice(null);
        return setMode('set');
      }
      if (answer.lockedUntil !== null || answer.attemptsLeft <= 0) {
        const until = lockoutEnd(answer.lockedUntil);
        setNow(currentTime());
        setLockedUntil(until);
        // A lockout that is already over by now is said like any other message, for 5 s.
        return setNotice(until === null ? { text: profiles.pinLockout } : null);
      }
      // A wrong PIN: the boxes are emptied and marked, and typing starts again in the first one.
      setInvalid(true);
      focusBox(0);
      setNotice({ text: profiles.wrongPin(answer.attemptsLeft) });
    },
    // §8: other failures are only logged.
    onError: (error) => console.error(error),
  });

  const setFirstPin = useMutation({
    mutationFn: (newPin: string) => updatePin({ user_id: userId, old_pin: '', new_pin: newPin, profileId }),
    // The user just chose the PIN, so the profile counts as verified.
    onSuccess: () => onVerified(),
    onError: (error) => {
      console.error(error);
      // A refusal (4xx, not the 401 that ends the login) carries the server's reason: show it like ours.
      if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401) {
        return;
      }
      clear();
      // 403: a PIN was set meanwhile (another tab), so an empty old PIN no longer fits: ask for that PIN.
      if (error.status === 403) setMode('verify');
      else focusBox(0);
      setNotice({ text: error.message });
    },
  });

  const pending = verify.isPending || setFirstPin.isPending;

  const change = (row: number, index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    // Only digits: anything else leaves the box as it was (the input is controlled, so it snaps back).
    if (value !== '' && !digit) return;
    setInvalid(false);
    setRow[row]((current) => current.map((d, i) => (i === index ? digit : d)));
    const next = row * PIN_LENGTH + index + 1;
    if (digit && next < boxCount) focusBox(next);
  };

  const keyDown = (row: number, index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const at = row * PIN_LENGTH + index;
    const backToPrevious = event.key === 'Backspace' && rows[row][index] === '';
    if (backToPrevious && at > 0) {
      // Backspace in an empty box clears the one before and goes there.
      event.preventDefault();
      const previousRow = Math.floor((at - 1) / PIN_LENGTH);
      const previousIndex = (at - 1) % PIN_LENGTH;
      setRow[previousRow]((current) => current.map((d, i) => (i === previousIndex ? '' : d)));
      focusBox(at - 1);
    } else if (event.key === 'ArrowLeft' && at > 0) {
      event.preventDefault();
      focusBox(at - 1);
    } else if (event.key === 'ArrowRight' && at < boxCount - 1) {
      event.preventDefault();
      focusBox(at + 1);
    }
  };

  const paste = (row: number, index: number, event: ClipboardEvent<HTMLInputElement>) => {
    // The boxes hold one character each, so the browser would keep only the first of a pasted PIN.
    event.preventDefault();
    const text = event.clipboardData.getData('text').replace(/\s/g, '');
    if (!/^\d+$/.test(text) || text.length > PIN_LENGTH) return;
    setInvalid(false);
    // A whole PIN fills its row from the first box; fewer digits fill on from the box pasted into.
    const start = text.length === PIN_LENGTH ? 0 : index;
    const pasted = text.slice(0, PIN_LENGTH - start);
    setRow[row]((current) =>
      current.map((d, i) => (i >= start && i < start + pasted.length ? pasted[i - start] : d)),
    );
    focusBox(Math.min(row * PIN_LENGTH + start + pasted.length, boxCount - 1));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || pending) return;
    if (rows.some((row) => row.some((d) => d === ''))) return setNotice({ text: profiles.fillAllPinFields });
    if (mode === 'verify') return verify.mutate(pin.join(''));
    if (pin.join('') !== repeat.join('')) {
      clear();
      setInvalid(true);
      focusBox(0);
      return setNotice({ text: account.pinsDoNotMatch });
    }
    setFirstPin.mutate(pin.join(''));
  };

  const digitLabel = (row: number, n: number) =>
    mode === 'verify' ? ui.pinDigit(n) : row === 0 ? ui.newPinDigit(n) : ui.repeatPinDigit(n);

  const renderRow = (row: number, label: ReactNode) => (
    <fieldset className="pin-row" disabled={disabled}>
      {label}
      <div className="pin-boxes">
        {rows[row].map((digit, index) => (
          <Input
            key={`${row}-${index}`}
            ref={(element) => {
              boxes.current[row * PIN_LENGTH + index] = element;
            }}
            className="pin-box"
            type="password"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={1}
            aria-label={digitLabel(row, index + 1)}
            aria-invalid={invalid || undefined}
            value={digit}
            disabled={disabled}
            // Select the digit on focus so that typing replaces it (the box takes one character only).
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => change(row, index, event.target.value)}
            onKeyDown={(event) => keyDown(row, index, event)}
            onPaste={(event) => paste(row, index, event)}
          />
        ))}
      </div>
    </fieldset>
  );

  return (
    <form onSubmit={submit} noValidate className="pin-form">
      <h2 id={titleId}>{mode === 'set' ? ui.setPinDialog : ui.pinDialog(profileName)}</h2>
      {mode === 'verify' ? (
        <>
          <p className="pin-hint">{waiting ? ui.loading : ui.pinDialogHint}</p>
          {renderRow(0, <legend className="visually-hidden">{ui.pinDialog(profileName)}</legend>)}
        </>
      ) : (
        <>
          <p className="pin-hint">{ui.setPinHint(profileName)}</p>
          {renderRow(0, <legend>{ui.newPinRow}</legend>)}
          {renderRow(1, <legend>{ui.repeatPinRow}</legend>)}
        </>
      )}
      {/* One live region: the lockout stays while it lasts, other messages for 5 s. */}
      <p role="status" className={locked ? 'pin-notice pin-notice-locked' : 'pin-notice'}>
        {lockedUntil !== null ? (
          <>
            <span>{profiles.pinLockout}</span>{' '}
            <span className="pin-wait">{ui.pinLockoutWait(minutesLeft(lockedUntil, now))}</span>
          </>
        ) : (
          notice?.text
        )}
      </p>
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
