/**
 * Store calls made in the same turn of the event loop, sent together: a bus batch's events are handled side
 * by side (a book's pages come in together), and each handler's one round trip becomes the batch's one.
 */
import DataLoader from 'dataloader';

/**
 * `handle` gets every key asked for in one turn (after that turn's I/O callbacks: a fetch's partitions are
 * handed over one after another) and answers each, in order; a key's promise rejects with the batch's
 * error. Nothing is cached: each call is handled afresh.
 */
export function batchedPerTurn<K, V>(handle: (keys: readonly K[]) => Promise<V[]>): (key: K) => Promise<V> {
  const loader = new DataLoader<K, V>(handle, {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
  });
  return (key) => loader.load(key);
}
