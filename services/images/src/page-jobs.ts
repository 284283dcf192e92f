/**
 * Page pictures waiting to be drawn or being drawn, in images' own store: the durable queue between the bus and
 * the drawing.
 *
 * Why not draw inside the event handler? The bus runs a partition's handlers a few keys at a time and
 * acknowledges an event only once it is handled. Drawing inside the handler would hold the partition's other
 * pages behind the pictures and retry backoffs under way, and nothing would bound how many pictures a process
 * draws at once across partitions; returning before the picture is stored would lose the page if the
 * process stopped. So the handler only records the request here (one upsert, the job already claimed
 * when its process has room to draw it at once) and returns, and workers in every images process take
 * jobs from here, up to IMAGE_CONCURRENCY each, so that all of a book's pages are drawn side by side and a
 * page survives a crash: its job stays until its completion is published.
 *
 * One document per page (`<bookId>:<pageNumber>`). Every change is a compare-and-set on `token`, which a claim
 * renews: a worker whose job was taken over (its lease ran out) or requested again meanwhile cannot finish it.
 * A claimed job carries a lease that the worker renews while it draws; a job whose lease ran out (its process
 * died) is claimed again by any worker. The job is deleted once its completion is published (a moment after:
 * page-worker.ts's FINISH_DELAY_MS).
 *
 * No picture paid twice: a drawing that starts is marked on its job (`drawing_since`) and the provider's task,
 * once it exists, is kept (`provider_task`), so a worker taking the job over waits for that task instead of
 * ordering the picture again; a page drawn again anyway is known to be a re-draw. A finished page leaves a
 * small record (`drawn_pages`: the request's event id), so the same request delivered again is skipped.
 */
import { randomUUID } from 'node:crypto';
import { batchedPerTurn, currentTraceHeaders } from '@storybook-app/kit';
import type { Collection, Doc, DocumentStore, EventEnvelope, EventPayload, TOPICS } from '@storybook-app/kit';

export const PAGE_JOBS = 'page_jobs';
export const DRAWN_PAGES = 'drawn_pages';

/** What is left of a page once its completion is published: which request it answered. */
export interface DrawnPage extends Doc {
  book_id: string;
  user_id: string;
  event_id: string;
  /** The completion published: published again when the same request comes again. */
  completion: PageImageCompletion | null;
  finished_at: string;
}

export type PageImageRequest = EventPayload<typeof TOPICS.pageImageRequested>;
export type PageImageCompletion = EventPayload<typeof TOPICS.pageImageCompleted>;

export interface PageJob extends Doc {
  book_id: string;
  user_id: string;
  page_number: number;
  /** The request as it came (it holds the page's text: deleted with the user and once done). */
  request: PageImageRequest;
  /** The request event's id and request id (for the logs of the completion). */
  event_id: string;
  request_id: string | null;
  /**
   * The trace context the request came in (W3C `traceparent`), so the drawing, done later by any worker,
   * stays in the page's trace; empty when tracing is off. Absent from jobs queued before it was kept.
   */
  trace?: Record<string, string>;
  status: 'pending' | 'working';
  /** Changes on every claim (and on release): the compare-and-set key of every write. */
  token: string;
  /** Drawing attempts so far. */
  attempts: number;
  /** ISO time before which the job is not claimed (a retry's backoff); its acceptance time at first. */
  not_before: string;
  /** ISO time the claim runs out unless renewed; '' when pending. */
  lease_until: string;
  last_error: string;
  /** Set once the picture is stored (or has failed for good): what is left is publishing it. */
  completion: PageImageCompletion | null;
  accepted_at: string;
  /** ISO time a worker started drawing the current attempt; '' or absent when none is under way. */
  drawing_since?: string;
  /** The provider's task of that drawing (illustrator-specific), to be resumed rather than paid again. */
  provider_task?: string;
  /**
   * Who claimed it: `<worker name>#<process id>` when the worker has a name (IMAGE_WORKER_NAME), '' or absent
   * otherwise. A process starting under a name takes back at once what its predecessor under it held.
   */
  holder?: string;
}

/** What became of a request: queued to be drawn, or nothing to do (its job or its picture is there). */
export type Acceptance = 'queued' | 'already queued' | 'already drawn';

