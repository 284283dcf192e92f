/**
 * The launcher's restart delays, as the kubelet's CrashLoopBackOff (only shorter): a first crash is restarted
 * at once, a crash loop waits longer each time up to the ceiling.
 */
import { RESTART_BACKOFF, restartDelayMs } from '../src/restart-backoff';

describe('restart backoff', () => {
  it('restarts a first crash at once', () => {
    expect(restartDelayMs(1)).toBe(0);
  });

  it('doubles from the initial delay for each crash in a row, up to the ceiling', () => {
    expect([2, 3, 4, 5].map(restartDelayMs)).toEqual([250, 500, 1000, 2000]);
    expect(restartDelayMs(2)).toBe(RESTART_BACKOFF.initialMs);
    expect(restartDelayMs(40)).toBe(RESTART_BACKOFF.maxMs);
  });
});
