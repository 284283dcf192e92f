/**
 * The page pictures of a book: story publishes `story.page-image.requested` once per page; this worker draws
 * each page with the illustrator the request names, stores the picture (and its animated variant when asked)
 * and publishes `images.page-image.completed`, keyed by the page.
 *
 * - Accepting is one write: the handler records the request as a page job (page-jobs.ts) and returns, so a
 *   book's pages are all drawn side by side, and the bus's next events are not held by a picture. A process
 *   with room records the job already claimed and starts drawing it; the others' jobs wait to be claimed.
 * - At most `concurrency` pictures are drawn at once by one process, across all books; every images process
 *   takes jobs from the same store, so more processes draw more pages.
 * - At least once: a job stays until its completion is published. A process that dies leaves its jobs
 *   claimed until their lease runs out, then any worker draws them. A page's blob key is fixed
 *   (`users/<uid>/books/<bookId>/page-<n>.<ext>`), so drawing it twice overwrites the same object and
 *   publishes the same completion again, which story applies idempotently.
 * - No picture paid twice: a drawing's provider task is kept on its job as soon as it exists, so a worker
 *   taking over a stopped one's page waits for that task (Flux) instead of ordering the picture again; the
 *   request carries an idempotency key (book, page, request, attempt) for providers that dedupe by key
 *   (OpenAI); a paid picture a takeover could not fetch from a kept task has its completion kept on the job
 *   before it is published, so a takeover only publishes it again. A page drawn again anyway is counted
 *   (`storybook_book_pages_redrawn_total`) and both drawings go into the page's cost, so the bill is explained.
 * - An unavailable illustrator (5xx, 429, timeouts, no picture) is tried again with exponential backoff, up to
 *   `maxAttempts` drawings; a refusal (moderation, a 4xx) is not. Either way a page that will not be drawn is
 *   completed with `ok: false` and a short reason, never the provider's text or the prompt.
 */
import {
  createEvent,
  deadLetterEnvelope,
  deadLetterTopic,
  parseEvent,
  runWithRequestId,
  traceWork,
  withTraceHeaders,
  TOPICS,
  countPageFailed,
  countPageRetried,
  type BlobStore,
  type EventBus,
  type EventEnvelope,
  type EventHandler,
  type Logger,
} from '@storybook-app/kit';
import type { IllustratorChoice } from './illustrator-choice';
import { drawPage, Superseded, type PageDrawingDeps } from './page-drawing';
import {
  pageJobId,
  type Acceptance,
  type PageImageCompletion,
  type PageImageRequest,
  type PageJob,
  type PageJobs,
} from './page-jobs';
import { isRetryable, pageFailureText } from './picture-errors';

export { drawingKey, pagePrompt } from './page-drawing';

/** images' consumer group of page requests: each request is accepted by one images process. */
export const PAGE_IMAGES_GROUP = 'images.page-images';

export interface PageWorkerSettings {
  /** Pictures one process draws at once (IMAGE_CONCURRENCY). */
  concurrency: number;
  /** Drawings of a page before an unavailable illustrator fails it (IMAGE_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Backoff before the first retry, doubled each time (IMAGE_RETRY_DELAY_MS). */
  retryDelayMs: number;
  /** MEDIA_PUBLIC_PATH: the start of picture URLs. */
  mediaPublicPath: string;
  /** The longest backoff (default 60 s). */
  maxRetryDelayMs?: number;
  /**
   * How long a claim on a page holds unless renewed (default 6 s; renewed every third of it while drawing,
   * so a slow picture is never cut short): how long the pages of a process that died wait before another
   * worker takes them over.
   */
  leaseMs?: number;
  /** How often an idle worker looks for pages other processes accepted or left behind (default 1 s). */
  pollMs?: number;
}

export interface PageWorkerDeps {
  bus: EventBus;
  blobs: BlobStore;
  jobs: PageJobs;
  illustrators: IllustratorChoice;
  logger: Logger;
}

export interface PageWorker {
  /** Pages this process is drawing now. */
  readonly inFlight: number;
  /** Stops taking pages, lets drawings under way finish for up to `graceMs`, then hands the rest back. */
  stop(graceMs?: number): Promise<void>;
}

