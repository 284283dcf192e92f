/** The price of a book drawn again in another style: spec §9's picture price per picture, 0 offline. */
import type { PageRecord } from '../src/book-records';
import { restylePrice } from '../src/book-restyles';

const picture = (cost_usd: number) => ({ cost_usd }) as PageRecord;

describe('restylePrice', () => {
  it("prices every picture at the illustrator's $0.04 when the book's pictures were paid for", () => {
    expect(restylePrice('Flux', [picture(0.04), picture(0.04)], 12)).toBe(0.48);
    expect(restylePrice('DallE3', [picture(0), picture(0.04)], 3)).toBe(0.12);
  });

  it('is free for a book drawn offline', () => {
    expect(restylePrice('Flux', [picture(0), picture(0)], 12)).toBe(0);
  });
});
