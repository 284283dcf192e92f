/**
 * `DeleteBookPictures` over gRPC, on a blob folder and on S3 (the run's MinIO): a book's pages and animated
 * variants and its cover go, everything else of the user and of everyone else stays; pages still queued or
 * being drawn never land in the emptied folder; a cover key outside the user's covers folder is refused.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { illustratorRegistry } from '@storybook-app/ai';
import {
  createInProcessEventBus,
  loadConfig,
  openSqliteDocumentStore,
  serviceAdapters,
  type BlobStore,
} from '@storybook-app/kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imagesConfigSchema } from '../src/config';
import { PAGE_JOBS } from '../src/page-jobs';
import { eventually } from '@storybook-app/kit/testing';
import { bookBlobPrefix, coverKey, userBlobPrefix } from '../src/user-blobs';
import {
  bookRequests,
  silentLogger,
  sleep,
  startImagesBed,
  watchedIllustrator,
  type BedOptions,
  type ImagesBed,
  type PageRequest,
} from './images-test-bed';

const svg = { contentType: 'image/svg+xml' };

function server(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the tests through jest, which starts the servers`);
  return value;
}

/** The ports of a bed whose blobs are in a bucket of their own on the run's MinIO. */
async function s3Ports(): Promise<NonNullable<BedOptions['ports']>> {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-images-s3-'));
  const config = loadConfig(imagesConfigSchema, {
    DATA_DIR: dir,
    S3_ENDPOINT: server('S3_ENDPOINT'),
    S3_ACCESS_KEY: process.env.S3_ACCESS_KEY ?? 'storybook',
    S3_SECRET_KEY: process.env.S3_SECRET_KEY ?? 'storybook-secret',
    S3_BUCKET: `book-pictures-${randomBytes(4).toString('hex')}`,
  });
  const adapters = serviceAdapters('images', config, silentLogger);
  const store = openSqliteDocumentStore({ file: join(dir, 'images.sqlite') });
  const bus = createInProcessEventBus({ logger: silentLogger });
  const blobs = await adapters.blobs();
  return {
    store,
    bus,
    blobs,
    async close() {
      await blobs.deletePrefix('users/');
      await bus.close();
      await store.close();
      await adapters.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const BLOB_STORES: Array<[string, () => Promise<BedOptions['ports']>]> = [
  ['folder', async () => undefined],
  ['s3', s3Ports],
];

describe.each(BLOB_STORES)('DeleteBookPictures [%s]', (_name, ports) => {
  let bed: ImagesBed;
  let blobs: BlobStore;
  const slow = watchedIllustrator({ delayMs: 300 });

  beforeAll(async () => {
    bed = await startImagesBed({
      ports: await ports(),
      illustrators: illustratorRegistry({ Flux: slow }),
      env: { IMAGE_CONCURRENCY: '1' },
    });
    blobs = bed.blobs;
  }, 60_000);

  afterAll(async () => {
    await bed?.close();
  }, 30_000);

  /** A drawn book as the page worker leaves it: each page, its animated variant, and a cover. */
  async function storedBook(userId: string, pages = 3) {
    const bookId = randomUUID();
    for (let page = 1; page <= pages; page += 1) {
      await blobs.put(`${bookBlobPrefix(userId, bookId)}page-${page}.svg`, Buffer.from(`p${page}`), svg);
      await blobs.put(`${bookBlobPrefix(userId, bookId)}page-${page}-animated.svg`, Buffer.from('a'), svg);
    }
    const cover = coverKey(userId, randomUUID(), 'svg');
    await blobs.put(cover, Buffer.from('cover'), svg);
    return { bookId, cover };
  }

  it("deletes the book's pictures and cover and nothing else of the user or of anyone else", async () => {
    const userId = randomUUID();
    const doomed = await storedBook(userId);
    const kept = await storedBook(userId);
    const neighbour = randomUUID();
    const theirs = await storedBook(neighbour);
    const profilePicture = `${userBlobPrefix(userId)}profiles/p1.svg`;
    await blobs.put(profilePicture, Buffer.from('face'), svg);

    const reply = await bed.client.DeleteBookPictures({
      user_id: userId,
      book_id: doomed.bookId,
      cover_keys: [doomed.cover],
    });

    expect(reply).toEqual({ deleted: 7, dropped_jobs: 0 });
    expect(await blobs.list(bookBlobPrefix(userId, doomed.bookId))).toEqual([]);
    expect(await blobs.exists(doomed.cover)).toBe(false);
    expect(await blobs.list(bookBlobPrefix(userId, kept.bookId))).toHaveLength(6);
    expect(await blobs.exists(kept.cover)).toBe(true);
    expect(await blobs.exists(profilePicture)).toBe(true);
    expect(await blobs.list(userBlobPrefix(neighbour))).toHaveLength(7);
    expect(await blobs.exists(theirs.cover)).toBe(true);
  });

  it('answers 0 when asked again, as a retried deletion needs', async () => {
    const userId = randomUUID();
    const book = await storedBook(userId, 1);
    const request = { user_id: userId, book_id: book.bookId, cover_keys: [book.cover] };
    expect(await bed.client.DeleteBookPictures(request)).toEqual({ deleted: 3, dropped_jobs: 0 });
    expect(await bed.client.DeleteBookPictures(request)).toEqual({ deleted: 0, dropped_jobs: 0 });
  });

  it('drops the pages still queued, and a page being drawn stores nothing', async () => {
    const pages: PageRequest[] = bookRequests(4, { animate: true });
    const { userId, bookId } = pages[0]!;
    const other = bookRequests(1);
    await bed.request(...pages, ...other);
    // One drawing at a time (IMAGE_CONCURRENCY 1): the first page is being drawn, the rest wait.
    await eventually('a page being drawn', () => slow.inFlight === 1, { timeoutMs: 10_000 });

    const reply = await bed.client.DeleteBookPictures({ user_id: userId, book_id: bookId, cover_keys: [] });
    expect(reply.dropped_jobs).toBeGreaterThanOrEqual(3);

    // The other book's page is still drawn; this book's never are, not even the one under way.
    await eventually('the other book drawn', () => bed.completionsOf(other[0]!.bookId).length === 1, {
      timeoutMs: 10_000,
    });
    await sleep(400);
    expect(slow.inFlight).toBe(0);
    expect(await blobs.list(bookBlobPrefix(userId, bookId))).toEqual([]);
    expect(bed.completionsOf(bookId)).toEqual([]);
    const jobs = await bed.store.collection<{ _id: string; book_id: string }>(PAGE_JOBS);
    expect(await jobs.count({ book_id: bookId })).toBe(0);
  }, 30_000);

  it.each([
    ['another user’s cover', (_user: string) => coverKey(randomUUID(), 'c1', 'svg')],
    ['a profile picture', (user: string) => `${userBlobPrefix(user)}profiles/p1.svg`],
    ['a path out of the folder', (user: string) => `${userBlobPrefix(user)}covers/../profiles/p1.svg`],
    ['another book of the user', (user: string) => `${userBlobPrefix(user)}books/b2/page-1.svg`],
  ])('refuses %s as a cover key and deletes nothing', async (_what, keyFor) => {
    const userId = randomUUID();
    const book = await storedBook(userId, 1);
    const key = keyFor(userId);
    if (!key.includes('..')) await blobs.put(key, Buffer.from('x'), svg);

    await expect(
      bed.client.DeleteBookPictures({ user_id: userId, book_id: book.bookId, cover_keys: [key] }),
    ).rejects.toMatchObject({ code: 'invalid_argument' });
    expect(await blobs.list(bookBlobPrefix(userId, book.bookId))).toHaveLength(2);
    if (!key.includes('..')) expect(await blobs.exists(key)).toBe(true);
  });

  it.each([
    ['a user id with a slash', { user_id: 'a/b', book_id: 'b1' }],
    ['a book id with a slash', { user_id: 'u1', book_id: '../b1' }],
    ['no book id', { user_id: 'u1', book_id: '' }],
  ])('refuses %s', async (_what, ids) => {
    await expect(bed.client.DeleteBookPictures({ ...ids, cover_keys: [] })).rejects.toMatchObject({
      code: 'invalid_argument',
    });
  });
});
