/**
 * The gateway's HTTP application: request ids and access logs, the /api route table (with the headers for
 * JSON, and the request guards: same-origin JSON for changes, rate limits, the app's own URLs), then
 * helmet's headers, health, and /media and the static web through proxies. It holds no business rules and
 * no data (only short memories of answers, see http/).
 */
import {
  AppError,
  httpRouteLabel,
  observeHttpRequest,
  requestIdFrom,
  REQUEST_ID_HEADER,
  type CallOptions,
  type Logger,
  type ServiceClient,
} from '@storybook-app/kit';
import type { ServiceName } from '@storybook-app/proto';
import type { IncomingMessage } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ApiTable } from './http/api-table';
import { API_DOCS_PATH, API_DOCS_SCRIPT_PATH, apiDocsHandlers } from './http/api-docs';
import { errorHandler, PinRequiredError } from './http/errors';
import { sendJsonText } from './http/json-answer';
import { streamEvents } from './http/event-stream';
import { requestClients, requestIdOf } from './http/request-clients';
import type { SessionCache } from './http/session-cache';
import { mountHealth, type HealthCheckers } from './http/health';
import { OwnAnswers } from './http/own-answers';
import { createRateLimiters, type RateLimiters } from './http/rate-limiter';
import { rateLimitTable } from './http/rate-limits';
import { originOf, ownOriginOf, sameOriginGuard } from './http/same-origin';
import { SharedAnswers } from './http/shared-answers';
import { openApiDocument } from './http/openapi';
import {
  assertOwnIdentity,
  cookieOptions,
  resolveCaller,
  sessionTokenOf,
  type SessionCookie,
} from './http/session';
import type { Caller, ProfileLookups, Route, SignedInCaller } from './routes/route';
import { ROUTES } from './routes/route-table';
import { PAGE_URL_MESSAGE, isAppPath } from './routes/text-hygiene';

export type ServiceClients = { [S in ServiceName]: Partial<ServiceClient<S>> };

export interface GatewayDeps {
  clients: ServiceClients;
  /** host:port of each service, for /readyz. */
  addresses: Record<ServiceName, string>;
  logger: Logger;
  cookie: SessionCookie;
  webUrl?: string;
  mediaUrl?: string;
  routes?: Route[];
  /** Sessions auth confirmed a moment ago; without it every request asks auth. */
  sessions?: SessionCache;
  /** Users' answers kept a while (`ownCache` routes); one is made when not given. */
  ownAnswers?: OwnAnswers;
  /** Where browsers reach the product, if not at the Host they send requests to. */
  publicUrl?: string;
  /** The request counters; by default the default limits, in this process's memory. */
  rateLimits?: RateLimiters;
}

const DEFAULT_BODY_LIMIT = '100kb';

/** The browser's rules for the app: where scripts, frames and pictures may come from (Google's sign-in too). */
function securityHeaders(secureCookie: boolean) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
        'frame-src': ["'self'", 'https://accounts.google.com/gsi/'],
        'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
        'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        // Only behind HTTPS: on a plain-HTTP local run it would point the browser at https://127.0.0.1.
        'upgrade-insecure-requests': secureCookie ? [] : null,
      },
    },
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

/** Pictures: the caller's access checked here, then the images service's media server behind the proxy. */
function mountMedia(app: Express, deps: GatewayDeps, mediaUrl: string): void {
  app.use(MEDIA_PATH, pictureAccess(deps));
  app.use(
    createProxyMiddleware({
      target: mediaUrl,
      pathFilter: MEDIA_PATH,
      on: {
        error: proxyError(deps.logger),
        proxyRes: (proxyRes: IncomingMessage, _req, res) => {
          const cacheControl = (res as Response).locals?.pictureCache as string | undefined;
          if (cacheControl && proxyRes.statusCode === 200) proxyRes.headers['cache-control'] = cacheControl;
        },
      },
    }),
  );
}

