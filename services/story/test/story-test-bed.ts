/**
 * Real parts for the story service's tests: the profiles, images and billing services on SQLite files in a
 * temp dir, one in-process bus, a blob folder, and the story service calling them over gRPC as it does in
 * the embedded run. images draws with Flux and DALL·E 3 through their real clients against local fakes of
 * Black Forest Labs and OpenAI, so a test sees which provider a picture went to. Story's own providers come
 * from its environment (a fake OpenAI's URL and key, or none: the offline storyteller).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDallE3Illustrator, createFluxIllustrator, illustratorRegistry } from '@storybook-app/ai';
import { startFakeBfl, startFakeOpenAI, type FakeBfl, type FakeOpenAI } from '@storybook-app/ai/testing';
import { billingConfigSchema, startBillingService } from '@storybook-app/billing';
import { imagesConfigSchema, startImagesService, type ImagesHandle } from '@storybook-app/images';
import {
  AppError,
  createInProcessEventBus,
  createServiceClient,
  loadConfig,
  openFolderBlobStore,
  openSqliteDocumentStore,
  type BlobStore,
  type DocumentStore,
  type ErrorCode,
  type GrpcServerHandle,
  type InProcessEventBus,
  type ServiceClient,
} from '@storybook-app/kit';
import { profileChatAdapters, profilesConfigSchema, startProfilesService } from '@storybook-app/profiles';
import type { ProfileData } from '@storybook-app/proto';
import pino from 'pino';
import { startStoryService, storyConfigSchema, type StoryConfig } from '../src';

export const silentLogger = pino({ level: 'silent' });

/** Awaits a call that must fail with this AppError code, and answers the error for further checks. */
export async function expectCode(promise: Promise<unknown>, code: ErrorCode): Promise<AppError> {
  const error: unknown = await promise.then(
    (value) => {
      throw new Error(`expected ${code}, got ${JSON.stringify(value)}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

export interface StoryBedOptions {
  /** Story's variables on top of the bed's (a fake provider's key and URL, the defaults). */
  storyEnv?: Record<string, string>;
  /** Credits every user starts with at billing (default 3, as the embedded run). */
  starterCredits?: number;
}

export class StoryBed {
  private readonly closers: Array<() => Promise<void>> = [];

  private constructor(
    readonly dir: string,
    readonly bus: InProcessEventBus,
    readonly blobs: BlobStore,
    /** Flux's provider, behind images. */
    readonly bfl: FakeBfl,
    /** DALL·E 3's provider, behind images. */
    readonly dalle: FakeOpenAI,
  ) {}

  story!: ServiceClient<'story'>;
  profiles!: ServiceClient<'profiles'>;
  billing!: ServiceClient<'billing'>;
  images!: ImagesHandle;
  storyServer!: GrpcServerHandle;
  storyStore!: DocumentStore;
  private storyConfig!: StoryConfig;

  static async start(options: StoryBedOptions = {}): Promise<StoryBed> {
    const dir = mkdtempSync(join(tmpdir(), 'storybook-story-'));
    const bus = createInProcessEventBus({ logger: silentLogger });
    const blobs = openFolderBlobStore({ dir: join(dir, 'blobs') });
    const bed = new StoryBed(dir, bus, blobs, await startFakeBfl(), await startFakeOpenAI());
    try {
      await bed.startServices(options);
    } catch (error) {
      await bed.close();
      throw error;
    }
    return bed;
  }

  private store(service: string): DocumentStore {
    const store = openSqliteDocumentStore({ file: join(this.dir, `${service}.sqlite`) });
    this.closers.push(() => store.close());
    return store;
  }

  private async startServices(options: StoryBedOptions): Promise<void> {
    const base = { GRPC_PORT: '0', DATA_DIR: this.dir, NODE_ENV: 'test' };
    const billing = await startBillingService(
      loadConfig(billingConfigSchema, { ...base, STARTER_CREDITS: String(options.starterCredits ?? 3) }),
      { store: this.store('billing'), bus: this.bus },
      silentLogger,
    );
    this.closers.push(() => billing.stop(500));
    const profilesConfig = loadConfig(profilesConfigSchema, base);
    const profiles = await startProfilesService(
      profilesConfig,
      { store: this.store('profiles'), bus: this.bus, ...profileChatAdapters(profilesConfig, silentLogger) },
      silentLogger,
    );
    this.closers.push(() => profiles.stop(500));
    this.images = await startImagesService(
      loadConfig(imagesConfigSchema, { ...base, MEDIA_PORT: '0', IMAGE_RETRY_DELAY_MS: '20' }),
      {
        store: this.store('images'),
        bus: this.bus,
        blobs: this.blobs,
        illustrators: illustratorRegistry({
          Flux: createFluxIllustrator({ apiKey: this.bfl.apiKey, baseURL: this.bfl.url, pollIntervalMs: 10 }),
          DallE3: createDallE3Illustrator({
            apiKey: this.dalle.apiKey!,
            baseURL: this.dalle.url,
            maxRetries: 0,
          }),
        }),
      },
      silentLogger,
      { pollMs: 50 },
    );
    this.closers.push(() => this.images.stop(500));
    this.storyStore = this.store('story');
    this.storyConfig = loadConfig(storyConfigSchema, {
      ...base,
      PROFILES_ADDR: profiles.address,
      IMAGES_ADDR: this.images.address,
      BILLING_ADDR: billing.address,
      ...options.storyEnv,
    });
    this.storyServer = await startStoryService(
      this.storyConfig,
      { store: this.storyStore, bus: this.bus },
      silentLogger,
    );
    this.closers.push(() => this.storyServer.stop(500));
    this.story = createServiceClient('story', this.storyServer.address, { deadlineMs: 20_000 });
    this.profiles = createServiceClient('profiles', profiles.address);
    this.billing = createServiceClient('billing', billing.address);
    this.closers.push(async () => {
      for (const client of [this.story, this.profiles, this.billing]) client.close();
    });
  }

  /**
   * Starts another story replica on the same store and peers, as a restart or a second replica would: what
   * story does at start-up happens. Its own bus, so that its page completions' subscription does not outlive
   * it on the bed's; stop it with the answer.
   */
  async startStoryReplica(): Promise<{ stop(): Promise<void> }> {
    const bus = createInProcessEventBus({ logger: silentLogger });
    const server = await startStoryService(this.storyConfig, { store: this.storyStore, bus }, silentLogger);
    return {
      stop: async () => {
        await server.stop(500);
        await bus.close();
      },
    };
  }

  /** Saves a child's profile at profiles for the user; answers its id. */
  async saveProfile(userId: string, profileData: ProfileData): Promise<string> {
    const saved = await this.profiles.SaveProfile({
      user_id: userId,
      profile: { version: '1.1', profile_data: profileData, profile_image: '' },
    });
    return saved.profile_id;
  }

  async close(): Promise<void> {
    // Services first (newest first), then the stores and the bus they used, then the fakes.
    for (const close of this.closers.reverse()) await close().catch(() => undefined);
    await this.bus.close();
    await this.blobs.close();
    await this.bfl.close();
    await this.dalle.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
