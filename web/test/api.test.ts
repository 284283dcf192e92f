import * as auth from '../src/api/auth';
import * as cart from '../src/api/cart';
import { ApiError, request } from '../src/api/client';
import * as errorApi from '../src/api/error';
import * as files from '../src/api/files';
import * as profile from '../src/api/profile';
import * as publicApi from '../src/api/public';
import * as story from '../src/api/story';
import type { ChildProfileData, StorySummary } from '../src/api/types';
import * as user from '../src/api/user';
import { emptyProfileData } from '../src/features/profiles/empty-profile';
import type { SavedProfileData } from '../src/features/profiles/profile-data';
import { sessionStore } from '../src/lib/session-store';
import { limits } from '../src/lib/texts';
import { stubFetch } from './test-utils';

const summary: StorySummary = {
  title: 'Pip',
  summary: 'A puppy visits the sea.',
  genre: 'Adventure',
  themes: 'Friendship, Discovery',
  setting: 'The sea',
  characters: 'Pip',
};
const profileData: ChildProfileData = emptyProfileData();
const savedProfile: SavedProfileData = {
  ...profileData,
  personal_information: {
    ...profileData.personal_information,
    first_name: 'Mia',
    gender: 'Girl',
    language: 'English',
    ethnicity: 'Other',
  },
};

