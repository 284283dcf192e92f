/**
 * The page-picture worker on the in-process bus, a SQLite file and a blob folder: requests in, pictures stored
 * under their fixed keys, completions out; retries of an unavailable provider (Flux through its fake), no retry
 * of a refusal, redelivery, bounded concurrency across the pages of one book, and pages that survive a stop.
 */
import { randomUUID } from 'node:crypto';
import { createFluxIllustrator, illustratorRegistry, providerSeed } from '@storybook-app/ai';
import { startFakeBfl, type FakeBfl } from '@storybook-app/ai/testing';
import {
  createEvent,
  DependencyUnavailableError,
  deadLetterTopic,
  metricsRegistry,
  parseExposition,
  sampleSum,
  TOPICS,
  type EventEnvelope,
} from '@storybook-app/kit';
import { PAGE_JOBS, PageJobs, type PageJob } from '../src/page-jobs';
import { pagePrompt } from '../src/page-worker';
import {
  bookRequests,
  CHARACTER_SHEET,
  pageRequest,
  sleep,
  startImagesBed,
  watchedIllustrator,
  type ImagesBed,
  type PageCompletion,
} from './images-test-bed';
import { parseXml } from '@storybook-app/ai/testing';
import { eventually } from '@storybook-app/kit/testing';

const LONG_CACHE = 'public, max-age=31536000, immutable';

async function waitForCompletions(bed: ImagesBed, bookId: string, count: number, timeoutMs = 10_000) {
  await eventually(`${count} completions`, () => bed.completionsOf(bookId).length >= count, {
    timeoutMs: timeoutMs,
  });
  return bed.completionsOf(bookId);
}

const byPage = (completions: PageCompletion[]) =>
  [...completions].sort((a, b) => a.pageNumber - b.pageNumber);

const keyOf = (url: string) => url.replace(/^\/media\//, '');

/** A family's value in this process's metrics registry, which the worker in the bed counts into. */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  return sampleSum(parseExposition(await metricsRegistry.metrics()), name, labels);
}

/** The pipeline's and the provider's counts for pages Flux draws (bfl is its provider), to compare. */
async function fluxCounts() {
  return {
    retried: await counted('storybook_book_pages_retried_total', { illustrator: 'Flux' }),
    failed: await counted('storybook_book_pages_failed_total', { illustrator: 'Flux' }),
    callsOk: await counted('storybook_provider_calls_total', { provider: 'bfl', outcome: 'ok' }),
    callErrors: await counted('storybook_provider_calls_total', { provider: 'bfl', outcome: 'error' }),
    costUsd: await counted('storybook_provider_cost_usd_total', { provider: 'bfl', kind: 'picture' }),
    picturesFailed: await counted('storybook_book_picture_seconds_count', {
      illustrator: 'Flux',
      outcome: 'error',
    }),
  };
}

const countsSince = async (before: Awaited<ReturnType<typeof fluxCounts>>) => {
  const now = await fluxCounts();
  return {
    retried: now.retried - before.retried,
    failed: now.failed - before.failed,
    callsOk: now.callsOk - before.callsOk,
    callErrors: now.callErrors - before.callErrors,
    costUsd: Number((now.costUsd - before.costUsd).toFixed(6)),
    picturesFailed: now.picturesFailed - before.picturesFailed,
  };
};

/** Jobs still in the store: a page published is finished (its job deleted) a moment later (FINISH_DELAY_MS). */
async function jobsLeft(bed: ImagesBed): Promise<number> {
  return (await bed.store.collection<PageJob>(PAGE_JOBS)).count({});
}

