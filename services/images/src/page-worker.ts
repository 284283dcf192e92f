/**
 * The page pictures of a book: story publishes `story.page-image.requested` once per page; this worker draws
 * each page with the illustrator the request names, stores the picture (and its animated variant when asked)
 * and publishes `images.page-image.completed`, keyed by the page.
 *
 * - Accepting is one write: the handler records the request as a page job (page-jobs.ts) and returns, so a
 *   book's pages, which the bus hands over one after another, are all drawn side by side.
 * - At most `concurrency` pictures are drawn at once by one process, across all books; every images process
 *   takes jobs from the same store, so more processes draw more pages.
 * - At least once: a job stays until its completion is published. A process that dies leaves its jobs
 *   claimed until their lease runs out, then any worker draws them. A page's blob key is fixed
 *   (`users/<uid>/books/<bookId>/page-<n>.<ext>`), so drawing it twice overwrites the same object and
 *   publishes the same completion again, which story applies idempotently.
 * - No picture paid twice: a drawing's provider task is kept on its job as soon as it exists, so a worker
 *   taking over a stopped one's page waits for that task (Flux) instead of ordering the picture again; the
 *   request carries an idempotency key (book, page, request, attempt) for providers that dedupe by key
 *   (OpenAI). A page drawn again anyway after its worker stopped is counted
 *   (`storybook_book_pages_redrawn_total`) and both drawings go into the page's cost, so the bill is explained.
 * - An unavailable illustrator (5xx, 429, timeouts, no picture) is tried again with exponential backoff, up to
 *   `maxAttempts` drawings; a refusal (moderation, a 4xx) is not. Either way a page that will not be drawn is
 *   completed with `ok: false` and a short reason, never the provider's text or the prompt.
 */
import { ART_STYLE_DIRECTIONS, artStyleOf } from '@storybook-app/ai/illustration';
import {
  createEvent,
  deadLetterEnvelope,
  deadLetterTopic,
  parseEvent,
  runWithRequestId,
  traceWork,
  withTraceHeaders,
  TOPICS,
  AppError,
  countPageFailed,
  countPageRedrawn,
  countPageResumed,
  countPageRetried,
  observePicture,
  observeProviderCall,
  secondsSince,
  type BlobStore,
  type EventBus,
  type Logger,
} from '@storybook-app/kit';
import type { IllustratorChoice, IllustratorChoiceName } from './illustrator-choice';
import {
  pageJobId,
  type PageImageCompletion,
  type PageImageRequest,
  type PageJob,
  type PageJobs,
} from './page-jobs';
import { isRetryable, pageFailureText } from './picture-errors';
import { animatedPageKey, mediaUrl, pageKey, PICTURE_CACHE_CONTROL, pictureExtension } from './user-blobs';

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

/** The idempotency key of one drawing: the same for the same attempt at the same request for a page. */
export const drawingKey = (job: PageJob): string =>
  `${job.book_id}:${job.page_number}:${job.event_id}:${job.attempts + 1}`;

/** Retries of accepting a request (recording it in the store): about a minute in all, then a dead letter. */
export const ACCEPT_RETRIES = { maxAttempts: 8, retryDelayMs: 500 };

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A job that is no longer this worker's: requested again, taken over after its lease, or deleted. */
class Superseded extends Error {}

/**
 * What the illustrator is asked to draw. Providers get the scene description written for them (the page's
 * text when there is none); the offline illustrator reads both, since it draws what the words name.
 */
