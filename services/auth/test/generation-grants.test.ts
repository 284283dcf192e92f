/**
 * Generation grants: the pure rule, then the store with a clock the test moves, on both adapters auth runs
 * on (the embedded SQLite file, and MongoDB: the run's FerretDB, picked as auth's main.ts picks it).
 */
import { randomUUID } from 'node:crypto';
import { GenerationGrants, grantAllows, grantId } from '../src/generation-grants';
import { AUTH_STORES, type OpenedStore } from './auth-test-bed';

const MINUTE = 60_000;
const T0 = Date.UTC(2030, 0, 1);

describe('grantAllows', () => {
  const grant = { session_id: 's1', profile_id: 'p1', expires_at: T0 + 30 * MINUTE };

  it('lets the session generate for the profile until the grant expires', () => {
    expect(grantAllows(grant, 's1', 'p1', T0)).toBe(true);
    expect(grantAllows(grant, 's1', 'p1', T0 + 30 * MINUTE - 1)).toBe(true);
    expect(grantAllows(grant, 's1', 'p1', T0 + 30 * MINUTE)).toBe(false);
  });

  it('never answers for another profile or another session', () => {
    expect(grantAllows(grant, 's1', 'p2', T0)).toBe(false);
    expect(grantAllows(grant, 's2', 'p1', T0)).toBe(false);
    expect(grantAllows(grant, '', 'p1', T0)).toBe(false);
    expect(grantAllows(grant, 's1', '', T0)).toBe(false);
    expect(grantAllows(null, 's1', 'p1', T0)).toBe(false);
  });

  it('keys one grant per session and profile', () => {
    expect(grantId('s1', 'p1')).not.toBe(grantId('s1', 'p2'));
    expect(grantId('s1', 'p1')).not.toBe(grantId('s2', 'p1'));
  });
});

describe.each([...AUTH_STORES.map(([name, open]) => [name, () => open('generation_grants')] as const)])(
  'GenerationGrants [%s]',
  (_adapter, open) => {
    let opened: OpenedStore;
    let now: number;
    let grants: GenerationGrants;
    /** Fresh ids per test, so the tests share one store without sharing a grant. */
    let s1: string, s2: string, s3: string, u1: string, u2: string;

    beforeAll(async () => {
      opened = await open();
      grants = await GenerationGrants.open(opened.store, 30 * MINUTE, () => now);
    });

    afterAll(async () => {
      await opened.close();
    });

    beforeEach(() => {
      now = T0;
      [s1, s2, s3, u1, u2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    });

    it('gives a grant that lasts its lifetime, and entering the PIN again renews it', async () => {
      expect(await grants.give(s1, u1, 'p1')).toBe(T0 + 30 * MINUTE);
      now += 29 * MINUTE;
      expect(await grants.check(s1, 'p1')).toBe(T0 + 30 * MINUTE);
      expect(await grants.give(s1, u1, 'p1')).toBe(now + 30 * MINUTE);
      now += 29 * MINUTE;
      expect(await grants.check(s1, 'p1')).toBeGreaterThan(now);
      now += 2 * MINUTE;
      expect(await grants.check(s1, 'p1')).toBe(0);
    });

    it('answers only for its own session and profile', async () => {
      await grants.give(s1, u1, 'p1');
      expect(await grants.check(s1, 'p2')).toBe(0);
      expect(await grants.check(s2, 'p1')).toBe(0);
      expect(await grants.check('', 'p1')).toBe(0);
    });

    it('ends with its session, or with every session of the user', async () => {
      await grants.give(s1, u1, 'p1');
      await grants.give(s1, u1, 'p2');
      await grants.give(s2, u1, 'p1');
      await grants.give(s3, u2, 'p3');
      await grants.endSession(s1);
      expect(await grants.check(s1, 'p1')).toBe(0);
      expect(await grants.check(s1, 'p2')).toBe(0);
      expect(await grants.check(s2, 'p1')).toBeGreaterThan(0);
      await grants.endAllOf(u1);
      expect(await grants.check(s2, 'p1')).toBe(0);
      expect(await grants.check(s3, 'p3')).toBeGreaterThan(0);
    });
  },
);