export function createGatewayApp(deps: GatewayDeps): Express {
  const { logger, cookie } = deps;
  const routes = deps.routes ?? ROUTES;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');

  const apiPaths = new Set([
    '/api/openapi.json',
    API_DOCS_PATH,
    API_DOCS_SCRIPT_PATH,
    ...routes.map((route) => route.path),
  ]);
  app.use(requestContext(logger, apiPaths));
  // One memory for every route: deleting a book must reach what reading its pages kept.
  const ownAnswers = deps.ownAnswers ?? new OwnAnswers();
  const api = new ApiTable();
  let openApi: Record<string, unknown> | undefined;
  api.add('get', '/api/openapi.json', (_req, res) => {
    res.json((openApi ??= openApiDocument(routes, cookie.name)));
  });
  const docs = apiDocsHandlers('/api/openapi.json');
  api.add('get', API_DOCS_PATH, docs.page);
  api.add('get', API_DOCS_SCRIPT_PATH, docs.script);
  const publicOrigin = deps.publicUrl ? originOf(deps.publicUrl) : undefined;
  const sameOrigin = sameOriginGuard(publicOrigin ? [publicOrigin] : []);
  const limits = deps.rateLimits ?? createRateLimiters(rateLimitTable({}));
  for (const route of routes) {
    // A raw-body route is a signed webhook: its signature, checked by the service, is its proof of origin.
    const guards = route.rawBody ? [] : [sameOrigin];
    api.add(
      route.method,
      route.path,
      ...guards,
      ...bodyParsers(route),
      routeHandler(route, { ...deps, publicOrigin }, ownAnswers, limits),
    );
  }
  app.use(api.handler());

  app.use(securityHeaders(cookie.secure));
  mountHealth(app, deps.addresses, deps.clients as HealthCheckers);

  if (deps.mediaUrl) mountMedia(app, deps, deps.mediaUrl);
  if (deps.webUrl) {
    app.use(createProxyMiddleware({ target: deps.webUrl, on: { error: proxyError(logger) } }));
  }
  app.use(errorHandler(logger));
  return app;
}

const MEDIA_PATH = '/media/';
/**
 * Pictures of shared books may be kept by browsers and CDNs, for an hour: a book its owner stops sharing
 * is then refused to anyone else at once here, and within the hour everywhere. Its owner's own pictures are
 * kept by their browser only.
 */
export const SHARED_PICTURE_CACHE = 'public, max-age=3600';
export const OWN_PICTURE_CACHE = 'private, max-age=600';

/**
 * A user's pictures (`/media/users/<owner>/...`) answer to their owner (the session) and, for anyone else,
 * only while they belong to a book its owner shares (story says, for each request: no replica keeps it).
 * Anything else is not found, telling nothing. Other /media keys (none today) pass as before.
 */
