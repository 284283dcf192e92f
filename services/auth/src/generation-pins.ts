/**
 * The generation PIN of each parent (`pins`, keyed by user id): its hash and the attempt count that
 * pin-policy.ts rules over. Checking the PIN (to generate, or to change it) and counting the attempt are
 * one compare-and-set on the record's `version`, so parallel guesses are counted one after another and
 * never get more than the allowed attempts between them.
 */
import {
  AppError,
  DuplicateKeyError,
  type Collection,
  type Doc,
  type DocumentStore,
} from '@storybook-app/kit';
import { hashPin, pinMatches, type PinHash } from './pin-hash';
import {
  afterRightPin,
  afterWrongPin,
  isPinShaped,
  NO_FAILURES,
  PIN_ATTEMPTS,
  standingAt,
  type PinAttempts,
  type PinStanding,
} from './pin-policy';

export interface PinRecord extends Doc, PinHash, PinAttempts {
  /** Raised by every write; the condition of the next one, which is how concurrent attempts serialise. */
  version: number;
  updated_at: string;
}

/** The answer to a PIN check, as the PIN dialog needs it. */
export interface PinCheck extends PinStanding {
  pinSet: boolean;
  right: boolean;
}

/** Whether a PIN is set and how it stands, without checking anything (the dialog asks this on opening). */
export interface PinStatus extends PinStanding {
  pinSet: boolean;
}

/** Spec §8, the text of the PIN lockout. */
export const PIN_LOCKED_MESSAGE = 'Your pin was wrong too many times. Please try again later.';

export const PIN_ALREADY_SET_MESSAGE = 'A PIN is already set. Please enter your current PIN to change it.';

type Attempt =
  | { outcome: 'no-pin' }
  | { outcome: 'locked'; standing: PinStanding }
  | { outcome: 'right' }
  | { outcome: 'wrong'; standing: PinStanding };

/**
 * Each lost compare-and-set means another attempt was counted first, so a request loses at most as many
 * rounds as there are attempts racing it; past this many the store is not behaving and the caller retries.
 */
const MAX_ROUNDS = 25;

export class GenerationPins {
  private constructor(
    private readonly pins: Collection<PinRecord>,
    private readonly now: () => number,
  ) {}

  static async open(store: DocumentStore, now: () => number = Date.now): Promise<GenerationPins> {
    return new GenerationPins(await store.collection<PinRecord>('pins'), now);
  }

  /** Checks a PIN for generation. Without a PIN nothing is counted; during a lockout nothing is checked. */
  async verify(userId: string, pin: string): Promise<PinCheck> {
    if (!isPinShaped(pin)) throw new AppError('invalid_argument', 'The PIN must be 4 digits.');
    const attempt = await this.attempt(userId, pin, async () => ({}));
    switch (attempt.outcome) {
      case 'no-pin':
        return { pinSet: false, right: false, locked: false, attemptsLeft: PIN_ATTEMPTS, lockedUntil: 0 };
      case 'right':
        return { pinSet: true, right: true, locked: false, attemptsLeft: PIN_ATTEMPTS, lockedUntil: 0 };
      default:
        return { pinSet: true, right: false, ...attempt.standing };
    }
  }

  /**
   * How the user's PIN stands now: none yet, the attempts left, or locked until when. Reading it counts
   * nothing, so it is no way to guess the PIN; it is what lets the dialog ask the right question on opening
   * and show a lockout that outlives a reload.
   */
  async status(userId: string): Promise<PinStatus> {
    const record = userId ? await this.pins.get(userId) : null;
    if (!record) return { pinSet: false, locked: false, attemptsLeft: PIN_ATTEMPTS, lockedUntil: 0 };
    return { pinSet: true, ...standingAt(record, this.now()) };
  }

