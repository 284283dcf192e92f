/**
 * The profiles service over gRPC, on both document-store adapters: an SQLite file and MongoDB (the
 * FerretDB the test run starts). Deleting the account removes the profiles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AppError,
  createInProcessEventBus,
  createServiceClient,
  loadConfig,
  openSqliteDocumentStore,
  publishUserDeleted,
  type DocumentStore,
  type EventBus,
  type GrpcServerHandle,
  type ServiceClient,
} from '@storybook-app/kit';
import { openMongoDocumentStore } from '@storybook-app/kit/adapters/production';
import pino from 'pino';
import { createOfflineModerator, REFUSAL_TEXTS } from '@storybook-app/ai';
import { offlineInterviewer } from '../src/interview/offline-interviewer';
import { profilesConfigSchema, startProfilesService } from '../src/index';
import { mayaProfile, TINY_PNG } from './profile-fixture';
import { eventually } from '@storybook-app/kit/testing';

const logger = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'storybook-profiles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const adapters: Array<[string, () => Promise<DocumentStore>]> = [
  ['sqlite', async () => openSqliteDocumentStore({ file: join(dir, 'profiles.sqlite') })],
  [
    'mongo',
    async () => {
      const url = process.env.MONGO_URL;
      if (!url) throw new Error('MONGO_URL is not set: run the tests through `npm test`');
      return openMongoDocumentStore({ url, database: `profiles_test_${process.pid}_${Date.now()}` });
    },
  ],
];

async function expectError(
  promise: Promise<unknown>,
  code: string,
  message?: RegExp | string,
): Promise<void> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toMatch(message);
}

describe.each(adapters)('profiles service [%s]', (_name, openStore) => {
  let store: DocumentStore;
  let bus: EventBus;
  let server: GrpcServerHandle;
  let client: ServiceClient<'profiles'>;

  beforeAll(async () => {
    store = await openStore();
    bus = createInProcessEventBus({ logger });
    server = await startProfilesService(
      loadConfig(profilesConfigSchema, { GRPC_PORT: '0', DATA_DIR: dir }),
      { store, bus, interviewer: offlineInterviewer, moderator: createOfflineModerator() },
      logger,
    );
    client = createServiceClient('profiles', server.address);
  });

  afterAll(async () => {
    client.close();
    await server.stop(500);
    await bus.close();
    await store.close();
  });

  it('creates a profile with every group and lists it for its owner only', async () => {
    const saved = await client.SaveProfile({
      user_id: 'parent-a',
      profile: { version: '1.1', profile_data: mayaProfile(), profile_image: TINY_PNG },
    });
    expect(saved.profile_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.version).toBe('1.1');
    expect(saved.profile_data).toEqual(mayaProfile());
    expect(saved.profile_image).toBe(TINY_PNG);

    const { profiles } = await client.ListProfiles({ user_id: 'parent-a' });
    expect(profiles.map((p) => p.profile_id)).toEqual([saved.profile_id]);
    await expect(client.ListProfiles({ user_id: 'parent-b' })).resolves.toEqual({ profiles: [] });
    await expect(client.GetProfile({ user_id: 'parent-a', profile_id: saved.profile_id })).resolves.toEqual(
      saved,
    );
  });

  it("answers another user's profile exactly like a missing one, for reading and for writing", async () => {
    const saved = await client.SaveProfile({ user_id: 'parent-a', profile: { profile_data: mayaProfile() } });
    await expectError(client.GetProfile({ user_id: 'parent-b', profile_id: saved.profile_id }), 'not_found');
    await expectError(client.GetProfile({ user_id: 'parent-b', profile_id: 'no-such-id' }), 'not_found');
    const hijack = mayaProfile();
    hijack.personal_information!.first_name = 'Mallory';
    await expectError(
      client.SaveProfile({
        user_id: 'parent-b',
        profile: { profile_id: saved.profile_id, profile_data: hijack },
      }),
      'not_found',
    );
    const kept = await client.GetProfile({ user_id: 'parent-a', profile_id: saved.profile_id });
    expect(kept.profile_data?.personal_information?.first_name).toBe('Maya');
  });

  it('updates an own profile in place', async () => {
    const saved = await client.SaveProfile({ user_id: 'parent-c', profile: { profile_data: mayaProfile() } });
    const changed = mayaProfile();
    changed.interests!.favorite_animals = ['otters', 'owls'];
    const updated = await client.SaveProfile({
      user_id: 'parent-c',
      profile: { profile_id: saved.profile_id, profile_data: changed },
    });
    expect(updated.profile_id).toBe(saved.profile_id);
    const { profiles } = await client.ListProfiles({ user_id: 'parent-c' });
    expect(profiles).toHaveLength(1);
    expect(profiles[0]?.profile_data?.interests?.favorite_animals).toEqual(['otters', 'owls']);
  });

  it('refuses a profile without the required selects, or with a fake picture, and stores nothing', async () => {
    const missing = mayaProfile();
    missing.personal_information!.gender = '';
    await expectError(
      client.SaveProfile({ user_id: 'parent-d', profile: { profile_data: missing } }),
      'invalid_argument',
      /^Invalid profile: personal_information\.gender is required$/,
    );
    const notAPicture = `data:image/png;base64,${Buffer.from('#!/bin/sh').toString('base64')}`;
    await expectError(
      client.SaveProfile({
        user_id: 'parent-d',
        profile: { profile_data: mayaProfile(), profile_image: notAPicture },
      }),
      'invalid_argument',
      /profile_image is not the picture its type says/,
    );
    await expectError(client.SaveProfile({ user_id: 'parent-d', profile: {} }), 'invalid_argument');
    await expect(client.ListProfiles({ user_id: 'parent-d' })).resolves.toEqual({ profiles: [] });
  });

  it('refuses a profile whose words no story for a child can carry, saying why, and stores nothing', async () => {
    const unsafe = mayaProfile();
    unsafe.interests!.hobbies = ['drawing', 'smoking cigarettes behind the shed'];
    await expectError(
      client.SaveProfile({ user_id: 'parent-g', profile: { profile_data: unsafe } }),
      'invalid_argument',
      `Invalid profile: ${REFUSAL_TEXTS.smoking.reason}`,
    );
    await expect(client.ListProfiles({ user_id: 'parent-g' })).resolves.toEqual({ profiles: [] });
    const { counts } = await client.GetSafetyRefusals({});
    expect(counts).toContainEqual({
      kind: 'profile',
      action: 'refuse',
      category: 'smoking',
      layer: 'offline',
      count: 1,
    });
  });

  it("deletes a user's profiles when the account is deleted, and nobody else's", async () => {
    await client.SaveProfile({ user_id: 'parent-e', profile: { profile_data: mayaProfile() } });
    await client.SaveProfile({ user_id: 'parent-f', profile: { profile_data: mayaProfile() } });
    await publishUserDeleted(bus, 'parent-e');
    await eventually(
      'the profiles of the deleted user gone',
      async () => (await client.ListProfiles({ user_id: 'parent-e' })).profiles.length === 0,
    );
    expect((await client.ListProfiles({ user_id: 'parent-f' })).profiles).toHaveLength(1);
  });
});