type NewClaim = PageJob | 'already drawn' | 'job there';

export const pageJobId = (bookId: string, pageNumber: number): string => `${bookId}:${pageNumber}`;

const iso = (ms: number): string => new Date(ms).toISOString();

export class PageJobs {
  /** This process's claims: its worker's name and a mark of this process; '' with no name. */
  private readonly holder: string;

  private constructor(
    private readonly jobs: Collection<PageJob>,
    private readonly drawn: Collection<DrawnPage>,
    private readonly workerName: string,
  ) {
    this.holder = workerName ? `${workerName}#${randomUUID()}` : '';
  }

  /**
   * `workerName`: a name that only one running process holds at a time (a pod's name: Kubernetes starts a
   * crashed container again in the same pod, under the same name, only once the old one has exited). Jobs
   * claimed under the name by another process are then known to be left by a process that died, and are
   * taken over at once rather than when their lease runs out.
   */
  static async open(store: DocumentStore, workerName?: string): Promise<PageJobs> {
    const jobs = await store.collection<PageJob>(PAGE_JOBS, {
      indexes: [{ fields: ['status', 'not_before'] }, { fields: ['user_id'] }],
    });
    const drawn = await store.collection<DrawnPage>(DRAWN_PAGES, {
      indexes: [{ fields: ['user_id'] }, { fields: ['book_id'] }],
    });
    return new PageJobs(jobs, drawn, workerName ?? '');
  }

  /** Claimed by the process that held this worker's name before this one: it has exited. */
  private leftByPredecessor(job: PageJob): boolean {
    return (
      this.workerName !== '' &&
      job.holder !== undefined &&
      job.holder !== this.holder &&
      job.holder.startsWith(`${this.workerName}#`)
    );
  }

  /**
   * Records a request. The same event again while its job is still here (queued or being drawn) changes
   * nothing; anything else (a new request for the page, or the same one after its completion was published)
   * is queued afresh and replaces what was there, so the page is drawn again.
   */
  async accept(envelope: EventEnvelope, request: PageImageRequest, now = Date.now()): Promise<Acceptance> {
    const recorded = await this.record(envelope, request, now);
    return typeof recorded === 'string' ? recorded : 'queued';
  }

  /**
   * As `accept`, but the job is recorded already claimed by this process for `leaseMs` (as `claim` would):
   * for a worker with room to draw it at once, one write where queueing, finding and claiming it took three
   * round trips. The claimed job, or why nothing was recorded.
   */
  acceptClaimed(
    envelope: EventEnvelope,
    request: PageImageRequest,
    leaseMs: number,
    now = Date.now(),
  ): Promise<PageJob | Exclude<Acceptance, 'queued'>> {
    return this.record(envelope, request, now, leaseMs);
  }

  private async record(
    envelope: EventEnvelope,
    request: PageImageRequest,
    now: number,
    leaseMs?: number,
  ): Promise<PageJob | Exclude<Acceptance, 'queued'>> {
    const job = this.newJob(envelope, request, now, leaseMs);
    if (leaseMs !== undefined) {
      const quick = await this.recordNewClaimed(job);
      if (quick !== 'job there') return quick;
    }
    // Both at once: each round trip here delays this page's drawing.
    const [existing, drawn] = await Promise.all([this.jobs.get(job._id), this.drawn.get(job._id)]);
    if (existing && existing.event_id === envelope.eventId) return 'already queued';
    // The same request delivered again after its page was finished (a consumer that stopped before its
    // offset was committed): the picture is there and paid for.
    if (!existing && drawn?.event_id === envelope.eventId) return 'already drawn';
    await this.jobs.upsert(job);
    return job;
  }

  /**
   * The usual case, a page with no job yet: the claimed job inserted while the page's drawn record is read.
   * A book's pages come in together (a batch of the bus, its keys side by side), so the requests recorded in
   * the same turn of the event loop go together, in one round trip for all their inserts and one read of
   * their drawn records, where each took two: at a book's start, the store (and, in stack mode, the two
   * cores every process shares) is what the drawings wait for. A request delivered again after its page
   * was finished takes its job back out (by its token: no other worker claims a job this process holds).
   * 'job there': a job for the page exists.
   */
  private readonly recordNewClaimed = batchedPerTurn((jobs: readonly PageJob[]) =>
    this.recordNewClaims(jobs),
  );

