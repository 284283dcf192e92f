import { eventually } from '../src/testing';

describe('eventually', () => {
  it('returns the first value that is the signal, polling until then', async () => {
    let calls = 0;
    const value = await eventually('the third call', () => (++calls >= 3 ? `call ${calls}` : undefined), {
      intervalMs: 1,
    });
    expect(value).toBe('call 3');
  });

  it('waits for `until` and fails naming what never happened and the last value', async () => {
    await expect(
      eventually('five', () => Promise.resolve(4), { until: (n) => n === 5, timeoutMs: 30, intervalMs: 5 }),
    ).rejects.toThrow('not within 30 ms: five; last: 4');
  });

  it('fails at once when the probe throws', async () => {
    const started = Date.now();
    await expect(
      eventually('never', () => Promise.reject(new Error('broken probe')), { timeoutMs: 5000 }),
    ).rejects.toThrow('broken probe');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
