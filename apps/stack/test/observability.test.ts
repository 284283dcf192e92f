/**
 * Metrics and traces in stack mode, each service its own process on Kafka, MongoDB and S3, as in the
 * cluster: after one book, each process's own metrics endpoint has its families with the book's numbers, and
 * the spans the processes export by OTLP (to a small receiver here) make one trace per page that runs from
 * the gateway through story and Kafka into images and back, with each process's service name.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseExposition, sampleSum, type Scrape } from '@storybook-app/kit';
import { eventually } from '@storybook-app/kit/testing';
import pino from 'pino';
import { startOtlpReceiver, type ReceivedSpan } from '../../embedded/test/otlp-receiver';
import { startStack, type Stack, type StackProcess } from '../src/run-stack';

const ROOT = resolve(__dirname, '../../..');

describe('stack mode: metrics and traces of one book [mongo, kafka, s3]', () => {
  let dir: string;
  let stack: Stack;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let cookie = '';
  let pages = 0;
  let bookId = '';
  const scrapes = {} as Record<StackProcess, Scrape>;

  async function post(path: string, body: object, expected = 200): Promise<Record<string, unknown>> {
    const response = await fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    expect([path, response.status]).toEqual([path, expected]);
    if (!cookie) cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    return (await response.json()) as Record<string, unknown>;
  }

  const scrape = async (name: StackProcess) =>
    parseExposition(await (await fetch(stack.metricsUrls[name]!)).text());

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-observability-'));
    const webDist = join(dir, 'web');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>stack</title>');
    receiver = await startOtlpReceiver();
    stack = await startStack(
      {
        dir,
        root: ROOT,
        webDist,
        port: 0,
        metrics: true,
        env: {
          MONGO_DB_PREFIX: `obs_${randomBytes(4).toString('hex')}`,
          S3_BUCKET: `obs-${randomBytes(4).toString('hex')}`,
          LOG_LEVEL: 'warn',
          // A newcomer's credit pays for the book.
          STARTER_CREDITS: '1',
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
          OTEL_BSP_SCHEDULE_DELAY: '100',
        },
      },
      pino({ level: 'silent' }),
    );

    await post('/api/auth/local-login', { name: 'Observed Parent' });
    const { profile } = (await post('/api/files/create-profile', {
      profileInfo: {
        profile_data: {
          personal_information: {
            first_name: 'Noa',
            gender: 'Girl',
            language: 'English',
            ethnicity: 'Other',
          },
          interests: { fears: [] },
        },
      },
    })) as { profile: { profile_id: string } };
    await post('/api/user/update-pin', { old_pin: '', new_pin: '2468', profileId: profile.profile_id });
    await post(
      '/api/story/summary',
      { prompt: 'Beheading the king of the sea', profileId: profile.profile_id },
      400,
    );
    const story = await post('/api/story/storygen', {
      profileId: profile.profile_id,
      bookData: {
        prompt: 'Noa plants a sunflower seed and waits for it to grow',
        title: 'The Tallest Sunflower',
        summary: 'Noa plants a sunflower seed, waters it every day and watches it grow taller than her.',
        genre: 'Adventure',
        themes: 'Patience',
        setting: 'A small back garden',
        characters: 'Noa',
      },
    });
    bookId = story.bookId as string;
    const book = await post('/api/story/bookgen', { bookId, animateImages: false });
    pages = (book.pageDataModel as unknown[]).length;
    // Done when story has timed the whole book and billing has taken its credit.
    await eventually(
      'the book timed and its credit taken',
      async () => {
        const [story, billing] = await Promise.all([scrape('story'), scrape('billing')]);
        return (
          sampleSum(story, 'storybook_book_seconds_count') >= 1 &&
          sampleSum(billing, 'storybook_credits_debited_total') >= 1
        );
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    for (const name of ['gateway', 'auth', 'profiles', 'story', 'images', 'billing'] as const) {
      scrapes[name] = await scrape(name);
    }
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("serves each process's metrics on a port of its own", () => {
    const ports = Object.values(stack.metricsUrls).map((url) => new URL(url!).port);
    expect(new Set(ports).size).toBe(6);
    expect(ports).not.toContain(new URL(stack.url).port);
  });

  it('has HTTP at the gateway and gRPC at both ends, with the book numbers, errors and latencies', () => {
    const { gateway, story, billing } = scrapes;
    const bookgen = { method: 'POST', route: '/api/story/bookgen', status: '200' };
    expect(sampleSum(gateway, 'storybook_http_requests_total', bookgen)).toBe(1);
    // The latency histogram has no status label.
    expect(
      sampleSum(gateway, 'storybook_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/story/bookgen',
      }),
    ).toBe(1);
    // The refused idea: a 400 at the gateway, INVALID_ARGUMENT at both ends of its gRPC call.
    const refused = { method: 'POST', route: '/api/story/summary', status: '400' };
    expect(sampleSum(gateway, 'storybook_http_requests_total', refused)).toBe(1);
    const summarize = { service: 'story', method: 'Summarize', code: 'INVALID_ARGUMENT' };
    expect(sampleSum(gateway, 'storybook_grpc_client_handled_total', summarize)).toBe(1);
    expect(sampleSum(story, 'storybook_grpc_server_handled_total', summarize)).toBe(1);
    const generate = { service: 'story', method: 'GenerateBook', code: 'OK' };
    expect(sampleSum(gateway, 'storybook_grpc_client_handled_total', generate)).toBe(1);
    // Latency histograms have no code label.
    const timed = { service: 'story', method: 'GenerateBook' };
    expect(sampleSum(gateway, 'storybook_grpc_client_handling_seconds_count', timed)).toBe(1);
    expect(sampleSum(story, 'storybook_grpc_server_handled_total', generate)).toBe(1);
    expect(sampleSum(story, 'storybook_grpc_server_handling_seconds_count', timed)).toBe(1);
    expect(
      sampleSum(billing, 'storybook_grpc_server_handled_total', { method: 'CheckCredits' }),
    ).toBeGreaterThan(0);
    expect(
      sampleSum(scrapes.auth, 'storybook_grpc_server_handled_total', { service: 'auth' }),
    ).toBeGreaterThan(0);
  });

  it('has Kafka produce and consume counts, handler times and consumer lag in the processes that do them', () => {
    const { story, images } = scrapes;
    const requested = 'story.page-image.requested';
    const completed = 'images.page-image.completed';
    expect(sampleSum(story, 'storybook_events_published_total', { topic: requested, outcome: 'ok' })).toBe(
      pages,
    );
    expect(
      sampleSum(images, 'storybook_events_consumed_total', { topic: requested, outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(pages);
    expect(
      sampleSum(images, 'storybook_events_published_total', { topic: completed, outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(pages);
    expect(
      sampleSum(story, 'storybook_events_consumed_total', {
        topic: completed,
        group: 'story.page-images',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(pages);
    expect(
      sampleSum(story, 'storybook_event_handler_seconds_count', { topic: completed }),
    ).toBeGreaterThanOrEqual(pages);
    const lag = story.samples.filter((sample) => sample.name === 'storybook_event_consumer_lag');
    expect(lag.find((sample) => sample.labels.group === 'story.page-images')?.value).toBe(0);
    expect(sampleSum(images, 'storybook_events_dead_lettered_total')).toBe(0);
  });

  it('has the book pipeline, providers, refusals and credits where each happens', () => {
    const { story, images, billing } = scrapes;
    expect(sampleSum(story, 'storybook_book_seconds_count', { outcome: 'complete' })).toBe(1);
    expect(sampleSum(story, 'storybook_book_text_seconds_count', { what: 'story' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      sampleSum(images, 'storybook_book_picture_seconds_count', { outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(pages);
    expect(images.families.get('storybook_book_pages_failed_total')).toBe('counter');
    expect(images.families.get('storybook_book_pages_retried_total')).toBe('counter');
    expect(
      sampleSum(story, 'storybook_provider_calls_total', { provider: 'offline', kind: 'text' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleSum(images, 'storybook_provider_calls_total', { provider: 'offline', kind: 'picture' }),
    ).toBeGreaterThanOrEqual(pages);
    expect(sampleSum(images, 'storybook_provider_cost_usd_total', { provider: 'offline' })).toBe(0);
    expect(
      sampleSum(story, 'storybook_moderation_refusals_total', { kind: 'idea', category: 'horror' }),
    ).toBe(1);
    expect(sampleSum(billing, 'storybook_credits_debited_total', { reason: 'book' })).toBe(1);
  });

  it("follows one page's trace from the gateway through story and Kafka into images and back", async () => {
    const isPage = (span: ReceivedSpan) =>
      span.name === 'draw page' &&
      span.attributes['storybook.book_id'] === bookId &&
      span.attributes['storybook.page_number'] === 1;
    const byId = () => new Map(receiver.spans.map((span) => [span.spanId, span]));
    // Spans come in batches every 100 ms per process.
    const recorded = await eventually(
      "story's handling of the page's completion, under images' drawing",
      () => {
        const draw = receiver.spans.find(isPage);
        return draw
          ? receiver.spans.find(
              (span) =>
                span.traceId === draw.traceId &&
                span.name === 'process images.page-image.completed' &&
                byId().get(span.parentSpanId)?.name === 'publish images.page-image.completed' &&
                byId().get(byId().get(span.parentSpanId)!.parentSpanId)?.spanId === draw.spanId,
            )
          : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 200 },
    );
    const chain: string[] = [];
    const spans = byId();
    for (let at: ReceivedSpan | undefined = recorded; at; at = spans.get(at.parentSpanId)) {
      chain.push(`${at.service}: ${at.name}`);
    }
    const expected = [
      'story: process images.page-image.completed',
      'images: publish images.page-image.completed',
      'images: draw page',
      'images: process story.page-image.requested',
      'story: publish story.page-image.requested',
      'story: grpc.storybook.story.Story/GenerateBook',
      'gateway: grpc.storybook.story.Story/GenerateBook',
    ];
    let found = 0;
    for (const link of chain) if (link === expected[found]) found += 1;
    expect([found, chain]).toEqual([expected.length, chain]);
    // The root is the gateway's HTTP request.
    const root = receiver.spans.find((span) => span.traceId === recorded.traceId && !span.parentSpanId);
    expect(root?.service).toBe('gateway');
    expect([root?.attributes['http.target'], root?.attributes['url.path']]).toContain('/api/story/bookgen');
  });
});
