/**
 * kafkajs 2.2.4, its last release, keeps every broker connection busy while idle. Its request queue checks
 * for pending requests and then schedules the next check; with nothing pending and no throttle the wait it
 * computes is negative, so Node runs the check a millisecond later, and so on for as long as the connection
 * lives (kafkajs issues #1556 and #1704; the fix proposed in #1667 was never released). Every service holds
 * several connections (its producer, each consumer's group coordinator and fetches), so an idle service spent
 * about 40 ms of CPU a second on nothing. This replaces the scheduling with kafkajs's own, less the loop: with
 * nothing pending and no throttle, no check is scheduled. Nothing is lost by that: a request that cannot go
 * at once is queued by `push`, which schedules its own check, and each answered request checks the queue.
 */
interface RequestQueue {
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  pending: unknown[];
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

/** kafkajs's own wait before looking at requests queued behind the in-flight limit. */
const CHECK_PENDING_REQUESTS_INTERVAL = 10;

function scheduleCheckPendingRequests(this: RequestQueue): void {
  if (this.throttleCheckTimeoutId) return;
  let scheduleAt = this.throttledUntil - Date.now();
  if (this.pending.length > 0) {
    scheduleAt = scheduleAt > 0 ? scheduleAt : CHECK_PENDING_REQUESTS_INTERVAL;
  } else if (scheduleAt <= 0) {
    return;
  }
  this.throttleCheckTimeoutId = setTimeout(() => {
    this.throttleCheckTimeoutId = null;
    this.checkPendingRequests();
  }, scheduleAt);
}

/** kafkajs's request queue, once its scheduling is mended (idempotent). */
export function mendIdleRequestQueues(): { prototype: RequestQueue } {
  const requestQueue = // eslint-disable-next-line @typescript-eslint/no-require-imports -- not in kafkajs's typed API
    require('kafkajs/src/network/requestQueue') as { prototype: RequestQueue };
  requestQueue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;
  return requestQueue;
}
