/**
 * The caller of a request, from the session cookie only. Unknown, expired or revoked sessions make the
 * caller a visitor (and the stale cookie is cleared); the body can never name a user.
 */
import { AppError, type ServiceClient } from '@storybook-app/kit';
import { parse as parseCookie } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import type { Caller } from '../routes/route';
import type { SessionCache } from './session-cache';

export interface SessionCookie {
  name: string;
  secure: boolean;
}

export const cookieOptions = (cookie: SessionCookie, expiresAt?: number): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: cookie.secure,
  path: '/',
  ...(expiresAt ? { expires: new Date(expiresAt) } : {}),
});

/**
 * The session token from the cookie, if any. Read straight from the header: the session cookie is the only
 * one the gateway reads, so nothing else is decoded per request (signed or JSON cookies it never sets).
 */
export function sessionTokenOf(req: Request, cookie: SessionCookie): string | null {
  const header = req.headers.cookie;
  return (header && parseCookie(header)[cookie.name]) || null;
}

export async function resolveCaller(
  req: Request,
  res: Response,
  auth: Pick<ServiceClient<'auth'>, 'ResolveSession'>,
  cookie: SessionCookie,
  sessions?: SessionCache,
): Promise<Caller> {
  const token = sessionTokenOf(req, cookie);
  if (!token) return { userId: null, isAdmin: false, sessionToken: null };
  const known = sessions?.get(token);
  if (known) return { ...known, sessionToken: token };
  try {
    const session = await auth.ResolveSession({ session_token: token }, { deadlineMs: 3000 });
    const caller = { userId: session.user_id, isAdmin: session.is_admin };
    sessions?.remember(token, caller, session.expires_at);
    return { ...caller, sessionToken: token };
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthenticated') {
      res.clearCookie(cookie.name, cookieOptions(cookie));
      return { userId: null, isAdmin: false, sessionToken: null };
    }
    throw error;
  }
}

/** Fields in which a client may (for compatibility with spec §7) repeat its own user id. */
const IDENTITY_FIELDS = ['userId', 'user_id'] as const;

/** A user id in the body or query that is not the session's is refused before any service is called. */
export function assertOwnIdentity(caller: Caller, ...sources: unknown[]): void {
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const field of IDENTITY_FIELDS) {
      const claimed = (source as Record<string, unknown>)[field];
      if (claimed !== undefined && claimed !== '' && claimed !== caller.userId) {
        throw new AppError('permission_denied', 'You can only act for your own account.');
      }
    }
  }
}