/** Every call of spec §7: [function, method, url, JSON body (POST)]. */
const table: [string, () => Promise<unknown>, 'GET' | 'POST', string, unknown][] = [
  [
    'reportProblem',
    () => errorApi.reportProblem({ userId: 'u1', description: 'd', pageUrl: 'http://x/' }),
    'POST',
    '/api/error/report',
    { userId: 'u1', description: 'd', pageUrl: 'http://x/' },
  ],
  [
    'startStory',
    () => story.startStory({ userId: 'u1', profileId: 'p1', model: 'gpt-4o-mini', imageGenerator: 'Flux' }),
    'POST',
    '/api/story/start',
    { userId: 'u1', profileId: 'p1', model: 'gpt-4o-mini', imageGenerator: 'Flux' },
  ],
  [
    'getSummary',
    () => story.getSummary({ userId: 'u1', prompt: 'idea', model: 'gpt-4o' }),
    'POST',
    '/api/story/summary',
    { userId: 'u1', prompt: 'idea', model: 'gpt-4o' },
  ],
  [
    'getTitlePicture',
    () => story.getTitlePicture({ userId: 'u1', profileId: 'p1', summaryData: summary, generator: 'Flux' }),
    'POST',
    '/api/story/title-picture',
    { userId: 'u1', profileId: 'p1', summaryData: summary, generator: 'Flux' },
  ],
  [
    'generateStory',
    () => story.generateStory({ userId: 'u1', profileId: 'p1', bookData: { ...summary, prompt: 'idea' } }),
    'POST',
    '/api/story/storygen',
    { userId: 'u1', profileId: 'p1', bookData: { ...summary, prompt: 'idea' } },
  ],
  [
    'generateBook',
    () => story.generateBook({ userId: 'u1', bookId: 'b1', animateImages: true }),
    'POST',
    '/api/story/bookgen',
    { userId: 'u1', bookId: 'b1', animateImages: true },
  ],
  [
    'getPage',
    () => story.getPage({ bookId: 'b1', userId: 'u1', pageNum: 2 }),
    'POST',
    '/api/story/get-page',
    { bookId: 'b1', userId: 'u1', pageNum: 2 },
  ],
  [
    'deleteBook',
    () => story.deleteBook({ userId: 'u1', bookId: 'b1' }),
    'POST',
    '/api/story/delete-book',
    { userId: 'u1', bookId: 'b1' },
  ],
  [
    'fillBookshelf',
    () => story.fillBookshelf({ userId: 'u 1', page: 2 }),
    'GET',
    '/api/story/fill-bookshelf?userId=u+1&page=2',
    undefined,
  ],
  [
    'getPublicBookshelf',
    () => publicApi.getPublicBookshelf(),
    'GET',
    '/api/public/public-bookshelf',
    undefined,
  ],
  [
    'getPublicBook',
    () => publicApi.getPublicBook({ bookId: 'b1' }),
    'POST',
    '/api/public/get-public-book',
    { bookId: 'b1' },
  ],
  [
    'getBook',
    () => publicApi.getBook({ bookId: 'b1', userId: 'u1' }),
    'POST',
    '/api/public/get-book',
    { bookId: 'b1', userId: 'u1' },
  ],
  [
    'googleLogin',
    () => auth.googleLogin({ credentialId: 'jwt' }),
    'POST',
    '/api/auth/google-login',
    { credentialId: 'jwt' },
  ],
  ['localLogin', () => auth.localLogin({ name: 'Ada' }), 'POST', '/api/auth/local-login', { name: 'Ada' }],
  ['logout', () => auth.logout(), 'POST', '/api/auth/logout', {}],
  ['getAuthConfig', () => auth.getAuthConfig(), 'GET', '/api/auth/config', undefined],
  [
    'verifyGenerationPin',
    () => auth.verifyGenerationPin({ userId: 'u1', authPin: '1234' }),
    'POST',
    '/api/auth/verify-gen',
    { userId: 'u1', authPin: '1234' },
  ],
  [
    'getPinStatus',
    () => auth.getPinStatus({ userId: 'u1' }),
    'GET',
    '/api/auth/pin-status?userId=u1',
    undefined,
  ],
  ['getUser', () => user.getUser(), 'POST', '/api/user/get-user', {}],
  [
    'getCredits',
    () => user.getCredits({ user_id: 'u1' }),
    'POST',
    '/api/user/get-credits',
    { user_id: 'u1' },
  ],
  [
    'getAccountType',
    () => user.getAccountType({ userId: 'u1' }),
    'GET',
    '/api/user/get-account-type?userId=u1',
    undefined,
  ],
  [
    'updatePin',
    () => user.updatePin({ user_id: 'u1', old_pin: '1111', new_pin: '2222' }),
    'POST',
    '/api/user/update-pin',
    { user_id: 'u1', old_pin: '1111', new_pin: '2222' },
  ],
  [
    'deleteAccount',
    () => user.deleteAccount({ user_id: 'u1' }),
    'POST',
    '/api/user/delete-account',
    { user_id: 'u1' },
  ],
  [
    'getUserProfiles',
    () => files.getUserProfiles({ userId: 'u1' }),
    'GET',
    '/api/files/get-user-profiles?userId=u1',
    undefined,
  ],
  [
    'getProfile',
    () => files.getProfile({ user_id: 'u1', profile_id: 'p1' }),
    'POST',
    '/api/files/get-profile/',
    { user_id: 'u1', profile_id: 'p1' },
  ],
  [
    'createProfile',
    () => files.createProfile({ userId: 'u1', profileInfo: { version: '1.1', profile_data: savedProfile } }),
    'POST',
    '/api/files/create-profile',
    { userId: 'u1', profileInfo: { version: '1.1', profile_data: savedProfile } },
  ],
  [
    'profileChat',
    () => profile.profileChat({ messages: [{ text: 'Hi', sender: 'user' }], profileData }),
    'POST',
    '/api/profile/chat',
    { messages: [{ text: 'Hi', sender: 'user' }], profileData },
  ],
  [
    'checkout',
    () =>
      cart.checkout({ userId: 'u1', priceId: 'weekly', checkoutType: 'subscription', planName: 'Weekly' }),
    'POST',
    '/api/cart/checkout',
    { userId: 'u1', priceId: 'weekly', checkoutType: 'subscription', planName: 'Weekly' },
  ],
  [
    'changeSubscription',
    () => cart.changeSubscription({ userId: 'u1', priceId: 'all-week', planName: 'All-week' }),
    'POST',
    '/api/cart/change-subscription',
    { userId: 'u1', priceId: 'all-week', planName: 'All-week' },
  ],
  [
    'cancelSubscription',
    () => cart.cancelSubscription({ userId: 'u1' }),
    'POST',
    '/api/cart/cancel-subscription',
    { userId: 'u1' },
  ],
  [
    'checkoutSuccess',
    () => cart.checkoutSuccess({ session_id: 'cs_1', userId: 'u1' }),
    'POST',
    '/api/cart/checkout-success',
    { session_id: 'cs_1', userId: 'u1' },
  ],
];

