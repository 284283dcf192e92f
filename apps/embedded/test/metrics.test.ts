/**
 * The embedded product's metrics endpoint after one book: every family the operations guide lists is there,
 * with this book's numbers (one process, so one registry: the gRPC families tell services apart by `service`,
 * the event families by consumer group). The public port never serves them.
 */
import { parseExposition, sampleSum, type Scrape } from '@storybook-app/kit';
import { eventually } from '@storybook-app/kit/testing';
import request from 'supertest';
import { startTestProduct, type TestProduct } from './test-product';

const sam = {
  personal_information: { first_name: 'Sam', gender: 'Boy', language: 'English', ethnicity: 'Other' },
  interests: { fears: [] },
};

const bookData = {
  prompt: 'Sam builds a boat from a shoebox and sails it across the pond',
  title: 'The Shoebox Boat',
  summary: 'Sam builds a little boat from a shoebox and sails it across the park pond with his grandpa.',
  genre: 'Adventure',
  themes: 'Patience, Family',
  setting: 'A park with a pond',
  characters: 'Sam, Grandpa',
};

async function scrape(url: string): Promise<Scrape> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return parseExposition(await response.text());
}

/** Scrapes until `done` holds (the bus delivers after the answers that caused it), at most 20 s. */
const scrapeUntil = (url: string, done: (scrape: Scrape) => boolean): Promise<Scrape> =>
  eventually('the scrape showing the whole book', () => scrape(url), {
    timeoutMs: 20_000,
    intervalMs: 100,
    until: done,
  });

