/**
 * The generation PIN over gRPC (VerifyGenerationPin, GetPinStatus, UpdatePin) on the real service. The rules with a
 * moved clock (lockout expiry) are in generation-pins-store.test.ts; here is what the gateway sees.
 */
import { PIN_LOCKED_MESSAGE, type PinRecord } from '../src/generation-pins';
import { AuthTestBed, expectCode, type RunningAuth } from './auth-test-bed';

const LOCKOUT_MS = 300_000;

describe('generation PIN over gRPC', () => {
  let bed: AuthTestBed;
  let auth: RunningAuth;
  let parents = 0;

  beforeAll(async () => {
    bed = await AuthTestBed.start();
    auth = await bed.startAuth();
  });

  afterAll(async () => {
    await bed.stop();
  });

  /** A new parent, signed in, without a PIN. */
  const newParent = async () =>
    (await auth.client.LocalLogin({ name: `Pin Parent ${++parents}` })).profile!.user_id;
  const verify = (user_id: string, pin: string) => auth.client.VerifyGenerationPin({ user_id, pin });
  const setPin = (user_id: string, new_pin: string) =>
    auth.client.UpdatePin({ user_id, old_pin: '', new_pin });

  it('answers pin_set false before the first PIN, counting nothing', async () => {
    const user = await newParent();
    for (let i = 0; i < 4; i++) {
      await expect(verify(user, '1234')).resolves.toEqual({
        auth_gen: false,
        attempts_left: 3,
        locked_until: 0,
        pin_set: false,
      });
    }
  });

  it('sets the PIN on first use (empty old PIN) and then allows generation with it', async () => {
    const user = await newParent();
    await expect(setPin(user, '2468')).resolves.toEqual({});
    await expect(verify(user, '2468')).resolves.toEqual({
      auth_gen: true,
      attempts_left: 3,
      locked_until: 0,
      pin_set: true,
    });
    await expect(verify(user, '8642')).resolves.toEqual({
      auth_gen: false,
      attempts_left: 2,
      locked_until: 0,
      pin_set: true,
    });
  });

  it('locks for 5 minutes after 3 wrong PINs, refusing even the right one', async () => {
    const user = await newParent();
    await setPin(user, '2468');
    await verify(user, '0000');
    await verify(user, '0001');
    const before = Date.now();
    const third = await verify(user, '0002');
    const after = Date.now();
    expect(third).toMatchObject({ auth_gen: false, attempts_left: 0, pin_set: true });
    expect(third.locked_until).toBeGreaterThanOrEqual(before + LOCKOUT_MS);
    expect(third.locked_until).toBeLessThanOrEqual(after + LOCKOUT_MS);
    await expect(verify(user, '2468')).resolves.toEqual({
      auth_gen: false,
      attempts_left: 0,
      locked_until: third.locked_until,
      pin_set: true,
    });
  });

  it('answers the PIN status: none yet, then the attempts left, then until when it is locked', async () => {
    const user = await newParent();
    const status = () => auth.client.GetPinStatus({ user_id: user });
    await expect(status()).resolves.toEqual({ pin_set: false, attempts_left: 3, locked_until: 0 });
    await setPin(user, '2468');
    await expect(status()).resolves.toEqual({ pin_set: true, attempts_left: 3, locked_until: 0 });
    await verify(user, '0000');
    await expect(status()).resolves.toEqual({ pin_set: true, attempts_left: 2, locked_until: 0 });
    await verify(user, '0001');
    const third = await verify(user, '0002');
    expect(third.locked_until).toBeGreaterThan(Date.now());
    // The same end as the wrong PIN answered, however often it is asked (it counts nothing).
    await expect(status()).resolves.toEqual({
      pin_set: true,
      attempts_left: 0,
      locked_until: third.locked_until,
    });
    await expect(status()).resolves.toEqual({
      pin_set: true,
      attempts_left: 0,
      locked_until: third.locked_until,
    });
  });

  it('counts exactly 3 of 10 parallel wrong guesses, then locks', async () => {
    const user = await newParent();
    await setPin(user, '2468');
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => verify(user, String(1000 + i))));
    expect(replies.every((reply) => !reply.auth_gen)).toBe(true);
    expect(replies.map((reply) => reply.attempts_left).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(replies.filter((reply) => reply.locked_until > 0)).toHaveLength(8);
    const stored = await (await auth.store.collection<PinRecord>('pins')).get(user);
    expect(stored).toMatchObject({ failures: 3 });
  });

  it('counts a wrong old PIN in update-pin against the same attempts', async () => {
    const user = await newParent();
    await setPin(user, '2468');
    const wrongOld = await expectCode(
      auth.client.UpdatePin({ user_id: user, old_pin: '1111', new_pin: '1357' }),
      'permission_denied',
    );
    expect(wrongOld.message).toBe('That is not your current PIN. You have 2 attempts left.');
    await expect(verify(user, '2222')).resolves.toMatchObject({ attempts_left: 1 });
    const locked = await expectCode(
      auth.client.UpdatePin({ user_id: user, old_pin: '3333', new_pin: '1357' }),
      'permission_denied',
    );
    expect(locked.message).toBe(PIN_LOCKED_MESSAGE);
    const stillLocked = await expectCode(
      auth.client.UpdatePin({ user_id: user, old_pin: '2468', new_pin: '1357' }),
      'permission_denied',
    );
    expect(stillLocked.message).toBe('Your pin was wrong too many times. Please try again later.');
    await expect(verify(user, '2468')).resolves.toMatchObject({ auth_gen: false, attempts_left: 0 });
  });

  it('changes the PIN with the right old PIN', async () => {
    const user = await newParent();
    await setPin(user, '2468');
    await expect(auth.client.UpdatePin({ user_id: user, old_pin: '2468', new_pin: '1357' })).resolves.toEqual(
      {},
    );
    await expect(verify(user, '1357')).resolves.toMatchObject({ auth_gen: true });
    await expect(verify(user, '2468')).resolves.toMatchObject({ auth_gen: false });
  });

  it('refuses a first PIN over an existing one with permission_denied', async () => {
    const user = await newParent();
    await setPin(user, '2468');
    const error = await expectCode(setPin(user, '1357'), 'permission_denied');
    expect(error.message).toBe('A PIN is already set. Please enter your current PIN to change it.');
  });

  it('refuses PINs that are not 4 digits with invalid_argument', async () => {
    const user = await newParent();
    const error = await expectCode(setPin(user, '12'), 'invalid_argument');
    expect(error.message).toBe('The new PIN must be 4 digits.');
    await expectCode(setPin(user, '12a4'), 'invalid_argument');
    await setPin(user, '2468');
    await expectCode(verify(user, '246'), 'invalid_argument');
    await expectCode(
      auth.client.UpdatePin({ user_id: user, old_pin: '24', new_pin: '1357' }),
      'invalid_argument',
    );
    // None of them counted.
    await expect(verify(user, '2468')).resolves.toMatchObject({ auth_gen: true, attempts_left: 3 });
  });

  it('refuses to set a PIN for an account that does not exist', async () => {
    await expectCode(setPin('no-such-user', '2468'), 'not_found');
    expect(await (await auth.store.collection<PinRecord>('pins')).get('no-such-user')).toBeNull();
  });
});