describe('page worker [offline illustrator]', () => {
  let bed: ImagesBed;

  beforeAll(async () => {
    bed = await startImagesBed();
  });
  afterAll(() => bed.close());

  it('draws every page of a book, stores each under its fixed key and publishes one completion per page', async () => {
    const pages = bookRequests(8, { illustrator: 'Flux' });
    // Every other page animated, as 'Animate Images' is per book, but both must work.
    pages.forEach((page) => (page.animate = page.pageNumber % 2 === 0));
    await bed.request(...pages);
    const { bookId, userId } = pages[0];

    const completions = byPage(await waitForCompletions(bed, bookId, 8));
    expect(completions).toHaveLength(8);
    for (const completion of completions) {
      const n = completion.pageNumber;
      const base = `users/${userId}/books/${bookId}/page-${n}`;
      expect(completion).toEqual({
        bookId,
        userId,
        pageNumber: n,
        ok: true,
        imageUrl: `/media/${base}.svg`,
        ...(n % 2 === 0 ? { animatedImageUrl: `/media/${base}-animated.svg` } : {}),
        costUsd: 0,
      });
      const stored = await bed.blobs.get(`${base}.svg`);
      expect(stored).toMatchObject({ contentType: 'image/svg+xml', cacheControl: LONG_CACHE });
      expect(parseXml(stored!.body.toString('utf8')).name).toBe('svg');
      expect(await bed.blobs.exists(`${base}-animated.svg`)).toBe(n % 2 === 0);
    }
    // Pages differ: each picture follows its own page.
    const bodies = await Promise.all(
      completions.map(async (c) => (await bed.blobs.get(keyOf(c.imageUrl!)))!.body.toString('utf8')),
    );
    expect(new Set(bodies).size).toBe(8);

    const animated = await fetch(`${bed.images.mediaUrl}${completions[1].animatedImageUrl}`);
    expect(animated.status).toBe(200);
    expect(animated.headers.get('cache-control')).toBe(LONG_CACHE);
    expect(await animated.text()).toMatch(/<animate/);
    await eventually('every job finished', async () => (await jobsLeft(bed)) === 0);
  });

  it('gives the offline illustrator the scene and the page text, a provider the scene description', () => {
    const page = pageRequest({ sceneDescription: 'A red kite.', pageText: 'Maya runs.' });
    expect(pagePrompt(page, 'offline')).toBe('A red kite.\nMaya runs.');
    expect(pagePrompt(page, 'Flux')).toBe('A red kite.');
    expect(pagePrompt({ ...page, sceneDescription: ' ' }, 'DallE3')).toBe('Maya runs.');
  });

  it('dead-letters a request that is not a valid page request at once, and carries on', async () => {
    const dead: EventEnvelope[] = [];
    await bed.bus.subscribe(
      deadLetterTopic(TOPICS.pageImageRequested),
      async (event) => void dead.push(event),
      {
        group: 'test.dead-letters',
      },
    );
    const good = pageRequest();
    const bad = createEvent(TOPICS.pageImageRequested, pageRequest({ bookId: good.bookId }));
    (bad.payload as Record<string, unknown>).pageNumber = 0;
    await bed.publish(bad, good.bookId);
    await bed.request(good);
    await waitForCompletions(bed, good.bookId, 1);
    // At once, not after the retries meant for a store that is away.
    await eventually('the bad request dead-lettered', () => dead.length === 1, { timeoutMs: 1000 });
    expect(dead[0].payload).toMatchObject({
      topic: TOPICS.pageImageRequested,
      event: { eventId: bad.eventId },
      attempts: 1,
    });
    expect(bed.completionsOf(good.bookId)).toHaveLength(1);
  });

  it('fails a page whose book id cannot name a blob, without drawing it', async () => {
    const page = pageRequest({ bookId: '../other-user' });
    await bed.request(page);
    const [completion] = await waitForCompletions(bed, page.bookId, 1);
    expect(completion).toMatchObject({
      ok: false,
      error: 'The page cannot be stored: its user or book id is not valid.',
    });
    expect(await bed.blobs.list('users/')).not.toContainEqual(expect.stringContaining('other-user'));
  });

  it('deletes the queued pages of a deleted user', async () => {
    const jobs = await PageJobs.open(bed.store);
    const page = pageRequest();
    // Accepted straight into the queue but due only in a minute: the worker leaves it alone meanwhile.
    await jobs.accept(createEvent(TOPICS.pageImageRequested, page), page, Date.now() + 60_000);
    expect(await jobs.get(page.bookId, 1)).not.toBeNull();
    await bed.bus.publish(
      TOPICS.userDeleted,
      createEvent(TOPICS.userDeleted, { userId: page.userId }),
      page.userId,
    );
    await eventually('the job deleted', async () => (await jobs.get(page.bookId, 1)) === null, {
      timeoutMs: 5000,
    });
  });
});

