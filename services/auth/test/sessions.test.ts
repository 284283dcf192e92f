/** Sessions on a real SQLite file, with a clock the test moves. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError, openSqliteDocumentStore, type DocumentStore } from '@storybook-app/kit';
import { hashToken, Sessions, type SessionRecord } from '../src/sessions';

const HOUR = 3600_000;
const TTL = 24 * HOUR;
const T0 = Date.UTC(2030, 0, 1);

async function expectUnauthenticated(promise: Promise<unknown>): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    code: 'unauthenticated',
    message: 'Your session has ended. Please sign in again.',
  });
}

describe('Sessions', () => {
  let dir: string;
  let file: string;
  let store: DocumentStore;
  let now: number;
  let sessions: Sessions;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-sessions-'));
    file = join(dir, 'auth.sqlite');
    store = openSqliteDocumentStore({ file });
    now = T0;
    sessions = await Sessions.open(store, TTL, () => now);
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const storedSessions = async () => (await store.collection<SessionRecord>('sessions')).find({});

  it('creates an opaque random token that expires after the ttl', async () => {
    const session = await sessions.create('u-1');
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toBe(T0 + TTL);
  });

  it('makes a different token every time, even for the same user', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i++) tokens.add((await sessions.create('u-1')).token);
    expect(tokens.size).toBe(20);
  });

  it('resolves a token to its user', async () => {
    const { token } = await sessions.create('u-1');
    now += HOUR;
    await expect(sessions.resolve(token)).resolves.toMatchObject({
      user_id: 'u-1',
      expires_at: T0 + TTL,
      created_at: T0,
    });
  });

  it('refuses an unknown token and an empty one', async () => {
    await sessions.create('u-1');
    await expectUnauthenticated(sessions.resolve('not-a-token'));
    await expectUnauthenticated(sessions.resolve(''));
  });

  it('revokes a token at once on logout', async () => {
    const { token } = await sessions.create('u-1');
    await sessions.revoke(token);
    await expectUnauthenticated(sessions.resolve(token));
    expect(await storedSessions()).toEqual([]);
  });

  it('revoking only ends that one session', async () => {
    const first = await sessions.create('u-1');
    const second = await sessions.create('u-1');
    await sessions.revoke(first.token);
    await expect(sessions.resolve(second.token)).resolves.toMatchObject({ user_id: 'u-1' });
  });

  it('ignores revoking an empty or unknown token', async () => {
    const { token } = await sessions.create('u-1');
    await sessions.revoke('');
    await sessions.revoke('unknown');
    await expect(sessions.resolve(token)).resolves.toMatchObject({ user_id: 'u-1' });
  });

  it('still accepts a session one millisecond before it expires', async () => {
    const { token } = await sessions.create('u-1');
    now = T0 + TTL - 1;
    await expect(sessions.resolve(token)).resolves.toMatchObject({ user_id: 'u-1' });
  });

  it('refuses a session from the moment it expires, and forgets it', async () => {
    const { token } = await sessions.create('u-1');
    now = T0 + TTL;
    await expectUnauthenticated(sessions.resolve(token));
    expect(await storedSessions()).toEqual([]);
    // Turning the clock back does not bring it back: it is gone.
    now = T0;
    await expectUnauthenticated(sessions.resolve(token));
  });

  it('revokes every session of one user, and only theirs', async () => {
    const a1 = await sessions.create('u-a');
    const a2 = await sessions.create('u-a');
    const b = await sessions.create('u-b');
    await sessions.revokeAllOf('u-a');
    await expectUnauthenticated(sessions.resolve(a1.token));
    await expectUnauthenticated(sessions.resolve(a2.token));
    await expect(sessions.resolve(b.token)).resolves.toMatchObject({ user_id: 'u-b' });
  });

  it('stores only a SHA-256 of the token, never the token itself', async () => {
    const { token } = await sessions.create('u-1');
    const stored = await storedSessions();
    expect(stored).toHaveLength(1);
    expect(stored[0]!._id).toBe(hashToken(token));
    expect(stored[0]!._id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('leaves no token text in the database files on disk', async () => {
    const tokens = [(await sessions.create('u-1')).token, (await sessions.create('u-2')).token];
    await store.close();
    const bytes = ['', '-wal', '-shm']
      .map((suffix) => `${file}${suffix}`)
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path).toString('latin1'))
      .join('');
    expect(bytes).toContain(hashToken(tokens[0]!));
    for (const token of tokens) expect(bytes).not.toContain(token);
  });

  it('keeps sessions across a reopen of the same file', async () => {
    const { token } = await sessions.create('u-1');
    await store.close();
    store = openSqliteDocumentStore({ file });
    const reopened = await Sessions.open(store, TTL, () => now);
    await expect(reopened.resolve(token)).resolves.toMatchObject({ user_id: 'u-1' });
  });
});
