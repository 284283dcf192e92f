/**
 * The page worker on the production adapters, as main.ts opens them: Kafka (the run's broker), S3 (the run's
 * MinIO) and MongoDB (the run's FerretDB). Requests published on Kafka come back as completions on Kafka, with
 * the pictures in the bucket and served by /media. Topics and groups are under this run's own prefix, and the
 * bucket and database are this run's own, so other suites on the same servers see none of it.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig, serviceAdapters, type EventBus, type ServiceAdapters } from '@storybook-app/kit';
import { imagesConfigSchema } from '../src/config';
import { eventually } from '@storybook-app/kit/testing';
import { bookRequests, silentLogger, startImagesBed, type ImagesBed } from './images-test-bed';

function server(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the tests through jest, which starts the servers`);
  return value;
}

function namespaced(bus: EventBus, namespace: string): EventBus {
  return {
    adapter: bus.adapter,
    publish: (topic, event, key) => bus.publish(`${namespace}.${topic}`, event, key),
    subscribe: (topic, handler, options) =>
      bus.subscribe(`${namespace}.${topic}`, handler, { ...options, group: `${namespace}.${options.group}` }),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}

describe('page worker [kafka, s3, mongo]', () => {
  let adapters: ServiceAdapters;
  let bed: ImagesBed;

  beforeAll(async () => {
    const run = randomBytes(4).toString('hex');
    const config = loadConfig(imagesConfigSchema, {
      MONGO_URL: server('MONGO_URL'),
      MONGO_DB_PREFIX: `pages_${run}`,
      KAFKA_BROKERS: server('KAFKA_BROKERS'),
      S3_ENDPOINT: server('S3_ENDPOINT'),
      S3_ACCESS_KEY: process.env.S3_ACCESS_KEY ?? 'storybook',
      S3_SECRET_KEY: process.env.S3_SECRET_KEY ?? 'storybook-secret',
      S3_BUCKET: `pages-${run}`,
    });
    adapters = serviceAdapters('images', config, silentLogger);
    const ports = {
      store: await adapters.documents(),
      bus: namespaced(await adapters.events(), `pages_${run}`),
      blobs: await adapters.blobs(),
      close: () => adapters.close(),
    };
    bed = await startImagesBed({ ports, env: { IMAGE_CONCURRENCY: '4' } });
  }, 90_000);

  afterAll(async () => {
    await bed?.close();
  }, 30_000);

  it('turns page requests on Kafka into pictures in S3 and completions on Kafka', async () => {
    const pages = bookRequests(6, { illustrator: 'Flux' });
    pages[0].animate = true;
    const { bookId, userId } = pages[0];
    await bed.request(...pages);

    await eventually('six completions', () => bed.completionsOf(bookId).length >= 6, { timeoutMs: 60_000 });
    const completions = bed.completionsOf(bookId).sort((a, b) => a.pageNumber - b.pageNumber);
    expect(completions.map((c) => [c.pageNumber, c.ok])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, true]));
    const folder = `users/${userId}/books/${bookId}/`;
    expect(await bed.blobs.list(folder)).toEqual(
      [
        'page-1-animated.svg',
        'page-1.svg',
        'page-2.svg',
        'page-3.svg',
        'page-4.svg',
        'page-5.svg',
        'page-6.svg',
      ].map((name) => `${folder}${name}`),
    );
    expect(completions[0].animatedImageUrl).toBe(`/media/${folder}page-1-animated.svg`);

    const response = await fetch(`${bed.images.mediaUrl}${completions[2].imageUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toMatch(/^<svg/);
    // Done pages leave no job behind.
    await eventually(
      'the jobs finished',
      async () => (await (await bed.store.collection('page_jobs')).count({})) === 0,
      { timeoutMs: 10_000 },
    );
  }, 90_000);
});
