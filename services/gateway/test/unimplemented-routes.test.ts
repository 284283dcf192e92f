/**
 * "The 501 list can only shrink": the whole product runs (startEmbedded: five real services on SQLite
 * files in a temp dir, the real event bus, the gateway on a free port), every route of the table is called
 * with a minimal valid input, and the routes answering 501 must be exactly those in
 * unimplemented-routes.json. A route that starts answering 501 is a regression; a route that is built must
 * be taken off the list (delete its line) so it can never silently regress to 501 again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import pino from 'pino';
import request from 'supertest';
import { ROUTES } from '../src/index';
import { ContractChecker, contractProblems, type ReceivedAnswer } from './contract';

const LIST_FILE = join(__dirname, 'unimplemented-routes.json');

const summary = {
  title: 'The Moon Baker',
  summary: 'A dragon learns to bake moon cakes.',
  genre: 'Adventure',
  themes: 'Friendship',
  setting: 'A village on the moon',
  characters: 'Mia, a small dragon',
};

interface Sample {
  /** JSON body (POST) or query (GET). */
  input?: Record<string, unknown>;
  /** Sent as the raw body (webhooks). */
  raw?: { body: Buffer; headers: Record<string, string> };
  /** Needs a session of its own: the route ends the session or deletes the account. */
  throwaway?: boolean;
}

/** A minimal valid input for every route, keyed `METHOD path`. A new route needs a line here. */
const SAMPLES: Record<string, Sample> = {
  'GET /api/auth/config': {},
  'POST /api/auth/google-login': { input: { credentialId: 'header.payload.signature' } },
  'POST /api/auth/local-login': { input: { name: 'Route Walker' } },
  'POST /api/auth/logout': { input: {}, throwaway: true },
  'POST /api/auth/verify-gen': { input: { authPin: '1234' } },
  'GET /api/auth/pin-status': {},
  'POST /api/user/get-user': { input: {} },
  'GET /api/user/get-account-type': {},
  'POST /api/user/update-pin': { input: { new_pin: '1234' } },
  'POST /api/user/delete-account': { input: {}, throwaway: true },
  'POST /api/user/sessions': { input: {} },
  'POST /api/user/sign-out-everywhere': { input: {}, throwaway: true },
  'POST /api/error/report': { input: { description: 'The page did not load.', pageUrl: '/bookshelf' } },
  'POST /api/user/get-credits': { input: {} },
  'POST /api/cart/checkout': {
    input: { priceId: 'price_123', checkoutType: 'token', planName: 'Ten books' },
  },
  'POST /api/cart/change-subscription': { input: { priceId: 'price_456', planName: 'Storyteller' } },
  'POST /api/cart/cancel-subscription': { input: {} },
  'POST /api/cart/checkout-success': { input: { session_id: 'cs_test_123' } },
  'POST /api/webhooks/stripe': {
    raw: {
      body: Buffer.from('{"id":"evt_1","type":"checkout.session.completed"}'),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    },
  },
  'GET /api/files/get-user-profiles': {},
  'POST /api/files/get-profile/': { input: { profile_id: 'profile-1' } },
  'POST /api/files/create-profile': {
    input: { profileInfo: { profile_data: { personal_information: { first_name: 'Mia', age: 6 } } } },
  },
  'POST /api/profile/chat': { input: { messages: [{ text: 'Her name is Mia.', sender: 'user' }] } },
  'POST /api/story/start': { input: { profileId: 'profile-1' } },
  'POST /api/story/summary': { input: { prompt: 'A dragon who bakes moon cakes' } },
  'POST /api/story/title-picture': { input: { profileId: 'profile-1', summaryData: summary } },
  'POST /api/story/storygen': {
    input: { profileId: 'profile-1', bookData: { ...summary, prompt: 'A dragon who bakes moon cakes' } },
  },
  'POST /api/story/bookgen': { input: { bookId: 'book-1' } },
  'POST /api/story/get-page': { input: { bookId: 'book-1', pageNum: 1 } },
  'POST /api/story/remake-page': { input: { bookId: 'book-1', pageNum: 1 } },
  'POST /api/story/keep-page': { input: { bookId: 'book-1', pageNum: 1, keep: 'new' } },
  'POST /api/story/restyle-book': { input: { bookId: 'book-1', artStyle: 'crayon' } },
  'GET /api/story/book-progress': { input: { bookId: 'book-1' } },
  'POST /api/story/delete-book': { input: { bookId: 'book-1' } },
  'POST /api/story/share-book': { input: { bookId: 'book-1', shared: false } },
  'GET /api/story/fill-bookshelf': { input: { page: '1' } },
  'GET /api/public/public-bookshelf': { input: { page: '1' } },
  'POST /api/public/get-public-book': { input: { bookId: 'book-1' } },
  'POST /api/public/get-book': { input: { bookId: 'book-1', userId: 'owner-1' } },
  'GET /api/story/book-pdf': { input: { bookId: 'book-1', userId: 'owner-1', paper: 'letter' } },
  'POST /api/admin/publish-book': { input: { bookId: 'book-1', published: true } },
  'POST /api/admin/book-quality': { input: { bookId: 'book-1' } },
  'POST /api/admin/safety-refusals': { input: {} },
};

