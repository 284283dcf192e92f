/**
 * The story routes' mapping from HTTP to gRPC: whether the caller may choose the model and illustrator
 * comes from the session (`caller.isAdmin`), never from a body, and the summary passes the profile on
 * when the client names one.
 */
import { ROUTES } from '../src/index';
import type { ProfileLookups, Route, SignedInCaller } from '../src/routes/route';

const routeAt = (path: string): Route => {
  const found = ROUTES.find((route) => route.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

const caller = (isAdmin: boolean): SignedInCaller => ({ userId: 'user-1', isAdmin, sessionToken: 'token' });

const summaryData = {
  title: 'The Moon Baker',
  summary: 'A dragon learns to bake moon cakes.',
  genre: 'Adventure',
  themes: 'Friendship',
  setting: 'A village on the moon',
  characters: 'Mia, a small dragon',
};

const BODIES: Record<string, Record<string, unknown>> = {
  '/api/story/start': { profileId: 'p-1', model: 'gpt-4o', imageGenerator: 'DallE3' },
  '/api/story/summary': { prompt: 'A dragon who bakes', model: 'gpt-4o' },
  '/api/story/title-picture': { profileId: 'p-1', summaryData, generator: 'DallE3' },
  '/api/story/storygen': {
    profileId: 'p-1',
    bookData: { ...summaryData, prompt: 'A dragon who bakes', model: 'gpt-4o', image_generator: 'DallE3' },
  },
};

describe('story routes', () => {
  it.each(Object.keys(BODIES))('%s: is_admin is the session’s, whatever the body claims', (path) => {
    const route = routeAt(path);
    for (const claim of [{ is_admin: true }, { isAdmin: true }, { accountType: 'admin' }]) {
      const input = route.input.parse({ ...BODIES[path], ...claim });
      expect(route.toRequest(input, caller(false), '')).toMatchObject({ user_id: 'user-1', is_admin: false });
      expect(route.toRequest(input, caller(true), '')).toMatchObject({ user_id: 'user-1', is_admin: true });
    }
  });

  it('passes the profile of a summary on when the client names one, and leaves it out otherwise', () => {
    const route = routeAt('/api/story/summary');
    const named = route.toRequest(
      route.input.parse({ prompt: 'A kite', profileId: 'p-1' }),
      caller(false),
      '',
    );
    expect(named).toMatchObject({ prompt: 'A kite', profile_id: 'p-1' });
    const unnamed = route.toRequest(route.input.parse({ prompt: 'A kite' }), caller(false), '');
    expect((unnamed as { profile_id?: string }).profile_id).toBeUndefined();
  });
});

describe('the profile a generation route needs the PIN grant for', () => {
  const lookups = {
    story: { GetBookProfile: async () => ({ profile_id: 'p-book' }) },
    profiles: {
      ListProfiles: async () => ({ profiles: [{ profile_id: 'p-first' }, { profile_id: 'p-2' }] }),
    },
  } as unknown as ProfileLookups;
  const generatesFor = (path: string, body: Record<string, unknown>) => {
    const route = routeAt(path);
    return route.generatesFor!(route.input.parse(body), caller(false), lookups);
  };

  it.each(Object.keys(BODIES).filter((path) => path !== '/api/story/summary'))(
    '%s: the profile the body names',
    async (path) => {
      expect(await generatesFor(path, BODIES[path]!)).toBe('p-1');
    },
  );

  it("summary: the profile named, else the user's first, as story picks it", async () => {
    expect(await generatesFor('/api/story/summary', { prompt: 'A kite', profileId: 'p-2' })).toBe('p-2');
    expect(await generatesFor('/api/story/summary', { prompt: 'A kite' })).toBe('p-first');
  });

  it("bookgen: the profile the book was written for (story's answer)", async () => {
    expect(await generatesFor('/api/story/bookgen', { bookId: 'b-1' })).toBe('p-book');
  });

  it('no other route needs a grant', () => {
    const needing = ROUTES.filter((route) => route.generatesFor).map((route) => route.path);
    expect(needing.sort()).toEqual([
      '/api/story/bookgen',
      '/api/story/start',
      '/api/story/storygen',
      '/api/story/summary',
      '/api/story/title-picture',
    ]);
  });
});