/** A claim's lease unless configured (IMAGE_LEASE_MS). */
export const DEFAULT_LEASE_MS = 6000;

/** Retries of accepting a request (recording it in the store): about a minute in all, then a dead letter. */
export const ACCEPT_RETRIES = { maxAttempts: 8, retryDelayMs: 500 };

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/** One worker's settings with their defaults, and what it is doing. */
interface WorkerState {
  deps: PageWorkerDeps;
  drawing: PageDrawingDeps;
  concurrency: number;
  maxAttempts: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
  leaseMs: number;
  pollMs: number;
  /** Drawings under way, by claim token. */
  active: Map<string, { job: PageJob; done: Promise<void>; resumable: boolean }>;
  /** Requests being accepted already claimed: room they hold before their drawing starts. */
  reserved: number;
  /** The last look for work stopped for want of room: a drawing that ends looks again. */
  full: boolean;
  /** Pages published whose bookkeeping (`finish`) waits for `finishTimer`. */
  published: { job: PageJob; completion: PageImageCompletion }[];
  finishTimer?: NodeJS.Timeout;
  stopping: boolean;
  pumping?: Promise<void>;
  again: boolean;
  timer?: NodeJS.Timeout;
  stalledLookedAt: number;
}

function workerState(deps: PageWorkerDeps, settings: PageWorkerSettings): WorkerState {
  const { blobs, jobs, illustrators, logger } = deps;
  return {
    deps,
    drawing: { blobs, jobs, illustrators, logger, mediaPublicPath: settings.mediaPublicPath },
    concurrency: Math.max(1, Math.floor(settings.concurrency)),
    maxAttempts: Math.max(1, Math.floor(settings.maxAttempts)),
    retryDelayMs: settings.retryDelayMs,
    maxRetryDelayMs: settings.maxRetryDelayMs ?? 60_000,
    leaseMs: settings.leaseMs ?? DEFAULT_LEASE_MS,
    pollMs: settings.pollMs ?? 1000,
    active: new Map(),
    reserved: 0,
    full: false,
    published: [],
    stopping: false,
    again: false,
    stalledLookedAt: -Infinity,
  };
}

/** Exponential, with a little jitter so that pages failed together do not all come back together. */
const backoff = (w: WorkerState, attempts: number): number =>
  Math.round(
    Math.min(w.maxRetryDelayMs, w.retryDelayMs * 2 ** Math.max(0, attempts - 1)) *
      (0.8 + Math.random() * 0.4),
  );

/** The illustrator a page is drawn by, as metrics name it (a name no longer served: as requested). */
function illustratorName(w: WorkerState, job: PageJob): string {
  try {
    return w.deps.illustrators.pick(job.request.illustrator).name;
  } catch {
    return job.request.illustrator || 'unknown';
  }
}

async function publish(w: WorkerState, job: PageJob, completion: PageImageCompletion): Promise<void> {
  const event = createEvent(TOPICS.pageImageCompleted, completion, {
    requestId: job.request_id ?? undefined,
  });
  // Keyed by page: story records a book's pages side by side (the bus keeps order per key).
  await w.deps.bus.publish(
    TOPICS.pageImageCompleted,
    event,
    pageJobId(completion.bookId, completion.pageNumber),
  );
}

/**
 * After a drawing failed: a retry later (undefined) while the illustrator may yet answer and attempts are
 * left, else the page's failed completion.
 */
async function afterFailedDrawing(
  w: WorkerState,
  job: PageJob,
  error: unknown,
  attempts: number,
): Promise<PageImageCompletion | undefined> {
  const { jobs, logger } = w.deps;
  const context = { bookId: job.book_id, pageNumber: job.page_number, attempts };
  if (isRetryable(error) && attempts < w.maxAttempts) {
    const delayMs = backoff(w, attempts);
    logger.warn({ ...context, retryInMs: delayMs, err: error }, 'page picture failed; retrying');
    countPageRetried(illustratorName(w, job));
    await jobs.retryLater(job, {
      attempts,
      notBefore: Date.now() + delayMs,
      lastError: pageFailureText(error, attempts),
    });
    return undefined;
  }
  logger.error({ ...context, err: error }, 'page picture failed for good');
  countPageFailed(illustratorName(w, job));
  return {
    bookId: job.book_id,
    userId: job.user_id,
    pageNumber: job.page_number,
    ok: false,
    error: pageFailureText(error, attempts),
    costUsd: 0,
    ...(job.request.take ? { take: job.request.take } : {}),
  };
}

