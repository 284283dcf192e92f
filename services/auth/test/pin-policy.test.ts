/** The PIN attempt rules on their own, with the time as an argument (spec §9: 3 attempts, 5-minute lockout). */
import {
  afterRightPin,
  afterWrongPin,
  attemptsAt,
  isPinShaped,
  NO_FAILURES,
  PIN_ATTEMPTS,
  PIN_LOCKOUT_MS,
  standingAt,
  type PinAttempts,
} from '../src/pin-policy';

const T0 = Date.UTC(2030, 0, 1);

/** The attempts after `count` wrong PINs, one millisecond apart from T0. */
function wrong(count: number, from: PinAttempts = NO_FAILURES, start = T0): PinAttempts {
  let attempts = from;
  for (let i = 0; i < count; i++) attempts = afterWrongPin(attempts, start + i);
  return attempts;
}

describe('PIN attempt policy', () => {
  it('follows the spec: 3 attempts and a lockout of 300000 ms', () => {
    expect(PIN_ATTEMPTS).toBe(3);
    expect(PIN_LOCKOUT_MS).toBe(300_000);
  });

  it('starts with 3 attempts and no lockout', () => {
    expect(standingAt(NO_FAILURES, T0)).toEqual({ locked: false, attemptsLeft: 3, lockedUntil: 0 });
  });

  it('takes one attempt per wrong PIN', () => {
    expect(standingAt(wrong(1), T0 + 10)).toEqual({ locked: false, attemptsLeft: 2, lockedUntil: 0 });
    expect(standingAt(wrong(2), T0 + 10)).toEqual({ locked: false, attemptsLeft: 1, lockedUntil: 0 });
  });

  it('locks for 5 minutes from the third wrong PIN', () => {
    const locked = afterWrongPin(wrong(2), T0 + 1000);
    expect(locked).toEqual({ failures: 3, locked_until: T0 + 1000 + PIN_LOCKOUT_MS });
    expect(standingAt(locked, T0 + 1000)).toEqual({
      locked: true,
      attemptsLeft: 0,
      lockedUntil: T0 + 1000 + PIN_LOCKOUT_MS,
    });
  });

  it('stays locked until the last millisecond of the lockout', () => {
    const locked = wrong(3);
    const until = locked.locked_until;
    expect(standingAt(locked, until - 1)).toMatchObject({ locked: true, attemptsLeft: 0 });
  });

  it('gives 3 fresh attempts once the lockout has passed', () => {
    const locked = wrong(3);
    const until = locked.locked_until;
    expect(standingAt(locked, until)).toEqual({ locked: false, attemptsLeft: 3, lockedUntil: 0 });
    expect(attemptsAt(locked, until)).toEqual(NO_FAILURES);
    // A wrong PIN after the lockout is the first of a new round, not a fourth failure.
    expect(standingAt(afterWrongPin(locked, until), until)).toEqual({
      locked: false,
      attemptsLeft: 2,
      lockedUntil: 0,
    });
    // And three more lock again, from the new time.
    const relocked = wrong(3, locked, until);
    expect(relocked.locked_until).toBe(until + 2 + PIN_LOCKOUT_MS);
  });

  it('does not count or extend anything during a lockout', () => {
    const locked = wrong(3);
    expect(afterWrongPin(locked, T0 + 60_000)).toEqual(locked);
  });

  it('starts the count again after a right PIN', () => {
    expect(afterRightPin()).toEqual(NO_FAILURES);
    const afterReset = afterWrongPin(afterRightPin(), T0);
    expect(standingAt(afterReset, T0)).toMatchObject({ attemptsLeft: 2 });
  });

  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['', false],
    [' 123', false],
    ['١٢٣٤', false],
  ])('takes %j as a PIN: %s', (pin, shaped) => {
    expect(isPinShaped(pin)).toBe(shaped);
  });
});
