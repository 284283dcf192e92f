import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { errors } from './texts';
import { chunkReload } from './chunk-reload';

/** §8: a route's script could not be loaded (network failure or 120 s without an answer). */
export class ChunkLoadError extends Error {
  override readonly name = errors.chunkLoadErrorName;
}

/** Loads a chunk, failing with a ChunkLoadError on error or after `timeoutMs`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }));
      },
    );
  });
}

/**
 * Loads a chunk; the first time one fails (§8), the page reloads instead of failing, and a chunk that fails
 * again after that reload raises its ChunkLoadError for the error screen.
 */
export async function loadChunkOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await loadChunk(load);
    chunkReload.loaded();
    return module;
  } catch (error) {
    // The page is going away: nothing should render the error in the meantime.
    if (error instanceof ChunkLoadError && chunkReload.tryReload()) return new Promise<T>(() => {});
    throw error;
  }
}

/** A component whose code is its own chunk; `preload` fetches it ahead of its first render. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  preload(): Promise<void>;
}

/**
 * A component whose code is its own chunk (a page, or a part only some visitors need), fetched when it first
 * renders inside a Suspense boundary, or before with `preload`; a failure is thrown to the nearest error
 * boundary. Once loaded it renders directly: React reveals content that suspended no sooner than 300 ms
 * after its fallback appeared, which a preloaded first page must not wait for.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => (loading ??= loadChunkOrReload(load).then((module) => (loaded = pick(module))));
  const Suspending = lazy(() => fetchOnce().then((component) => ({ default: component })));
  function Lazy(props: P) {
    return createElement(loaded ?? Suspending, props);
  }
  Lazy.preload = () => fetchOnce().then(() => undefined);
  return Lazy;
}
