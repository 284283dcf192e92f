/** The kit's metrics: route labels, lag sums, the exposition parser, and the endpoint itself. */
import {
  bookOutcome,
  collectLag,
  countCredits,
  grpcCodeName,
  httpRouteLabel,
  metricsRegistry,
  parseExposition,
  sampleSum,
  startMetricsServer,
} from '../src';

describe('httpRouteLabel', () => {
  const api = new Set(['/api/story/bookgen']);

  it("names the API's own paths, and folds any other path into a few labels", () => {
    expect(httpRouteLabel('/api/story/bookgen', api)).toBe('/api/story/bookgen');
    expect(httpRouteLabel('/api/made-up/1234', api)).toBe('/api/*');
    expect(httpRouteLabel('/api', api)).toBe('/api/*');
    expect(httpRouteLabel('/media/u/b/1.png', api)).toBe('/media/*');
    expect(httpRouteLabel('/readyz', api)).toBe('/readyz');
    expect(httpRouteLabel('/books/abc', api)).toBe('/*');
    expect(httpRouteLabel('/metrics', api)).toBe('/*');
  });
});

describe('collectLag', () => {
  it('sums the sources per topic and group, and leaves out a source that fails', async () => {
    const lags = await collectLag([
      async () => [
        { topic: 't', group: 'g', lag: 2 },
        { topic: 't', group: 'h', lag: 1 },
      ],
      async () => [{ topic: 't', group: 'g', lag: 3 }],
      async () => {
        throw new Error('broker away');
      },
    ]);
    expect(lags).toEqual([
      { topic: 't', group: 'g', lag: 5 },
      { topic: 't', group: 'h', lag: 1 },
    ]);
  });
});

describe('parseExposition', () => {
  const text = [
    '# HELP a_total Things.',
    '# TYPE a_total counter',
    'a_total{kind="x",path="/a \\"b\\""} 2',
    'a_total{kind="y"} 3',
    'b 1.5',
    '',
  ].join('\n');

  it('reads samples with their labels, and the declared families', () => {
    const scrape = parseExposition(text);
    expect(scrape.families.get('a_total')).toBe('counter');
    expect(scrape.samples).toContainEqual({
      name: 'a_total',
      labels: { kind: 'x', path: '/a "b"' },
      value: 2,
    });
    expect(sampleSum(scrape, 'a_total')).toBe(5);
    expect(sampleSum(scrape, 'a_total', { kind: 'y' })).toBe(3);
    expect(sampleSum(scrape, 'b')).toBe(1.5);
    expect(sampleSum(scrape, 'missing')).toBe(0);
  });
});

describe('small rules', () => {
  it('names a book by its failed pages', () => {
    expect(bookOutcome(0, 8)).toBe('complete');
    expect(bookOutcome(2, 8)).toBe('some_failed');
    expect(bookOutcome(8, 8)).toBe('all_failed');
  });

  it('names gRPC codes as Prometheus rules read them', () => {
    expect(grpcCodeName(0)).toBe('OK');
    expect(grpcCodeName(5)).toBe('NOT_FOUND');
    expect(grpcCodeName(99)).toBe('99');
  });

  it('counts a positive ledger change as debited and a negative one as refunded', async () => {
    countCredits(1, 'book');
    countCredits(-1, 'book failed');
    countCredits(0, 'nothing');
    const scrape = parseExposition(await metricsRegistry.metrics());
    expect(sampleSum(scrape, 'storybook_credits_debited_total', { reason: 'book' })).toBe(1);
    expect(sampleSum(scrape, 'storybook_credits_refunded_total', { reason: 'book failed' })).toBe(1);
    expect(sampleSum(scrape, 'storybook_credits_debited_total', { reason: 'nothing' })).toBe(0);
  });
});

describe('startMetricsServer', () => {
  it('serves GET /metrics and nothing else, and stops', async () => {
    const server = await startMetricsServer({ port: 0 });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}/metrics`);
      const answer = await fetch(server.url);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('# TYPE storybook_grpc_server_handled_total counter');
      expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
      expect((await fetch(server.url, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.stop();
    }
    await expect(fetch(server.url)).rejects.toThrow();
  });
});
