/**
 * Generation grants (spec §6: a parent "needs the PIN to pick a profile for generation"). Entering the PIN
 * for a profile, or choosing the first PIN there, lets that one session generate for that one profile for a
 * while. They are kept here, not in the browser, so that the PIN gates the generation routes themselves and
 * not only the page that calls them. A grant belongs to a session (by its token's hash, like the session
 * record): logout, signing out everywhere and account deletion end it with the session.
 */
import type { Collection, Doc, DocumentStore } from '@storybook-app/kit';

export interface GrantRecord extends Doc {
  /** The session's token hash (`hashToken`), never the token. */
  session_id: string;
  user_id: string;
  profile_id: string;
  /** epoch ms */
  expires_at: number;
  created_at: number;
}

/** How long a grant lasts unless configured (`GENERATION_GRANT_MINUTES`). */
export const DEFAULT_GRANT_MINUTES = 30;

/** One grant per session and profile: entering the PIN again renews it rather than adding another. */
export const grantId = (sessionId: string, profileId: string): string => `${sessionId}:${profileId}`;

/**
 * Whether a stored grant lets this session generate for this profile at `now`. The id already names both;
 * the fields are compared as well so that a grant can never answer for another session or profile.
 */
export function grantAllows(
  grant: Pick<GrantRecord, 'session_id' | 'profile_id' | 'expires_at'> | null,
  sessionId: string,
  profileId: string,
  now: number,
): boolean {
  if (!grant || !sessionId || !profileId) return false;
  return grant.session_id === sessionId && grant.profile_id === profileId && grant.expires_at > now;
}

export class GenerationGrants {
  private constructor(
    private readonly grants: Collection<GrantRecord>,
    private readonly lifetimeMs: number,
    private readonly now: () => number,
  ) {}

  static async open(
    store: DocumentStore,
    lifetimeMs: number,
    now: () => number = Date.now,
  ): Promise<GenerationGrants> {
    const grants = await store.collection<GrantRecord>('generation_grants', {
      indexes: [{ fields: ['session_id'] }, { fields: ['user_id'] }],
    });
    return new GenerationGrants(grants, lifetimeMs, now);
  }

  /** Gives (or renews) the grant; answers until when it lasts. */
  async give(sessionId: string, userId: string, profileId: string): Promise<number> {
    const now = this.now();
    const expiresAt = now + this.lifetimeMs;
    await this.grants.upsert({
      _id: grantId(sessionId, profileId),
      session_id: sessionId,
      user_id: userId,
      profile_id: profileId,
      expires_at: expiresAt,
      created_at: now,
    });
    return expiresAt;
  }

  /** Until when the session may generate for the profile, or 0 when it may not. */
  async check(sessionId: string, profileId: string): Promise<number> {
    if (!sessionId || !profileId) return 0;
    const grant = await this.grants.get(grantId(sessionId, profileId));
    if (grantAllows(grant, sessionId, profileId, this.now())) return grant!.expires_at;
    // A lapsed grant is of no more use: forgetting it keeps the collection to live grants.
    if (grant) await this.grants.delete(grant._id);
    return 0;
  }

  /** Ends the session's grants (logout). */
  async endSession(sessionId: string): Promise<void> {
    await this.grants.deleteMany({ session_id: sessionId });
  }

  /** Ends every grant of the user (sign out everywhere, account deletion). */
  async endAllOf(userId: string): Promise<void> {
    if (userId) await this.grants.deleteMany({ user_id: userId });
  }
}
