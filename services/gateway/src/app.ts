/**
 * The gateway's HTTP application: request ids and access logs, the /api route table (with the headers for
 * JSON), then helmet's headers, health, and /media and the static web through proxies. It holds no
 * business rules and no data (only short memories of answers, see http/).
 */
import {
  AppError,
  httpRouteLabel,
  observeHttpRequest,
  requestIdFrom,
  runWithRequestId,
  REQUEST_ID_HEADER,
  type Logger,
  type ServiceClient,
} from '@storybook-app/kit';
import type { ServiceName } from '@storybook-app/proto';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ApiTable } from './http/api-table';
import { errorHandler } from './http/errors';
import { sendJsonText } from './http/json-answer';
import { streamEvents } from './http/event-stream';
import type { SessionCache } from './http/session-cache';
import { mountHealth } from './http/health';
import { OwnAnswers } from './http/own-answers';
import { SharedAnswers } from './http/shared-answers';
import { openApiDocument } from './http/openapi';
import {
  assertOwnIdentity,
  cookieOptions,
  resolveCaller,
  sessionTokenOf,
  type SessionCookie,
} from './http/session';
import type { Caller, Route } from './routes/route';
import { ROUTES } from './routes/route-table';

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
}

const DEFAULT_BODY_LIMIT = '100kb';

export function createGatewayApp(deps: GatewayDeps): Express {
  const { logger, cookie } = deps;
  const routes = deps.routes ?? ROUTES;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');

  const apiPaths = new Set(['/api/openapi.json', ...routes.map((route) => route.path)]);
  app.use(requestContext(logger, apiPaths));
  // One memory for every route: deleting a book must reach what reading its pages kept.
  const ownAnswers = new OwnAnswers();
  const api = new ApiTable();
  let openApi: Record<string, unknown> | undefined;
  api.add('get', '/api/openapi.json', (_req, res) => {
    res.json((openApi ??= openApiDocument(routes)));
  });
  const cookies = cookieParser();
  for (const route of routes) {
    api.add(route.method, route.path, cookies, ...bodyParsers(route), routeHandler(route, deps, ownAnswers));
  }
  app.use(api.handler());

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
          'frame-src': ["'self'", 'https://accounts.google.com/gsi/'],
          'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
          'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
          'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          // Only behind HTTPS: on a plain-HTTP local run it would point the browser at https://127.0.0.1.
          'upgrade-insecure-requests': cookie.secure ? [] : null,
        },
      },
      // Google's sign-in popup talks back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  mountHealth(app, deps.addresses);

  if (deps.mediaUrl) {
    app.use(
      createProxyMiddleware({
        target: deps.mediaUrl,
        pathFilter: '/media/',
        on: { error: proxyError(logger) },
      }),
    );
  }
  if (deps.webUrl) {
    app.use(createProxyMiddleware({ target: deps.webUrl, on: { error: proxyError(logger) } }));
  }
  app.use(errorHandler(logger));
  return app;
}

function bodyParsers(route: Route): RequestHandler[] {
  const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
  if (route.rawBody) return [express.raw({ type: () => true, limit })];
  return route.method === 'post' ? [express.json({ limit })] : [];
}

function routeHandler(route: Route, deps: GatewayDeps, ownAnswers: OwnAnswers): RequestHandler {
  const { clients, cookie, logger, sessions } = deps;
  const client = clients[route.service] as Record<
    string,
    ((request: unknown, options?: { deadlineMs?: number }) => Promise<unknown>) | undefined
  >;
  const shared =
    route.sharedCacheMs && route.access === 'public' && route.method === 'get'
      ? new SharedAnswers(route.sharedCacheMs)
      : undefined;
  return async (req: Request, res: Response) => {
    const caller = await callerFor(route, req, res, deps);
    const input = route.input.parse(inputOf(route, req));
    const call = client[route.rpc];
    if (!call) throw new AppError('unimplemented', route.path);
    const signedIn = { ...caller, userId: caller.userId ?? '' };
    const invoke = (cursor: string) => {
      const request = route.toRequest(input, signedIn, cursor);
      return route.deadlineMs ? call(request, { deadlineMs: route.deadlineMs }) : call(request);
    };
    if (route.events) return streamEvents(route.events, route.toResponse, invoke, req, res, logger);
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
    // Before the call and after it: a request racing the logout may have remembered the session again.
    if (route.session === 'close') sessions?.forget(caller.sessionToken);
    if (route.forgetsOwnAnswers) ownAnswers.forgetUser(signedIn.userId);
    const reply = await invoke('');
    if (route.forgetsOwnAnswers) ownAnswers.forgetUser(signedIn.userId);

    if (route.session === 'open') {
      const { session_token, expires_at } = reply as { session_token: string; expires_at: number };
      res.cookie(cookie.name, session_token, cookieOptions(cookie, expires_at));
    } else if (route.session === 'close') {
      sessions?.forget(caller.sessionToken);
      res.clearCookie(cookie.name, cookieOptions(cookie));
    }
    res.json(route.toResponse(reply));
  };
}

async function callerFor(route: Route, req: Request, res: Response, deps: GatewayDeps): Promise<Caller> {
  const { clients, cookie } = deps;
  if (route.access === 'public') {
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
  if (!caller.userId) throw new AppError('unauthenticated', 'Please sign in first.');
  if (route.access === 'admin' && !caller.isAdmin) {
    throw new AppError('permission_denied', 'This needs an admin account.');
  }
  assertOwnIdentity(caller, req.body, req.query);
  return caller;
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
    const started = performance.now();
    res.on('finish', () => {
      const ms = performance.now() - started;
      // The path only: queries may carry ids, and bodies are never logged.
      logger.info(
        { requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) },
        'http',
      );
      observeHttpRequest(req.method, httpRouteLabel(req.path, apiPaths), res.statusCode, ms / 1000);
    });
    runWithRequestId(requestId, next);
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
