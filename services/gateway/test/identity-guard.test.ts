/**
 * The gateway on its own: who the caller is comes from the session cookie only, a body or query naming
 * another user is refused before any service is called, and every failure leaves as a status and `{error}`.
 * The services are fakes here on purpose: these tests are about what the gateway does (or does not) call.
 */
import { AppError, INTERNAL_ERROR_MESSAGE, type CallOptions } from '@storybook-app/kit';
import { z } from 'zod';
import { ROUTES, type ServiceClients } from '../src/index';
import { gatewayWithFakes, SESSION_COOKIE, type GatewayWithFakes } from './gateway-with-fakes';
import { NOT_BUILT_MESSAGE } from '../src/http/errors';
import { route } from '../src/routes/route';

interface GrantCheck {
  session_token?: string;
  profile_id?: string;
}

const COOKIE = SESSION_COOKIE;
const USER = 'u-1';
const OTHER = 'u-2';
const EXPIRES_AT = Date.UTC(2035, 0, 1);
const asUser = `${COOKIE}=good-token`;
const asAdmin = `${COOKIE}=admin-token`;

/** Every call a request makes carries its id (the gateway passes it by hand: http/request-clients.ts). */
const withRequestId = expect.objectContaining({ requestId: expect.any(String) });

/** Every service answers; auth knows two tokens. Each test reads the calls it cares about. */
function fakeClients() {
  const seenRequestIds: Array<string | undefined> = [];
  const auth = {
    ResolveSession: jest.fn(async ({ session_token }: { session_token?: string }) => {
      if (session_token === 'good-token') return { user_id: USER, is_admin: false, expires_at: EXPIRES_AT };
      if (session_token === 'no-grant-token')
        return { user_id: USER, is_admin: false, expires_at: EXPIRES_AT };
      if (session_token === 'admin-token')
        return { user_id: 'u-admin', is_admin: true, expires_at: EXPIRES_AT };
      throw new AppError('unauthenticated', 'Your session has ended. Please sign in again.');
    }),
    LocalLogin: jest.fn(async ({ name }: { name?: string }) => ({
      session_token: 'fresh-token',
      expires_at: EXPIRES_AT,
      profile: {
        user_id: USER,
        name: name ?? '',
        email: 'a@storybook.local',
        picture: '',
        last_login: '2030-01-01T00:00:00.000Z',
        account_type: 'Free',
      },
    })),
    Logout: jest.fn(async () => ({})),
    // The good token holds a generation grant for the profile 'p-1' only.
    CheckGenerationGrant: jest.fn(async ({ session_token, profile_id }: GrantCheck) => {
      const granted = session_token !== 'no-grant-token' && profile_id === 'p-1';
      return { granted, expires_at: granted ? EXPIRES_AT : 0 };
    }),
  };
  const story = {
    StartStory: jest.fn(
      async (_request: { user_id?: string; profile_id?: string }, options?: CallOptions) => {
        seenRequestIds.push(options?.requestId);
        return { prompts: ['A dragon who bakes', 'A moon that sings'] };
      },
    ),
    GetBook: jest.fn(async (_request: { user_id?: string; book_id?: string }) => ({
      book_id: 'b-1',
      title: 'Shared',
      pages: [],
    })),
    FillBookshelf: jest.fn(async (_request: { user_id?: string; page?: number }) => ({
      books: [],
      page: 1,
      total_pages: 0,
    })),
  };
  const billing = {
    GetCredits: jest.fn(async (_request: { user_id?: string }, _options?: CallOptions) => ({ credits: 3 })),
  };
  const profiles = { ListProfiles: jest.fn(async (_request: { user_id?: string }) => ({ profiles: [] })) };
  const clients = { auth, story, billing, profiles, images: {} } as unknown as ServiceClients;
  return { clients, auth, story, billing, profiles, seenRequestIds };
}

