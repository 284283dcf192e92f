/**
 * The generation PIN enforced by the server (spec §6: a parent "needs the PIN to pick a profile for
 * generation"), through HTTP on the whole embedded product. Without a live grant for the profile, story
 * start, summary, title-picture, storygen and bookgen answer 403 `pin_required` and spend nothing; entering
 * the PIN for that profile (or choosing the first PIN there) opens them for that profile and that session
 * only, until the grant expires or the session ends.
 */
import { eventually } from '@storybook-app/kit/testing';
import request from 'supertest';
import { startTestProduct, type TestProduct } from './test-product';

const UNLIMITED_STORY = { RATE_LIMIT_STORY_PER_IP: 'off', RATE_LIMIT_STORY_PER_USER: 'off' };

interface Parent {
  cookie: string;
  userId: string;
}

const child = (first_name: string) => ({
  personal_information: { first_name, age: 6, gender: 'Girl', language: 'English', ethnicity: 'Other' },
});

const summaryData = {
  title: 'The Moon Baker',
  summary: 'A dragon learns to bake moon cakes.',
  genre: 'Adventure',
  themes: 'Friendship',
  setting: 'A village on the moon',
  characters: 'Maya and a small dragon',
};

const PIN = '2468';

/**
 * Every generation route, with a body that would succeed for `profileId`; bookgen when there is a book of
 * that profile (`bookId`).
 */
const generationCalls = (profileId: string, bookId: string | undefined): Array<[string, object]> => [
  ['/api/story/start', { profileId }],
  ['/api/story/summary', { profileId, prompt: 'A dragon who bakes moon cakes' }],
  ['/api/story/title-picture', { profileId, summaryData }],
  ['/api/story/storygen', { profileId, bookData: { ...summaryData, prompt: 'A dragon who bakes' } }],
  ...(bookId ? [['/api/story/bookgen', { bookId }] as [string, object]] : []),
];