/**
 * Whether a page's completion must be kept on its job before it is published. Kept, a worker taking the job
 * over after a crash only publishes it again. Not kept, it gets the picture again: at no cost when the
 * provider's task was kept (the picture is fetched from the task) or the picture cost nothing (drawn here),
 * so the write, which would queue with the writes of the book's other pages as they all come in, is left
 * out then. A failed page's completion is always kept: taken over, it would be drawn again.
 */
function mustKeepBeforePublishing(w: WorkerState, job: PageJob, completion: PageImageCompletion): boolean {
  return !completion.ok || (completion.costUsd > 0 && !w.active.get(job.token)?.resumable);
}

/**
 * The page's completion, drawn now unless a run before this one got as far, and whether it is kept on the
 * job; undefined: nothing to publish.
 */
async function completionOf(
  w: WorkerState,
  job: PageJob,
  takenOver: boolean,
): Promise<{ completion: PageImageCompletion; kept: boolean } | undefined> {
  if (job.completion) return { completion: job.completion, kept: true };
  let completion: PageImageCompletion | undefined;
  try {
    completion = await drawPage(w.drawing, job, takenOver, () => {
      const entry = w.active.get(job.token);
      if (entry) entry.resumable = true;
    });
  } catch (error) {
    if (error instanceof Superseded || w.stopping) return undefined;
    completion = await afterFailedDrawing(w, job, error, job.attempts + 1);
    if (!completion) return undefined;
  }
  if (!mustKeepBeforePublishing(w, job, completion)) return { completion, kept: false };
  // From here a retry only publishes: the picture is not drawn (nor paid for) twice.
  return (await w.deps.jobs.saveCompletion(job, completion)) ? { completion, kept: true } : undefined;
}

/** Draws and publishes the page; true once its job is finished, false when it is left for later. */
async function run(w: WorkerState, job: PageJob, takenOver: boolean): Promise<boolean> {
  const { jobs, logger } = w.deps;
  const drawn = await completionOf(w, job, takenOver);
  if (!drawn) return false;
  const { completion } = drawn;
  try {
    await publish(w, job, completion);
  } catch (error) {
    if (w.stopping) return false;
    // Kept now, so that the retry only publishes; a job no longer ours is someone else's to publish.
    if (!drawn.kept && !(await jobs.saveCompletion(job, completion))) return false;
    const delayMs = backoff(w, 2);
    logger.warn(
      { bookId: job.book_id, pageNumber: job.page_number, retryInMs: delayMs, err: error },
      'page completion not published; retrying',
    );
    await jobs.retryLater(job, { notBefore: Date.now() + delayMs, lastError: 'completion not published' });
    return false;
  }
  finishLater(w, job, completion);
  return true;
}

/**
 * How long a published page's bookkeeping (its drawn record, its job's deletion: two writes) waits, at most
 * a third of the lease so that the claim still holds (renewed at least that recently). A book's pages come
 * in together, and story's records of them, which the reader waits for, are written meanwhile; a crash
 * before it leaves the job to be taken over, which only publishes the completion again (story applies it once).
 */
export const FINISH_DELAY_MS = 1000;

function finishLater(w: WorkerState, job: PageJob, completion: PageImageCompletion): void {
  w.published.push({ job, completion });
  if (w.finishTimer) return;
  w.finishTimer = setTimeout(() => void finishPublished(w), Math.min(FINISH_DELAY_MS, w.leaseMs / 3));
  w.finishTimer.unref();
}

async function finishPublished(w: WorkerState): Promise<void> {
  clearTimeout(w.finishTimer);
  w.finishTimer = undefined;
  const published = w.published.splice(0);
  await Promise.all(
    published.map(({ job, completion }) =>
      w.deps.jobs.finish(job, completion).catch((error: unknown) => {
        w.deps.logger.warn(
          { bookId: job.book_id, pageNumber: job.page_number, err: error },
          'page job not finished',
        );
      }),
    ),
  );
}

