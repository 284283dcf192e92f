import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { verifyGenerationPin } from '../../api/auth';
import { PIN_LENGTH, PIN_MESSAGE_MS } from '../../lib/constants';
import { profiles, ui } from '../../lib/texts';

interface PinDialogProps {
  userId: string;
  profileName: string;
  onVerified: () => void;
  onCancel: () => void;
}

/**
 * §2, §4, §5: selecting a profile asks for the 4-digit generation PIN (4 single-character password boxes).
 * Attempts and the lockout are enforced by the server; the dialog shows what it answers.
 */
export function PinDialog({ userId, profileName, onVerified, onCancel }: PinDialogProps) {
  const [digits, setDigits] = useState<string[]>(() => Array<string>(PIN_LENGTH).fill(''));
  const [message, setMessage] = useState<string | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), PIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const verify = useMutation({
    mutationFn: (authPin: string) => verifyGenerationPin({ userId, authPin }),
    onSuccess: (answer) => {
      if (answer.authGen) return onVerified();
      setDigits(Array<string>(PIN_LENGTH).fill(''));
      boxes.current[0]?.focus();
      setMessage(
        answer.lockedUntil !== null || answer.attemptsLeft <= 0
          ? profiles.pinLockout
          : profiles.wrongPin(answer.attemptsLeft),
      );
    },
    onError: (error) => console.error(error),
  });

  const change = (index: number, value: string) => {
    const digit = value.slice(-1);
    setDigits((current) => current.map((d, i) => (i === index ? digit : d)));
    if (digit && index < PIN_LENGTH - 1) boxes.current[index + 1]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (digits.some((d) => d === '')) return setMessage(profiles.fillAllPinFields);
    verify.mutate(digits.join(''));
  };

  return (
    <div role="dialog" aria-modal="true" aria-label={ui.pinDialog(profileName)} className="pin-dialog">
      <form onSubmit={submit}>
        <fieldset>
          <legend>{ui.pinDialog(profileName)}</legend>
          {digits.map((digit, index) => (
            <input
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={1}
              aria-label={ui.pinDigit(index + 1)}
              value={digit}
              onChange={(event) => change(index, event.target.value)}
            />
          ))}
        </fieldset>
        {message && <p role="status">{message}</p>}
        <button type="submit" disabled={verify.isPending}>
          {ui.ok}
        </button>
        <button type="button" onClick={onCancel}>
          {ui.cancel}
        </button>
      </form>
    </div>
  );
}
