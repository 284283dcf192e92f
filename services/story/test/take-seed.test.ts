/** The seed of a page made again (pure): random, and never the book's own, so the picture comes out anew. */
import { takeSeed } from '../src/page-remakes';

describe('takeSeed', () => {
  it("draws a seed in the providers' range", () => {
    for (let i = 0; i < 50; i += 1) {
      const seed = takeSeed(1234);
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(2 ** 31 - 1);
    }
  });

  it("steps off the book's own seed when the draw lands on it", () => {
    expect(takeSeed(77, () => 77)).toBe(78);
    expect(takeSeed(2 ** 31 - 2, () => 2 ** 31 - 2)).toBe(0);
    expect(takeSeed(77, () => 5)).toBe(5);
  });
});