  private async recordNewClaims(jobs: readonly PageJob[]): Promise<NewClaim[]> {
    const ids = jobs.map((job) => job._id);
    const [inserted, drawn] = await Promise.all([
      this.jobs.insertMissing([...jobs]),
      this.drawn.find({ _id: { $in: ids } }),
    ]);
    // Which inserts were ours (another request's job for a page was there): read back only when some clashed.
    const ours =
      inserted === jobs.length
        ? undefined
        : new Set((await this.jobs.find({ _id: { $in: ids } })).map((stored) => stored.token));
    const drawnFor = new Map(drawn.map((page) => [page._id, page.event_id]));
    return Promise.all(
      jobs.map(async (job): Promise<NewClaim> => {
        if (ours && !ours.has(job.token)) return 'job there';
        if (drawnFor.get(job._id) !== job.event_id) return job;
        await this.jobs.deleteMany({ _id: job._id, token: job.token });
        return 'already drawn';
      }),
    );
  }

  private newJob(envelope: EventEnvelope, request: PageImageRequest, now: number, leaseMs?: number): PageJob {
    return {
      _id: pageJobId(request.bookId, request.pageNumber),
      book_id: request.bookId,
      user_id: request.userId,
      page_number: request.pageNumber,
      request,
      event_id: envelope.eventId,
      request_id: envelope.requestId ?? null,
      trace: currentTraceHeaders(),
      status: 'pending',
      token: randomUUID(),
      attempts: 0,
      not_before: iso(now),
      lease_until: '',
      last_error: '',
      completion: null,
      accepted_at: iso(now),
      ...(leaseMs === undefined
        ? {}
        : {
            status: 'working',
            lease_until: iso(now + leaseMs),
            holder: this.holder,
            drawing_since: iso(now),
          }),
    };
  }

  /**
   * Jobs a worker may claim now, oldest first: pending ones that are due, and claimed ones whose lease ran
   * out or whose process has exited (unless `stalled` is false). `nextDueAt` is when the next pending job not yet due will be (a retry's
   * backoff), if any.
   */
  async due(
    limit: number,
    now = Date.now(),
    { stalled: withStalled = true }: { stalled?: boolean } = {},
  ): Promise<{ jobs: PageJob[]; nextDueAt?: number }> {
    const pending = await this.jobs.find({ status: 'pending' }, { sort: 'not_before', limit });
    const stalled = withStalled
      ? (await this.jobs.find({ status: 'working' })).filter(
          (job) => Date.parse(job.lease_until) <= now || this.leftByPredecessor(job),
        )
      : [];
    const ready = pending.filter((job) => Date.parse(job.not_before) <= now);
    const later = pending.find((job) => Date.parse(job.not_before) > now);
    return {
      jobs: [...stalled, ...ready].slice(0, limit),
      nextDueAt: later ? Date.parse(later.not_before) : undefined,
    };
  }

  /**
   * Takes a job for `leaseMs` to draw it at once; null when another worker (or a new request) got there
   * first. The claim marks the drawing started (`drawing_since`, kept when an earlier drawing left it): a
   * separate write would cost a page another locked round trip on FerretDB; `release` undoes the mark of
   * a claim that drew nothing.
   */
  async claim(job: PageJob, leaseMs: number, now = Date.now()): Promise<PageJob | null> {
    const token = randomUUID();
    const set = {
      status: 'working' as const,
      token,
      lease_until: iso(now + leaseMs),
      holder: this.holder,
      // Only publishing is left when the completion is kept: nothing is drawn.
      drawing_since: job.completion ? '' : job.drawing_since || iso(now),
    };
    // The lease too: a worker that renews its claim keeps its job even if we read it just before.
    const claimed = await this.jobs.update(job._id, set, {
      status: job.status,
      token: job.token,
      lease_until: job.lease_until,
    });
    return claimed ? { ...job, ...set } : null;
  }

  /** Extends the claim; false when the job is no longer this worker's (taken over, requested again, deleted). */
  renew(job: PageJob, leaseMs: number, now = Date.now()): Promise<boolean> {
    return this.jobs.update(job._id, { lease_until: iso(now + leaseMs) }, { token: job.token });
  }

