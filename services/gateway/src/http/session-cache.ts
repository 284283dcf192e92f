/**
 * What auth said of a session token, remembered for a few seconds: every signed-in request resolves its
 * session, and asking auth each time costs a gRPC call and a store read per request.
 *
 * A logout or account deletion through this gateway forgets its token at once; one through another replica
 * is heard on the bus (`replica-evictions.ts`), which forgets every session of that user here. Without a bus
 * the price is staleness bounded by `ttlMs` (as for a role changed in auth's config). No entry outlives the
 * session's own expiry. Refusals are never remembered, so a fresh sign-in works at once.
 */
import type { Caller } from '../routes/route';

export type SignedInSession = Pick<Caller, 'userId' | 'isAdmin'> & { userId: string };

interface Entry {
  session: SignedInSession;
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): SignedInSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.session;
  }

  /** `expiresAt`: the session's own end (ms since the epoch; 0 when auth did not say). */
  remember(token: string, session: SignedInSession, expiresAt: number): void {
    if (this.ttlMs <= 0) return;
    const until = Math.min(this.now() + this.ttlMs, expiresAt > 0 ? expiresAt : Infinity);
    // Maps keep insertion order: when full, the oldest entry goes.
    if (this.entries.size >= this.maxEntries && !this.entries.has(token)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(token);
    this.entries.set(token, { session, until });
  }

  forget(token: string | null): void {
    if (token) this.entries.delete(token);
  }

  /**
   * Forgets every session remembered for the user: their sessions ended through another replica (heard on
   * the bus), or signing out everywhere or deleting the account through this one. A walk over at most
   * `maxEntries`: sessions end far more rarely than they are read, so no index by user is kept for it.
   */
  forgetUser(userId: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.session.userId === userId) this.entries.delete(token);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
