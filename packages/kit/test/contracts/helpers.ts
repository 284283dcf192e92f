/** Small helpers shared by the contract suites; they work the same against embedded and real servers. */
import { randomBytes } from 'node:crypto';

/** A name no other test (or earlier run on a shared server) uses: letters, digits and `_` only. */
export const uniqueName = (prefix: string): string => `${prefix}_${randomBytes(6).toString('hex')}`;

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Runs `promise` and reports whether it settled within `ms`, without failing the test on a rejection. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
