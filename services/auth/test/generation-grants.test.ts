/** Generation grants: the pure rule, then the store on a real SQLite file with a clock the test moves. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDocumentStore, type DocumentStore } from '@storybook-app/kit';
import { GenerationGrants, grantAllows, grantId } from '../src/generation-grants';

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

describe('GenerationGrants', () => {
  let dir: string;
  let store: DocumentStore;
  let now: number;
  let grants: GenerationGrants;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-grants-'));
    store = openSqliteDocumentStore({ file: join(dir, 'auth.sqlite') });
    now = T0;
    grants = await GenerationGrants.open(store, 30 * MINUTE, () => now);
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives a grant that lasts its lifetime, and entering the PIN again renews it', async () => {
    expect(await grants.give('s1', 'u1', 'p1')).toBe(T0 + 30 * MINUTE);
    now += 29 * MINUTE;
    expect(await grants.check('s1', 'p1')).toBe(T0 + 30 * MINUTE);
    expect(await grants.give('s1', 'u1', 'p1')).toBe(now + 30 * MINUTE);
    now += 29 * MINUTE;
    expect(await grants.check('s1', 'p1')).toBeGreaterThan(now);
    now += 2 * MINUTE;
    expect(await grants.check('s1', 'p1')).toBe(0);
  });

  it('answers only for its own session and profile', async () => {
    await grants.give('s1', 'u1', 'p1');
    expect(await grants.check('s1', 'p2')).toBe(0);
    expect(await grants.check('s2', 'p1')).toBe(0);
  });

  it('ends with its session, or with every session of the user', async () => {
    await grants.give('s1', 'u1', 'p1');
    await grants.give('s1', 'u1', 'p2');
    await grants.give('s2', 'u1', 'p1');
    await grants.give('s3', 'u2', 'p3');
    await grants.endSession('s1');
    expect(await grants.check('s1', 'p1')).toBe(0);
    expect(await grants.check('s1', 'p2')).toBe(0);
    expect(await grants.check('s2', 'p1')).toBeGreaterThan(0);
    await grants.endAllOf('u1');
    expect(await grants.check('s2', 'p1')).toBe(0);
    expect(await grants.check('s3', 'p3')).toBeGreaterThan(0);
  });
});
