/**
 * The generation PIN's attempt rules (spec §9): 3 wrong PINs in a row lock the PIN for 5 minutes; a right
 * PIN starts the count again; once a lockout has passed, the user has 3 fresh attempts. Pure: the time is
 * an argument, so the rules are tested without waiting and the store (generation-pins.ts) only persists them.
 */

export const PIN_ATTEMPTS = 3;
export const PIN_LOCKOUT_MS = 5 * 60_000;

/** What is stored between attempts. `locked_until` is epoch ms, 0 when no lockout was ever started. */
export interface PinAttempts {
  failures: number;
  locked_until: number;
}

/** How the PIN stands at one moment, as the dialog mirrors it. `lockedUntil` is 0 when not locked. */
export interface PinStanding {
  locked: boolean;
  attemptsLeft: number;
  lockedUntil: number;
}

export const NO_FAILURES: PinAttempts = { failures: 0, locked_until: 0 };

/** The attempts as they count at `now`: a lockout that has passed is forgotten with its failures. */
export function attemptsAt(attempts: PinAttempts, now: number): PinAttempts {
  if (attempts.locked_until !== 0 && attempts.locked_until <= now) return NO_FAILURES;
  return { failures: attempts.failures, locked_until: attempts.locked_until };
}

export function standingAt(attempts: PinAttempts, now: number): PinStanding {
  const current = attemptsAt(attempts, now);
  if (current.locked_until > now) return { locked: true, attemptsLeft: 0, lockedUntil: current.locked_until };
  return { locked: false, attemptsLeft: Math.max(0, PIN_ATTEMPTS - current.failures), lockedUntil: 0 };
}

/** After a wrong PIN: one more failure, and the last allowed one starts the lockout. */
export function afterWrongPin(attempts: PinAttempts, now: number): PinAttempts {
  const current = attemptsAt(attempts, now);
  // During a lockout nothing is checked, so nothing is counted: the lockout does not grow.
  if (current.locked_until > now) return current;
  const failures = current.failures + 1;
  return { failures, locked_until: failures >= PIN_ATTEMPTS ? now + PIN_LOCKOUT_MS : 0 };
}

/** After a right PIN the count starts again. */
export const afterRightPin = (): PinAttempts => NO_FAILURES;

/** The generation PIN is exactly 4 digits (spec §9), checked here too since the gateway is not the only caller. */
export const isPinShaped = (pin: string): boolean => /^[0-9]{4}$/.test(pin);
