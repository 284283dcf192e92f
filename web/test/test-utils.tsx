import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../src/app/providers';
import { AppRoutes, routes as appRoutes } from '../src/app/router';
import type { UserProfile } from '../src/api/types';
import { sessionStore, type SessionState } from '../src/lib/session-store';

export interface Reply {
  status?: number;
  body?: unknown;
}
export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
  init: RequestInit;
}
export type Handler = Reply | ((request: SeenRequest) => Reply);

export const ada: UserProfile = {
  user_id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  picture: 'https://example.com/ada.png',
  last_login: '2024-05-01T10:00:00.000Z',
  accountType: 'Free',
};

/** get-user answers 401 (logged out) unless a handler says otherwise; any other call answers 501. */
const defaults: Record<string, Handler> = {
  'POST /api/user/get-user': { status: 401, body: { error: 'Not signed in' } },
};

/** Replaces fetch with a stub answering `"METHOD /path"` keys with JSON. */
export function stubFetch(handlers: Record<string, Handler> = {}) {
  const table = { ...defaults, ...handlers };
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = table[`${method} ${url.pathname}`];
    const reply: Reply = !handler
      ? { status: 501, body: { error: `${method} ${url.pathname} is not built yet` } }
      : typeof handler === 'function'
        ? handler({ method, url, body, init })
        : handler;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchStub as typeof fetch;
  return fetchStub;
}

/** Handlers for a signed-in user. */
export function signedIn(user: UserProfile = ada): Record<string, Handler> {
  return { 'POST /api/user/get-user': { body: { profileData: user } } };
}

/** The requests a fetch stub has seen, as `"METHOD /path"` strings. */
export function calls(fetchStub: jest.Mock): string[] {
  return fetchStub.mock.calls.map(([input, init]: [string, RequestInit | undefined]) => {
    const url = new URL(input, 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });
}

/** Where the app is: the location the router rendered last, read by the tests as `router.state.location`. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders the app's routes (or given ones) at `path` (with router state, if given) with fresh providers. */
export function renderApp(
  path: string | { pathname: string; search?: string; state?: unknown },
  { routes = appRoutes, session }: { routes?: RouteObject[]; session?: Partial<SessionState> } = {},
) {
  if (session) sessionStore.update(session);
  let location: Location | null = null;
  const router = {
    state: {
      get location(): Location {
        if (!location) throw new Error('the router has not rendered yet');
        return location;
      },
    },
  };
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe onLocation={(seen) => (location = seen)} />
        <AppRoutes table={routes} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}