function pictureAccess(deps: GatewayDeps): RequestHandler {
  const { clients, cookie } = deps;
  const notFound = (res: Response) => res.status(404).json({ error: 'Not found' });
  return (req, res, next) => {
    let key: string;
    try {
      key = decodeURIComponent(req.path.replace(/^\//, ''));
    } catch {
      notFound(res);
      return;
    }
    const [root, owner] = key.split('/');
    if (root !== 'users') {
      next();
      return;
    }
    const decide = async () => {
      const calls = requestClients(clients, requestIdOf(res));
      const caller = await resolveCaller(
        req,
        res,
        calls.auth as Pick<ServiceClient<'auth'>, 'ResolveSession'>,
        cookie,
        deps.sessions,
      );
      if (owner && caller.userId === owner) {
        res.locals.pictureCache = OWN_PICTURE_CACHE;
        return true;
      }
      const story = calls.story as Pick<ServiceClient<'story'>, 'GetPictureSharing'>;
      const { shared } = await story.GetPictureSharing({ key });
      if (shared) res.locals.pictureCache = SHARED_PICTURE_CACHE;
      return shared;
    };
    decide().then(
      (allowed) => (allowed ? next() : notFound(res)),
      (error: unknown) => next(error),
    );
  };
}

function bodyParsers(route: Route): RequestHandler[] {
  const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
  if (route.rawBody) return [express.raw({ type: () => true, limit })];
  return route.method === 'post' ? [express.json({ limit })] : [];
}

function routeHandler(
  route: Route,
  deps: GatewayDeps & { publicOrigin: string | undefined },
  ownAnswers: OwnAnswers,
  limits: RateLimiters,
): RequestHandler {
  const { clients, cookie, logger, sessions } = deps;
  const client = clients[route.service] as Record<
    string,
    ((request: unknown, options?: CallOptions) => Promise<unknown>) | undefined
  >;
  const shared =
    route.sharedCacheMs && route.access === 'public' && route.method === 'get'
      ? new SharedAnswers(route.sharedCacheMs)
      : undefined;
  return async (req: Request, res: Response) => {
    const requestId = requestIdOf(res);
    const calls = requestClients(clients, requestId);
    const caller = await callerFor(route, req, res, { ...deps, clients: calls });
    if (route.rateLimit) await limits.consume(route.rateLimit, { ip: req.ip, user: caller.userId });
    const input = route.input.parse(inputOf(route, req));
    if (route.ownOriginUrls) assertOwnOriginUrls(route.ownOriginUrls, input, req, deps.publicOrigin);
    const call = client[route.rpc];
    if (!call) throw new AppError('unimplemented', route.path);
    const signedIn = { ...caller, userId: caller.userId ?? '', userAgent: req.get('user-agent') ?? '' };
    // Awaited only where the route has them: each await is a turn of the microtask queue per request.
    if (route.generatesFor) await checkGenerationGrant(route, input, signedIn, calls);
    if (route.grantsFor) await checkGrantedProfile(route, input, signedIn, calls);
    const invoke = (cursor: string) =>
      call(route.toRequest(input, signedIn, cursor), { deadlineMs: route.deadlineMs, requestId });
    if (route.events) {
      return streamEvents(route.events, route.toResponse, invoke, req, res, logger.child({ requestId }));
    }
    if (shared) {
      const answer = async () => JSON.stringify(route.toResponse(await invoke('')));
      sendJsonText(req, res, await shared.body(JSON.stringify(input), answer));
      return;
    }
    if (route.ownCache) {
      const key = `${route.path} ${JSON.stringify(input)}`;
      const kept = ownAnswers.get(signedIn.userId, key);
      if (kept !== undefined) {
        sendJsonText(req, res, kept);
        return;
      }
      const reply = await invoke('');
      const body = JSON.stringify(route.toResponse(reply));
      if (route.ownCache.keepWhen(reply))
        ownAnswers.remember(signedIn.userId, key, body, route.ownCache.ttlMs);
      sendJsonText(req, res, body);
      return;
    }
    if (route.cacheControl) {
      const reply = await invoke('');
      const cacheControl = route.cacheControl(reply);
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);
      res.json(route.toResponse(reply));
      return;
    }
    // Before the call and after it: a request racing the logout may have remembered the session again.
    const forgetSessions = () => {
      if (route.session === 'close') sessions?.forget(caller.sessionToken);
      if (route.session === 'close-all') sessions?.forgetUser(signedIn.userId);
    };
    forgetSessions();
    if (route.forgetsOwnAnswers) ownAnswers.forgetUser(signedIn.userId);
    const reply = await invoke('');
    if (route.forgetsOwnAnswers) ownAnswers.forgetUser(signedIn.userId);

    if (route.session === 'open') {
      const { session_token, expires_at } = reply as { session_token: string; expires_at: number };
      res.cookie(cookie.name, session_token, cookieOptions(cookie, expires_at));
    } else if (route.session) {
      forgetSessions();
      res.clearCookie(cookie.name, cookieOptions(cookie));
    }
    res.json(route.toResponse(reply));
  };
}

/**
 * A generation route goes on only with the session's live grant for the profile it acts for. Asked of auth
 * on every call, never remembered here: a logout or a lapsed grant takes effect on every replica at once.
 */
async function checkGenerationGrant(
  route: Route,
  input: unknown,
  caller: SignedInCaller,
  clients: ServiceClients,
): Promise<void> {
  if (!route.generatesFor) return;
  const profileId = await route.generatesFor(input, caller, clients as unknown as ProfileLookups);
  if (!profileId) return;
  const auth = clients.auth as Pick<ServiceClient<'auth'>, 'CheckGenerationGrant'>;
  const grant = await auth.CheckGenerationGrant({
    session_token: caller.sessionToken ?? '',
    profile_id: profileId,
  });
  if (!grant.granted) throw new PinRequiredError(profileId);
}

/** A grant is only for one's own profile: profiles answers not_found for anyone else's. */
async function checkGrantedProfile(
  route: Route,
  input: unknown,
  caller: SignedInCaller,
  clients: ServiceClients,
): Promise<void> {
  const profileId = route.grantsFor?.(input);
  if (!profileId) return;
  const profiles = clients.profiles as Pick<ServiceClient<'profiles'>, 'GetProfile'>;
  await profiles.GetProfile({ user_id: caller.userId, profile_id: profileId });
}

async function callerFor(route: Route, req: Request, res: Response, deps: GatewayDeps): Promise<Caller> {
  const { clients, cookie } = deps;
  if (route.access === 'public' && !route.knowsCaller) {
    // Public routes never act for a user; logout only needs the token to revoke.
    return { userId: null, isAdmin: false, sessionToken: sessionTokenOf(req, cookie) };
  }
  const caller = await resolveCaller(
    req,
    res,
    clients.auth as Pick<ServiceClient<'auth'>, 'ResolveSession'>,
    cookie,
    deps.sessions,
  );
  if (route.access === 'public') return caller;
  if (!caller.userId) throw new AppError('unauthenticated', 'Please sign in first.');
  if (route.access === 'admin' && !caller.isAdmin) {
    throw new AppError('permission_denied', 'This needs an admin account.');
  }
  assertOwnIdentity(caller, req.body, req.query);
  return caller;
}

/** A URL the spec stores (a problem report's page) must be a page of this app, not any address. */
function assertOwnOriginUrls(
  fields: string[],
  input: unknown,
  req: Request,
  publicOrigin: string | undefined,
): void {
  const allowed = [ownOriginOf(req), publicOrigin];
  // Behind a proxy that rewrites Host (Vite's dev server), the browser's word that the page is ours.
  if (req.get('sec-fetch-site') === 'same-origin') allowed.push(req.get('origin')?.toLowerCase());
  for (const field of fields) {
    const value = (input as Record<string, unknown>)[field];
    if (typeof value !== 'string' || value === '' || isAppPath(value)) continue;
    const origin = originOf(value);
    if (!origin || !allowed.filter(Boolean).includes(origin)) {
      throw new AppError('invalid_argument', `Invalid request: ${field} ${PAGE_URL_MESSAGE}`);
    }
  }
}

function inputOf(route: Route, req: Request): unknown {
  if (route.rawBody) {
    return {
      payload: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      signature: req.get('stripe-signature') ?? '',
    };
  }
  return route.method === 'get' ? req.query : (req.body ?? {});
}

function requestContext(logger: Logger, apiPaths: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.locals.requestId = requestId;
    const started = performance.now();
    res.on('finish', () => {
      const ms = performance.now() - started;
      // The path only: queries may carry ids, and bodies are never logged. Built only when it is written
      // (production logs at info; a bench or a quiet run does not).
      if (logger.isLevelEnabled('info')) {
        logger.info(
          { requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) },
          'http',
        );
      }
      observeHttpRequest(req.method, httpRouteLabel(req.path, apiPaths), res.statusCode, ms / 1000);
    });
    next();
  };
}

const proxyError =
  (logger: Logger) =>
  (error: Error, _req: unknown, res: unknown): void => {
    logger.warn({ err: error }, 'upstream unavailable');
    const response = res as Response;
    if (typeof response.status === 'function' && !response.headersSent) {
      response.status(502).json({ error: 'This part of Storybook is not available right now.' });
    }
  };
