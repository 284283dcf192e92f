import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '../lib/constants';
import { errors } from '../lib/texts';

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

/** A route `lazy` function for a page module: the page's code is split into its own chunk. */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: pick(await loadChunk(load)) });
}
