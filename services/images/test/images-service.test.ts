/**
 * The images service over gRPC: RenderTitleSvg, and RenderCover with the offline illustrator and with Flux
 * through its fake (Black Forest Labs' wire format, reached by the real HTTP client), the cover stored under the
 * user's folder and served by /media with the year-long cache header; the config and the readiness it announces.
 */
import {
  createFluxIllustrator,
  illustratorRegistry,
  providerSeed,
  type Illustrators,
} from '@storybook-app/ai';
import { startFakeBfl, type FakeBfl } from '@storybook-app/ai/testing';
import { AppError, ConfigError, loadConfig, probeHealth } from '@storybook-app/kit';
import type { StorySummary } from '@storybook-app/proto';
import { imagesConfigSchema } from '../src/config';
import { MODERATED_COVER_MESSAGE } from '../src/picture-errors';
import { titleSvg } from '../src/title-svg';
import { CHARACTER_SHEET, startImagesBed, type ImagesBed } from './images-test-bed';
import { parseXml, allElements } from '@storybook-app/ai/testing';

const USER = '2b7c1f0e-5d4a-4e8b-9c3d-1a2b3c4d5e6f';
const LONG_CACHE = 'public, max-age=31536000, immutable';

const SUMMARY: Required<StorySummary> = {
  title: 'Maya and the Moonlit Kite',
  summary: 'Maya and her cat Pip follow a glowing kite to the seaside.',
  genre: 'Adventure',
  themes: 'courage, friendship',
  setting: 'a windy beach at sunset',
  characters: 'Maya, a brave girl of 6; Pip, her small grey cat',
};

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('images config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig(imagesConfigSchema, {});
    expect(config).toMatchObject({
      GRPC_PORT: 50054,
      MEDIA_PORT: 8090,
      MEDIA_PUBLIC_PATH: '/media',
      IMAGE_CONCURRENCY: 4,
      IMAGE_MAX_ATTEMPTS: 4,
      IMAGE_RETRY_DELAY_MS: 2000,
      IMAGE_LEASE_MS: 6000,
    });
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.BFL_API_KEY).toBeUndefined();
    expect(config.STABILITY_API_KEY).toBeUndefined();
  });

  it('reads the variables, a CDN URL as the public path, and drops a trailing slash', () => {
    const config = loadConfig(imagesConfigSchema, {
      IMAGE_CONCURRENCY: '12',
      IMAGE_MAX_ATTEMPTS: '6',
      IMAGE_LEASE_MS: '5000',
      MEDIA_PUBLIC_PATH: 'https://cdn.example/media/',
      BFL_API_KEY: 'bfl-key',
    });
    expect(config).toMatchObject({
      IMAGE_CONCURRENCY: 12,
      IMAGE_MAX_ATTEMPTS: 6,
      IMAGE_LEASE_MS: 5000,
      MEDIA_PUBLIC_PATH: 'https://cdn.example/media',
      BFL_API_KEY: 'bfl-key',
    });
  });

  it.each([
    ['IMAGE_CONCURRENCY', '0'],
    ['IMAGE_CONCURRENCY', 'many'],
    ['IMAGE_MAX_ATTEMPTS', '0'],
    ['IMAGE_LEASE_MS', '100'],
    ['MEDIA_PUBLIC_PATH', 'media'],
    ['BFL_BASE_URL', 'not a url'],
  ])('refuses %s=%j, naming it', (variable, value) => {
    expect(() => loadConfig(imagesConfigSchema, { [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig(imagesConfigSchema, { [variable]: value })).toThrow(variable);
  });
});

const PROBE_DEADLINE_MS = 10_000;

describe('images service [offline illustrator]', () => {
  let bed: ImagesBed;

  beforeAll(async () => {
    bed = await startImagesBed();
  });
  afterAll(() => bed.close());

  it('announces its adapters, the offline illustrator among them', async () => {
    // What it announces, not how fast: a first probe on a busy CI machine can take over the default second.
    await expect(probeHealth(bed.images.address, '', PROBE_DEADLINE_MS)).resolves.toEqual({
      status: 'SERVING',
      adapters: { documents: 'sqlite', events: 'in-process', blobs: 'folder', illustrators: 'offline' },
    });
  });

  it('renders the title SVG of spec §9 for a title and genre', async () => {
    const { svg } = await bed.client.RenderTitleSvg({
      title: 'The Great Big Mountain Adventure',
      genre: 'Adventure',
    });
    expect(svg).toBe(titleSvg('The Great Big Mountain Adventure', 'Adventure'));
    const root = parseXml(svg);
    expect(root.attributes.width).toBe('400');
    const lines = allElements(root).filter((node) => node.name === 'text');
    expect(lines.map((line) => line.text)).toEqual(['The Great Big', 'Mountain', 'Adventure']);
    for (const line of lines) {
      expect(line.attributes).toMatchObject({ 'font-size': '40px', 'font-weight': '700', fill: '#FFA500' });
    }
  });

  it('renders an unknown genre in light coral, without font family or weight', async () => {
    const { svg } = await bed.client.RenderTitleSvg({ title: 'Hello', genre: 'Cooking' });
    const text = allElements(parseXml(svg)).find((node) => node.name === 'text')!;
    expect(text.attributes.fill).toBe('#F08080');
    expect(text.attributes['font-family']).toBeUndefined();
    expect(text.attributes['font-weight']).toBeUndefined();
  });

  it('draws the cover offline, stores it under the user, and /media serves it with the long cache header', async () => {
    const cover = await bed.client.RenderCover({
      user_id: USER,
      summary: SUMMARY,
      illustrator: 'Flux',
      character_sheet: CHARACTER_SHEET,
      seed: 77,
    });
    expect(cover.file_key).toMatch(new RegExp(`^users/${USER}/covers/[0-9a-f-]{36}\\.svg$`));
    expect(cover.image_url).toBe(`/media/${cover.file_key}`);
    expect(cover.title_svg).toBe(titleSvg(SUMMARY.title, SUMMARY.genre));
    expect(cover.cost_usd).toBe(0);

    const stored = await bed.blobs.get(cover.file_key);
    expect(stored).toMatchObject({ contentType: 'image/svg+xml', cacheControl: LONG_CACHE });
    expect(parseXml(stored!.body.toString('utf8')).name).toBe('svg');

    const response = await fetch(`${bed.images.mediaUrl}${cover.image_url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(LONG_CACHE);
    expect(Buffer.from(await response.arrayBuffer()).equals(stored!.body)).toBe(true);
  });

  it('stores every drawing of a cover under a new name', async () => {
    const request = { user_id: USER, summary: SUMMARY, illustrator: '', character_sheet: '', seed: 1 };
    const first = await bed.client.RenderCover(request);
    const second = await bed.client.RenderCover(request);
    expect(second.file_key).not.toBe(first.file_key);
    expect(await bed.blobs.exists(first.file_key)).toBe(true);
    expect(await bed.blobs.exists(second.file_key)).toBe(true);
  });

  it('refuses a cover without a summary or a valid user, storing nothing', async () => {
    const before = (await bed.blobs.list('users/')).length;
    const noSummary = await failure(
      bed.client.RenderCover({ user_id: USER, illustrator: 'Flux', character_sheet: '', seed: 1 }),
    );
    expect(noSummary.code).toBe('invalid_argument');
    const noUser = await failure(
      bed.client.RenderCover({ user_id: '../x', summary: SUMMARY, illustrator: 'Flux', seed: 1 }),
    );
    expect(noUser.code).toBe('invalid_argument');
    expect((await bed.blobs.list('users/')).length).toBe(before);
  });
});

describe('images service [Flux through its fake]', () => {
  let fake: FakeBfl;
  let bed: ImagesBed;

  beforeAll(async () => {
    fake = await startFakeBfl();
    // As main.ts picks it: from the config's variables.
    bed = await startImagesBed({ env: { BFL_API_KEY: fake.apiKey, BFL_BASE_URL: fake.url } });
  });
  afterAll(async () => {
    await bed.close();
    await fake.close();
  });

  it('announces the provider as its illustrators', async () => {
    expect((await probeHealth(bed.images.address, '', PROBE_DEADLINE_MS)).adapters.illustrators).toBe('bfl');
  });

  it('draws the cover with Flux: the seed and the character sheet reach the provider', async () => {
    const seed = 9_876_543_210;
    const cover = await bed.client.RenderCover({
      user_id: USER,
      summary: SUMMARY,
      illustrator: 'Flux',
      character_sheet: CHARACTER_SHEET,
      seed,
    });
    const submitted = fake.submissions().at(-1)!;
    expect(submitted.seed).toBe(providerSeed(seed));
    const prompt = String(submitted.prompt);
    expect(prompt).toContain(CHARACTER_SHEET);
    expect(prompt).toContain(SUMMARY.title);
    expect(prompt).toContain(SUMMARY.setting);
    expect(prompt).toContain(SUMMARY.characters);
    expect(prompt).toMatch(/adventure story/);
    expect(prompt).toMatch(/no lettering/);

    expect(cover.file_key).toMatch(new RegExp(`^users/${USER}/covers/[0-9a-f-]{36}\\.png$`));
    expect(cover.cost_usd).toBeCloseTo(0.04);
    const response = await fetch(`${bed.images.mediaUrl}${cover.image_url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe(LONG_CACHE);
  });

  it('draws offline a provider that is not configured, and refuses an unknown name', async () => {
    const submissions = fake.submissions().length;
    const cover = await bed.client.RenderCover({
      user_id: USER,
      summary: SUMMARY,
      illustrator: 'DallE3',
      seed: 3,
    });
    expect(cover.file_key).toMatch(/\.svg$/);
    expect(fake.submissions()).toHaveLength(submissions);

    const unknown = await failure(
      bed.client.RenderCover({ user_id: USER, summary: SUMMARY, illustrator: 'Midjourney', seed: 3 }),
    );
    expect(unknown.code).toBe('invalid_argument');
    expect(unknown.message).toBe(
      'Unknown illustrator "Midjourney": choose one of DallE3, StableDiffusion, Flux.',
    );
  });
});

describe('images service [cover failures]', () => {
  let fake: FakeBfl;
  let bed: ImagesBed;

  beforeAll(async () => {
    fake = await startFakeBfl();
    const flux = createFluxIllustrator({
      apiKey: fake.apiKey,
      baseURL: fake.url,
      maxRetries: 0,
      pollIntervalMs: 5,
    });
    const illustrators: Illustrators = illustratorRegistry({ Flux: flux });
    bed = await startImagesBed({ illustrators, env: { MEDIA_PUBLIC_PATH: 'https://cdn.example/pictures/' } });
  });
  afterAll(async () => {
    await bed.close();
    await fake.close();
  });

  const render = () =>
    bed.client.RenderCover({
      user_id: USER,
      summary: SUMMARY,
      illustrator: 'Flux',
      character_sheet: '',
      seed: 5,
    });

  it('answers picture URLs under MEDIA_PUBLIC_PATH', async () => {
    const cover = await render();
    expect(cover.image_url).toBe(`https://cdn.example/pictures/${cover.file_key}`);
  });

  it('answers unavailable (503) while the provider is down, storing nothing', async () => {
    const before = await bed.blobs.list('users/');
    fake.reply({ status: 503, message: 'overloaded' });
    const error = await failure(render());
    expect(error.code).toBe('unavailable');
    expect(error.message).not.toMatch(/overloaded|Flux/);
    expect(await bed.blobs.list('users/')).toEqual(before);
  });

  it('answers a clear failed_precondition when the safety filter refuses the cover', async () => {
    fake.reply({ moderated: 'prompt' });
    const error = await failure(render());
    expect(error.code).toBe('failed_precondition');
    expect(error.message).toBe(MODERATED_COVER_MESSAGE);
  });

  it('answers unavailable when the provider gives something that is not a picture', async () => {
    fake.reply({ notAnImage: true });
    expect((await failure(render())).code).toBe('unavailable');
  });
});