describe('page worker [Flux through its fake]', () => {
  let fake: FakeBfl;
  let bed: ImagesBed;

  beforeAll(async () => {
    fake = await startFakeBfl({ pendingPolls: 0 });
    // No retries inside the adapter: the worker's own retries are what is tested.
    const flux = createFluxIllustrator({
      apiKey: fake.apiKey,
      baseURL: fake.url,
      maxRetries: 0,
      pollIntervalMs: 5,
    });
    bed = await startImagesBed({
      illustrators: illustratorRegistry({ Flux: flux }),
      env: { IMAGE_MAX_ATTEMPTS: '4', IMAGE_RETRY_DELAY_MS: '20' },
    });
  });
  afterAll(async () => {
    await bed.close();
    await fake.close();
  });

  const submissionsFor = (bookId: string) =>
    fake.submissions().filter((body) => String(body.prompt).includes(bookId));

  /** A page whose scene names its book, so the fake's submissions can be told apart. */
  const fluxPage = (overrides = {}) => {
    const bookId = randomUUID();
    return pageRequest({ bookId, sceneDescription: `Scene of book ${bookId}: a lighthouse.`, ...overrides });
  };

  it('sends the book seed and the character sheet with every page', async () => {
    const page = fluxPage({ seed: 31337, animate: true });
    await bed.request(page);
    const [completion] = await waitForCompletions(bed, page.bookId, 1);
    const [submitted] = submissionsFor(page.bookId);
    expect(submitted.seed).toBe(providerSeed(31337));
    expect(String(submitted.prompt)).toContain(CHARACTER_SHEET);
    expect(completion).toMatchObject({ ok: true, costUsd: 0.04 });
    const base = `users/${page.userId}/books/${page.bookId}/page-1`;
    expect(completion.imageUrl).toBe(`/media/${base}.png`);
    expect(completion.animatedImageUrl).toBe(`/media/${base}-animated.svg`);
    expect(await bed.blobs.get(`${base}.png`)).toMatchObject({
      contentType: 'image/png',
      cacheControl: LONG_CACHE,
    });
    expect(await bed.blobs.get(`${base}-animated.svg`)).toMatchObject({ contentType: 'image/svg+xml' });
  });

  it('retries a provider that answers 503 twice, then publishes one completion', async () => {
    const before = await fluxCounts();
    fake.reply({ status: 503, message: 'busy' }, { status: 503, message: 'busy' });
    const page = fluxPage();
    await bed.request(page);
    const [completion] = await waitForCompletions(bed, page.bookId, 1);
    expect(completion).toMatchObject({ ok: true, pageNumber: 1 });
    expect(submissionsFor(page.bookId)).toHaveLength(3);
    await sleep(200);
    expect(bed.completionsOf(page.bookId)).toHaveLength(1);
    // Metrics: two retries and two provider errors, then one drawing paid at Flux's price.
    expect(await countsSince(before)).toEqual({
      retried: 2,
      failed: 0,
      callsOk: 1,
      callErrors: 2,
      costUsd: 0.04,
      picturesFailed: 2,
    });
  });

  it('fails a page the provider refuses (400) at once: ok false, a short reason, no retry', async () => {
    fake.reply({ status: 400, message: `bad request for the prompt "${'secret story text'}"` });
    const page = fluxPage();
    await bed.request(page);
    const [completion] = await waitForCompletions(bed, page.bookId, 1);
    expect(completion).toEqual({
      bookId: page.bookId,
      userId: page.userId,
      pageNumber: 1,
      ok: false,
      error: 'Flux refused the request (400).',
      costUsd: 0,
    });
    await sleep(300);
    expect(submissionsFor(page.bookId)).toHaveLength(1);
    expect(bed.completionsOf(page.bookId)).toHaveLength(1);
    expect(await bed.blobs.list(`users/${page.userId}/`)).toEqual([]);
  });

  it("fails a page the provider's safety filter refuses, without retrying", async () => {
    fake.reply({ moderated: 'picture' });
    const page = fluxPage();
    await bed.request(page);
    const [completion] = await waitForCompletions(bed, page.bookId, 1);
    expect(completion).toMatchObject({
      ok: false,
      error: "The illustrator's safety filter refused this page's picture.",
    });
    expect(submissionsFor(page.bookId)).toHaveLength(1);
  });

  it('gives up after IMAGE_MAX_ATTEMPTS drawings while the provider stays down', async () => {
    const before = await fluxCounts();
    fake.reply(...Array.from({ length: 4 }, () => ({ status: 502 })));
    const page = fluxPage();
    await bed.request(page);
    const [completion] = await waitForCompletions(bed, page.bookId, 1);
    expect(completion).toMatchObject({
      ok: false,
      error: 'The illustrator is unavailable (gave up after 4 attempts).',
    });
    expect(submissionsFor(page.bookId)).toHaveLength(4);
    await eventually('every job finished', async () => (await jobsLeft(bed)) === 0);
    // Metrics: put back three times, then failed for good; nothing paid.
    expect(await countsSince(before)).toEqual({
      retried: 3,
      failed: 1,
      callsOk: 0,
      callErrors: 4,
      costUsd: 0,
      picturesFailed: 4,
    });
  });

  it('fails a request naming an unknown illustrator, since providers are configured', async () => {
    const page = fluxPage({ illustrator: 'Midjourney' });
    await bed.request(page);
    const [completion] = await waitForCompletions(bed, page.bookId, 1);
    expect(completion).toMatchObject({
      ok: false,
      error: 'Unknown illustrator "Midjourney": choose one of DallE3, StableDiffusion, Flux.',
    });
    expect(submissionsFor(page.bookId)).toHaveLength(0);
  });

  it('skips a redelivered request for a page already drawn (no second picture, no second bill) and publishes its completion again', async () => {
    const page = fluxPage();
    const [envelope] = await bed.request(page);
    const [first] = await waitForCompletions(bed, page.bookId, 1);
    const key = keyOf(first.imageUrl!);
    const before = await bed.blobs.get(key);
    const jobs = await PageJobs.open(bed.store);
    await eventually('job done', async () => (await jobs.get(page.bookId, page.pageNumber)) === null, {
      timeoutMs: 5000,
    });

    // The bus delivers the same event again (at least once), e.g. after a crash before its commit.
    await bed.publish(envelope, page.bookId);
    const completions = await waitForCompletions(bed, page.bookId, 2);
    expect(completions[1]).toEqual(first);
    expect(submissionsFor(page.bookId)).toHaveLength(1);
    expect(await bed.blobs.list(`users/${page.userId}/books/${page.bookId}/`)).toEqual([key]);
    const after = await bed.blobs.get(key);
    expect(after!.body.equals(before!.body)).toBe(true);
  });
});