const keyOf = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

interface Answer {
  key: string;
  path: string;
  status: number;
  body: unknown;
}

describe('every gateway route on the running product', () => {
  let dataDir: string;
  let webDist: string;
  let product: EmbeddedProduct;
  let answers: Answer[];
  let received: ReceivedAnswer[];
  let checker: ContractChecker;

  async function signIn(name: string): Promise<string> {
    const res = await request(product.url).post('/api/auth/local-login').send({ name });
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0];
    expect(cookie).toMatch(/^sb_session=[^;]+;/);
    return cookie!.split(';')[0]!;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-routes-data-'));
    webDist = mkdtempSync(join(tmpdir(), 'storybook-routes-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Storybook</title>');
    product = await startEmbedded({ dataDir, webDist, port: 0 }, pino({ level: 'silent' }));

    const cookie = await signIn('Route Walker');
    answers = [];
    received = [];
    checker = new ContractChecker((await request(product.url).get('/api/openapi.json')).body);
    for (const route of ROUTES) {
      const sample = SAMPLES[keyOf(route)];
      if (!sample) continue;
      const session = sample.throwaway ? await signIn(`Throwaway ${route.path}`) : cookie;
      const call =
        route.method === 'get'
          ? request(product.url)
              .get(route.path)
              .query(sample.input ?? {})
          : request(product.url).post(route.path);
      call.set('Cookie', session);
      if (sample.raw) {
        for (const [name, value] of Object.entries(sample.raw.headers)) call.set(name, value);
        call.send(sample.raw.body);
      } else if (route.method === 'post') {
        call.send(sample.input ?? {});
      }
      const res = await call;
      answers.push({ key: keyOf(route), path: route.path, status: res.status, body: res.body });
      received.push({
        method: route.method,
        path: route.path,
        status: res.status,
        headers: res.headers,
        body: res.body,
      });
    }
  }, 60_000);

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves on the free port it was given (port 0)', () => {
    expect(product.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(product.url).port)).toBeGreaterThan(0);
  });

  it('has a sample input for every route in the table, and none for routes that are gone', () => {
    const keys = ROUTES.map(keyOf);
    expect(keys.filter((key) => !(key in SAMPLES))).toEqual([]);
    expect(Object.keys(SAMPLES).filter((key) => !keys.includes(key))).toEqual([]);
    expect(answers).toHaveLength(ROUTES.length);
  });

  it('passes every sample through the gateway validation (no "Invalid request")', () => {
    const refused = answers.filter((answer) =>
      String((answer.body as { error?: unknown })?.error ?? '').startsWith('Invalid request'),
    );
    expect(refused).toEqual([]);
  });

  it('never answers 500: each route answers 2xx, 4xx with {error}, or 501', () => {
    const bad = answers.filter((answer) => {
      const error = (answer.body as { error?: unknown })?.error;
      if (answer.status >= 200 && answer.status < 300) return false;
      if (answer.status >= 400 && answer.status < 500)
        return !(typeof error === 'string' && error.length > 0);
      if (answer.status === 501) return error !== 'This feature is not available yet.';
      return true;
    });
    expect(bad).toEqual([]);
  });

  it('answers every sample as the OpenAPI document says (status, body schema)', () => {
    expect(contractProblems(checker, received)).toEqual([]);
  });

  it('answers 501 for exactly the routes on the committed list (the list can only shrink)', () => {
    const listed = JSON.parse(readFileSync(LIST_FILE, 'utf8')) as string[];
    expect(listed).toEqual([...new Set(listed)].sort());
    const unimplemented = [...new Set(answers.filter((a) => a.status === 501).map((a) => a.path))].sort();

    const regressed = unimplemented.filter((path) => !listed.includes(path));
    const built = listed.filter((path) => !unimplemented.includes(path));
    // A route that answers 501 and is not listed: something that worked is broken (or a new route is unbuilt).
    expect({ answer501ButNotListed: regressed }).toEqual({ answer501ButNotListed: [] });
    // A listed route that no longer answers 501: it is built, so delete it from unimplemented-routes.json.
    expect({ builtSoRemoveFromList: built }).toEqual({ builtSoRemoveFromList: [] });
  });
});
