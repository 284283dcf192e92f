/** How soon a crashed process is started again: as Kubernetes' CrashLoopBackOff, only shorter. */
export const RESTART_BACKOFF = { initialMs: 250, maxMs: 10_000, stableMs: 30_000 } as const;

/**
 * The delay before the `attempt`-th restart in a row (1-based). The first is at once, as the kubelet's: a
 * single crash costs no wait (its unfinished pages are waiting on it); a crash loop backs off.
 */
export const restartDelayMs = (attempt: number): number =>
  attempt <= 1 ? 0 : Math.min(RESTART_BACKOFF.maxMs, RESTART_BACKOFF.initialMs * 2 ** (attempt - 2));
