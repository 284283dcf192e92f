/**
 * DeleteAccount over gRPC: `auth.user-deleted` is published on the bus (a test subscriber and the real
 * billing service receive it) and auth keeps nothing of the user: account, sessions, PIN, problem reports.
 */
import {
  createInProcessEventBus,
  parseEvent,
  TOPICS,
  type Collection,
  type Doc,
  type EventEnvelope,
} from '@storybook-app/kit';
import type { PinRecord } from '../src/generation-pins';
import type { ProblemReportRecord } from '../src/problem-reports';
import type { SessionRecord } from '../src/sessions';
import type { UserRecord } from '../src/users';
import { AuthTestBed, expectCode, silentLogger, type RunningAuth } from './auth-test-bed';

/** billing's record of a plan (services/billing/src/accounts.ts), seeded as billing would keep it. */
interface SubscriptionRecord extends Doc {
  plan_name: string;
  status: string;
}

describe('account deletion over gRPC', () => {
  let bed: AuthTestBed;
  let auth: RunningAuth;
  const published: EventEnvelope[] = [];
  let parents = 0;

  beforeAll(async () => {
    bed = await AuthTestBed.start();
    await bed.bus.subscribe(TOPICS.userDeleted, async (event) => void published.push(event), {
      group: 'test.user-deleted',
    });
    auth = await bed.startAuth();
  });

  afterAll(async () => {
    await bed.stop();
  });

  const collection = <T extends Doc>(name: string): Promise<Collection<T>> => auth.store.collection<T>(name);
  const deletedUserIds = () => published.map((event) => parseEvent(TOPICS.userDeleted, event).payload.userId);

  /** A parent with two sessions, a PIN and two problem reports: everything auth keeps of someone. */
  async function fullAccount() {
    const name = `Leaving Parent ${++parents}`;
    const phone = await auth.client.LocalLogin({ name });
    const laptop = await auth.client.LocalLogin({ name });
    const userId = phone.profile!.user_id;
    await auth.client.UpdatePin({ user_id: userId, old_pin: '', new_pin: '2468' });
    await auth.client.ReportProblem({ user_id: userId, description: 'One', page_url: '/' });
    await auth.client.ReportProblem({ user_id: userId, description: 'Two', page_url: '/bookshelf' });
    return { userId, tokens: [phone.session_token, laptop.session_token] };
  }

  /** How many records auth holds of the user, per collection. */
  async function heldOf(userId: string) {
    return {
      users: (await (await collection<UserRecord>('users')).get(userId)) ? 1 : 0,
      sessions: await (await collection<SessionRecord>('sessions')).count({ user_id: userId }),
      pins: (await (await collection<PinRecord>('pins')).get(userId)) ? 1 : 0,
      reports: await (await collection<ProblemReportRecord>('problem_reports')).count({ user_id: userId }),
    };
  }

  it('publishes auth.user-deleted with the user id and removes everything auth holds of the user', async () => {
    const leaving = await fullAccount();
    const staying = await fullAccount();
    expect(await heldOf(leaving.userId)).toEqual({ users: 1, sessions: 2, pins: 1, reports: 2 });

    await expect(auth.client.DeleteAccount({ user_id: leaving.userId })).resolves.toEqual({});
    await bed.bus.idle();

    expect(deletedUserIds()).toContain(leaving.userId);
    const event = published.find((e) => parseEvent(TOPICS.userDeleted, e).payload.userId === leaving.userId)!;
    expect(event).toMatchObject({ type: 'UserDeleted', version: 1 });
    expect(await heldOf(leaving.userId)).toEqual({ users: 0, sessions: 0, pins: 0, reports: 0 });
    for (const session_token of leaving.tokens) {
      await expectCode(auth.client.ResolveSession({ session_token }), 'unauthenticated');
    }
    await expectCode(auth.client.GetUser({ user_id: leaving.userId }), 'not_found');
    await expect(
      auth.client.VerifyGenerationPin({ user_id: leaving.userId, pin: '2468' }),
    ).resolves.toMatchObject({ pin_set: false, auth_gen: false });

    // Nobody else's data is touched.
    expect(await heldOf(staying.userId)).toEqual({ users: 1, sessions: 2, pins: 1, reports: 2 });
    await expect(auth.client.ResolveSession({ session_token: staying.tokens[0]! })).resolves.toMatchObject({
      user_id: staying.userId,
    });
  });

  it('reaches the other services: billing forgets the plan of the deleted user', async () => {
    const { userId } = await fullAccount();
    const subscriptions = await bed.billingStore.collection<SubscriptionRecord>('subscriptions');
    await subscriptions.insert({ _id: userId, plan_name: 'Weekly', status: 'active' });
    await auth.client.DeleteAccount({ user_id: userId });
    await bed.bus.idle();
    expect(await subscriptions.get(userId)).toBeNull();
  });

  it('is idempotent: deleting again succeeds and announces it again', async () => {
    const { userId } = await fullAccount();
    await auth.client.DeleteAccount({ user_id: userId });
    await expect(auth.client.DeleteAccount({ user_id: userId })).resolves.toEqual({});
    await bed.bus.idle();
    expect(deletedUserIds().filter((id) => id === userId)).toHaveLength(2);
    expect(await heldOf(userId)).toEqual({ users: 0, sessions: 0, pins: 0, reports: 0 });
  });

  it('gives a parent who signs in again after deleting a new, empty account', async () => {
    const name = `Leaving Parent ${++parents}`;
    const before = await auth.client.LocalLogin({ name });
    await auth.client.UpdatePin({ user_id: before.profile!.user_id, old_pin: '', new_pin: '2468' });
    await auth.client.DeleteAccount({ user_id: before.profile!.user_id });
    const after = await auth.client.LocalLogin({ name });
    expect(after.profile!.user_id).not.toBe(before.profile!.user_id);
    await expect(
      auth.client.VerifyGenerationPin({ user_id: after.profile!.user_id, pin: '2468' }),
    ).resolves.toMatchObject({ pin_set: false });
  });

  it('refuses records for an account once it is deleted', async () => {
    const { userId } = await fullAccount();
    await auth.client.DeleteAccount({ user_id: userId });
    await expectCode(
      auth.client.ReportProblem({ user_id: userId, description: 'Late', page_url: '' }),
      'not_found',
    );
    await expectCode(auth.client.UpdatePin({ user_id: userId, old_pin: '', new_pin: '1357' }), 'not_found');
    expect(await heldOf(userId)).toEqual({ users: 0, sessions: 0, pins: 0, reports: 0 });
  });

  it('refuses a request without a user id, announcing nothing', async () => {
    const count = published.length;
    await expectCode(auth.client.DeleteAccount({ user_id: '' }), 'invalid_argument');
    await bed.bus.idle();
    expect(published).toHaveLength(count);
  });

  it('leaves the account whole when the event cannot be published, so the user can retry', async () => {
    const broken = createInProcessEventBus({ logger: silentLogger });
    await broken.close();
    const cut = await bed.startAuth({}, broken);
    const login = await cut.client.LocalLogin({ name: 'Cannot Leave Yet' });
    const userId = login.profile!.user_id;
    await cut.client.UpdatePin({ user_id: userId, old_pin: '', new_pin: '2468' });
    await expectCode(cut.client.DeleteAccount({ user_id: userId }), 'internal');
    await expect(cut.client.ResolveSession({ session_token: login.session_token })).resolves.toMatchObject({
      user_id: userId,
    });
    await expect(cut.client.VerifyGenerationPin({ user_id: userId, pin: '2468' })).resolves.toMatchObject({
      auth_gen: true,
    });
  });
});
