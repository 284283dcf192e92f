/**
 * Story's store migrations on SQLite and on the run's MongoDB (FerretDB): books stored before the pages lost
 * their picture fields come out with the pages as written and every other field as it was, once per store,
 * and again harmlessly; story runs them at start-up.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createInProcessEventBus,
  loadConfig,
  openSqliteDocumentStore,
  type Doc,
  type DocumentStore,
} from '@storybook-app/kit';
import { openMongoDocumentStore } from '@storybook-app/kit/adapters/production';
import { BookRecords, startStoryService, storyConfigSchema, type BookRecord } from '../src';
import { BOOKS } from '../src/book-records';
import {
  dropDeadPageFields,
  migrateStore,
  MIGRATIONS,
  MIGRATIONS_COLLECTION,
  withoutDeadPageFields,
} from '../src/store-migrations';
import { silentLogger } from './story-test-bed';

type Opener = () => Promise<{ store: DocumentStore; cleanup: () => void }>;

const sqlite: Opener = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-story-migrations-'));
  return {
    store: openSqliteDocumentStore({ file: join(dir, 'story.sqlite') }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
};

const mongo: Opener = async () => {
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set: run the tests through jest, which starts the servers');
  const store = await openMongoDocumentStore({
    url,
    database: `story_migrations_${randomBytes(4).toString('hex')}`,
  });
  return { store, cleanup: () => undefined };
};

const written = (n: number) => ({
  page_number: n,
  page_text: n === 3 ? 'The End' : `Page ${n} of the story.`,
  scene_description: `Scene ${n}.`,
});

/** A book as story stored it before this change: every page with the picture fields it never read. */
function oldShapeBook(id: string, userId: string): BookRecord & Doc {
  return {
    _id: id,
    user_id: userId,
    profile_id: 'profile-1',
    image_generator: 'Flux',
    model: 'offline',
    language: 'English',
    version: 1,
    prompt: 'a dragon who bakes bread',
    title: 'The Baking Dragon',
    title_svg: '<svg/>',
    title_image_description: 'The cover.',
    cf_title_image: '',
    cf_title_key: '',
    summary: 'A dragon bakes.',
    genre: 'Adventure',
    theme: 'Friendship',
    setting: 'A village',
    characters: 'Maya',
    completeStory: 'Page 1 of the story. Page 2 of the story.',
    expandedStory: 'Page 1 of the story.\n\nPage 2 of the story.',
    bookLayout: ['Page 1 of the story.', 'Page 2 of the story.'],
    pages: [1, 2, 3].map((n) => ({
      ...written(n),
      cloud_url: '',
      cf_cloud_url: '',
      cf_cloud_animated_url: '',
      status: 'pending',
    })),
    total_pages: 3,
    character_sheet: 'Maya, a girl of 6.',
    seed: 42,
    art_style: 'picture-book',
    cost: { model: 'offline', input_tokens: 0, output_tokens: 0, text_usd: 0, priced: true, cover_usd: 0 },
    published: false,
    shared: true,
    created_at: '2026-11-01T10:00:00.000Z',
    animate_images: false,
    pictures_requested_at: '2026-11-01T10:01:00.000Z',
    refunded_at: '',
  };
}

const migrated = (book: BookRecord): BookRecord => ({ ...book, pages: [1, 2, 3].map(written) });

describe('dropping the pages picture fields', () => {
  it('keeps the pages as written, in order, and says when no page carries any', () => {
    const pages = oldShapeBook('b', 'u').pages;
    expect(withoutDeadPageFields(pages)).toEqual([1, 2, 3].map(written));
    expect(withoutDeadPageFields([1, 2, 3].map(written))).toBeNull();
    expect(withoutDeadPageFields([])).toBeNull();
    // One page with any of the fields is enough for the book to be written again.
    expect(withoutDeadPageFields([written(1), { ...written(2), status: 'ready' }])).toEqual([
      written(1),
      written(2),
    ]);
  });
});

describe.each([
  ['sqlite', sqlite],
  ['mongo', mongo],
])('story store migrations [%s]', (_name, open) => {
  let store: DocumentStore;
  let cleanup: () => void;

  beforeEach(async () => {
    ({ store, cleanup } = await open());
  });
  afterEach(async () => {
    await store?.close();
    cleanup?.();
  });

  async function storeOldBooks(count: number): Promise<BookRecord[]> {
    const books = await store.collection<BookRecord>(BOOKS);
    const stored = Array.from({ length: count }, (_, i) => oldShapeBook(`book-${i}`, `user-${i % 2}`));
    for (const book of stored) await books.insert(book);
    return stored;
  }

  it('rewrites every old book, in batches, with every other field as it was, and records it once', async () => {
    const stored = await storeOldBooks(5);
    const current = { ...migrated(oldShapeBook('book-new', 'user-0')) };
    await (await store.collection<BookRecord>(BOOKS)).insert(current);
    const migration = dropDeadPageFields(2);

    expect(await migrateStore(store, silentLogger, [migration])).toEqual([migration.name]);

    const books = await BookRecords.open(store);
    for (const book of stored) expect(await books.book(book._id)).toEqual(migrated(book));
    expect(await books.book('book-new')).toEqual(current);
    const record = await (
      await store.collection<Doc & { changed: number }>(MIGRATIONS_COLLECTION)
    ).get(migration.name);
    expect(record).toMatchObject({ changed: 5 });

    // Recorded: not run again. Run by hand (a replica that started at the same time): nothing left.
    expect(await migrateStore(store, silentLogger, [migration])).toEqual([]);
    expect(await migration.run(store)).toBe(0);
    for (const book of stored) expect(await books.book(book._id)).toEqual(migrated(book));
  });

  it('runs at story start-up, before the service answers', async () => {
    const [book] = await storeOldBooks(1);
    const bus = createInProcessEventBus({ logger: silentLogger });
    const story = await startStoryService(
      loadConfig(storyConfigSchema, {
        GRPC_PORT: '0',
        NODE_ENV: 'test',
        // Never called here: story only connects to its peers when it asks them something.
        PROFILES_ADDR: '127.0.0.1:9',
        IMAGES_ADDR: '127.0.0.1:9',
        BILLING_ADDR: '127.0.0.1:9',
      }),
      { store, bus },
      silentLogger,
    );
    try {
      expect(await (await BookRecords.open(store)).book(book!._id)).toEqual(migrated(book!));
      const done = await store.collection<Doc>(MIGRATIONS_COLLECTION);
      for (const migration of MIGRATIONS) expect(await done.get(migration.name)).not.toBeNull();
    } finally {
      await story.stop(500);
      await bus.close();
    }
  });
});
