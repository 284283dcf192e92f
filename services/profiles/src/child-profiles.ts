/**
 * The stored child profiles. Every read and write names the owner: a profile of another user is
 * answered exactly like a missing one, so ids cannot be probed.
 */
import { randomUUID } from 'node:crypto';
import { AppError, type Collection, type Doc, type DocumentStore } from '@storybook-app/kit';
import type { ChildProfile, ChildProfile__Output, ProfileData__Output } from '@storybook-app/proto';
import { PROFILE_SCHEMA_VERSION } from './profile-options';

export interface ProfileRecord extends Doc {
  user_id: string;
  version: string;
  profile_image: string;
  profile_data: ProfileData__Output;
  created_at: string;
  updated_at: string;
}

/** A user keeps a handful of children's profiles; the bound stops a runaway client, not a family. */
export const MAX_PROFILES_PER_USER = 20;

const NOT_FOUND = 'This profile does not exist.';

export const toChildProfile = (record: ProfileRecord): ChildProfile => ({
  profile_id: record._id,
  version: record.version,
  profile_image: record.profile_image,
  profile_data: record.profile_data,
});

export class ChildProfiles {
  private constructor(
    private readonly profiles: Collection<ProfileRecord>,
    private readonly now: () => Date,
  ) {}

  static async open(store: DocumentStore, now: () => Date = () => new Date()): Promise<ChildProfiles> {
    const profiles = await store.collection<ProfileRecord>('profiles', {
      indexes: [{ fields: ['user_id', 'created_at'] }],
    });
    return new ChildProfiles(profiles, now);
  }

  /** Oldest first, so the landing page's buttons keep their order. */
  list(userId: string): Promise<ProfileRecord[]> {
    return this.profiles.find({ user_id: userId }, { sort: 'created_at', limit: MAX_PROFILES_PER_USER });
  }

  async get(userId: string, profileId: string): Promise<ProfileRecord> {
    const record = await this.profiles.get(profileId);
    if (!record || record.user_id !== userId) throw new AppError('not_found', NOT_FOUND);
    return record;
  }

  /** Creates the profile, or replaces an own one when it names its id. */
  async save(userId: string, profile: ChildProfile__Output & { profile_data: ProfileData__Output }) {
    const at = this.now().toISOString();
    const fields = {
      version: PROFILE_SCHEMA_VERSION,
      profile_image: profile.profile_image,
      profile_data: profile.profile_data,
      updated_at: at,
    };
    if (profile.profile_id) {
      const existing = await this.get(userId, profile.profile_id);
      await this.profiles.update(existing._id, fields, { user_id: userId });
      return { ...existing, ...fields };
    }
    if ((await this.profiles.count({ user_id: userId })) >= MAX_PROFILES_PER_USER) {
      throw new AppError('failed_precondition', `A family can keep up to ${MAX_PROFILES_PER_USER} profiles.`);
    }
    const record: ProfileRecord = { _id: randomUUID(), user_id: userId, created_at: at, ...fields };
    await this.profiles.insert(record);
    return record;
  }

  /** Account deletion (auth.user-deleted). */
  async deleteUser(userId: string): Promise<number> {
    return this.profiles.deleteMany({ user_id: userId });
  }
}