describe('metrics of the embedded product after one book', () => {
  let product: TestProduct;
  let metricsUrl: string;
  let pages: number;
  let after: Scrape;

  beforeAll(async () => {
    product = await startTestProduct({}, { metrics: true });
    metricsUrl = product.metricsUrl!;
    const parent = await product.signIn('Parent Metrics');
    const api = request(product.url);
    const profile = await api
      .post('/api/files/create-profile')
      .set('Cookie', parent.cookie)
      .send({ profileInfo: { profile_data: sam } });
    expect(profile.status).toBe(200);
    const profileId = profile.body.profile.profile_id as string;
    const pin = await api
      .post('/api/user/update-pin')
      .set('Cookie', parent.cookie)
      .send({ old_pin: '', new_pin: '2468', profileId });
    expect(pin.status).toBe(200);
    const refused = await api
      .post('/api/story/summary')
      .set('Cookie', parent.cookie)
      .send({ prompt: 'Beheading the king of the sea', profileId });
    expect(refused.status).toBe(400);
    const story = await api
      .post('/api/story/storygen')
      .set('Cookie', parent.cookie)
      .send({ profileId, bookData });
    expect(story.status).toBe(200);
    const bookId = story.body.bookId as string;
    const book = await api
      .post('/api/story/bookgen')
      .set('Cookie', parent.cookie)
      .send({ bookId, animateImages: false });
    expect(book.status).toBe(200);
    pages = (book.body.pageDataModel as unknown[]).length;
    after = await scrapeUntil(
      metricsUrl,
      (s) =>
        sampleSum(s, 'storybook_book_seconds_count') >= 1 &&
        sampleSum(s, 'storybook_credits_debited_total') >= 1,
    );
    const page = await api
      .post('/api/story/get-page')
      .set('Cookie', parent.cookie)
      .send({ bookId, pageNum: 1 });
    expect(page.status).toBe(200);
    after = await scrape(metricsUrl);
  }, 25_000);

  afterAll(async () => {
    await product?.stop();
  });

  it('serves Prometheus text on its own loopback port, and the public port has no /metrics', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(new URL(product.url).port);
    const publicMetrics = await fetch(`${product.url}/metrics`);
    expect(await publicMetrics.text()).not.toContain('storybook_');
    expect((await fetch(`${product.url}/api/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('counts and times HTTP requests per route and status', () => {
    const bookgen = { method: 'POST', route: '/api/story/bookgen' };
    expect(sampleSum(after, 'storybook_http_requests_total', { ...bookgen, status: '200' })).toBe(1);
    expect(sampleSum(after, 'storybook_http_request_duration_seconds_count', bookgen)).toBe(1);
    expect(
      sampleSum(after, 'storybook_http_requests_total', { route: '/api/story/summary', status: '400' }),
    ).toBe(1);
  });

  it('counts and times gRPC calls per service and method, at both ends', () => {
    const generate = { service: 'story', method: 'GenerateBook' };
    expect(sampleSum(after, 'storybook_grpc_server_handled_total', { ...generate, code: 'OK' })).toBe(1);
    expect(sampleSum(after, 'storybook_grpc_server_handling_seconds_count', generate)).toBe(1);
    expect(sampleSum(after, 'storybook_grpc_client_handled_total', { ...generate, code: 'OK' })).toBe(1);
    const refused = { service: 'story', method: 'Summarize', code: 'INVALID_ARGUMENT' };
    expect(sampleSum(after, 'storybook_grpc_server_handled_total', refused)).toBe(1);
    expect(sampleSum(after, 'storybook_grpc_client_handled_total', refused)).toBe(1);
    // story asked billing whether the parent had a credit: a call between services.
    expect(
      sampleSum(after, 'storybook_grpc_server_handled_total', { service: 'billing', method: 'CheckCredits' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts events published and handled per topic and group, with handler time and lag', () => {
    const requested = 'story.page-image.requested';
    const completed = 'images.page-image.completed';
    expect(sampleSum(after, 'storybook_events_published_total', { topic: requested, outcome: 'ok' })).toBe(
      pages,
    );
    expect(sampleSum(after, 'storybook_events_published_total', { topic: completed, outcome: 'ok' })).toBe(
      pages,
    );
    expect(
      sampleSum(after, 'storybook_events_consumed_total', {
        topic: completed,
        group: 'story.page-images',
        outcome: 'ok',
      }),
    ).toBe(pages);
    expect(sampleSum(after, 'storybook_events_consumed_total', { topic: requested, outcome: 'ok' })).toBe(
      pages,
    );
    expect(sampleSum(after, 'storybook_event_handler_seconds_count', { topic: completed })).toBe(pages);
    expect(after.families.get('storybook_event_consumer_lag')).toBe('gauge');
    const lag = after.samples.filter((s) => s.name === 'storybook_event_consumer_lag');
    expect(lag.map((s) => s.labels.group)).toContain('story.page-images');
    expect(lag.every((s) => s.value === 0)).toBe(true);
    expect(sampleSum(after, 'storybook_events_dead_lettered_total')).toBe(0);
  });

  it("times the book pipeline: the story's text, each picture and the whole book", () => {
    expect(sampleSum(after, 'storybook_book_text_seconds_count', { what: 'story' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sampleSum(after, 'storybook_book_picture_seconds_count', { outcome: 'ok' })).toBe(pages);
    expect(sampleSum(after, 'storybook_book_seconds_count', { outcome: 'complete' })).toBe(1);
    expect(sampleSum(after, 'storybook_book_seconds_sum')).toBeGreaterThan(0);
    expect(after.families.get('storybook_book_pages_failed_total')).toBe('counter');
    expect(after.families.get('storybook_book_pages_retried_total')).toBe('counter');
    expect(sampleSum(after, 'storybook_book_pages_failed_total')).toBe(0);
  });

  it('counts provider calls and their cost by provider (offline: free)', () => {
    const text = { provider: 'offline', kind: 'text', outcome: 'ok' };
    expect(sampleSum(after, 'storybook_provider_calls_total', text)).toBeGreaterThanOrEqual(1);
    const pictures = { provider: 'offline', kind: 'picture', outcome: 'ok' };
    expect(sampleSum(after, 'storybook_provider_calls_total', pictures)).toBe(pages);
    expect(sampleSum(after, 'storybook_provider_cost_usd_total', { provider: 'offline' })).toBe(0);
    expect(after.families.get('storybook_provider_cost_usd_total')).toBe('counter');
  });

  it('counts moderation refusals by category, and credits taken for the book', () => {
    expect(
      sampleSum(after, 'storybook_moderation_refusals_total', {
        kind: 'idea',
        category: 'horror',
        action: 'refuse',
      }),
    ).toBe(1);
    expect(sampleSum(after, 'storybook_credits_debited_total', { reason: 'book' })).toBe(1);
    expect(sampleSum(after, 'storybook_credits_refunded_total')).toBe(0);
    expect(after.families.get('storybook_credits_refunded_total')).toBe('counter');
  });

  it("has Node's process families too", () => {
    expect(after.families.get('storybook_process_cpu_seconds_total')).toBe('counter');
  });
});
