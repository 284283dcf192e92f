/**
 * The server's side of the PIN (spec §6): a generation call answered 403 `pin_required` waits here while
 * the PIN dialog asks for the PIN of the profile the server named (app/pin-gate-host.tsx shows it), and is
 * made once more when the PIN was right. Cancelling the dialog fails the call with the server's refusal.
 * Calls that need the same profile wait for one dialog; one for another profile waits its turn.
 */
import { ApiError } from '../api/client';

export const PIN_REQUIRED_CODE = 'pin_required';

interface Pending {
  profileId: string;
  promise: Promise<void>;
  verified: () => void;
  /** Fails the waiting calls with the server's refusal. */
  cancelled: () => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The profile a refusal asks the PIN for, or null when the error is something else. */
export function pinRequiredFor(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403 || error.code !== PIN_REQUIRED_CODE) return null;
  const profileId = error.body?.profileId;
  return typeof profileId === 'string' && profileId ? profileId : null;
}

async function askForPin(profileId: string, refusal: unknown): Promise<void> {
  while (pending && pending.profileId !== profileId) await pending.promise.catch(() => undefined);
  if (!pending) {
    let verified!: () => void;
    let cancelled!: () => void;
    const promise = new Promise<void>((resolve, reject) => {
      verified = resolve;
      cancelled = () => reject(refusal);
    });
    pending = { profileId, promise, verified, cancelled };
    changed();
  }
  return pending.promise;
}

function settle(outcome: 'verified' | 'cancelled'): void {
  const done = pending;
  if (!done) return;
  pending = null;
  changed();
  if (outcome === 'verified') done.verified();
  else done.cancelled();
}

export const pinGate = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The profile whose PIN is asked for now, or null. */
  askingFor: (): string | null => pending?.profileId ?? null,
  verified: () => settle('verified'),
  cancelled: () => settle('cancelled'),
};

/** Makes a generation call; if the server wants the PIN first, asks for it and makes the call once more. */
export async function withGenerationPin<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const profileId = pinRequiredFor(error);
    if (!profileId) throw error;
    await askForPin(profileId, error);
    return call();
  }
}