describe('page worker [bounded concurrency]', () => {
  const PICTURE_MS = 500;

  it('draws at most IMAGE_CONCURRENCY pictures at once, and 6 pages of one book in about two picture-times', async () => {
    const slow = watchedIllustrator({ delayMs: PICTURE_MS });
    const bed = await startImagesBed({
      illustrators: illustratorRegistry({ Flux: slow }),
      env: { IMAGE_CONCURRENCY: '3' },
    });
    try {
      const pages = bookRequests(6);
      const started = Date.now();
      await bed.request(...pages);
      await waitForCompletions(bed, pages[0].bookId, 6);
      const elapsed = Date.now() - started;

      expect(slow.maxInFlight).toBe(3);
      expect(slow.requests).toHaveLength(6);
      // Two rounds of three: well under three picture-times, far from the six of one page after another.
      expect(elapsed).toBeGreaterThanOrEqual(2 * PICTURE_MS);
      expect(elapsed).toBeLessThan(3 * PICTURE_MS);
      expect(bed.completionsOf(pages[0].bookId).every((c) => c.ok)).toBe(true);
    } finally {
      await bed.close();
    }
  });

  it('shares the bound across books', async () => {
    const slow = watchedIllustrator({ delayMs: 150 });
    const bed = await startImagesBed({
      illustrators: illustratorRegistry({ Flux: slow }),
      env: { IMAGE_CONCURRENCY: '2' },
    });
    try {
      const books = [bookRequests(3), bookRequests(3), bookRequests(3)];
      await bed.request(...books.flat());
      for (const book of books) await waitForCompletions(bed, book[0].bookId, 3);
      expect(slow.maxInFlight).toBe(2);
      expect(slow.requests).toHaveLength(9);
    } finally {
      await bed.close();
    }
  });
});

