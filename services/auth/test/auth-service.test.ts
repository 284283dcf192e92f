/**
 * The auth service over gRPC on its real parts (auth-test-bed.ts): sign-in, sessions, account type.
 * Google sign-in, the PIN, problem reports and deletion have their own files.
 */
import { join } from 'node:path';
import { billingConfigSchema, startBillingService } from '@storybook-app/billing';
import {
  checkHealth,
  createInProcessEventBus,
  loadConfig,
  openSqliteDocumentStore,
  TOPICS,
  type AppError,
} from '@storybook-app/kit';
import { eventually } from '@storybook-app/kit/testing';
import type { SessionRecord } from '../src/sessions';
import type { UserRecord } from '../src/users';
import { AuthTestBed, expectCode, silentLogger as logger, type RunningAuth } from './auth-test-bed';

/** billing's own record of a plan (services/billing/src/accounts.ts), written here as billing would. */
interface SubscriptionRecord {
  _id: string;
  plan_name: string;
  status: string;
}

describe('auth service', () => {
  let bed: AuthTestBed;
  let dir: string;
  const startAuth = (vars: Record<string, string> = {}) => bed.startAuth(vars);

  beforeAll(async () => {
    bed = await AuthTestBed.start();
    dir = bed.dir;
  });

  afterAll(async () => {
    await bed.stop();
  });

  describe('in a local (non-production) run', () => {
    let auth: RunningAuth;

    beforeAll(async () => {
      auth = await startAuth({ ADMIN_EMAILS: ' Grown.Up@Storybook.Local , boss@example.com' });
    });

    const users = async () => (await auth.store.collection<UserRecord>('users')).find({});

    it('answers SERVING on its health check', async () => {
      await expect(
        checkHealth(
          auth.server.address,
          'storybook.auth.Auth',
          10_000 /* asserted: the answer, not its speed */,
        ),
      ).resolves.toBe('SERVING');
    });

    it('offers local sign-in in its sign-in config', async () => {
      await expect(auth.client.GetSignInConfig({})).resolves.toEqual({
        google_client_id: '',
        local_login: true,
      });
    });

    it('signs in by name: a session token and a Free profile', async () => {
      const before = Date.now();
      const reply = await auth.client.LocalLogin({ name: '  Ada Lovelace ' });
      expect(reply.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(reply.expires_at).toBeGreaterThanOrEqual(before + 30 * 24 * 3600_000);
      expect(reply.profile).toEqual({
        user_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Ada Lovelace',
        email: 'ada.lovelace@storybook.local',
        picture: '',
        last_login: expect.any(String),
        account_type: 'Free',
      });
      expect(Date.parse(reply.profile!.last_login)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('creates the user once per name, whatever the case and spacing', async () => {
      const first = await auth.client.LocalLogin({ name: 'Grace Hopper' });
      const second = await auth.client.LocalLogin({ name: 'grace HOPPER' });
      const third = await auth.client.LocalLogin({ name: '  GRACE hopper  ' });
      expect(second.profile!.user_id).toBe(first.profile!.user_id);
      expect(third.profile!.user_id).toBe(first.profile!.user_id);
      // Each sign-in is its own session.
      expect(new Set([first, second, third].map((reply) => reply.session_token)).size).toBe(3);
      const graces = (await users()).filter((user) => user.login_key === 'local:grace hopper');
      expect(graces).toHaveLength(1);
      // The name shown is the latest spelling.
      expect(graces[0]!.name).toBe('GRACE hopper');
    });

    it('creates one user even when the first sign-ins race', async () => {
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => auth.client.LocalLogin({ name: 'Racing Parent' })),
      );
      expect(new Set(replies.map((reply) => reply.profile!.user_id)).size).toBe(1);
      expect((await users()).filter((user) => user.login_key === 'local:racing parent')).toHaveLength(1);
    });

    it('gives different names different users', async () => {
      const a = await auth.client.LocalLogin({ name: 'Parent A' });
      const b = await auth.client.LocalLogin({ name: 'Parent B' });
      expect(a.profile!.user_id).not.toBe(b.profile!.user_id);
    });

    it('resolves a session to its user', async () => {
      const login = await auth.client.LocalLogin({ name: 'Resolver' });
      await expect(auth.client.ResolveSession({ session_token: login.session_token })).resolves.toEqual({
        user_id: login.profile!.user_id,
        is_admin: false,
        expires_at: login.expires_at,
      });
    });

    it('refuses an unknown or empty session token as unauthenticated', async () => {
      await expectCode(auth.client.ResolveSession({ session_token: 'made-up' }), 'unauthenticated');
      await expectCode(auth.client.ResolveSession({ session_token: '' }), 'unauthenticated');
    });

    it('revokes the session on logout', async () => {
      const login = await auth.client.LocalLogin({ name: 'Leaver' });
      await expect(auth.client.Logout({ session_token: login.session_token })).resolves.toEqual({});
      const error = await expectCode(
        auth.client.ResolveSession({ session_token: login.session_token }),
        'unauthenticated',
      );
      expect(error.message).toBe('Your session has ended. Please sign in again.');
    });

    it('announces the logout on auth.sessions-ended with the user, never the token', async () => {
      const heard: unknown[] = [];
      await bed.bus.subscribe(TOPICS.sessionsEnded, async (event) => void heard.push(event.payload), {
        group: 'test.sessions-ended',
      });
      const login = await auth.client.LocalLogin({ name: 'Announced Leaver' });
      await auth.client.Logout({ session_token: login.session_token });
      await auth.client.Logout({ session_token: 'never-issued' });
      await bed.bus.idle();
      expect(heard).toEqual([{ userId: login.profile!.user_id }]);
    });

    it('keeps other sessions of the same user after one logs out', async () => {
      const phone = await auth.client.LocalLogin({ name: 'Two Devices' });
      const laptop = await auth.client.LocalLogin({ name: 'Two Devices' });
      await auth.client.Logout({ session_token: phone.session_token });
      await expect(
        auth.client.ResolveSession({ session_token: laptop.session_token }),
      ).resolves.toMatchObject({
        user_id: laptop.profile!.user_id,
      });
    });

    it('accepts logout of an unknown token without error', async () => {
      await expect(auth.client.Logout({ session_token: 'never-issued' })).resolves.toEqual({});
    });

    it('stores only a hash of the session token', async () => {
      const login = await auth.client.LocalLogin({ name: 'Hashed' });
      const stored = await (await auth.store.collection<SessionRecord>('sessions')).find({});
      expect(stored.length).toBeGreaterThan(0);
      expect(JSON.stringify(stored)).not.toContain(login.session_token);
      expect(stored.some((session) => session.user_id === login.profile!.user_id)).toBe(true);
    });

    it('makes a user whose email is in ADMIN_EMAILS an admin (case-insensitive)', async () => {
      const login = await auth.client.LocalLogin({ name: 'Grown Up' });
      expect(login.profile!.email).toBe('grown.up@storybook.local');
      expect(login.profile!.account_type).toBe('admin');
      await expect(auth.client.ResolveSession({ session_token: login.session_token })).resolves.toMatchObject(
        {
          is_admin: true,
        },
      );
      await expect(auth.client.GetAccountType({ user_id: login.profile!.user_id })).resolves.toEqual({
        account_type: 'admin',
      });
    });

    it("answers the account type from billing's active plan", async () => {
      const login = await auth.client.LocalLogin({ name: 'Subscriber' });
      const userId = login.profile!.user_id;
      const subscriptions = await bed.billingStore.collection<SubscriptionRecord>('subscriptions');
      await subscriptions.insert({ _id: userId, plan_name: 'Storyteller', status: 'active' });
      await expect(auth.client.GetAccountType({ user_id: userId })).resolves.toEqual({
        account_type: 'Storyteller',
      });
      await expect(auth.client.GetUser({ user_id: userId })).resolves.toMatchObject({
        account_type: 'Storyteller',
      });
      await subscriptions.update(userId, { status: 'canceled' });
      await expect(auth.client.GetAccountType({ user_id: userId })).resolves.toEqual({
        account_type: 'Free',
      });
    });

    it('answers the user profile, and not_found for an unknown user', async () => {
      const login = await auth.client.LocalLogin({ name: 'Profiled' });
      await expect(auth.client.GetUser({ user_id: login.profile!.user_id })).resolves.toEqual(login.profile);
      await expectCode(auth.client.GetUser({ user_id: 'no-such-user' }), 'not_found');
      await expectCode(auth.client.GetAccountType({ user_id: 'no-such-user' }), 'not_found');
    });

    it.each([
      ['an empty name', ''],
      ['a blank name', '   '],
      ['a 61-character name', 'x'.repeat(61)],
    ])('refuses %s as invalid_argument', async (_what, name) => {
      const countBefore = (await users()).length;
      const error = await expectCode(auth.client.LocalLogin({ name }), 'invalid_argument');
      expect(error.message).toBe('Please enter a name of 1 to 60 characters.');
      expect(await users()).toHaveLength(countBefore);
    });

    it('accepts a 60-character name, and 60 characters after trimming', async () => {
      await expect(auth.client.LocalLogin({ name: 'y'.repeat(60) })).resolves.toMatchObject({
        profile: { name: 'y'.repeat(60) },
      });
      await expect(auth.client.LocalLogin({ name: ` ${'z'.repeat(60)} ` })).resolves.toMatchObject({
        profile: { name: 'z'.repeat(60) },
      });
    });

    it('gives a name without letters or digits a fallback email', async () => {
      const login = await auth.client.LocalLogin({ name: '✨🌙' });
      expect(login.profile!.email).toBe('parent@storybook.local');
    });

    it('ends a session whose account no longer exists, and forgets it', async () => {
      const login = await auth.client.LocalLogin({ name: 'Vanished' });
      // The account is removed behind the session's back, as a deletion racing a sign-in could leave it.
      await (await auth.store.collection<UserRecord>('users')).delete(login.profile!.user_id);
      await expectCode(auth.client.ResolveSession({ session_token: login.session_token }), 'unauthenticated');
      const sessions = await auth.store.collection<SessionRecord>('sessions');
      expect(await sessions.count({ user_id: login.profile!.user_id })).toBe(0);
    });
  });

  describe('session expiry through the service', () => {
    it('refuses a session once its ttl has passed', async () => {
      // 0.00002 h = 72 ms.
      const auth = await startAuth({ SESSION_TTL_HOURS: '0.00002' });
      const login = await auth.client.LocalLogin({ name: 'Short Session' });
      expect(login.expires_at - Date.now()).toBeLessThanOrEqual(72);
      await eventually('the session refused once expired', async () => {
        const outcome = await auth.client.ResolveSession({ session_token: login.session_token }).then(
          () => 'ok',
          (error: unknown) => (error as AppError).code,
        );
        return outcome === 'unauthenticated';
      });
    });
  });

  describe('in production', () => {
    it('refuses local sign-in with permission_denied and does not offer it', async () => {
      const auth = await startAuth({
        NODE_ENV: 'production',
        LOCAL_LOGIN: 'true',
        GOOGLE_CLIENT_ID: 'g-123',
      });
      const error = await expectCode(auth.client.LocalLogin({ name: 'Intruder' }), 'permission_denied');
      expect(error.message).toBe('Local sign-in is turned off.');
      await expect(auth.client.GetSignInConfig({})).resolves.toEqual({
        google_client_id: 'g-123',
        local_login: false,
      });
      expect(await (await auth.store.collection('users')).count({})).toBe(0);
    });
  });

  describe('with LOCAL_LOGIN=false', () => {
    it('refuses local sign-in with permission_denied', async () => {
      const auth = await startAuth({ LOCAL_LOGIN: 'false' });
      await expectCode(auth.client.LocalLogin({ name: 'Someone' }), 'permission_denied');
      await expect(auth.client.GetSignInConfig({})).resolves.toMatchObject({ local_login: false });
    });
  });

  describe('when billing does not answer', () => {
    it('fails sign-in with unavailable instead of guessing the account type', async () => {
      // A port nothing listens on: the address of a billing service that has stopped.
      const store = openSqliteDocumentStore({ file: join(dir, 'billing-gone.sqlite') });
      const bus = createInProcessEventBus();
      const gone = await startBillingService(
        loadConfig(billingConfigSchema, { GRPC_PORT: '0', DATA_DIR: dir }),
        { store, bus },
        logger,
      );
      await gone.stop(100);
      await store.close();
      await bus.close();
      const auth = await startAuth({ BILLING_ADDR: gone.address });
      const error = await expectCode(auth.client.LocalLogin({ name: 'No Billing' }), 'unavailable');
      // The kit's client rewrites every `unavailable` message to name the service it called (auth here),
      // even when auth itself answered and only relayed billing's failure.
      expect(error.message).toMatch(/service is not answering/);
    });
  });
});
