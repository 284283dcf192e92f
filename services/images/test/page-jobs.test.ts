/**
 * Accepting page requests into the job queue, on SQLite and on the run's MongoDB (FerretDB): a first request
 * is one insert, the same event again changes nothing while its job is here, and a new request for the page
 * replaces the job so the page is drawn again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createEvent,
  openSqliteDocumentStore,
  TOPICS,
  type CollectionSpec,
  type Doc,
  type DocumentStore,
} from '@storybook-app/kit';
import { openMongoDocumentStore } from '@storybook-app/kit/adapters/production';
import { PageJobs } from '../src/page-jobs';
import { bookRequests, pageRequest } from './images-test-bed';

type Opener = () => Promise<{ store: DocumentStore; cleanup: () => void }>;

const sqlite: Opener = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-page-jobs-'));
  return {
    store: openSqliteDocumentStore({ file: join(dir, 'images.sqlite') }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
};

const mongo: Opener = async () => {
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set: run the tests through jest, which starts the servers');
  const store = await openMongoDocumentStore({
    url,
    database: `page_jobs_${randomBytes(4).toString('hex')}`,
  });
  return { store, cleanup: () => undefined };
};

describe.each([
  ['sqlite', sqlite],
  ['mongo', mongo],
])('page jobs [%s]', (_name, open) => {
  let store: DocumentStore;
  let cleanup: () => void;
  let jobs: PageJobs;

  beforeAll(async () => {
    ({ store, cleanup } = await open());
    jobs = await PageJobs.open(store);
  });
  afterAll(async () => {
    await store?.close();
    cleanup?.();
  });

  it('queues a first request as a pending job, due at once', async () => {
    const page = pageRequest();
    const now = Date.now();
    expect(await jobs.accept(createEvent(TOPICS.pageImageRequested, page), page, now)).toBe('queued');
    const job = await jobs.get(page.bookId, page.pageNumber);
    expect(job).toMatchObject({
      status: 'pending',
      attempts: 0,
      not_before: new Date(now).toISOString(),
      request: page,
    });
    expect((await jobs.due(10, now)).jobs.map((due) => due._id)).toContain(job!._id);
  });

  it('records a request already claimed for a worker with room: drawn by it, due to no other until its lease runs out', async () => {
    const page = pageRequest();
    const envelope = createEvent(TOPICS.pageImageRequested, page);
    const now = Date.now();
    const claimed = await jobs.acceptClaimed(envelope, page, 30_000, now);
    if (typeof claimed === 'string') throw new Error(`not claimed: ${claimed}`);
    const stored = await jobs.get(page.bookId, page.pageNumber);
    expect(stored).toEqual(claimed);
    expect(stored).toMatchObject({
      status: 'working',
      lease_until: new Date(now + 30_000).toISOString(),
      drawing_since: new Date(now).toISOString(),
      event_id: envelope.eventId,
      request: page,
    });
    expect((await jobs.due(50, now)).jobs.map((due) => due._id)).not.toContain(claimed._id);
    expect((await jobs.due(50, now + 30_001)).jobs.map((due) => due._id)).toContain(claimed._id);
    // The claim is as good as one taken by `claim`: its writes hold, and the same event again changes nothing.
    expect(await jobs.renew(claimed, 30_000)).toBe(true);
    expect(await jobs.acceptClaimed(envelope, page, 30_000)).toBe('already queued');
    expect(await jobs.accept(envelope, page)).toBe('already queued');
    expect((await jobs.get(page.bookId, page.pageNumber))?.token).toBe(claimed.token);
  });

  it('changes nothing when the same event comes again while its job is here', async () => {
    const page = pageRequest();
    const envelope = createEvent(TOPICS.pageImageRequested, page);
    await jobs.accept(envelope, page);
    const claimed = await jobs.claim((await jobs.get(page.bookId, page.pageNumber))!, 30_000);
    expect(await jobs.accept(envelope, page)).toBe('already queued');
    // Still the claim of the worker drawing it.
    expect(await jobs.get(page.bookId, page.pageNumber)).toMatchObject({
      status: 'working',
      token: claimed!.token,
    });
  });

  it('replaces the job with a new request for the page, so the page is drawn again', async () => {
    const page = pageRequest();
    await jobs.accept(createEvent(TOPICS.pageImageRequested, page), page);
    const first = (await jobs.get(page.bookId, page.pageNumber))!;
    const claimed = (await jobs.claim(first, 30_000))!;
    const again = { ...page, seed: page.seed + 1 };
    const envelope = createEvent(TOPICS.pageImageRequested, again);
    expect(await jobs.accept(envelope, again)).toBe('queued');
    const job = (await jobs.get(page.bookId, page.pageNumber))!;
    expect(job).toMatchObject({ status: 'pending', event_id: envelope.eventId, request: again });
    // The worker drawing the old request has lost it.
    expect(await jobs.renew(claimed, 30_000)).toBe(false);
  });

  it('records nothing, claimed or not, for the same request delivered again after its page was finished', async () => {
    const page = pageRequest();
    const envelope = createEvent(TOPICS.pageImageRequested, page);
    const claimed = await jobs.acceptClaimed(envelope, page, 30_000);
    if (typeof claimed === 'string') throw new Error(`not claimed: ${claimed}`);
    const completion = { bookId: page.bookId, userId: page.userId, pageNumber: page.pageNumber, ok: true };
    await jobs.finish(claimed, { ...completion, imageUrl: '/media/p.png', costUsd: 0.04 });
    expect(await jobs.get(page.bookId, page.pageNumber)).toBeNull();

    expect(await jobs.acceptClaimed(envelope, page, 30_000)).toBe('already drawn');
    expect(await jobs.accept(envelope, page)).toBe('already drawn');
    // The claimed job written on the way was taken back out: nothing left to draw or take over.
    expect(await jobs.get(page.bookId, page.pageNumber)).toBeNull();
    expect((await jobs.due(50, Date.now() + 60_000)).jobs.map((due) => due._id)).not.toContain(claimed._id);

    // A new request for the finished page is drawn.
    const again = { ...page, seed: page.seed + 1 };
    const redrawn = await jobs.acceptClaimed(createEvent(TOPICS.pageImageRequested, again), again, 30_000);
    expect(redrawn).toMatchObject({ status: 'working', request: again });
  });

  it('replaces a job with a new request accepted claimed, and the old claim is lost', async () => {
    const page = pageRequest();
    const first = await jobs.acceptClaimed(createEvent(TOPICS.pageImageRequested, page), page, 30_000);
    if (typeof first === 'string') throw new Error(`not claimed: ${first}`);
    const again = { ...page, seed: page.seed + 1 };
    const envelope = createEvent(TOPICS.pageImageRequested, again);
    const second = await jobs.acceptClaimed(envelope, again, 30_000);
    if (typeof second === 'string') throw new Error(`not claimed: ${second}`);
    expect(await jobs.get(page.bookId, page.pageNumber)).toEqual(second);
    expect(second.event_id).toBe(envelope.eventId);
    expect(await jobs.renew(first, 30_000)).toBe(false);
  });

  it('records requests accepted side by side together, and tells each what became of it', async () => {
    // The store's calls, counted: a book's requests are recorded in one insert and one read of drawn pages.
    const calls: string[] = [];
    const counting: DocumentStore = {
      adapter: store.adapter,
      ping: () => store.ping(),
      close: async () => undefined,
      collection: async <T extends Doc>(name: string, spec?: CollectionSpec) => {
        const inner = await store.collection<T>(name, spec);
        return new Proxy(inner, {
          get(target, property, receiver) {
            const value: unknown = Reflect.get(target, property, receiver);
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              calls.push(`${name}.${String(property)}`);
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
          },
        });
      },
    };
    const batchJobs = await PageJobs.open(counting);
    const [fresh, finished, queued, another] = bookRequests(4);
    const finishedEvent = createEvent(TOPICS.pageImageRequested, finished);
    const done = await jobs.acceptClaimed(finishedEvent, finished, 30_000);
    if (typeof done === 'string') throw new Error(`not claimed: ${done}`);
    await jobs.finish(done, { ...finished, ok: true, imageUrl: '/media/p.png', costUsd: 0.04 });
    await jobs.accept(createEvent(TOPICS.pageImageRequested, queued), queued);
    calls.length = 0;

    const events = [fresh, queued, another].map((page) => createEvent(TOPICS.pageImageRequested, page));
    const outcomes = await Promise.all([
      batchJobs.acceptClaimed(events[0], fresh, 30_000),
      batchJobs.acceptClaimed(finishedEvent, finished, 30_000),
      batchJobs.acceptClaimed(events[1], queued, 30_000),
      batchJobs.acceptClaimed(events[2], another, 30_000),
    ]);
    expect(calls.filter((call) => call === 'page_jobs.insertMissing')).toHaveLength(1);
    expect(calls.filter((call) => call.startsWith('drawn_pages.find'))).toHaveLength(1);
    expect(calls).not.toContain('page_jobs.insert');
    // New pages: claimed. The finished page's request again: nothing to draw, and no job left behind.
    expect(outcomes[0]).toMatchObject({ status: 'working', event_id: events[0].eventId });
    expect(outcomes[1]).toBe('already drawn');
    expect(await jobs.get(finished.bookId, finished.pageNumber)).toBeNull();
    // A new request for a page with a job: it replaces that job, claimed.
    expect(outcomes[2]).toMatchObject({ status: 'working', event_id: events[1].eventId });
    expect(outcomes[3]).toMatchObject({ status: 'working', event_id: events[2].eventId });
    for (const [i, page] of [fresh, queued, another].entries()) {
      expect(await jobs.get(page.bookId, page.pageNumber)).toEqual(outcomes[[0, 2, 3][i]]);
    }
  });

  it('tells claims asked about side by side whether each is still theirs', async () => {
    const [kept, replaced] = bookRequests(2);
    const deleted = pageRequest();
    const claims = [];
    for (const page of [kept, replaced, deleted]) {
      const claimed = await jobs.acceptClaimed(createEvent(TOPICS.pageImageRequested, page), page, 30_000);
      if (typeof claimed === 'string') throw new Error(`not claimed: ${claimed}`);
      claims.push(claimed);
    }
    const again = { ...replaced, seed: replaced.seed + 1 };
    await jobs.accept(createEvent(TOPICS.pageImageRequested, again), again);
    await jobs.deleteUser(deleted.userId);
    expect(await Promise.all(claims.map((claim) => jobs.stillClaimed(claim)))).toEqual([true, false, false]);
  });

  it("takes over at once what its name's predecessor held, and nothing another worker holds", async () => {
    const page = pageRequest();
    await jobs.accept(createEvent(TOPICS.pageImageRequested, page), page);
    const dead = await PageJobs.open(store, 'images-pod-a');
    const claimed = (await dead.claim((await jobs.get(page.bookId, page.pageNumber))!, 60_000))!;
    const dueTo = async (worker: PageJobs) =>
      (await worker.due(50, Date.now())).jobs.some((due) => due._id === claimed._id);
    // Its lease holds for a minute: a worker under another name, or none, waits for it.
    expect(await dueTo(await PageJobs.open(store, 'images-pod-b'))).toBe(false);
    expect(await dueTo(await PageJobs.open(store))).toBe(false);
    // The process holding the name now is not the one that claimed it: that one has exited.
    const restarted = await PageJobs.open(store, 'images-pod-a');
    expect(await dueTo(restarted)).toBe(true);
    expect(await dueTo(dead)).toBe(false);
    // Taken over as any stalled job is: the old claim can no longer finish it.
    const taken = await restarted.claim((await restarted.get(page.bookId, page.pageNumber))!, 60_000);
    expect(taken).not.toBeNull();
    expect(await dead.renew(claimed, 60_000)).toBe(false);
    // A name is not taken for a longer one it begins: images-pod leaves images-pod-a's pages alone.
    expect(await dueTo(await PageJobs.open(store, 'images-pod'))).toBe(false);
  });
});
