/**
 * The account page's sessions through HTTP on the whole embedded product: every browser a parent signed in
 * with is listed (when, last seen, a coarse device label, which one is this), and "sign out everywhere"
 * ends them all at once, also those this gateway had just confirmed (its session memory forgets the user).
 */
import request from 'supertest';
import { startTestProduct, type TestProduct } from './test-product';

const LAPTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describe('sessions on the account page, and sign out everywhere', () => {
  let product: TestProduct;
  let api: ReturnType<typeof request>;

  const signIn = async (name: string, userAgent: string) => {
    const res = await api.post('/api/auth/local-login').set('User-Agent', userAgent).send({ name });
    expect(res.status).toBe(200);
    return ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  };
  const getUser = (cookie: string) => api.post('/api/user/get-user').set('Cookie', cookie).send({});

  beforeAll(async () => {
    product = await startTestProduct();
    api = request(product.url);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('lists both sign-ins of a parent, newest first, and ends both at once', async () => {
    const started = Date.now();
    const laptop = await signIn('Two Browsers', LAPTOP);
    const phone = await signIn('Two Browsers', PHONE);
    const someoneElse = await signIn('Someone Else', LAPTOP);
    // Each gateway remembers sessions it confirmed for a few seconds: these are remembered now.
    for (const cookie of [laptop, phone, someoneElse]) expect((await getUser(cookie)).status).toBe(200);

    const listed = await api.post('/api/user/sessions').set('Cookie', laptop).send({});
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      sessions: [
        {
          createdAt: expect.any(Number),
          lastSeenAt: expect.any(Number),
          device: 'Safari on iOS',
          current: false,
        },
        {
          createdAt: expect.any(Number),
          lastSeenAt: expect.any(Number),
          device: 'Chrome on Linux',
          current: true,
        },
      ],
    });
    for (const session of listed.body.sessions as Array<{ createdAt: number }>) {
      expect(session.createdAt).toBeGreaterThanOrEqual(started - 1000);
    }
    // No token, hash or id of a session is ever answered.
    expect(JSON.stringify(listed.body)).not.toContain(laptop.split('=')[1]);

    const ended = await api.post('/api/user/sign-out-everywhere').set('Cookie', phone).send({});
    expect(ended.status).toBe(200);
    expect(String(ended.headers['set-cookie'])).toMatch(/sb_session=;/);
    for (const cookie of [laptop, phone]) expect((await getUser(cookie)).status).toBe(401);
    expect((await getUser(someoneElse)).status).toBe(200);
    expect((await api.post('/api/user/sessions').set('Cookie', laptop).send({})).status).toBe(401);
  });

  it('ends the generation grants with the sessions', async () => {
    const cookie = await signIn('Granted Parent', LAPTOP);
    const post = (path: string, body: object, as = cookie) => api.post(path).set('Cookie', as).send(body);
    const created = await post('/api/files/create-profile', {
      profileInfo: {
        profile_data: {
          personal_information: {
            first_name: 'Ida',
            gender: 'Girl',
            language: 'English',
            ethnicity: 'Other',
          },
        },
      },
    });
    const profileId = created.body.profile.profile_id as string;
    expect((await post('/api/user/update-pin', { old_pin: '', new_pin: '1234', profileId })).status).toBe(
      200,
    );
    expect((await post('/api/story/start', { profileId })).status).toBe(200);
    expect((await post('/api/user/sign-out-everywhere', {})).status).toBe(200);
    const again = await signIn('Granted Parent', LAPTOP);
    const refused = await post('/api/story/start', { profileId }, again);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('pin_required');
  });
});
