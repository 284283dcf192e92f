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

export const localLoginKey = (name: string): string => `local:${name.trim().toLowerCase()}`;

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
  async signIn(
    loginKey: string,
    details: { name: string; email: string; picture: string },
  ): Promise<UserRecord> {
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
    const user = await this.users.get(userId);
    if (!user) throw new AppError('not_found', 'This account does not exist.');
    return user;
  }
}