describe('gateway identity guard and HTTP contract', () => {
  let fakes: ReturnType<typeof fakeClients>;
  let gateway: GatewayWithFakes;
  let api: GatewayWithFakes['api'];

  const adminOnly = route({
    method: 'get',
    path: '/api/test/admin-only',
    summary: 'A route only admins may call (test only)',
    access: 'admin',
    service: 'billing',
    rpc: 'GetCredits',
    input: z.object({}),
    toRequest: (_input, caller) => ({ user_id: caller.userId }),
    toResponse: (reply) => ({ credits: reply.credits }),
    output: z.object({ credits: z.number() }),
  });

  beforeAll(async () => {
    fakes = fakeClients();
    gateway = await gatewayWithFakes(fakes.clients, [...ROUTES, adminOnly]);
    api = gateway.api;
  });

  afterAll(() => gateway.close());

  beforeEach(() => {
    jest.clearAllMocks();
    fakes.seenRequestIds.length = 0;
  });

  const startStory = { profileId: 'p-1' };

  describe('a user id that is not the session user', () => {
    it('is refused with 403 in a POST body (userId), and the story service is not called', async () => {
      const res = await api
        .post('/api/story/start')
        .set('Cookie', asUser)
        .send({ ...startStory, userId: OTHER });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'You can only act for your own account.' });
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
    });

    it('is refused with 403 in a POST body (user_id), and billing is not called', async () => {
      const res = await api.post('/api/user/get-credits').set('Cookie', asUser).send({ user_id: OTHER });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String) });
      expect(fakes.billing.GetCredits).not.toHaveBeenCalled();
    });

    it('is refused with 403 in a GET query, and profiles is not called', async () => {
      const res = await api
        .get('/api/files/get-user-profiles')
        .query({ userId: OTHER })
        .set('Cookie', asUser);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String) });
      expect(fakes.profiles.ListProfiles).not.toHaveBeenCalled();
    });

    it('is refused in the query of a POST too', async () => {
      const res = await api.post(`/api/story/start?user_id=${OTHER}`).set('Cookie', asUser).send(startStory);
      expect(res.status).toBe(403);
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
    });

    it('is refused when the query repeats the field with the own id and another', async () => {
      const res = await api
        .get(`/api/files/get-user-profiles?userId=${USER}&userId=${OTHER}`)
        .set('Cookie', asUser);
      expect(res.status).toBe(403);
      expect(fakes.profiles.ListProfiles).not.toHaveBeenCalled();
    });

    it.each([
      ['a number', 1],
      ['an object', { $ne: null }],
      ['an array with the own id', [USER]],
    ])('is refused when the body field is %s', async (_what, claimed) => {
      const res = await api
        .post('/api/story/start')
        .set('Cookie', asUser)
        .send({ ...startStory, userId: claimed });
      expect(res.status).toBe(403);
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
    });

    it('is refused even on a body that is otherwise invalid (identity is checked first)', async () => {
      const res = await api.post('/api/story/start').set('Cookie', asUser).send({ userId: OTHER });
      expect(res.status).toBe(403);
    });
  });

  describe('the session user', () => {
    it.each([
      ['no user id', {}],
      ['its own userId', { userId: USER }],
      ['its own user_id', { user_id: USER }],
    ])(
      'reaches the story service with user_id from the session when the body has %s',
      async (_what, extra) => {
        const res = await api
          .post('/api/story/start')
          .set('Cookie', asUser)
          .send({ ...startStory, ...extra });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          authorResponse: [{ prompt: 'A dragon who bakes' }, { prompt: 'A moon that sings' }],
        });
        expect(fakes.story.StartStory).toHaveBeenCalledTimes(1);
        expect(fakes.story.StartStory.mock.calls[0]![0]).toMatchObject({ user_id: USER, profile_id: 'p-1' });
        expect(fakes.auth.ResolveSession).toHaveBeenCalledWith(
          { session_token: 'good-token' },
          expect.anything(),
        );
      },
    );

    it('gives a call that waits for a model its longer deadline, and others the default', async () => {
      const res = await api.post('/api/story/start').set('Cookie', asUser).send(startStory);
      expect(res.status).toBe(200);
      expect(fakes.story.StartStory).toHaveBeenCalledWith(
        expect.objectContaining({ user_id: USER }),
        expect.objectContaining({ deadlineMs: 60_000 }),
      );
      await api.post('/api/user/get-credits').set('Cookie', asUser).send({});
      expect(fakes.billing.GetCredits.mock.calls[0]![1]?.deadlineMs).toBeUndefined();
    });

    it('reaches billing with user_id from the session (POST /api/user/get-credits)', async () => {
      const res = await api.post('/api/user/get-credits').set('Cookie', asUser).send({ user_id: USER });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ creditsData: { credits: 3 } });
      expect(fakes.billing.GetCredits).toHaveBeenCalledWith({ user_id: USER }, withRequestId);
    });

    it('reaches profiles with user_id from the session (GET with and without userId)', async () => {
      const own = await api.get('/api/files/get-user-profiles').query({ userId: USER }).set('Cookie', asUser);
      const none = await api.get('/api/files/get-user-profiles').set('Cookie', asUser);
      expect([own.status, none.status]).toEqual([200, 200]);
      expect(none.body).toEqual({ profiles: [] });
      expect(fakes.profiles.ListProfiles.mock.calls).toEqual([
        [{ user_id: USER }, withRequestId],
        [{ user_id: USER }, withRequestId],
      ]);
    });

    it('lets an empty user id past the identity guard, where validation refuses it', async () => {
      const res = await api.get('/api/story/fill-bookshelf?userId=').set('Cookie', asUser);
      expect(res.status).toBe(400);
      expect(fakes.story.FillBookshelf).not.toHaveBeenCalled();
      const ok = await api.get('/api/story/fill-bookshelf?page=2').set('Cookie', asUser);
      expect(ok.status).toBe(200);
      expect(fakes.story.FillBookshelf).toHaveBeenCalledWith({ user_id: USER, page: 2 }, withRequestId);
    });

    it("carries the caller's x-request-id to the service and echoes it", async () => {
      const res = await api
        .post('/api/story/start')
        .set('Cookie', asUser)
        .set('x-request-id', 'req-gateway-0001')
        .send(startStory);
      expect(res.headers['x-request-id']).toBe('req-gateway-0001');
      expect(fakes.seenRequestIds).toEqual(['req-gateway-0001']);
    });

    it('gets a fresh request id when the header is implausible', async () => {
      const res = await api
        .post('/api/story/start')
        .set('Cookie', asUser)
        .set('x-request-id', 'x')
        .send(startStory);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(fakes.seenRequestIds).toEqual([res.headers['x-request-id']]);
    });
  });

  describe('public routes', () => {
    it('take userId in the body as the book owner from a share link, not as the caller', async () => {
      const res = await api
        .post('/api/public/get-book')
        .set('Cookie', asUser)
        .send({ bookId: 'b-1', userId: OTHER });
      expect(res.status).toBe(200);
      // The session names the caller apart (an owner reads their unshared book), never the owner.
      expect(fakes.story.GetBook).toHaveBeenCalledWith(
        {
          user_id: OTHER,
          book_id: 'b-1',
          caller_user_id: USER,
        },
        withRequestId,
      );
    });

    it('need no cookie', async () => {
      const res = await api.post('/api/public/get-book').send({ bookId: 'b-1', userId: OTHER });
      expect(res.status).toBe(200);
      expect(res.body.bookData).toMatchObject({ book_id: 'b-1', pages: [] });
    });
  });

  describe('without a valid session', () => {
    it('answers 401 without a cookie and calls nothing', async () => {
      const res = await api.post('/api/story/start').send(startStory);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Please sign in first.' });
      expect(fakes.auth.ResolveSession).not.toHaveBeenCalled();
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
    });

    it('answers 401 with an empty cookie', async () => {
      const res = await api.get('/api/files/get-user-profiles').set('Cookie', `${COOKIE}=`);
      expect(res.status).toBe(401);
    });

    it('answers 401 for an unknown or expired session and clears the cookie', async () => {
      const res = await api
        .post('/api/story/start')
        .set('Cookie', `${COOKIE}=expired-token`)
        .send(startStory);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
      expect(fakes.auth.ResolveSession).toHaveBeenCalledWith(
        { session_token: 'expired-token' },
        expect.anything(),
      );
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
      const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cleared).toEqual([expect.stringMatching(new RegExp(`^${COOKIE}=;.*Expires=Thu, 01 Jan 1970`))]);
      expect(cleared[0]).toMatch(/HttpOnly/);
      expect(cleared[0]).toMatch(/Path=\//);
    });

    it('answers 401 on GET routes too, before looking at the query', async () => {
      const res = await api.get('/api/files/get-user-profiles').query({ userId: OTHER });
      expect(res.status).toBe(401);
    });

    it('answers 503 when auth cannot say who the caller is, keeping the cookie', async () => {
      fakes.auth.ResolveSession.mockRejectedValueOnce(new AppError('unavailable', 'auth is down'));
      const res = await api.post('/api/story/start').set('Cookie', asUser).send(startStory);
      expect(res.status).toBe(503);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
    });
  });

  describe('admin routes', () => {
    it('refuse a signed-in user who is not an admin with 403', async () => {
      const res = await api.get('/api/test/admin-only').set('Cookie', asUser);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'This needs an admin account.' });
      expect(fakes.billing.GetCredits).not.toHaveBeenCalled();
    });

    it('let an admin through', async () => {
      const res = await api.get('/api/test/admin-only').set('Cookie', asAdmin);
      expect(res.status).toBe(200);
      expect(fakes.billing.GetCredits).toHaveBeenCalledWith({ user_id: 'u-admin' }, withRequestId);
    });
  });

  describe('the generation grant', () => {
    it('refuses a generation route without a grant for its profile with 403 pin_required, calling nothing', async () => {
      for (const [cookie, profileId] of [
        [`${COOKIE}=no-grant-token`, 'p-1'],
        [asUser, 'p-2'],
      ] as const) {
        const res = await api.post('/api/story/start').set('Cookie', cookie).send({ profileId });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          error: 'Please enter your PIN for this profile to generate stories.',
          code: 'pin_required',
          profileId,
        });
      }
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
      expect(fakes.auth.CheckGenerationGrant).toHaveBeenCalledWith(
        {
          session_token: 'no-grant-token',
          profile_id: 'p-1',
        },
        withRequestId,
      );
    });

    it('asks auth on every call, remembering nothing', async () => {
      for (let i = 0; i < 2; i++) {
        expect((await api.post('/api/story/start').set('Cookie', asUser).send(startStory)).status).toBe(200);
      }
      expect(fakes.auth.CheckGenerationGrant).toHaveBeenCalledTimes(2);
    });
  });

  describe('session cookie', () => {
    it('is set httpOnly and SameSite=Lax on sign-in, and the token is not in the body', async () => {
      const res = await api.post('/api/auth/local-login').send({ name: ' Ada ' });
      expect(res.status).toBe(200);
      expect(fakes.auth.LocalLogin).toHaveBeenCalledWith(
        { name: 'Ada', user_agent: expect.any(String) },
        withRequestId,
      );
      expect(res.body).toEqual({
        profileData: {
          user_id: USER,
          name: 'Ada',
          email: 'a@storybook.local',
          picture: '',
          last_login: '2030-01-01T00:00:00.000Z',
          accountType: 'Free',
        },
      });
      expect(JSON.stringify(res.body)).not.toContain('fresh-token');
      const [cookie] = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookie).toMatch(new RegExp(`^${COOKIE}=fresh-token;`));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
      expect(cookie).toContain(`Expires=${new Date(EXPIRES_AT).toUTCString()}`);
    });

    it('is revoked and cleared on logout', async () => {
      const res = await api.post('/api/auth/logout').set('Cookie', asUser).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect(fakes.auth.Logout).toHaveBeenCalledWith({ session_token: 'good-token' }, withRequestId);
      expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${COOKIE}=;`));
    });
  });

  describe('bad requests', () => {
    it("answers 400 'Invalid request: ...' for a body that fails validation, and calls nothing", async () => {
      const res = await api.post('/api/story/start').set('Cookie', asUser).send({ profileId: '' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Invalid request: /);
      expect(res.body.error).toContain('profileId');
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
    });

    it('answers 400 for a query that fails validation', async () => {
      const res = await api.get('/api/story/fill-bookshelf?page=0').set('Cookie', asUser);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Invalid request: page/);
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await api
        .post('/api/story/start')
        .set('Cookie', asUser)
        .set('Content-Type', 'application/json')
        .send('{"profileId": "p-1",');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Invalid request: the body is not valid JSON' });
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
    });

    it('answers 413 for a body over the limit', async () => {
      const res = await api
        .post('/api/story/start')
        .set('Cookie', asUser)
        .send({ ...startStory, model: 'x'.repeat(150 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: 'Invalid request: the body is too large' });
      expect(fakes.story.StartStory).not.toHaveBeenCalled();
    });

    it('answers 404 {error} for an unknown /api path, and 405 with Allow for the wrong method', async () => {
      const unknown = await api.get('/api/no/such/thing').set('Cookie', asUser);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: 'Not found' });
      const wrongMethod = await api.get('/api/story/start').set('Cookie', asUser);
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.allow).toBe('POST');
      expect(wrongMethod.body).toEqual({ error: 'Method not allowed' });
    });
  });

  describe('service failures', () => {
    it.each([
      [new AppError('not_found', 'No such profile.'), 404, 'No such profile.'],
      [new AppError('resource_exhausted', 'Not enough credits.'), 429, 'Not enough credits.'],
      [new AppError('failed_precondition', 'Set a PIN first.'), 409, 'Set a PIN first.'],
      [new AppError('unimplemented', 'StartStory'), 501, NOT_BUILT_MESSAGE],
      [
        new AppError('deadline_exceeded', 'The story service is not answering.'),
        504,
        'The story service is not answering.',
      ],
      [new AppError('internal', 'stack trace with secrets'), 500, INTERNAL_ERROR_MESSAGE],
      [new Error('TypeError in the gateway'), 500, INTERNAL_ERROR_MESSAGE],
    ])('turn %p into HTTP %i with a safe {error}', async (error, status, message) => {
      fakes.story.StartStory.mockRejectedValueOnce(error);
      const res = await api.post('/api/story/start').set('Cookie', asUser).send(startStory);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: message });
    });

    it('answer 501 for a route whose service method has no client', async () => {
      const res = await api.post('/api/story/summary').set('Cookie', asUser).send({ prompt: 'A dragon' });
      expect(res.status).toBe(501);
      expect(res.body).toEqual({ error: NOT_BUILT_MESSAGE });
    });
  });

  describe('health and contract', () => {
    it('answers /healthz with 200', async () => {
      const res = await api.get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('answers /readyz with 503 and each service UNREACHABLE when none answers', async () => {
      const res = await api.get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'not ready',
        ready: false,
        services: Object.fromEntries(
          ['auth', 'profiles', 'story', 'images', 'billing'].map((name) => [
            name,
            { status: 'UNREACHABLE', adapters: {} },
          ]),
        ),
      });
    });

    it('lists every path and method of the route table in /api/openapi.json', async () => {
      const res = await api.get('/api/openapi.json');
      expect(res.status).toBe(200);
      expect(res.body.openapi).toMatch(/^3\./);
      const paths = res.body.paths as Record<
        string,
        Record<string, { operationId: string; 'x-access': string }>
      >;
      for (const r of [...ROUTES, adminOnly]) {
        expect(paths[r.path]?.[r.method]).toMatchObject({
          operationId: `${r.service}.${r.rpc}`,
          'x-access': r.access,
        });
      }
      expect(Object.keys(paths).sort()).toEqual(
        [...new Set([...ROUTES, adminOnly].map((r) => r.path))].sort(),
      );
    });

    it('sends security headers', async () => {
      const res = await api.get('/healthz');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('sends the headers for JSON on every /api answer, found or not, and answers a HEAD like its GET', async () => {
      for (const res of [
        await api.get('/api/openapi.json'),
        await api.get('/api/no/such/thing'),
        await api.head('/api/openapi.json'),
      ]) {
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
      expect((await api.head('/api/openapi.json')).status).toBe(200);
    });
  });
});
