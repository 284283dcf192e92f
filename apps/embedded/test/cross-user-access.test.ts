/**
 * One user cannot reach another's data through the public API: the whole product (what `npm start` runs)
 * with two signed-in parents. Every route that needs a session is called by B naming A in the body and in
 * the query; then B aims at A's records by their ids. A's data is checked unchanged afterwards.
 */
import { ROUTES } from '@storybook-app/gateway';
import request from 'supertest';
import { startTestProduct, type TestProduct } from './test-product';

interface Parent {
  cookie: string;
  userId: string;
}

const maya = {
  personal_information: { first_name: 'Maya', gender: 'Girl', language: 'English', ethnicity: 'Other' },
  interests: { fears: ['thunder'] },
};

describe('cross-user access through every /api route', () => {
  let product: TestProduct;
  let api: ReturnType<typeof request>;
  let a: Parent;
  let b: Parent;
  let aProfileId: string;

  const post = (who: Parent, path: string, body: object) =>
    api.post(path).set('Cookie', who.cookie).send(body);

  beforeAll(async () => {
    product = await startTestProduct();
    api = request(product.url);
    a = await product.signIn('Parent A');
    b = await product.signIn('Parent B');
    expect(a.userId).not.toBe(b.userId);

    const created = await post(a, '/api/files/create-profile', { profileInfo: { profile_data: maya } });
    expect(created.status).toBe(200);
    aProfileId = created.body.profile.profile_id as string;
    expect((await post(a, '/api/user/update-pin', { old_pin: '', new_pin: '1234' })).status).toBe(200);
  });

  afterAll(async () => {
    await product?.stop();
  });

  const signedInRoutes = ROUTES.filter((route) => route.access !== 'public');

  it('covers every route that needs a session', () => {
    expect(signedInRoutes.length).toBeGreaterThanOrEqual(20);
  });

  describe.each(
    signedInRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const),
  )('%s', (_name, route) => {
    it.each(['userId', 'user_id'])('refuses B naming A as %s, with 403', async (field) => {
      const res =
        route.method === 'get'
          ? await api
              .get(route.path)
              .query({ [field]: a.userId })
              .set('Cookie', b.cookie)
          : await post(b, route.path, { [field]: a.userId });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String) });
    });

    if (route.method === 'post') {
      it('refuses B naming A in the query string of a POST', async () => {
        const res = await api.post(route.path).query({ userId: a.userId }).set('Cookie', b.cookie).send({});
        expect(res.status).toBe(403);
      });
    }
  });

  it("answers B's reads of A's profile by id like a missing profile", async () => {
    const res = await post(b, '/api/files/get-profile/', { profile_id: aProfileId });
    expect(res.status).toBe(404);
    const list = await api.get('/api/files/get-user-profiles').set('Cookie', b.cookie);
    expect(list.status).toBe(200);
    expect(list.body.profiles).toEqual([]);
  });

  it("does not let B overwrite A's profile by its id", async () => {
    const res = await post(b, '/api/files/create-profile', {
      profileInfo: {
        profile_id: aProfileId,
        profile_data: {
          ...maya,
          personal_information: { ...maya.personal_information, first_name: 'Mallory' },
        },
      },
    });
    expect(res.status).toBe(404);
  });

  it("keeps B's PIN attempts and lockout apart from A's", async () => {
    expect((await post(b, '/api/user/update-pin', { old_pin: '', new_pin: '9999' })).status).toBe(200);
    for (let i = 0; i < 3; i++) await post(b, '/api/auth/verify-gen', { authPin: '1234' });
    const locked = await post(b, '/api/auth/verify-gen', { authPin: '9999' });
    expect(locked.body).toMatchObject({ authGen: false, attemptsLeft: 0 });

    const own = await post(a, '/api/auth/verify-gen', { authPin: '1234' });
    expect(own.body).toMatchObject({ authGen: true, attemptsLeft: 3, lockedUntil: null });
  });

  it("deletes only B's account when B deletes an account, and A's data is unchanged", async () => {
    expect((await post(b, '/api/user/delete-account', {})).status).toBe(200);
    expect((await post(b, '/api/user/get-user', {})).status).toBe(401);

    const user = await post(a, '/api/user/get-user', {});
    expect(user.status).toBe(200);
    expect(user.body.profileData).toMatchObject({ user_id: a.userId, name: 'Parent A' });
    const profile = await post(a, '/api/files/get-profile/', { profile_id: aProfileId });
    expect(profile.status).toBe(200);
    expect(profile.body.profileData.data.profile_data.personal_information.first_name).toBe('Maya');
    expect((await post(a, '/api/auth/verify-gen', { authPin: '1234' })).body.authGen).toBe(true);
  });
});
