/**
 * The OpenAPI document tells the truth: on the whole keyless product (startEmbedded), a parent and an admin
 * walk every route through a book's life, and the refusals the gateway makes itself are provoked; every
 * answer must have a status its operation lists, a body matching that status's schema, and Retry-After on
 * a 429. A method a path does not have is answered 405 with Allow.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import pino from 'pino';
import request from 'supertest';
import { METHOD_NOT_ALLOWED, ROUTES } from '../src/index';
import { ContractChecker, contractProblems, type ReceivedAnswer } from './contract';

const ADMIN = 'Contract Admin';
const MIA = { first_name: 'Mia', age: 6, gender: 'Girl', language: 'English', ethnicity: 'Asian' };
const summary = {
  title: 'The Moon Baker',
  summary: 'A dragon learns to bake moon cakes.',
  genre: 'Adventure',
  themes: 'Friendship',
  setting: 'A village on the moon',
  characters: 'Mia, a small dragon',
};

describe('the OpenAPI document against the running product', () => {
  let dataDir: string;
  let webDist: string;
  let product: EmbeddedProduct;
  let checker: ContractChecker;
  const answers: ReceivedAnswer[] = [];

  async function call(
    method: 'get' | 'post' | 'put' | 'delete' | 'patch',
    path: string,
    options: { cookie?: string; input?: unknown; headers?: Record<string, string> } = {},
  ): Promise<request.Response> {
    let test = request(product.url)[method](path);
    if (options.cookie) test = test.set('Cookie', options.cookie);
    for (const [name, value] of Object.entries(options.headers ?? {})) test = test.set(name, value);
    if (method === 'get' && options.input) test = test.query(options.input as Record<string, string>);
    else if (options.input !== undefined) test = test.send(options.input as object);
    const res = await test;
    answers.push({ method, path, status: res.status, headers: res.headers, body: res.body });
    return res;
  }

  async function signIn(name: string): Promise<string> {
    const res = await call('post', '/api/auth/local-login', { input: { name } });
    expect(res.status).toBe(200);
    return ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-contract-data-'));
    webDist = mkdtempSync(join(tmpdir(), 'storybook-contract-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Storybook</title>');
    product = await startEmbedded(
      {
        dataDir,
        webDist,
        port: 0,
        env: { ADMIN_EMAILS: 'contract.admin@storybook.local', RATE_LIMIT_PIN_PER_USER: '3/300' },
      },
      pino({ level: 'silent' }),
    );
    checker = new ContractChecker((await request(product.url).get('/api/openapi.json')).body);
  }, 30_000);

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a parent through a book’s whole life as the document says', async () => {
    const cookie = await signIn('Contract Parent');
    await call('get', '/api/auth/config');
    const user = await call('post', '/api/user/get-user', { cookie, input: {} });
    const userId = (user.body as { profileData: { user_id: string } }).profileData.user_id;
    await call('get', '/api/user/get-account-type', { cookie });
    await call('post', '/api/user/get-credits', { cookie, input: {} });
    await call('post', '/api/user/sessions', { cookie, input: {} });
    const created = await call('post', '/api/files/create-profile', {
      cookie,
      input: { profileInfo: { profile_data: { personal_information: MIA } } },
    });
    expect(created.status === 200 ? 200 : JSON.stringify(created.body)).toBe(200);
    const profileId = (created.body as { profile: { profile_id: string } }).profile.profile_id;
    await call('get', '/api/files/get-user-profiles', { cookie });
    await call('post', '/api/files/get-profile/', { cookie, input: { profile_id: profileId } });
    // Before the PIN: the generation routes ask for it.
    const refused = await call('post', '/api/story/start', { cookie, input: { profileId } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'pin_required', profileId });
    await call('get', '/api/auth/pin-status', { cookie });
    expect(
      (await call('post', '/api/user/update-pin', { cookie, input: { new_pin: '1234', profileId } })).status,
    ).toBe(200);
    await call('post', '/api/auth/verify-gen', { cookie, input: { authPin: '1234', profileId } });
    await call('post', '/api/profile/chat', {
      cookie,
      input: { messages: [{ text: 'Her name is Mia.', sender: 'user' }] },
    });
    await call('post', '/api/story/start', { cookie, input: { profileId } });
    await call('post', '/api/story/summary', { cookie, input: { prompt: 'A dragon who bakes', profileId } });
    await call('post', '/api/story/title-picture', { cookie, input: { profileId, summaryData: summary } });
    const story = await call('post', '/api/story/storygen', {
      cookie,
      input: { profileId, bookData: { ...summary, prompt: 'A dragon who bakes moon cakes' } },
    });
    expect(story.status).toBe(200);
    const bookId = (story.body as { bookId: string }).bookId;
    await call('post', '/api/story/bookgen', { cookie, input: { bookId } });
    await call('post', '/api/story/get-page', { cookie, input: { bookId, pageNum: 1 } });
    await call('post', '/api/story/get-page', { cookie, input: { bookId, pageNum: 1000 } });
    // A page made again: still drawing (409) or started (200); no such page (404); the choice (200 or 409).
    await call('post', '/api/story/remake-page', { cookie, input: { bookId, pageNum: 1 } });
    await call('post', '/api/story/remake-page', { cookie, input: { bookId, pageNum: 1000 } });
    await call('post', '/api/story/remake-page', { cookie, input: { bookId, pageNum: 2, part: 'text' } });
    await call('post', '/api/story/keep-page', { cookie, input: { bookId, pageNum: 1, keep: 'old' } });
    await call('post', '/api/story/keep-page', { cookie, input: { bookId, pageNum: 1, keep: 'both' } });
    // A re-style: the book still drawn or a page made again (409) or started (200); an unknown style (400).
    await call('post', '/api/story/restyle-book', { cookie, input: { bookId, artStyle: 'crayon' } });
    await call('post', '/api/story/restyle-book', { cookie, input: { bookId, artStyle: 'oil' } });
    await call('get', '/api/story/fill-bookshelf', { cookie, input: { page: '1' } });
    await call('post', '/api/story/share-book', { cookie, input: { bookId, shared: true } });
    // Still drawing (409) or ready (200): both are documented.
    await call('get', '/api/story/book-pdf', { cookie, input: { bookId, paper: 'letter' } });
    await call('get', '/api/story/book-pdf', { input: { bookId, userId: 'someone-else' } });
    await call('post', '/api/public/get-book', { input: { bookId, userId: 'someone-else' } });
    await call('post', '/api/public/get-book', { cookie, input: { bookId, userId } });
    await call('post', '/api/public/get-public-book', { input: { bookId } });

    const admin = await signIn(ADMIN);
    const published = await call('post', '/api/admin/publish-book', {
      cookie: admin,
      input: { bookId, published: true },
    });
    expect(published.status).toBe(200);
    await call('get', '/api/public/public-bookshelf', { input: { page: '1' } });
    await call('post', '/api/admin/book-quality', { cookie: admin, input: { bookId } });
    await call('post', '/api/admin/safety-refusals', { cookie: admin, input: {} });
    await call('post', '/api/admin/safety-refusals', { cookie, input: {} });
    await call('post', '/api/story/delete-book', { cookie, input: { bookId } });
    await call('post', '/api/story/get-page', { cookie, input: { bookId, pageNum: 1 } });
    await call('post', '/api/error/report', {
      cookie,
      input: { description: 'It works.', pageUrl: '/books' },
    });
    await call('post', '/api/cart/checkout', {
      cookie,
      input: { priceId: 'p', checkoutType: 'token', planName: 'x' },
    });
    await call('post', '/api/cart/change-subscription', { cookie, input: { priceId: 'p', planName: 'x' } });
    await call('post', '/api/cart/cancel-subscription', { cookie, input: {} });
    await call('get', '/api/story/book-progress', { cookie, input: { bookId } });
    await call('post', '/api/cart/checkout-success', { cookie, input: { session_id: 'cs_1' } });
    await call('post', '/api/auth/logout', { cookie, input: {} });
    await call('post', '/api/user/sign-out-everywhere', {
      cookie: await signIn('Contract Leaver'),
      input: {},
    });
    await call('post', '/api/user/delete-account', { cookie: await signIn('Contract Leaver'), input: {} });

    const problems = contractProblems(checker, answers);
    expect(problems).toEqual([]);
    // Every route of the table was called.
    const called = new Set(answers.map((answer) => `${answer.method} ${answer.path}`));
    const missed = ROUTES.filter((route) => !called.has(`${route.method} ${route.path}`)).map((r) => r.path);
    expect(
      missed.filter((path) => !['/api/auth/google-login', '/api/webhooks/stripe'].includes(path)),
    ).toEqual([]);
  }, 20_000);

  it('documents and answers the refusals the gateway makes itself', async () => {
    answers.length = 0;
    const cookie = await signIn('Contract Refusals');
    // 401, 400, a foreign userId (403), a cross-site change (403), a body too large (413).
    await call('post', '/api/user/get-credits', { input: {} });
    await call('post', '/api/files/get-profile/', { cookie, input: {} });
    await call('post', '/api/user/get-credits', { cookie, input: { userId: 'someone-else' } });
    const crossSite = await call('post', '/api/user/get-credits', {
      cookie,
      input: {},
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const large = await call('post', '/api/story/delete-book', {
      cookie,
      input: { bookId: 'x'.repeat(200_000) },
    });
    expect(large.status).toBe(413);
    await call('get', '/api/story/book-progress', { cookie });
    await call('post', '/api/webhooks/stripe', {
      input: '{"id":"evt_1"}',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' },
    });
    await call('post', '/api/auth/google-login', { input: { credentialId: 'a.b.c' } });
    // 429 with Retry-After once the PIN budget (3 here) is spent.
    let limited: request.Response | undefined;
    for (let attempt = 0; attempt < 5 && limited?.status !== 429; attempt++) {
      limited = await call('post', '/api/auth/verify-gen', { cookie, input: { authPin: '0000' } });
    }
    expect(limited?.status).toBe(429);
    expect(contractProblems(checker, answers)).toEqual([]);
  }, 20_000);

  it('answers an undeclared method on a known path with 405 and Allow, and an unknown path with 404', async () => {
    answers.length = 0;
    const put = await call('put', '/api/story/get-page', { input: {} });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('POST');
    expect(put.body).toEqual({ error: METHOD_NOT_ALLOWED });
    const post = await call('post', '/api/auth/config', { input: {} });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect((await call('delete', '/api/openapi.json')).headers.allow).toBe('GET, HEAD');
    expect((await call('get', '/api/no/such/route')).status).toBe(404);
    expect(contractProblems(checker, answers)).toEqual([]);
  });

  it('serves a readable API reference at /api/docs from its own bundle, loading nothing from elsewhere', async () => {
    const page = await request(product.url).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('data-url="/api/openapi.json"');
    expect(page.text).toContain('<script src="/api/docs/scalar.js"></script>');
    // No address of another site, and a CSP that would block one anyway.
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).not.toContain('http');
    const script = await request(product.url).get('/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(Number(script.headers['content-length'])).toBeGreaterThan(100_000);
  });

  it('lists every status with the shared error body, security and the query parameters a GET needs', async () => {
    const document = (await request(product.url).get('/api/openapi.json')).body;
    const progress = document.paths['/api/story/book-progress'].get;
    expect(progress.parameters).toEqual([
      expect.objectContaining({ name: 'bookId', in: 'query', required: true }),
    ]);
    const start = document.paths['/api/story/start'].post;
    expect(Object.keys(start.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '429',
      '503',
    ]);
    expect(start.responses['429'].headers['Retry-After']).toBeDefined();
    expect(start.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/admin/publish-book'].post.security).toEqual([{ session: ['admin'] }]);
    expect(document.paths['/api/webhooks/stripe'].post.security).toEqual([{ stripeSignature: [] }]);
    const createProfile =
      document.paths['/api/files/create-profile'].post.requestBody.content['application/json'];
    expect(createProfile.schema.required).toEqual(['profileInfo']);
    const profileInfo = createProfile.schema.properties.profileInfo;
    expect(profileInfo.required).toEqual(['profile_data']);
    expect(profileInfo.properties.profile_data.required).toEqual(['personal_information']);
    const personal = profileInfo.properties.profile_data.properties.personal_information;
    expect(personal.required).toEqual(['first_name', 'gender', 'language', 'ethnicity']);
    expect(personal.properties.gender.enum).toContain('Girl');
    // The own-user fields are the session's business, not a client's.
    expect(createProfile.schema.properties.userId).toBeUndefined();
  });
});