describe('the generation grant', () => {
  let product: TestProduct;
  let api: ReturnType<typeof request>;
  let parent: Parent;
  let maya: string;
  let leo: string;
  /** A book of each profile, written while its grant was live, for bookgen. */
  const bookOf: Record<string, string> = {};

  const post = (who: Parent, path: string, body: object) =>
    api.post(path).set('Cookie', who.cookie).send(body);
  const credits = async (who: Parent) =>
    (await post(who, '/api/user/get-credits', {})).body.creditsData.credits as number;
  const books = async (who: Parent) =>
    ((await api.get('/api/story/fill-bookshelf').set('Cookie', who.cookie)).body.books as unknown[]).length;

  async function expectAllRefused(who: Parent, profileId: string) {
    const before = { credits: await credits(who), books: await books(who) };
    for (const [path, body] of generationCalls(profileId, bookOf[profileId])) {
      const res = await post(who, path, body);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 403,
        body: { error: expect.any(String), code: 'pin_required', profileId },
      });
    }
    expect({ credits: await credits(who), books: await books(who) }).toEqual(before);
  }

  async function expectAllAllowed(who: Parent, profileId: string) {
    for (const [path, body] of generationCalls(profileId, bookOf[profileId])) {
      const res = await post(who, path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
  }

  const profileOf = async (who: Parent, name: string) => {
    const res = await post(who, '/api/files/create-profile', { profileInfo: { profile_data: child(name) } });
    expect(res.status).toBe(200);
    return res.body.profile.profile_id as string;
  };

  beforeAll(async () => {
    // Every route is called over and over for each case: the story budget per user would stop that.
    product = await startTestProduct(UNLIMITED_STORY);
    api = request(product.url);
    parent = await product.signIn('Grant Parent');
    maya = await profileOf(parent, 'Maya');
    leo = await profileOf(parent, 'Leo');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('refuses every generation route before any PIN, and choosing the first PIN for a profile opens them', async () => {
    // No book yet: bookgen names one that does not exist, which is refused the same way once there is one.
    const noPin = await post(parent, '/api/story/start', { profileId: maya });
    expect(noPin.status).toBe(403);
    expect(noPin.body).toMatchObject({ code: 'pin_required', profileId: maya });
    expect(await credits(parent)).toBe(3);

    const chosen = await post(parent, '/api/user/update-pin', { old_pin: '', new_pin: PIN, profileId: maya });
    expect(chosen.status).toBe(200);
    const written = await post(parent, '/api/story/storygen', {
      profileId: maya,
      bookData: { ...summaryData, prompt: 'A dragon who bakes' },
    });
    expect(written.status).toBe(200);
    bookOf[maya] = written.body.bookId as string;
    await expectAllAllowed(parent, maya);
  });

  it('does not open profile B with a grant for profile A', async () => {
    await expectAllRefused(parent, leo);
  });

  it('refuses a PIN entered for someone else’s profile, and gives no grant for a wrong PIN', async () => {
    const other = await product.signIn('Other Parent');
    const theirs = await profileOf(other, 'Nora');
    const foreign = await post(parent, '/api/auth/verify-gen', { authPin: PIN, profileId: theirs });
    expect(foreign.status).toBe(404);

    const wrong = await post(parent, '/api/auth/verify-gen', { authPin: '0000', profileId: leo });
    expect(wrong.body).toMatchObject({ authGen: false, attemptsLeft: 2 });
    await expectAllRefused(parent, leo);
    const right = await post(parent, '/api/auth/verify-gen', { authPin: PIN, profileId: leo });
    expect(right.body).toMatchObject({ authGen: true, attemptsLeft: 3 });
    await expectAllAllowed(parent, leo);
    const written = await post(parent, '/api/story/storygen', {
      profileId: leo,
      bookData: { ...summaryData, prompt: 'A dragon who bakes' },
    });
    bookOf[leo] = written.body.bookId as string;
  });

  it('lets bookgen and a summary without a profile follow the profile they write for', async () => {
    const fresh = await product.signIn('Grant Parent');
    expect((await post(fresh, '/api/auth/verify-gen', { authPin: PIN, profileId: maya })).body.authGen).toBe(
      true,
    );
    expect((await post(fresh, '/api/story/bookgen', { bookId: bookOf[maya] })).status).toBe(200);
    const leoBook = await post(fresh, '/api/story/bookgen', { bookId: bookOf[leo] });
    expect(leoBook.status).toBe(403);
    expect(leoBook.body).toMatchObject({ code: 'pin_required', profileId: leo });
    // A summary that names no profile (spec §7) is written for the first profile, Maya's: her grant opens it.
    expect((await post(fresh, '/api/story/summary', { prompt: 'A dragon who bakes' })).status).toBe(200);
  });

  it('keeps the grant to the session: another sign-in, and the same parent after logout, need the PIN again', async () => {
    const elsewhere = await product.signIn('Grant Parent');
    expect(elsewhere.userId).toBe(parent.userId);
    await expectAllRefused(elsewhere, maya);

    expect((await post(parent, '/api/auth/logout', {})).status).toBe(200);
    parent = await product.signIn('Grant Parent');
    await expectAllRefused(parent, maya);
    expect((await post(parent, '/api/auth/verify-gen', { authPin: PIN, profileId: maya })).body.authGen).toBe(
      true,
    );
    await expectAllAllowed(parent, maya);
  });

  it('checks only the PIN when verify-gen names no profile (spec §7), giving no grant', async () => {
    const fresh = await product.signIn('Grant Parent');
    const res = await post(fresh, '/api/auth/verify-gen', { authPin: PIN });
    expect(res.body.authGen).toBe(true);
    await expectAllRefused(fresh, maya);
  });
});

describe('a generation grant that expires', () => {
  let product: TestProduct;

  beforeAll(async () => {
    // 1.2 s: long enough for one call, short enough to wait out.
    product = await startTestProduct({ ...UNLIMITED_STORY, GENERATION_GRANT_MINUTES: '0.02' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('opens story start for its lifetime, then answers pin_required again', async () => {
    const api = request(product.url);
    const parent = await product.signIn('Brief Parent');
    const post = (path: string, body: object) => api.post(path).set('Cookie', parent.cookie).send(body);
    const created = await post('/api/files/create-profile', { profileInfo: { profile_data: child('Ada') } });
    const profileId = created.body.profile.profile_id as string;
    const chosen = Date.now();
    expect((await post('/api/user/update-pin', { old_pin: '', new_pin: PIN, profileId })).status).toBe(200);
    expect((await post('/api/story/start', { profileId })).status).toBe(200);
    const lapsed = await eventually(
      'story start refused once the grant lapsed',
      async () => await post('/api/story/start', { profileId }),
      {
        timeoutMs: 10_000,
        intervalMs: 100,
        until: (res) => res.status !== 200,
      },
    );
    expect([lapsed.status, lapsed.body.code]).toEqual([403, 'pin_required']);
    // Not before its lifetime (1.2 s from the PIN) ran out.
    expect(Date.now() - chosen).toBeGreaterThanOrEqual(1150);
  });
});
