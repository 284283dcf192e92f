/** Retry backoffs that a closing event bus can cut short, so `close()` never waits out a long backoff. */
export interface InterruptibleSleep {
  /** Waits `ms`, or less when `wakeAll` is called. */
  sleep(ms: number): Promise<void>;
  wakeAll(): void;
}

export function interruptibleSleep(): InterruptibleSleep {
  const sleepers = new Set<() => void>();
  return {
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        sleepers.add(wake);
      }),
    wakeAll: () => sleepers.forEach((wake) => wake()),
  };
}