describe('page worker [stops and restarts]', () => {
  it('finishes the pages it has published before it stops: no job left to be taken over and published again', async () => {
    const bed = await startImagesBed();
    try {
      const pages = bookRequests(4);
      await bed.request(...pages);
      await waitForCompletions(bed, pages[0].bookId, 4);
      // Their jobs go a moment after their completions (FINISH_DELAY_MS), or at once when the process stops.
      await bed.stopService(0);
      expect(await jobsLeft(bed)).toBe(0);
      expect(bed.completionsOf(pages[0].bookId)).toHaveLength(4);
    } finally {
      await bed.close();
    }
  });

  it('hands pages still being drawn back when it stops, and a new process draws them', async () => {
    const slow = watchedIllustrator({ delayMs: 1000 });
    const bed = await startImagesBed({ illustrators: illustratorRegistry({ Flux: slow }) });
    try {
      const pages = bookRequests(3);
      await bed.request(...pages);
      await eventually('three pages being drawn', () => slow.inFlight === 3, { timeoutMs: 5000 });
      await bed.stopService(0);
      // Nothing was published, nothing is lost: the jobs wait in the store.
      expect(bed.completionsOf(pages[0].bookId)).toHaveLength(0);
      expect(await jobsLeft(bed)).toBe(3);

      const fast = watchedIllustrator();
      await bed.restart({ illustrators: illustratorRegistry({ Flux: fast }) });
      const completions = byPage(await waitForCompletions(bed, pages[0].bookId, 3));
      expect(completions.map((c) => [c.pageNumber, c.ok])).toEqual([
        [1, true],
        [2, true],
        [3, true],
      ]);
      expect(fast.requests).toHaveLength(3);
      // The first process's drawings, finishing after it stopped, change nothing.
      await sleep(1200);
      expect(bed.completionsOf(pages[0].bookId)).toHaveLength(3);
      await eventually('every job finished', async () => (await jobsLeft(bed)) === 0);
    } finally {
      await bed.close();
    }
  });

  it('draws the pages of a process that died once their lease runs out', async () => {
    const bed = await startImagesBed({ tuning: { leaseMs: 300, pollMs: 50 } });
    try {
      const page = pageRequest();
      const jobs = await PageJobs.open(bed.store);
      const envelope = createEvent(TOPICS.pageImageRequested, page);
      await jobs.accept(envelope, page);
      // As if another process had claimed it and died: working, with a lease that has just run out.
      await (
        await bed.store.collection<PageJob>(PAGE_JOBS)
      ).update(`${page.bookId}:1`, {
        status: 'working',
        token: 'dead-process',
        lease_until: new Date(Date.now() - 1).toISOString(),
      });
      const [completion] = await waitForCompletions(bed, page.bookId, 1, 5000);
      expect(completion.ok).toBe(true);
      await eventually('every job finished', async () => (await jobsLeft(bed)) === 0);
    } finally {
      await bed.close();
    }
  });

  it('keeps a page whose worker renews its lease', async () => {
    const slow = watchedIllustrator({ delayMs: 800 });
    const bed = await startImagesBed({
      illustrators: illustratorRegistry({ Flux: slow }),
      tuning: { leaseMs: 300, pollMs: 50 },
    });
    try {
      const page = pageRequest();
      await bed.request(page);
      await waitForCompletions(bed, page.bookId, 1, 5000);
      // Drawn once, although the drawing took longer than the lease.
      expect(slow.requests).toHaveLength(1);
    } finally {
      await bed.close();
    }
  });

  it('retries a failure of its own making (storage away, a bug) like an outage', async () => {
    const flaky = watchedIllustrator();
    flaky.failNext(new DependencyUnavailableError('storage is away'), new Error('unexpected'));
    const bed = await startImagesBed({ illustrators: illustratorRegistry({ Flux: flaky }) });
    try {
      const page = pageRequest();
      await bed.request(page);
      const [completion] = await waitForCompletions(bed, page.bookId, 1);
      expect(completion.ok).toBe(true);
      expect(flaky.requests).toHaveLength(3);
    } finally {
      await bed.close();
    }
  });
});

