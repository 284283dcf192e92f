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
}

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

  async create(userId: string): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = this.now() + this.ttlMs;
    await this.sessions.insert({
      _id: hashToken(token),
      user_id: userId,
      expires_at: expiresAt,
      created_at: this.now(),
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
    return record;
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
