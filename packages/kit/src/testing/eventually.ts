/**
 * Waiting in tests for something that happens asynchronously (an event delivered, a queue drained, a page
 * drawn): poll for the signal rather than sleep a fixed time, which is either too short on a loaded
 * machine or too long everywhere else.
 */
export interface EventuallyOptions<T> {
  /** How long to keep polling before failing (default 5 s). */
  timeoutMs?: number;
  /** The pause between two polls (default 10 ms). */
  intervalMs?: number;
  /**
   * When the probe's value counts as the signal; by default any value but `false`, `null` and `undefined`.
   * The last value is in the failure's message.
   */
  until?: (value: T) => boolean;
}

const isSignal = (value: unknown): boolean => value !== false && value !== null && value !== undefined;

function shown(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Polls `probe` until it gives the signal and returns that value; after `timeoutMs` fails with
 * `not within <timeoutMs> ms: <what>`. A probe that throws fails at once: a broken probe is not "not yet".
 */
export async function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  options: EventuallyOptions<T> & Required<Pick<EventuallyOptions<T>, 'until'>>,
): Promise<T>;
export async function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  options?: Omit<EventuallyOptions<T>, 'until'>,
): Promise<Exclude<T, false | null | undefined>>;
export async function eventually<T>(
  what: string,
  probe: () => T | Promise<T>,
  { timeoutMs = 5000, intervalMs = 10, until = isSignal }: EventuallyOptions<T> = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (until(value)) return value;
    if (Date.now() > deadline) {
      const last = typeof value === 'boolean' || value === undefined ? '' : `; last: ${shown(value)}`;
      throw new Error(`not within ${timeoutMs} ms: ${what}${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