describe('page worker [no picture paid twice]', () => {
  it('hands a page over on stop with its Flux task, and the next worker waits for that task instead of ordering another', async () => {
    const fake = await startFakeBfl({ pictureMs: 1500 });
    const flux = createFluxIllustrator({ apiKey: fake.apiKey, baseURL: fake.url, pollIntervalMs: 50 });
    const bed = await startImagesBed({ illustrators: illustratorRegistry({ Flux: flux }) });
    try {
      const page = pageRequest();
      const jobs = await PageJobs.open(bed.store);
      await bed.request(page);
      await eventually(
        'the task kept',
        async () => Boolean((await jobs.get(page.bookId, 1))?.provider_task),
        {
          timeoutMs: 5000,
        },
      );
      const stopping = Date.now();
      // A long grace: a page whose task is kept is handed back at once all the same.
      const stopped = bed.stopService(10_000);
      await eventually('released', async () => (await jobs.get(page.bookId, 1))?.status === 'pending', {
        timeoutMs: 1000,
      });
      expect(Date.now() - stopping).toBeLessThan(1000);
      await stopped;

      await bed.restart({ illustrators: illustratorRegistry({ Flux: flux }) });
      const [completion] = await waitForCompletions(bed, page.bookId, 1);
      expect(completion).toMatchObject({ ok: true, costUsd: 0.04 });
      expect(fake.submissions()).toHaveLength(1);
    } finally {
      await bed.close();
      await fake.close();
    }
  });

  it('passes an idempotency key of book, page, request and attempt, the same when the page is taken over', async () => {
    const watched = watchedIllustrator();
    const bed = await startImagesBed({
      illustrators: illustratorRegistry({ Flux: watched }),
      tuning: { leaseMs: 300, pollMs: 50 },
    });
    try {
      const page = pageRequest();
      const jobs = await PageJobs.open(bed.store);
      const envelope = createEvent(TOPICS.pageImageRequested, page);
      await jobs.accept(envelope, page);
      // As if a process had started drawing it and died: its drawing may have been billed.
      await (
        await bed.store.collection<PageJob>(PAGE_JOBS)
      ).update(`${page.bookId}:1`, {
        status: 'working',
        token: 'dead-process',
        lease_until: new Date(Date.now() - 1).toISOString(),
        drawing_since: new Date(Date.now() - 2000).toISOString(),
      });
      const [completion] = await waitForCompletions(bed, page.bookId, 1, 5000);
      expect(watched.requests.map((request) => request.idempotencyKey)).toEqual([
        `${page.bookId}:1:${envelope.eventId}:1`,
      ]);
      // Drawn again: the page's cost counts both drawings, so the bill is explained.
      expect(completion).toMatchObject({ ok: true, costUsd: 0.08 });
    } finally {
      await bed.close();
    }
  });
});

