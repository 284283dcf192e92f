/**
 * The gateway's memory of a user's answers that no longer change (a drawn page): kept per user, for a
 * while, bounded, and forgotten when the user deletes a book or the account. The services are fakes in the
 * second part on purpose: it is about what the gateway does or does not call.
 */
import { ROUTES, type ServiceClients } from '../src/index';
import { gatewayWithFakes, SESSION_COOKIE, type GatewayWithFakes } from './gateway-with-fakes';
import { OwnAnswers } from '../src/http/own-answers';
import { READY_PAGE_CACHE_MS } from '../src/routes/route-table';

describe('OwnAnswers', () => {
  const TTL = 1000;
  let now = 1_000_000;
  const clock = () => now;

  it('answers a repeat for its time, then forgets it', () => {
    const answers = new OwnAnswers(100, clock);
    answers.remember('u-1', 'page 1', 'a', TTL);
    now += 999;
    expect(answers.get('u-1', 'page 1')).toBe('a');
    now += 1;
    expect(answers.get('u-1', 'page 1')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it("never gives one user's answer to another", () => {
    const answers = new OwnAnswers(100, clock);
    answers.remember('u-1', 'page 1', 'a', TTL);
    expect(answers.get('u-2', 'page 1')).toBeUndefined();
  });

  it("forgets all of one user's answers at once, and only theirs", () => {
    const answers = new OwnAnswers(100, clock);
    answers.remember('u-1', 'page 1', 'a', TTL);
    answers.remember('u-1', 'page 2', 'b', TTL);
    answers.remember('u-2', 'page 1', 'c', TTL);
    answers.forgetUser('u-1');
    answers.forgetUser('nobody');
    expect(answers.get('u-1', 'page 1')).toBeUndefined();
    expect(answers.get('u-1', 'page 2')).toBeUndefined();
    expect(answers.get('u-2', 'page 1')).toBe('c');
    expect(answers.size).toBe(1);
  });

  it('keeps at most its size: the user nothing was kept for in the longest time goes first, then the oldest answers', () => {
    const answers = new OwnAnswers(3, clock);
    answers.remember('u-1', 'page 1', 'a', TTL);
    answers.remember('u-2', 'page 1', 'b', TTL);
    answers.remember('u-1', 'page 2', 'c', TTL);
    answers.remember('u-3', 'page 1', 'd', TTL);
    expect(answers.size).toBe(3);
    expect(answers.get('u-2', 'page 1')).toBeUndefined();
    expect(answers.get('u-1', 'page 2')).toBe('c');

    answers.remember('u-3', 'page 2', 'e', TTL);
    answers.remember('u-3', 'page 3', 'f', TTL);
    answers.remember('u-3', 'page 4', 'g', TTL);
    expect(answers.size).toBe(3);
    expect(answers.get('u-1', 'page 2')).toBeUndefined();
    expect(answers.get('u-3', 'page 1')).toBeUndefined();
    expect(answers.get('u-3', 'page 4')).toBe('g');
  });

  it('keeps nothing for no time', () => {
    const answers = new OwnAnswers(100, clock);
    answers.remember('u-1', 'page 1', 'a', 0);
    expect(answers.get('u-1', 'page 1')).toBeUndefined();
  });
});

describe('reading drawn pages through the gateway', () => {
  const COOKIE = SESSION_COOKIE;
  const USERS: Record<string, string> = { 'token-1': 'u-1', 'token-2': 'u-2' };
  const as = (token: string) => `${COOKIE}=${token}`;
  let gateway: GatewayWithFakes;
  let api: GatewayWithFakes['api'];
  const story = {
    // Page 1 is drawn, page 2 is still being drawn; each user reads their own book of the same id.
    GetPage: jest.fn(async ({ user_id, page_num }: { user_id: string; page_num: number }) => ({
      page: {
        page_number: page_num,
        page_text: `${user_id} page ${page_num}`,
        cloud_url: '',
        cf_cloud_url: '',
        cf_cloud_animated_url: '',
        status: page_num === 1 ? 'PAGE_STATUS_READY' : 'PAGE_STATUS_PENDING',
      },
      total_pages: 2,
    })),
    DeleteBook: jest.fn(async () => ({ success: true })),
  };
  const auth = {
    ResolveSession: jest.fn(async ({ session_token }: { session_token: string }) => ({
      user_id: USERS[session_token],
      is_admin: false,
      expires_at: Date.UTC(2035, 0, 1),
    })),
    DeleteAccount: jest.fn(async () => ({})),
  };
  const read = (token: string, pageNum: number) =>
    api.post('/api/story/get-page').set('Cookie', as(token)).send({ bookId: 'book-1', pageNum });

  beforeAll(async () => {
    gateway = await gatewayWithFakes(
      { auth, profiles: {}, story, images: {}, billing: {} } as unknown as ServiceClients,
      ROUTES,
    );
    api = gateway.api;
  });

  afterAll(() => gateway.close());

  beforeEach(() => jest.clearAllMocks());

  it('keeps a drawn page for a minute', () => {
    expect(READY_PAGE_CACHE_MS).toBe(60_000);
  });

  it('answers a drawn page again from memory, the same JSON, and asks story for one still being drawn', async () => {
    const first = await read('token-1', 1);
    const again = await read('token-1', 1);
    expect(first.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    // A POST answer no cache keeps: not hashed for an ETag.
    expect(again.headers.etag).toBeUndefined();
    expect(first.body.pageData).toMatchObject({ status: 'ready', page_text: 'u-1 page 1' });
    expect(story.GetPage).toHaveBeenCalledTimes(1);

    await read('token-1', 2);
    const pending = await read('token-1', 2);
    expect(pending.body.pageData.status).toBe('pending');
    expect(story.GetPage).toHaveBeenCalledTimes(3);
  });

  it("never answers one parent with another's page", async () => {
    await read('token-1', 1);
    const other = await read('token-2', 1);
    expect(other.body.pageData.page_text).toBe('u-2 page 1');
    expect(story.GetPage.mock.calls.at(-1)?.[0]).toMatchObject({ user_id: 'u-2', page_num: 1 });
  });

  it('asks story again after the parent deletes a book or the account', async () => {
    await read('token-1', 1);
    await read('token-2', 1);
    jest.clearAllMocks();
    const deleted = await api
      .post('/api/story/delete-book')
      .set('Cookie', as('token-1'))
      .send({ bookId: 'book-1' });
    expect(deleted.status).toBe(200);
    await read('token-1', 1);
    await read('token-2', 1);
    expect(story.GetPage).toHaveBeenCalledTimes(1);

    await api.post('/api/user/delete-account').set('Cookie', as('token-2')).send({});
    await read('token-2', 1);
    expect(story.GetPage).toHaveBeenCalledTimes(2);
  });
});