  /**
   * Whether the job is still this claim's (not taken over, requested again or deleted): a read, where a
   * renewal would be a locked write on FerretDB; the lease itself is kept by the renewals while drawing.
   */
  stillClaimed(job: PageJob): Promise<boolean> {
    return this.claimsRead(job);
  }

  /** A book's pictures come in together: the claims asked about in one turn are read in one round trip. */
  private readonly claimsRead = batchedPerTurn(async (jobs: readonly PageJob[]) => {
    const stored = await this.jobs.find({ _id: { $in: jobs.map((job) => job._id) } });
    const tokens = new Set(stored.map((job) => job.token));
    return jobs.map((job) => tokens.has(job.token));
  });

  /** Keeps the provider's task of the drawing under way, so that a take-over resumes it. */
  saveProviderTask(job: PageJob, task: string): Promise<boolean> {
    return this.jobs.update(job._id, { provider_task: task }, { token: job.token });
  }

  /** Keeps what is left to do (publishing) so that a retry does not draw the picture again. */
  saveCompletion(job: PageJob, completion: PageImageCompletion): Promise<boolean> {
    return this.jobs.update(
      job._id,
      { completion, drawing_since: '', provider_task: '' },
      { token: job.token },
    );
  }

  /** Back to the queue, due at `notBefore`. */
  retryLater(
    job: PageJob,
    change: { attempts?: number; notBefore: number; lastError: string },
  ): Promise<boolean> {
    return this.jobs.update(
      job._id,
      {
        status: 'pending',
        attempts: change.attempts,
        not_before: iso(change.notBefore),
        lease_until: '',
        last_error: change.lastError,
        // A failed drawing is over: the next attempt is a new picture, not a re-draw.
        drawing_since: '',
        provider_task: '',
      },
      { token: job.token },
    );
  }

  /**
   * Gives a claimed job back at once (the process is stopping), due now, under a new token so that the
   * drawing still under way here can no longer finish it. `drawingSince`: the job's mark before a claim that
   * drew nothing, so that the next worker does not count its drawing as a re-draw.
   */
  release(job: PageJob, now = Date.now(), drawingSince?: string): Promise<boolean> {
    return this.jobs.update(
      job._id,
      {
        status: 'pending',
        token: randomUUID(),
        not_before: iso(now),
        lease_until: '',
        ...(drawingSince !== undefined ? { drawing_since: drawingSince } : {}),
      },
      { token: job.token },
    );
  }

  /**
   * Done: the completion is published. The page's record of which request it answered is written first, so
   * that no moment exists when a redelivered request would find neither. Only this claim's job goes (not a
   * newer request for the page).
   */
  async finish(job: PageJob, completion: PageImageCompletion, now = Date.now()): Promise<void> {
    await this.drawn.upsert({
      _id: job._id,
      book_id: job.book_id,
      user_id: job.user_id,
      event_id: job.event_id,
      completion,
      finished_at: iso(now),
    });
    await this.jobs.deleteMany({ _id: job._id, token: job.token });
  }

  /** What is left of a finished page: the request it answered and the completion published. */
  drawnPage(bookId: string, pageNumber: number): Promise<DrawnPage | null> {
    return this.drawn.get(pageJobId(bookId, pageNumber));
  }

  get(bookId: string, pageNumber: number): Promise<PageJob | null> {
    return this.jobs.get(pageJobId(bookId, pageNumber));
  }

  count(): Promise<number> {
    return this.jobs.count({});
  }

  /**
   * A deleted book: its queued pages go and are never drawn; a page being drawn loses its claim, so its
   * worker stores nothing (it checks its claim before writing the picture).
   */
  async deleteBook(userId: string, bookId: string): Promise<number> {
    await this.drawn.deleteMany({ user_id: userId, book_id: bookId });
    return this.jobs.deleteMany({ user_id: userId, book_id: bookId });
  }

  /** Account deletion: the user's queued pages go (with their text) and are never drawn. */
  async deleteUser(userId: string): Promise<number> {
    await this.drawn.deleteMany({ user_id: userId });
    return this.jobs.deleteMany({ user_id: userId });
  }
}