describe('page worker [a completion kept before it is published]', () => {
  /** The page's job as the completion is delivered: what a worker taking it over then would find. */
  async function jobAtDelivery(bed: ImagesBed, page: ReturnType<typeof pageRequest>) {
    const jobs = await PageJobs.open(bed.store);
    let seen: PageJob | null | undefined;
    await bed.bus.subscribe(
      TOPICS.pageImageCompleted,
      async (event) => {
        if ((event.payload as { bookId?: string }).bookId === page.bookId)
          seen = await jobs.get(page.bookId, page.pageNumber);
      },
      { group: `test.job-at-delivery.${page.bookId}` },
    );
    await bed.request(page);
    await eventually('the completion delivered', () => seen !== undefined, { timeoutMs: 10_000 });
    return seen;
  }

  it('keeps a paid picture that could not be had again for free on its job before publishing it', async () => {
    const bed = await startImagesBed({ illustrators: illustratorRegistry({ Flux: watchedIllustrator() }) });
    try {
      const page = pageRequest();
      const job = await jobAtDelivery(bed, page);
      expect(job?.completion).toMatchObject({ ok: true, costUsd: 0.04 });
    } finally {
      await bed.close();
    }
  });

  it('publishes a Flux page whose task is kept without that write: a takeover would fetch it from the task', async () => {
    const fake = await startFakeBfl({ pictureMs: 100 });
    const flux = createFluxIllustrator({ apiKey: fake.apiKey, baseURL: fake.url, pollIntervalMs: 20 });
    const bed = await startImagesBed({ illustrators: illustratorRegistry({ Flux: flux }) });
    try {
      const page = pageRequest();
      const job = await jobAtDelivery(bed, page);
      expect(job?.completion).toBeNull();
      expect(job?.provider_task).toBeTruthy();
      // Finished a moment later all the same: nothing left to take over.
      await eventually('the job finished', async () => (await jobsLeft(bed)) === 0, { timeoutMs: 5000 });
    } finally {
      await bed.close();
      await fake.close();
    }
  });

  it('keeps the completion once its publishing fails, and the retry publishes it without drawing again', async () => {
    const fake = await startFakeBfl({ pictureMs: 100 });
    const flux = createFluxIllustrator({ apiKey: fake.apiKey, baseURL: fake.url, pollIntervalMs: 20 });
    let refusals = 1;
    const bed = await startImagesBed({
      illustrators: illustratorRegistry({ Flux: flux }),
      wrapBus: (bus) => ({
        adapter: bus.adapter,
        async publish(topic, event, key) {
          if (topic === TOPICS.pageImageCompleted && refusals-- > 0)
            throw new DependencyUnavailableError('the bus is away');
          await bus.publish(topic, event, key);
        },
        subscribe: (topic, handler, options) => bus.subscribe(topic, handler, options),
        ping: () => bus.ping(),
        close: () => bus.close(),
      }),
    });
    try {
      const page = pageRequest();
      await bed.request(page);
      const [completion] = await waitForCompletions(bed, page.bookId, 1);
      expect(completion).toMatchObject({ ok: true, costUsd: 0.04 });
      expect(refusals).toBeLessThan(0);
      expect(fake.submissions()).toHaveLength(1);
      expect(fake.downloads()).toHaveLength(1);
    } finally {
      await bed.close();
      await fake.close();
    }
  });
});