function start(w: WorkerState, job: PageJob, takenOver: boolean): void {
  const { jobs, logger } = w.deps;
  const renewal = setInterval(
    () => void jobs.renew(job, w.leaseMs).catch(() => undefined),
    Math.max(50, Math.floor(w.leaseMs / 3)),
  );
  renewal.unref();
  const attributes = { 'storybook.book_id': job.book_id, 'storybook.page_number': job.page_number };
  const done = runWithRequestId(job.request_id ?? job.event_id, () =>
    withTraceHeaders(job.trace, () => traceWork('draw page', attributes, () => run(w, job, takenOver))),
  )
    .catch((error: unknown) => {
      // The store failed us mid-way: the job keeps its claim until the lease runs out, then comes again.
      logger.error({ bookId: job.book_id, pageNumber: job.page_number, err: error }, 'page job interrupted');
      return false;
    })
    .then((finished) => {
      clearInterval(renewal);
      w.active.delete(job.token);
      // A page left for later comes due again (its backoff), and room made when the last look found none
      // may take a waiting page; a page finished with room to spare has no one waiting for it: the next
      // request, or the idle poll, looks for work (a query per finished page, in a book's busiest moment).
      if (!finished || w.full) pump(w);
    });
  w.active.set(job.token, { job, done, resumable: Boolean(job.provider_task) });
}

/** Claims due jobs while this process has room; returns when the next job waiting for its backoff is due. */
async function fill(w: WorkerState): Promise<number | undefined> {
  const { jobs } = w.deps;
  for (;;) {
    const free = w.concurrency - w.active.size - w.reserved;
    w.full = free <= 0;
    if (w.full || w.stopping) return undefined;
    const limit = free * 2;
    // Pages left by a process that died come due only when their lease runs out: looking for them once
    // per poll interval finds them as soon as the idle poll would, without a scan of every page being
    // drawn on each request and completion.
    const stalled = Date.now() - w.stalledLookedAt >= w.pollMs;
    if (stalled) w.stalledLookedAt = Date.now();
    const { jobs: due, nextDueAt } = await jobs.due(limit, Date.now(), { stalled });
    // A page drawn here whose lease looks run out (the store was slow to take a renewal) is still ours:
    // claiming it again would draw it twice side by side.
    const drawingHere = new Set([...w.active.values()].map((entry) => entry.job._id));
    const candidates = due.filter((job) => !drawingHere.has(job._id));
    const wanted = candidates.slice(0, free);
    // Claimed side by side: each claim is a round trip, and a restarted process taking over its
    // predecessor's pages would otherwise start the last one a dozen round trips after the first.
    const claims = await Promise.all(wanted.map((job) => jobs.claim(job, w.leaseMs)));
    let lost = 0;
    for (const [index, claimed] of claims.entries()) {
      const job = wanted[index];
      if (!claimed) lost += 1;
      else if (w.stopping) await jobs.release(claimed, Date.now(), job.drawing_since ?? '');
      // A drawing already under way when its worker stopped: its picture may have been ordered (and billed).
      else start(w, claimed, Boolean(job.drawing_since));
    }
    // Other workers took some of these, and there may be more: look again.
    if (lost === 0 || (due.length < limit && candidates.length === wanted.length)) return nextDueAt;
  }
}

function schedule(w: WorkerState, nextDueAt: number | undefined): void {
  clearTimeout(w.timer);
  if (w.stopping) return;
  const delay = nextDueAt === undefined ? w.pollMs : Math.min(w.pollMs, Math.max(0, nextDueAt - Date.now()));
  w.timer = setTimeout(() => pump(w), delay);
  w.timer.unref();
}

/** Looks for work now; a call while looking makes it look once more afterwards. */
function pump(w: WorkerState): void {
  if (w.stopping) return;
  if (w.pumping) {
    w.again = true;
    return;
  }
  w.pumping = (async () => {
    let nextDueAt: number | undefined;
    do {
      w.again = false;
      try {
        nextDueAt = await fill(w);
      } catch (error) {
        w.deps.logger.warn({ err: error }, 'page jobs could not be read; trying again');
        break;
      }
    } while (w.again && !w.stopping);
    w.pumping = undefined;
    schedule(w, nextDueAt);
  })();
}

