import { useMutation } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { verifyGenerationPin } from '../../api/auth';
import { ApiError } from '../../api/client';
import { updatePin } from '../../api/user';
import { PIN_LENGTH, PIN_LOCKOUT_MS, PIN_MESSAGE_MS } from '../../lib/constants';
import { account, profiles, ui } from '../../lib/texts';

interface PinDialogProps {
  userId: string;
  profileName: string;
  onVerified: () => void;
  onCancel: () => void;
}

/** `verify` asks for the PIN; `set` chooses one on first use, when the account has none yet. */
type Mode = 'verify' | 'set';

/** A new object each time, so that showing the same text again restarts its 5 s. */
interface Notice {
  text: string;
}

const emptyPin = () => Array<string>(PIN_LENGTH).fill('');
/** setTimeout fires at once for longer delays. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * When a lockout the server answered ends, or null when it is already over (the message then shows like any
 * other). §4: the server locks for 5 minutes; if it did not say until when, assume that from now.
 */
function lockoutEnd(lockedUntil: number | null): number | null {
  const now = Date.now();
  const until = lockedUntil ?? now + PIN_LOCKOUT_MS;
  return until > now ? until : null;
}

/**
 * §2, §4, §5: selecting a profile asks for the 4-digit generation PIN (4 single-character password boxes).
 * Attempts and the lockout are enforced by the server; the dialog mirrors what it answers: attempts left,
 * and while locked the boxes and OK stay disabled until `lockedUntil`.
 * On first use (the server answers `pinSet: false`) the dialog asks for a new PIN twice and sets it.
 */
export function PinDialog({ userId, profileName, onVerified, onCancel }: PinDialogProps) {
  const titleId = useId();
  const [mode, setMode] = useState<Mode>('verify');
  const [pin, setPin] = useState(emptyPin);
  const [repeat, setRepeat] = useState(emptyPin);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const locked = lockedUntil !== null;
  // Every box of both rows in order: typing, Backspace and the arrows move through them as one sequence.
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const rows = mode === 'set' ? [pin, repeat] : [pin];
  const setRow = [setPin, setRepeat];
  const boxCount = rows.length * PIN_LENGTH;
  const focusBox = (index: number) => boxes.current[index]?.focus();

  // Messages show for 5 s (§9), except the lockout, which stays while locked.
  useEffect(() => {
    if (!notice || locked) return;
    const timer = setTimeout(() => setNotice(null), PIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice, locked]);

  // Enable the boxes again when the server's lockout ends. Unlocking early (a clamped delay) is harmless:
  // the server still refuses until then, and the dialog shows its answer.
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setTimeout(
      () => {
        setLockedUntil(null);
        setNotice(null);
      },
      Math.min(Math.max(0, lockedUntil - Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  // The first box takes the focus on open, in set mode, and when a lockout ends (disabled boxes lose it).
  useEffect(() => {
    if (!locked) boxes.current[0]?.focus();
  }, [locked, mode]);

  const clear = () => {
    setPin(emptyPin());
    setRepeat(emptyPin());
  };

  const verify = useMutation({
    mutationFn: (authPin: string) => verifyGenerationPin({ userId, authPin }),
    onSuccess: (answer) => {
      if (answer.authGen) return onVerified();
      clear();
      if (answer.pinSet === false) {
        // Nothing was counted: there is no PIN to compare with yet, so choose one.
        setNotice(null);
        return setMode('set');
      }
      if (answer.lockedUntil !== null || answer.attemptsLeft <= 0) {
        setLockedUntil(lockoutEnd(answer.lockedUntil));
        return setNotice({ text: profiles.pinLockout });
      }
      focusBox(0);
      setNotice({ text: profiles.wrongPin(answer.attemptsLeft) });
    },
    // §8: other failures are only logged.
    onError: (error) => console.error(error),
  });

  const setFirstPin = useMutation({
    mutationFn: (newPin: string) => updatePin({ user_id: userId, old_pin: '', new_pin: newPin }),
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
    setRow[row]((current) => current.map((d, i) => (i === index ? digit : d)));
    const next = row * PIN_LENGTH + index + 1;
    if (digit && next < boxCount) focusBox(next);
  };

  const keyDown = (row: number, index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const at = row * PIN_LENGTH + index;
    const backToPrevious = event.key === 'Backspace' && rows[row][index] === '';
    if ((backToPrevious || event.key === 'ArrowLeft') && at > 0) {
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
    if (locked || pending) return;
    if (rows.some((row) => row.some((d) => d === ''))) return setNotice({ text: profiles.fillAllPinFields });
    if (mode === 'verify') return verify.mutate(pin.join(''));
    if (pin.join('') !== repeat.join('')) {
      clear();
      focusBox(0);
      return setNotice({ text: account.pinsDoNotMatch });
    }
    setFirstPin.mutate(pin.join(''));
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  const title = mode === 'set' ? ui.setPinDialog(profileName) : ui.pinDialog(profileName);
  const digitLabel = (row: number, n: number) =>
    mode === 'verify' ? ui.pinDigit(n) : row === 0 ? ui.newPinDigit(n) : ui.repeatPinDigit(n);

  const renderRow = (row: number) =>
    rows[row].map((digit, index) => (
      <input
        key={`${row}-${index}`}
        ref={(element) => {
          boxes.current[row * PIN_LENGTH + index] = element;
        }}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={1}
        aria-label={digitLabel(row, index + 1)}
        value={digit}
        disabled={locked}
        // Select the digit on focus so that typing replaces it (the box takes one character only).
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => change(row, index, event.target.value)}
        onKeyDown={(event) => keyDown(row, index, event)}
        onPaste={(event) => paste(row, index, event)}
      />
    ));

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="pin-dialog"
      onKeyDown={cancelOnEscape}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {mode === 'verify' ? (
          <fieldset aria-labelledby={titleId}>{renderRow(0)}</fieldset>
        ) : (
          <>
            <p>{ui.setPinHint}</p>
            <fieldset>
              <legend>{ui.newPin}</legend>
              {renderRow(0)}
            </fieldset>
            <fieldset>
              <legend>{ui.repeatPin}</legend>
              {renderRow(1)}
            </fieldset>
          </>
        )}
        {notice && <p role="status">{notice.text}</p>}
        <button type="submit" disabled={locked || pending}>
          {ui.ok}
        </button>
        <button type="button" onClick={onCancel}>
          {ui.cancel}
        </button>
      </form>
    </div>
  );
}
