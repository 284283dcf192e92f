/**
 * Opaque session tokens. Only a SHA-256 of the token is stored, so a copy of the database cannot be
 * replayed as sessions; logout deletes the record, which revokes the token at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AppError, type Collection, type Doc, type DocumentStore } from '@storybook-app/kit';

export interface SessionRecord extends Doc {
  user_id: string;
  expires_at: number;
  created_at: number;
  /** When the session was last used, to within `LAST_SEEN_STEP_MS` (absent on older records). */
  last_seen_at?: number;
  /** A coarse label of the browser (device-label.ts); '' when unknown. */
  device?: string;
}

/** What the account page lists of a session: nothing that could be replayed. */
export interface SessionListing {
  createdAt: number;
  lastSeenAt: number;
  device: string;
  current: boolean;
}

/**
 * "Last seen" is written at most this often per session: every request resolves its session, and a write
 * on each would double the store's work for a time nobody needs to the second.
 */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export class Sessions {
  private constructor(
    private readonly sessions: Collection<SessionRecord>,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  static async open(store: DocumentStore, ttlMs: number, now: () => number = Date.now): Promise<Sessions> {
    const sessions = await store.collection<SessionRecord>('sessions', {
      indexes: [{ fields: ['user_id'] }],
    });
    return new Sessions(sessions, ttlMs, now);
  }

  async create(userId: string, device = ''): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = now + this.ttlMs;
    await this.sessions.insert({
      _id: hashToken(token),
      user_id: userId,
      expires_at: expiresAt,
      created_at: now,
      last_seen_at: now,
      device,
    });
    return { token, expiresAt };
  }

  /** The session's user, or an unauthenticated error when the token is unknown, revoked or expired. */
  async resolve(token: string): Promise<SessionRecord> {
    const record = token ? await this.sessions.get(hashToken(token)) : null;
    if (!record || record.expires_at <= this.now()) {
      if (record) await this.sessions.delete(record._id);
      throw new AppError('unauthenticated', 'Your session has ended. Please sign in again.');
    }
    const now = this.now();
    if (now - (record.last_seen_at ?? record.created_at) >= LAST_SEEN_STEP_MS) {
      await this.sessions.update(record._id, { last_seen_at: now });
    }
    return record;
  }

  /** The user's live sessions, newest first; `currentToken`'s is marked. */
  async listOf(userId: string, currentToken: string): Promise<SessionListing[]> {
    const now = this.now();
    const current = currentToken ? hashToken(currentToken) : '';
    const records = await this.sessions.find({ user_id: userId }, { sort: '-created_at', limit: 100 });
    return records
      .filter((record) => record.expires_at > now)
      .map((record) => ({
        createdAt: record.created_at,
        lastSeenAt: record.last_seen_at ?? record.created_at,
        device: record.device ?? '',
        current: record._id === current,
      }));
  }

  async revoke(token: string): Promise<void> {
    if (token) await this.sessions.delete(hashToken(token));
  }

  /** Revokes the session and answers whose it was (null for a token that named none). */
  async end(token: string): Promise<string | null> {
    if (!token) return null;
    const record = await this.sessions.get(hashToken(token));
    await this.sessions.delete(hashToken(token));
    return record?.user_id ?? null;
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.sessions.deleteMany({ user_id: userId });
  }
}
