/**
 * Cross-site request forgery: every state-changing /api request must be JSON sent by the app's own pages.
 *
 * The session cookie rides along with any request a browser makes to us, whichever site asked for it, so the
 * gateway decides from what the browser says about the request's initiator, which a page cannot forge:
 * - `Sec-Fetch-Site` (every current browser): only `same-origin` passes. `same-site` is refused too: a sibling
 *   subdomain is exactly what SameSite=Lax lets through.
 * - else `Origin` (older browsers send it on every cross-origin POST): it must be the configured public URL's
 *   origin, or the origin of the Host the request was sent to. A page whose origin is the Host it talks to is
 *   same-origin by definition; a foreign page cannot make its Origin equal our Host (a rebinding attacker's
 *   Host is their own name, for which the browser holds no cookie of ours). This is what makes the embedded
 *   `npm start`, tests and any deployment work without naming its address twice.
 * - neither header: not a browser (curl, a server, a test's HTTP client), so no victim's cookie is borrowed.
 *
 * And the body must be `application/json`: a foreign page cannot send that type without a CORS preflight,
 * which the gateway never answers, so even a browser that sent no initiator header could not be made to
 * call us from another site.
 */
import type { Request, RequestHandler } from 'express';

export const CROSS_SITE_MESSAGE =
  'This request did not come from the Storybook app, so nothing was changed. Please use the app itself.';
export const NOT_JSON_MESSAGE = 'Invalid request: the body must be JSON (Content-Type: application/json)';

/** Methods that only read: a browser may send them from anywhere, and they change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOrigin {
  method: string;
  contentType: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** `<protocol>://<Host header>`: where the request was sent. */
  ownOrigin: string | undefined;
}

export type OriginVerdict = 'ok' | 'not-json' | 'cross-site';

/** The decision alone, on the request's headers; `allowedOrigins` are the configured public origins. */
export function judgeRequestOrigin(request: RequestOrigin, allowedOrigins: readonly string[]): OriginVerdict {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return 'ok';
  const site = request.secFetchSite?.trim().toLowerCase();
  if (site) {
    if (site !== 'same-origin') return 'cross-site';
  } else if (request.origin !== undefined) {
    const origin = request.origin.trim().toLowerCase();
    const own = request.ownOrigin?.toLowerCase();
    if (origin !== own && !allowedOrigins.includes(origin)) return 'cross-site';
  }
  return isJson(request.contentType) ? 'ok' : 'not-json';
}

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/** A URL's origin (`https://host:port`), lower case; undefined for anything but http(s). */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? parsed.origin.toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
}

/** The origin the request was sent to, from its Host header (and the protocol Express trusts). */
export function ownOriginOf(req: Request): string | undefined {
  const host = req.get('host');
  return host ? `${req.protocol}://${host}`.toLowerCase() : undefined;
}

/**
 * Refuses what `judgeRequestOrigin` refuses, with 403 and what was wrong, before anything else runs (no
 * session is even looked up).
 */
export function sameOriginGuard(publicOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const verdict = judgeRequestOrigin(
      {
        method: req.method,
        contentType: req.get('content-type'),
        origin: req.get('origin'),
        secFetchSite: req.get('sec-fetch-site'),
        // Read only for a request with an Origin and no Sec-Fetch-Site: the protocol Express trusts costs
        // an address check of the proxy, which browsers' usual requests never need.
        get ownOrigin() {
          return ownOriginOf(req);
        },
      },
      publicOrigins,
    );
    if (verdict === 'cross-site') res.status(403).json({ error: CROSS_SITE_MESSAGE });
    else if (verdict === 'not-json') res.status(403).json({ error: NOT_JSON_MESSAGE });
    else next();
  };
}
