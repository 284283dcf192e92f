/**
 * The PIN store on real stores with a clock the test moves: the embedded SQLite file, and MongoDB (the run's
 * FerretDB) picked by `serviceAdapters` as auth's main.ts picks it, since the attempt count relies on the
 * store's compare-and-set and both adapters must keep it under concurrent guesses.
 */
import { randomUUID } from 'node:crypto';
import { AppError, type Collection, type ErrorCode } from '@storybook-app/kit';
import { GenerationPins, PIN_LOCKED_MESSAGE, type PinRecord } from '../src/generation-pins';
import { PIN_LOCKOUT_MS } from '../src/pin-policy';
import { AUTH_STORES, type OpenedStore } from './auth-test-bed';

const T0 = Date.UTC(2030, 0, 1);

async function expectRefusal(promise: Promise<unknown>, code: ErrorCode, message?: string): Promise<void> {
  const error: unknown = await promise.then(
    (value) => new Error(`expected ${code}, got ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, ...(message === undefined ? {} : { message }) });
}

describe.each([...AUTH_STORES.map(([name, open]) => [name, () => open('pins')] as const)])(
  'generation PINs [%s]',
  (_adapter, open) => {
    let opened: OpenedStore;
    let records: Collection<PinRecord>;
    let now: number;
    let pins: GenerationPins;
    /** A fresh user per test, so the tests share one store without sharing a PIN. */
    let user: string;

    beforeAll(async () => {
      opened = await open();
      records = await opened.store.collection<PinRecord>('pins');
      pins = await GenerationPins.open(opened.store, () => now);
    });

    afterAll(async () => {
      await opened.close();
    });

    beforeEach(() => {
      now = T0;
      user = randomUUID();
    });

    const wrongTimes = async (count: number, pin = '0000') => {
      for (let i = 0; i < count; i++) await pins.verify(user, pin);
    };

    it('has no PIN at first: nothing is checked, counted or stored', async () => {
      await expect(pins.verify(user, '1234')).resolves.toEqual({
        pinSet: false,
        right: false,
        locked: false,
        attemptsLeft: 3,
        lockedUntil: 0,
      });
      expect(await records.get(user)).toBeNull();
    });

    it('sets the first PIN with an empty old PIN, then checks it', async () => {
      await expect(pins.change(user, '', '4821')).resolves.toBe('set');
      await expect(pins.verify(user, '4821')).resolves.toEqual({
        pinSet: true,
        right: true,
        locked: false,
        attemptsLeft: 3,
        lockedUntil: 0,
      });
      await expect(pins.verify(user, '1111')).resolves.toEqual({
        pinSet: true,
        right: false,
        locked: false,
        attemptsLeft: 2,
        lockedUntil: 0,
      });
    });

    it('stores a salted scrypt hash, never the PIN', async () => {
      const other = randomUUID();
      await pins.change(user, '', '4821');
      await pins.change(other, '', '4821');
      const [mine, theirs] = [(await records.get(user))!, (await records.get(other))!];
      // The record's id is the user's random UUID, which may hold any four digits.
      expect(JSON.stringify({ ...mine, _id: undefined })).not.toContain('4821');
      expect(Buffer.from(mine.hash, 'base64')).toHaveLength(32);
      // The same PIN hashes differently for two users: one salt per PIN.
      expect(mine.salt).not.toBe(theirs.salt);
      expect(mine.hash).not.toBe(theirs.hash);
    });

    it('locks for 5 minutes on the third wrong PIN', async () => {
      await pins.change(user, '', '4821');
      await wrongTimes(2);
      now = T0 + 1234;
      await expect(pins.verify(user, '9999')).resolves.toEqual({
        pinSet: true,
        right: false,
        locked: true,
        attemptsLeft: 0,
        lockedUntil: T0 + 1234 + PIN_LOCKOUT_MS,
      });
    });

    it('does not even check the PIN during a lockout: the right one is refused and nothing changes', async () => {
      await pins.change(user, '', '4821');
      await wrongTimes(3);
      const locked = await records.get(user);
      now = T0 + PIN_LOCKOUT_MS - 1;
      await expect(pins.verify(user, '4821')).resolves.toMatchObject({
        right: false,
        locked: true,
        attemptsLeft: 0,
        lockedUntil: T0 + PIN_LOCKOUT_MS,
      });
      await pins.verify(user, '0000');
      // Not written at all: the lockout neither grows nor ends early.
      expect(await records.get(user)).toEqual(locked);
    });

    it('gives 3 attempts again once the lockout has passed', async () => {
      await pins.change(user, '', '4821');
      await wrongTimes(3);
      now = T0 + PIN_LOCKOUT_MS;
      await expect(pins.verify(user, '0000')).resolves.toMatchObject({ attemptsLeft: 2, locked: false });
      await expect(pins.verify(user, '0000')).resolves.toMatchObject({ attemptsLeft: 1, locked: false });
      await expect(pins.verify(user, '4821')).resolves.toMatchObject({ right: true, attemptsLeft: 3 });
    });

    it('starts the count again after the right PIN', async () => {
      await pins.change(user, '', '4821');
      await wrongTimes(2);
      await expect(pins.verify(user, '4821')).resolves.toMatchObject({ right: true });
      await wrongTimes(2);
      await expect(pins.verify(user, '4821')).resolves.toMatchObject({ right: true, attemptsLeft: 3 });
    });

    it('tells the status without checking or counting anything: none, attempts left, locked until when', async () => {
      const status = () => pins.status(user);
      await expect(status()).resolves.toEqual({
        pinSet: false,
        locked: false,
        attemptsLeft: 3,
        lockedUntil: 0,
      });
      expect(await records.get(user)).toBeNull();
      await pins.change(user, '', '4821');
      await expect(status()).resolves.toEqual({
        pinSet: true,
        locked: false,
        attemptsLeft: 3,
        lockedUntil: 0,
      });
      await wrongTimes(1);
      const once = await records.get(user);
      await expect(status()).resolves.toMatchObject({ attemptsLeft: 2, locked: false });
      // Asking twice changes nothing.
      await status();
      expect(await records.get(user)).toEqual(once);
      now = T0 + 500;
      await wrongTimes(2);
      now = T0 + 500 + PIN_LOCKOUT_MS - 1;
      await expect(status()).resolves.toEqual({
        pinSet: true,
        locked: true,
        attemptsLeft: 0,
        lockedUntil: T0 + 500 + PIN_LOCKOUT_MS,
      });
      now = T0 + 500 + PIN_LOCKOUT_MS;
      await expect(status()).resolves.toEqual({
        pinSet: true,
        locked: false,
        attemptsLeft: 3,
        lockedUntil: 0,
      });
    });

    it('refuses a PIN that is not 4 digits without counting it', async () => {
      await pins.change(user, '', '4821');
      for (const pin of ['', '123', '12345', 'abcd']) {
        await expectRefusal(pins.verify(user, pin), 'invalid_argument', 'The PIN must be 4 digits.');
      }
      expect(await records.get(user)).toMatchObject({ failures: 0 });
    });

    it('counts exactly 3 of 10 parallel wrong guesses, then locks', async () => {
      await pins.change(user, '', '4821');
      const guesses = ['0000', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'];
      const checks = await Promise.all(guesses.map((pin) => pins.verify(user, pin)));
      expect(checks.every((check) => !check.right)).toBe(true);
      const left = checks.map((check) => check.attemptsLeft).sort();
      expect(left).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
      const lockedUntil = checks.filter((check) => check.locked).map((check) => check.lockedUntil);
      expect(lockedUntil).toHaveLength(8);
      expect(new Set(lockedUntil)).toEqual(new Set([T0 + PIN_LOCKOUT_MS]));
      expect(await records.get(user)).toMatchObject({ failures: 3, locked_until: T0 + PIN_LOCKOUT_MS });
      // The right PIN comes too late.
      await expect(pins.verify(user, '4821')).resolves.toMatchObject({ right: false, locked: true });
    });

    describe('changing the PIN', () => {
      it('needs the right old PIN; the new one replaces it and the count starts again', async () => {
        await pins.change(user, '', '4821');
        await wrongTimes(2);
        await expect(pins.change(user, '4821', '7350')).resolves.toBe('changed');
        await expect(pins.verify(user, '4821')).resolves.toMatchObject({ right: false, attemptsLeft: 2 });
        await expect(pins.verify(user, '7350')).resolves.toMatchObject({ right: true, attemptsLeft: 3 });
      });

      it('counts a wrong old PIN against the same attempts and lockout', async () => {
        await pins.change(user, '', '4821');
        await expectRefusal(
          pins.change(user, '0000', '7350'),
          'permission_denied',
          'That is not your current PIN. You have 2 attempts left.',
        );
        await expect(pins.verify(user, '1111')).resolves.toMatchObject({ attemptsLeft: 1 });
        await expectRefusal(pins.change(user, '2222', '7350'), 'permission_denied', PIN_LOCKED_MESSAGE);
        // Locked for generation too, and for changing even with the right old PIN.
        await expect(pins.verify(user, '4821')).resolves.toMatchObject({ right: false, locked: true });
        await expectRefusal(pins.change(user, '4821', '7350'), 'permission_denied', PIN_LOCKED_MESSAGE);
        now = T0 + PIN_LOCKOUT_MS;
        await expect(pins.change(user, '4821', '7350')).resolves.toBe('changed');
        await expect(pins.verify(user, '7350')).resolves.toMatchObject({ right: true });
      });

      it('says "1 attempt" when one is left', async () => {
        await pins.change(user, '', '4821');
        await wrongTimes(1);
        await expectRefusal(
          pins.change(user, '0000', '7350'),
          'permission_denied',
          'That is not your current PIN. You have 1 attempt left.',
        );
      });

      it('gives 10 parallel wrong old PINs no more than 3 chances', async () => {
        await pins.change(user, '', '4821');
        const outcomes = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            pins.change(user, String(i).padStart(4, '0'), '7350').then(
              () => 'changed',
              (error: AppError) => error.message,
            ),
          ),
        );
        expect(outcomes.sort()).toEqual([
          'That is not your current PIN. You have 1 attempt left.',
          'That is not your current PIN. You have 2 attempts left.',
          ...Array<string>(8).fill(PIN_LOCKED_MESSAGE),
        ]);
        expect(await records.get(user)).toMatchObject({ failures: 3 });
      });

      it('refuses to set a first PIN over an existing one', async () => {
        await pins.change(user, '', '4821');
        await expectRefusal(
          pins.change(user, '', '7350'),
          'permission_denied',
          'A PIN is already set. Please enter your current PIN to change it.',
        );
        // Not counted as a wrong PIN: it says nothing about the PIN.
        await expect(pins.verify(user, '0000')).resolves.toMatchObject({ attemptsLeft: 2 });
        await expect(pins.verify(user, '4821')).resolves.toMatchObject({ right: true });
      });

      it('lets only one of several racing first PINs win', async () => {
        const outcomes = await Promise.all(
          ['1111', '2222', '3333', '4444', '5555'].map((pin) =>
            pins.change(user, '', pin).then(
              () => pin,
              (error: AppError) => error.code,
            ),
          ),
        );
        const winners = outcomes.filter((outcome) => /^\d{4}$/.test(outcome));
        expect(winners).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome === 'permission_denied')).toHaveLength(4);
        await expect(pins.verify(user, winners[0]!)).resolves.toMatchObject({ right: true });
      });

      it('refuses an old PIN when there is none yet', async () => {
        await expectRefusal(
          pins.change(user, '1234', '7350'),
          'failed_precondition',
          'You have no PIN yet: you choose one the first time you pick a profile.',
        );
        expect(await records.get(user)).toBeNull();
      });

      it.each([
        ['', '123', 'The new PIN must be 4 digits.'],
        ['', '12345', 'The new PIN must be 4 digits.'],
        ['', 'abcd', 'The new PIN must be 4 digits.'],
        ['12', '1234', 'The current PIN must be 4 digits.'],
      ])('refuses old %j, new %j as invalid_argument', async (oldPin, newPin, message) => {
        await expectRefusal(pins.change(user, oldPin, newPin), 'invalid_argument', message);
        expect(await records.get(user)).toBeNull();
      });
    });

    it('forgets the PIN on remove', async () => {
      await pins.change(user, '', '4821');
      await pins.remove(user);
      expect(await records.get(user)).toBeNull();
      await expect(pins.verify(user, '4821')).resolves.toMatchObject({ pinSet: false });
    });
  },
);
