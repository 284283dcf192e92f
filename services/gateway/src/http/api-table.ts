/**
 * The /api routes as one lookup by method and exact path. Express's router tries the pattern of every
 * route registered before the one asked for, and with the route table's fifty entries that walk cost a
 * page read a good part of its time; the table has no path parameters, so a Map says it all. A HEAD is
 * answered like its GET, as Express does; a method a known path does not have is a 405 that says which it
 * has (Allow); anything else under /api that is not in the table is a 404.
 */
import { Router, type RequestHandler } from 'express';

/**
 * What every /api answer carries. JSON is never a page: it may load nothing and be framed nowhere (OWASP's
 * headers for REST answers). helmet's full set, with the CSP the web needs, is for everything else.
 */
const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

export const METHOD_NOT_ALLOWED = 'Method not allowed';

export class ApiTable {
  /** Each route's middleware in a router of its own: Express runs the chain, the Map only finds it. */
  private readonly chains = new Map<string, Router>();
  /** Each path's Allow header. */
  private readonly allowed = new Map<string, string>();

  add(method: 'get' | 'post', path: string, ...chain: RequestHandler[]): void {
    this.chains.set(`${method.toUpperCase()} ${path}`, Router().use(...chain));
    const methods = new Set((this.allowed.get(path) ?? '').split(', ').filter(Boolean));
    for (const name of method === 'get' ? ['GET', 'HEAD'] : ['POST']) methods.add(name);
    this.allowed.set(path, [...methods].join(', '));
  }

  /** Serves /api paths, passes anything else on; failures go to the app's error handler. */
  handler(): RequestHandler {
    return (req, res, next) => {
      const path = req.path;
      if (path !== '/api' && !path.startsWith('/api/')) {
        next();
        return;
      }
      for (const [name, value] of API_HEADERS) res.setHeader(name, value);
      const chain = this.chains.get(`${req.method === 'HEAD' ? 'GET' : req.method} ${path}`);
      if (!chain) {
        const allow = this.allowed.get(path);
        if (allow) res.status(405).setHeader('Allow', allow).json({ error: METHOD_NOT_ALLOWED });
        else res.status(404).json({ error: 'Not found' });
        return;
      }
      chain(req, res, next);
    };
  }
}
