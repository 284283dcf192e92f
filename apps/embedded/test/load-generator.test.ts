/** The cluster's load generator against the whole product: two parents each make a book and read it. */
import { parseExposition, sampleSum } from '@storybook-app/kit';
import { runLoad } from '../../../services/gateway/src/load-generator';
import { startTestProduct, type TestProduct } from './test-product';

describe('the load generator', () => {
  let product: TestProduct;

  beforeAll(async () => {
    product = await startTestProduct({}, { metrics: true });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('signs parents in, makes their books and reads every page', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const runs = await runLoad({
      url: product.url,
      books: 2,
      concurrency: 2,
      log: (line) => lines.push(line),
    });
    expect(runs.map((run) => [run.ok, run.error])).toEqual([
      [true, undefined],
      [true, undefined],
    ]);
    expect(lines).toHaveLength(2);
    const pages = runs.reduce((sum, run) => sum + run.pages, 0);
    expect(pages).toBeGreaterThanOrEqual(16);
    const scrape = parseExposition(await (await fetch(product.metricsUrl!)).text());
    expect(
      sampleSum(scrape, 'storybook_http_requests_total', { route: '/api/story/bookgen', status: '200' }),
    ).toBe(2);
    expect(
      sampleSum(scrape, 'storybook_http_requests_total', { route: '/api/story/get-page', status: '200' }),
    ).toBeGreaterThanOrEqual(pages);
  });
});
