import { pageReload } from './browser';

/**
 * A chunk that fails to load is most often one a new deployment removed while this page was open: reloading
 * fetches the new index.html and its chunks. This remembers, for the tab (sessionStorage), that one reload was
 * made, so a chunk that keeps failing shows the error instead of reloading forever.
 */
const RELOADED_KEY = 'storybook.chunk-reloaded';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const chunkReload = {
  /** Reloads the page unless it already reloaded for a failed chunk; answers whether it did. */
  tryReload(): boolean {
    const store = storage();
    // Without storage a reload could not be remembered, and might repeat forever.
    if (!store || store.getItem(RELOADED_KEY)) return false;
    store.setItem(RELOADED_KEY, String(Date.now()));
    pageReload.reload();
    return true;
  },
  /** A chunk loaded: a later failure may reload again. */
  loaded(): void {
    storage()?.removeItem(RELOADED_KEY);
  },
};