const shelved = {
  book_id: 'b1',
  user_id: 'u1',
  data: {
    title: 'T',
    title_svg: '',
    genre: 'Adventure',
    summary: 'S',
    cf_title_image: '',
    shared: true,
    art_style: '',
  },
};
/** The shelves answer books (a shelf call reads them); every other call is answered `{ok: true}`. */
const SHELF_ANSWERS: Record<string, unknown> = {
  fillBookshelf: { books: [shelved], page: 2, totalPages: 2 },
  getPublicBookshelf: { publicBooks: [shelved], page: 1, totalPages: 1 },
};

describe('api functions (spec §7)', () => {
  it('leaves out of a shelf the books the gateway answers without data (nothing to show of them)', async () => {
    const withoutData = { book_id: 'b2', user_id: 'u1', data: null };
    globalThis.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ books: [withoutData, shelved], page: 1, totalPages: 1 }), {
          status: 200,
        }),
    ) as typeof fetch;
    await expect(story.fillBookshelf({ userId: 'u1' })).resolves.toEqual({
      books: [shelved],
      page: 1,
      totalPages: 1,
    });
    globalThis.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ publicBooks: [shelved, withoutData], page: 1, totalPages: 1 }), {
          status: 200,
        }),
    ) as typeof fetch;
    await expect(publicApi.getPublicBookshelf()).resolves.toEqual({
      publicBooks: [shelved],
      page: 1,
      totalPages: 1,
    });
  });

  it('covers every call of the contract', () => {
    // the 30 calls of §7, and GET /api/auth/pin-status that the PIN dialog asks on opening
    expect(table).toHaveLength(31);
  });

  it.each(table)('%s sends %s %s', async (name, call, method, url, body) => {
    const answer = SHELF_ANSWERS[name] ?? { ok: true };
    const fetchStub = jest.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    globalThis.fetch = fetchStub as typeof fetch;
    await expect(call()).resolves.toEqual(answer);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [sentUrl, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(sentUrl).toBe(url);
    expect(init.method).toBe(method);
    expect(init.credentials).toBe('include');
    if (method === 'POST') {
      expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
      expect(JSON.parse(init.body as string)).toEqual(body);
    } else {
      expect(init.body).toBeUndefined();
    }
  });
});

describe('api client', () => {
  it('throws ApiError with the status and the {error} text', async () => {
    stubFetch({ 'POST /api/story/summary': { status: 422, body: { error: 'The idea is too short.' } } });
    const failure = story.getSummary({ userId: 'u1', prompt: 'x' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 422, message: 'The idea is too short.' });
  });

  it('answers 501 {error} for a route not yet built', async () => {
    stubFetch();
    await expect(cart.cancelSubscription({ userId: 'u1' })).rejects.toMatchObject({
      status: 501,
      message: 'POST /api/cart/cancel-subscription is not built yet',
    });
  });

  it('turns a 429 into the friendly wait message, with the seconds of Retry-After', async () => {
    globalThis.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ error: 'Too many requests.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        }),
    ) as typeof fetch;
    await expect(request('POST', '/api/story/summary')).rejects.toMatchObject({
      status: 429,
      message: limits.tooManyRequests(42),
    });
    expect(limits.tooManyRequests(42)).toBe(
      'You are going a little fast. Please wait 42 seconds and try again.',
    );
    globalThis.fetch = jest.fn(async () => new Response('', { status: 429 })) as typeof fetch;
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ message: limits.tooManyRequests(null) });
  });

  it('falls back to the status text when the answer is not JSON', async () => {
    globalThis.fetch = jest.fn(
      async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    ) as typeof fetch;
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('turns a network failure into ApiError status 0', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('clears the login (but not demo mode) on a 401', async () => {
    sessionStore.update({ userId: 'u1', loggedIn: true, activeProfileId: 'p1', demoMode: true });
    stubFetch({ 'POST /api/user/get-credits': { status: 401, body: { error: 'Not signed in' } } });
    await expect(user.getCredits({ user_id: 'u1' })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toMatchObject({
      userId: null,
      loggedIn: false,
      activeProfileId: null,
      demoMode: true,
    });
  });

  it('leaves the query out when a value is undefined', async () => {
    const fetchStub = stubFetch({ 'GET /api/x': { body: {} } });
    await request('GET', '/api/x', { query: { a: 'b', c: undefined } });
    expect(fetchStub.mock.calls[0][0]).toBe('/api/x?a=b');
  });
});
