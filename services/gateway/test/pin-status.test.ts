/**
 * GET /api/auth/pin-status: what the PIN dialog asks on opening (is there a PIN yet, how many attempts are
 * left, until when is it locked), for the session's own user only. The auth service is a fake here; its
 * real answers are tested in services/auth/test/generation-pin.test.ts.
 */
import { AppError } from '@storybook-app/kit';
import { ROUTES, type ServiceClients } from '../src/index';
import { gatewayWithFakes, SESSION_COOKIE, type GatewayWithFakes } from './gateway-with-fakes';

const USER = 'u-1';
const asUser = `${SESSION_COOKIE}=good-token`;
const LOCKED_UNTIL = Date.UTC(2035, 0, 1, 12, 5);

describe('GET /api/auth/pin-status', () => {
  let status: { pin_set: boolean; attempts_left: number; locked_until: number };
  const auth = {
    ResolveSession: jest.fn(async ({ session_token }: { session_token?: string }) => {
      if (session_token === 'good-token') return { user_id: USER, is_admin: false, expires_at: LOCKED_UNTIL };
      throw new AppError('unauthenticated', 'Your session has ended. Please sign in again.');
    }),
    GetPinStatus: jest.fn(async (_request: { user_id?: string }) => status),
  };
  let gateway: GatewayWithFakes;

  beforeAll(async () => {
    const clients = { auth, story: {}, billing: {}, profiles: {}, images: {} } as unknown as ServiceClients;
    gateway = await gatewayWithFakes(clients, ROUTES);
  });

  afterAll(() => gateway.close());

  beforeEach(() => jest.clearAllMocks());

  it('answers a user without a PIN yet with pinSet false, asking auth for the session user', async () => {
    status = { pin_set: false, attempts_left: 3, locked_until: 0 };
    const res = await gateway.api.get('/api/auth/pin-status').set('Cookie', asUser);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pinSet: false, attemptsLeft: 3, lockedUntil: null });
    expect(auth.GetPinStatus).toHaveBeenCalledWith({ user_id: USER }, expect.anything());
  });

  it('answers the end of a lockout in epoch milliseconds', async () => {
    status = { pin_set: true, attempts_left: 0, locked_until: LOCKED_UNTIL };
    const res = await gateway.api.get('/api/auth/pin-status').query({ userId: USER }).set('Cookie', asUser);
    expect(res.body).toEqual({ pinSet: true, attemptsLeft: 0, lockedUntil: LOCKED_UNTIL });
  });

  it("refuses another user's status (403) and a caller without a session (401) without asking auth", async () => {
    const other = await gateway.api
      .get('/api/auth/pin-status')
      .query({ userId: 'u-2' })
      .set('Cookie', asUser);
    expect(other.status).toBe(403);
    const anonymous = await gateway.api.get('/api/auth/pin-status');
    expect(anonymous.status).toBe(401);
    expect(auth.GetPinStatus).not.toHaveBeenCalled();
  });
});