  /**
   * Sets the first PIN (`oldPin` empty) or changes it. Changing checks the old PIN as an attempt like any
   * other, so this is no way around the lockout for guessing it.
   */
  async change(userId: string, oldPin: string, newPin: string): Promise<'set' | 'changed'> {
    if (!isPinShaped(newPin)) throw new AppError('invalid_argument', 'The new PIN must be 4 digits.');
    if (oldPin !== '' && !isPinShaped(oldPin)) {
      throw new AppError('invalid_argument', 'The current PIN must be 4 digits.');
    }
    let newHash: Promise<PinHash> | undefined;
    const hashOfNewPin = () => (newHash ??= hashPin(newPin));

    if (oldPin === '') {
      // An empty old PIN over an existing one is simply not the current PIN; it is not counted, since it
      // tells nothing about the PIN (two tabs setting a first PIN at once end up here).
      if (await this.pins.get(userId)) throw new AppError('permission_denied', PIN_ALREADY_SET_MESSAGE);
      try {
        await this.pins.insert({
          _id: userId,
          ...(await hashOfNewPin()),
          ...NO_FAILURES,
          version: 1,
          updated_at: this.isoNow(),
        });
        return 'set';
      } catch (error) {
        // Another first PIN won the race.
        if (error instanceof DuplicateKeyError)
          throw new AppError('permission_denied', PIN_ALREADY_SET_MESSAGE);
        throw error;
      }
    }

    const attempt = await this.attempt(userId, oldPin, hashOfNewPin);
    switch (attempt.outcome) {
      case 'right':
        return 'changed';
      case 'no-pin':
        throw new AppError(
          'failed_precondition',
          'You have no PIN yet: you choose one the first time you pick a profile.',
        );
      case 'locked':
        throw new AppError('permission_denied', PIN_LOCKED_MESSAGE);
      case 'wrong': {
        if (attempt.standing.locked) throw new AppError('permission_denied', PIN_LOCKED_MESSAGE);
        const left = attempt.standing.attemptsLeft;
        throw new AppError(
          'permission_denied',
          `That is not your current PIN. You have ${left} attempt${left === 1 ? '' : 's'} left.`,
        );
      }
    }
  }

  /** Forgets the user's PIN and its attempts (account deletion). */
  async remove(userId: string): Promise<void> {
    if (userId) await this.pins.delete(userId);
  }

  /**
   * One counted attempt: read the record, refuse during a lockout, compare the PIN, then write the new count
   * only if nobody wrote since the read. A lost write means another attempt was counted in between, so
   * the attempt is judged again on the fresh record (the comparison is reused while the hash is the same).
   * A right PIN also counts only if it wins its write: one arriving after the last allowed failure is refused.
   */
  private async attempt(
    userId: string,
    pin: string,
    rightPinChanges: () => Promise<Partial<PinRecord>>,
  ): Promise<Attempt> {
    let compared: { hash: string; salt: string; right: boolean } | undefined;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const record = userId ? await this.pins.get(userId) : null;
      if (!record) return { outcome: 'no-pin' };
      const standing = standingAt(record, this.now());
      if (standing.locked) return { outcome: 'locked', standing };

      if (compared?.hash !== record.hash || compared.salt !== record.salt) {
        compared = { hash: record.hash, salt: record.salt, right: await pinMatches(pin, record) };
      }
      // The time after the (slow) comparison: a lockout starts when the failure is counted.
      const now = this.now();
      const next = compared.right
        ? { ...afterRightPin(), ...(await rightPinChanges()) }
        : afterWrongPin(record, now);
      const counted = await this.pins.update(
        userId,
        { ...next, version: record.version + 1, updated_at: new Date(now).toISOString() },
        { version: record.version },
      );
      if (!counted) continue;
      return compared.right ? { outcome: 'right' } : { outcome: 'wrong', standing: standingAt(next, now) };
    }
    throw new AppError('unavailable', 'Too many PIN checks at once. Please try again.');
  }

  private isoNow(): string {
    return new Date(this.now()).toISOString();
  }
}
