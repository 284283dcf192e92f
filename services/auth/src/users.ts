/** The parents who sign in (spec §3 "User profile"). */
import { randomUUID } from 'node:crypto';
import {
  AppError,
  DuplicateKeyError,
  type Collection,
  type Doc,
  type DocumentStore,
} from '@storybook-app/kit';

export interface UserRecord extends Doc {
  name: string;
  email: string;
  picture: string;
  last_login: string;
  /** How the user signs in: `local:<name>` or `google:<sub>`. */
  login_key: string;
}

/** What a sign-in tells about the user; refreshed on every sign-in. */
export type SignInDetails = Pick<UserRecord, 'name' | 'email' | 'picture'>;

/** A verified sign-in: which account (`login_key`) and what it says about the user. */
export interface SignInIdentity {
  loginKey: string;
  details: SignInDetails;
}

export const localLoginKey = (name: string): string => `local:${name.trim().toLowerCase()}`;

/** Google's `sub` is the stable account id; the email can change and be reused, so it is not the key. */
export const googleLoginKey = (sub: string): string => `google:${sub}`;

const NO_SUCH_ACCOUNT = 'This account does not exist.';

export class Users {
  private constructor(
    private readonly users: Collection<UserRecord>,
    private readonly now: () => Date,
  ) {}

  static async open(store: DocumentStore, now: () => Date = () => new Date()): Promise<Users> {
    const users = await store.collection<UserRecord>('users', {
      indexes: [{ fields: ['login_key'], unique: true }, { fields: ['email'] }],
    });
    return new Users(users, now);
  }

  /** Finds the user by how they signed in, creating them on first sign-in; records the sign-in time. */
  async signIn(loginKey: string, details: SignInDetails): Promise<UserRecord> {
    const lastLogin = this.now().toISOString();
    const existing = await this.users.findOne({ login_key: loginKey });
    if (existing) {
      const updated = { ...existing, ...details, last_login: lastLogin };
      await this.users.update(existing._id, { ...details, last_login: lastLogin });
      return updated;
    }
    const created: UserRecord = { _id: randomUUID(), login_key: loginKey, last_login: lastLogin, ...details };
    try {
      await this.users.insert(created);
      return created;
    } catch (error) {
      // Two first sign-ins at once: the unique login key lets one insert win; the other reads it.
      if (!(error instanceof DuplicateKeyError)) throw error;
      return this.signIn(loginKey, details);
    }
  }

  async get(userId: string): Promise<UserRecord> {
    const user = await this.find(userId);
    if (!user) throw new AppError('not_found', NO_SUCH_ACCOUNT);
    return user;
  }

  async find(userId: string): Promise<UserRecord | null> {
    return userId ? this.users.get(userId) : null;
  }

  async delete(userId: string): Promise<void> {
    if (userId) await this.users.delete(userId);
  }

  /**
   * Writes a record that belongs to the user only while the account exists. Account deletion removes the
   * user first and their records after, so a write that lands after that sweep finds the user gone here
   * and takes itself back: a deleted account never keeps a PIN or report that raced its deletion.
   */
  async writeForExisting<T>(userId: string, write: () => Promise<T>, undo: () => Promise<void>): Promise<T> {
    await this.get(userId);
    const result = await write();
    if (!(await this.find(userId))) {
      await undo();
      throw new AppError('not_found', NO_SUCH_ACCOUNT);
    }
    return result;
  }
}