export function pagePrompt(request: PageImageRequest, illustrator: IllustratorChoiceName): string {
  const scene = request.sceneDescription.trim();
  const text = request.pageText.trim();
  if (illustrator === 'offline') return [scene, text].filter(Boolean).join('\n');
  return scene || text;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export async function startPageWorker(
  deps: PageWorkerDeps,
  settings: PageWorkerSettings,
): Promise<PageWorker> {
  const { bus, blobs, jobs, illustrators, logger } = deps;
  const concurrency = Math.max(1, Math.floor(settings.concurrency));
  const maxAttempts = Math.max(1, Math.floor(settings.maxAttempts));
  const leaseMs = settings.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = settings.pollMs ?? 1000;
  const maxRetryDelayMs = settings.maxRetryDelayMs ?? 60_000;

  /** Drawings under way, by claim token. */
  const active = new Map<string, { job: PageJob; done: Promise<void>; resumable: boolean }>();
  let stopping = false;
  let pumping: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stalledLookedAt = -Infinity;

  /** Exponential, with a little jitter so that pages failed together do not all come back together. */
  const backoff = (attempts: number): number =>
    Math.round(
      Math.min(maxRetryDelayMs, settings.retryDelayMs * 2 ** Math.max(0, attempts - 1)) *
        (0.8 + Math.random() * 0.4),
    );

  /** The illustrator a page is drawn by, as metrics name it (a name no longer served: as requested). */
  function illustratorName(job: PageJob): string {
    try {
      return illustrators.pick(job.request.illustrator).name;
    } catch {
      return job.request.illustrator || 'unknown';
    }
  }

  /** `takenOver`: the job came with a drawing already under way, begun by a worker that stopped. */
  async function draw(job: PageJob, takenOver: boolean): Promise<PageImageCompletion> {
    const request = job.request;
    const { bookId, userId, pageNumber } = request;
    try {
      pageKey(userId, bookId, pageNumber, 'png');
    } catch {
      throw new AppError('invalid_argument', 'The page cannot be stored: its user or book id is not valid.');
    }
    const { name, illustrator } = illustrators.pick(request.illustrator);
    const started = performance.now();
    let picture;
    try {
      picture = await illustrator.illustrate({
        prompt: pagePrompt(request, name),
        characterSheet: request.characterSheet,
        seed: request.seed,
        animate: request.animate,
        idempotencyKey: drawingKey(job),
        resumeTask: job.provider_task || undefined,
        onTask: async (task) => {
          if (await jobs.saveProviderTask(job, task)) {
            const entry = active.get(job.token);
            if (entry) entry.resumable = true;
          }
        },
        // Every picture of the book in the style its parent picked: its direction heads a provider's prompt.
        artStyle: artStyleOf(request.artStyle),
        style: ART_STYLE_DIRECTIONS[artStyleOf(request.artStyle)],
      });
    } catch (error) {
      observePicture(name, 'error', secondsSince(started));
      observeProviderCall({ provider: illustrator.adapter, kind: 'picture', outcome: 'error' });
      throw error;
    }
    observePicture(name, 'ok', secondsSince(started));
    // A resumed task was billed when it was ordered: nothing new is spent here.
    const spentUsd = picture.resumed ? 0 : picture.costUsd;
    observeProviderCall({
      provider: illustrator.adapter,
      kind: 'picture',
      outcome: 'ok',
      costUsd: spentUsd,
    });
    // The page's cost: the stopped worker's drawing, if it could not be resumed, was most likely paid too.
    let costUsd = picture.costUsd;
    if (picture.resumed) countPageResumed(name);
    else if (takenOver) {
      countPageRedrawn(name);
      costUsd += picture.costUsd;
    }
    // Still ours? A page requested again or whose user was deleted meanwhile is not written here.
    if (!(await jobs.stillClaimed(job))) throw new Superseded();
    const key = pageKey(userId, bookId, pageNumber, pictureExtension(picture.contentType), request.take);
    await blobs.put(key, picture.image, {
      contentType: picture.contentType,
      cacheControl: PICTURE_CACHE_CONTROL,
    });
    const completion: PageImageCompletion = {
      bookId,
      userId,
      pageNumber,
      ok: true,
      imageUrl: mediaUrl(settings.mediaPublicPath, key),
      costUsd,
      ...(request.take ? { take: request.take } : {}),
    };
    if (request.animate && picture.animated) {
      const animatedKey = animatedPageKey(
        userId,
        bookId,
        pageNumber,
        pictureExtension(picture.animated.contentType),
        request.take,
      );
      await blobs.put(animatedKey, picture.animated.body, {
        contentType: picture.animated.contentType,
        cacheControl: PICTURE_CACHE_CONTROL,
      });
      completion.animatedImageUrl = mediaUrl(settings.mediaPublicPath, animatedKey);
    }
    logger.info(
      {
        bookId,
        pageNumber,
        illustrator: name,
        model: picture.model,
        key,
        attempt: job.attempts + 1,
        ...(picture.resumed ? { resumed: true } : takenOver ? { redrawn: true } : {}),
      },
      'page picture drawn',
    );
    return completion;
  }

  async function publish(job: PageJob, completion: PageImageCompletion): Promise<void> {
    const event = createEvent(TOPICS.pageImageCompleted, completion, {
      requestId: job.request_id ?? undefined,
    });
    // Keyed by page: story records a book's pages on several partitions side by side.
    await bus.publish(TOPICS.pageImageCompleted, event, pageJobId(completion.bookId, completion.pageNumber));
  }

  async function run(job: PageJob, takenOver: boolean): Promise<void> {
    const context = { bookId: job.book_id, pageNumber: job.page_number };
    let completion = job.completion;
    if (!completion) {
      const attempts = job.attempts + 1;
      try {
        completion = await draw(job, takenOver);
      } catch (error) {
        if (error instanceof Superseded || stopping) return;
        if (isRetryable(error) && attempts < maxAttempts) {
          const delayMs = backoff(attempts);
          logger.warn(
            { ...context, attempts, retryInMs: delayMs, err: error },
            'page picture failed; retrying',
          );
          countPageRetried(illustratorName(job));
          await jobs.retryLater(job, {
            attempts,
            notBefore: Date.now() + delayMs,
            lastError: pageFailureText(error, attempts),
          });
          return;
        }
        logger.error({ ...context, attempts, err: error }, 'page picture failed for good');
        countPageFailed(illustratorName(job));
        completion = {
          bookId: job.book_id,
          userId: job.user_id,
          pageNumber: job.page_number,
          ok: false,
          error: pageFailureText(error, attempts),
          costUsd: 0,
          ...(job.request.take ? { take: job.request.take } : {}),
        };
      }
      // From here a retry only publishes: the picture is not drawn (nor paid for) twice.
      if (!(await jobs.saveCompletion(job, completion))) return;
    }
    try {
      await publish(job, completion);
    } catch (error) {
      if (stopping) return;
      const delayMs = backoff(2);
      logger.warn({ ...context, retryInMs: delayMs, err: error }, 'page completion not published; retrying');
      await jobs.retryLater(job, { notBefore: Date.now() + delayMs, lastError: 'completion not published' });
      return;
    }
    await jobs.finish(job, completion);
  }

  function start(job: PageJob, takenOver: boolean): void {
    const renewal = setInterval(
      () => void jobs.renew(job, leaseMs).catch(() => undefined),
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    const attributes = { 'storybook.book_id': job.book_id, 'storybook.page_number': job.page_number };
    const done = runWithRequestId(job.request_id ?? job.event_id, () =>
      withTraceHeaders(job.trace, () => traceWork('draw page', attributes, () => run(job, takenOver))),
    )
      .catch((error: unknown) => {
        // The store failed us mid-way: the job keeps its claim until the lease runs out, then comes again.
        logger.error(
          { bookId: job.book_id, pageNumber: job.page_number, err: error },
          'page job interrupted',
        );
      })
      .finally(() => {
        clearInterval(renewal);
        active.delete(job.token);
        pump();
      });
    active.set(job.token, { job, done, resumable: Boolean(job.provider_task) });
  }

  /** Claims due jobs while this process has room; returns when the next job waiting for its backoff is due. */
  async function fill(): Promise<number | undefined> {
    for (;;) {
      const free = concurrency - active.size;
      if (free <= 0 || stopping) return undefined;
      const limit = free * 2;
      // Pages left by a process that died come due only when their lease runs out: looking for them once
      // per poll interval finds them as soon as the idle poll would, without a scan of every page being
      // drawn on each request and completion.
      const stalled = Date.now() - stalledLookedAt >= pollMs;
      if (stalled) stalledLookedAt = Date.now();
      const { jobs: due, nextDueAt } = await jobs.due(limit, Date.now(), { stalled });
      // A page drawn here whose lease looks run out (the store was slow to take a renewal) is still ours:
      // claiming it again would draw it twice side by side.
      const drawingHere = new Set([...active.values()].map((entry) => entry.job._id));
      let lost = 0;
      for (const job of due) {
        if (active.size >= concurrency || stopping) break;
        if (drawingHere.has(job._id)) continue;
        const claimed = await jobs.claim(job, leaseMs);
        if (!claimed) lost += 1;
        else if (stopping) await jobs.release(claimed, Date.now(), job.drawing_since ?? '');
        // A drawing already under way when its worker stopped: its picture may have been ordered (and billed).
        else start(claimed, Boolean(job.drawing_since));
      }
      // Other workers took some of these, and there may be more: look again.
      if (lost === 0 || due.length < limit) return nextDueAt;
    }
  }

  function schedule(nextDueAt: number | undefined): void {
    clearTimeout(timer);
    if (stopping) return;
    const delay = nextDueAt === undefined ? pollMs : Math.min(pollMs, Math.max(0, nextDueAt - Date.now()));
    timer = setTimeout(pump, delay);
    timer.unref();
  }

  /** Looks for work now; a call while looking makes it look once more afterwards. */
  function pump(): void {
    if (stopping) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = (async () => {
      let nextDueAt: number | undefined;
      do {
        again = false;
        try {
          nextDueAt = await fill();
        } catch (error) {
          logger.warn({ err: error }, 'page jobs could not be read; trying again');
          break;
        }
      } while (again && !stopping);
      pumping = undefined;
      schedule(nextDueAt);
    })();
  }

  // Pages accepted before a restart, or left by a process that died, are drawn from the start: before the
  // subscription below, which waits for the consumer group to let a new member in (after a crash, until
  // the dead member's session runs out).
  pump();
  await bus.subscribe(
    TOPICS.pageImageRequested,
    async (event) => {
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
      const outcome = await jobs.accept(envelope, payload);
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
      pump();
    },
    // Accepting fails only while the store is away: worth a minute of patience before a page is given up.
    { group: PAGE_IMAGES_GROUP, ...ACCEPT_RETRIES },
  );
  return {
    get inFlight() {
      return active.size;
    },
    async stop(graceMs = 3000) {
      if (stopping) return;
      stopping = true;
      clearTimeout(timer);
      await pumping;
      // A drawing whose provider task is kept is handed over at once: the next worker waits for the same task.
      await Promise.allSettled(
        [...active.values()].filter((entry) => entry.resumable).map((entry) => jobs.release(entry.job)),
      );
      const running = [...active.values()].filter((entry) => !entry.resumable);
      await Promise.race([Promise.allSettled(running.map((entry) => entry.done)), sleep(graceMs)]);
      // Pages still being drawn go back to the queue at once, for another process or the next start.
      await Promise.allSettled([...active.values()].map((entry) => jobs.release(entry.job)));
    },
  };
}