/** The handler of page requests: records each as a page job, then looks for work. */
function acceptRequests(w: WorkerState): EventHandler {
  const { bus, jobs, logger } = w.deps;
  return async (event) => {
    let parsed;
    try {
      parsed = parseEvent(TOPICS.pageImageRequested, event);
    } catch (error) {
      // No attempt can make it valid: dead-lettered at once, so the retries below are for the store only.
      logger.error({ eventId: event.eventId, err: error }, 'invalid page request; dead-lettered');
      const letter = { topic: TOPICS.pageImageRequested, event, error: errorText(error), attempts: 1 };
      await bus.publish(deadLetterTopic(letter.topic), deadLetterEnvelope(letter), event.eventId);
      return;
    }
    const { envelope, payload } = parsed;
    const outcome = await acceptOne(w, envelope, payload);
    logger.info(
      { bookId: payload.bookId, pageNumber: payload.pageNumber, eventId: envelope.eventId, outcome },
      'page picture requested',
    );
    if (outcome === 'already drawn') {
      // Nothing to draw or pay; the completion goes again in case it was what went missing.
      const drawn = await jobs.drawnPage(payload.bookId, payload.pageNumber);
      if (drawn?.completion) {
        const again = createEvent(TOPICS.pageImageCompleted, drawn.completion, {
          requestId: envelope.requestId,
        });
        const key = pageJobId(payload.bookId, payload.pageNumber);
        await bus.publish(TOPICS.pageImageCompleted, again, key);
      }
      return;
    }
    // Queued, here or (the same request again) before: a worker with room takes it.
    if (outcome !== 'drawing') pump(w);
  };
}

/**
 * Records a request: claimed and started at once when this process has room (room held while the write is
 * out, so requests accepted side by side never start more drawings than `concurrency`), else queued.
 */
async function acceptOne(
  w: WorkerState,
  envelope: EventEnvelope,
  payload: PageImageRequest,
): Promise<Acceptance | 'drawing'> {
  const { jobs } = w.deps;
  if (w.stopping || w.active.size + w.reserved >= w.concurrency) return jobs.accept(envelope, payload);
  w.reserved += 1;
  let accepted;
  try {
    accepted = await jobs.acceptClaimed(envelope, payload, w.leaseMs);
  } finally {
    w.reserved -= 1;
  }
  if (typeof accepted === 'string') return accepted;
  if (w.stopping) {
    // Stopped meanwhile: back to the queue at once, not drawn (nor counted as a re-draw) by the next worker.
    await jobs.release(accepted, Date.now(), '');
    return 'queued';
  }
  start(w, accepted, false);
  return 'drawing';
}

async function stop(w: WorkerState, graceMs: number): Promise<void> {
  const { jobs } = w.deps;
  if (w.stopping) return;
  w.stopping = true;
  clearTimeout(w.timer);
  await w.pumping;
  // A drawing whose provider task is kept is handed over at once: the next worker waits for the same task.
  await Promise.allSettled(
    [...w.active.values()].filter((entry) => entry.resumable).map((entry) => jobs.release(entry.job)),
  );
  const running = [...w.active.values()].filter((entry) => !entry.resumable);
  await Promise.race([Promise.allSettled(running.map((entry) => entry.done)), sleep(graceMs)]);
  // Pages still being drawn go back to the queue at once, for another process or the next start.
  await Promise.allSettled([...w.active.values()].map((entry) => jobs.release(entry.job)));
  await finishPublished(w);
}

export async function startPageWorker(
  deps: PageWorkerDeps,
  settings: PageWorkerSettings,
): Promise<PageWorker> {
  const w = workerState(deps, settings);
  // Pages accepted before a restart, or left by a process that died, are drawn from the start: before the
  // subscription below, which waits for the consumer group to let a new member in (after a crash, until
  // the dead member's session runs out).
  pump(w);
  // Accepting fails only while the store is away: worth a minute of patience before a page is given up.
  await deps.bus.subscribe(TOPICS.pageImageRequested, acceptRequests(w), {
    group: PAGE_IMAGES_GROUP,
    ...ACCEPT_RETRIES,
  });
  return {
    get inFlight() {
      return w.active.size;
    },
    stop: (graceMs = 3000) => stop(w, graceMs),
  };
}
