/**
 * Changes to the shape of what story has stored, applied at start-up before the service answers. Each
 * migration has a name and is idempotent: replicas starting together, or a start cut short, run it again
 * harmlessly. Once a pass over the store finds nothing left to change, it is recorded in `story_migrations`
 * and later starts skip it.
 *
 * What a migration changes is what the code no longer reads, so a store not migrated yet serves the same
 * answers: a failed run does not stop the service (service.ts logs it), and the next start tries again.
 * A book written by a replica of the version before during a rolling update, after the migration was
 * recorded, keeps the old fields, unread.
 */
import { DuplicateKeyError, type Doc, type DocumentStore, type Logger } from '@storybook-app/kit';
import { BOOKS, type BookPage } from './book-records';

export interface StoreMigration {
  /** Recorded once done; never reused for another change. */
  name: string;
  /** Changes what is left to change; answers how many documents it changed (0: nothing was left). */
  run(store: DocumentStore): Promise<number>;
}

interface MigrationRecord extends Doc {
  /** ISO 8601. */
  done_at: string;
  /** How many documents this store's run changed. */
  changed: number;
}

export const MIGRATIONS_COLLECTION = 'story_migrations';

/**
 * A pass that changed something is followed by another, which normally finds nothing: a scan pages through
 * the collection by position, so a document deleted meanwhile can make a pass skip one.
 */
const PASSES = 3;
/** Books read at once by a scan, unless told otherwise. */
const SCAN_BATCH = 200;

/**
 * A stored book's pages once carried their picture's fields, written once when the book was written and
 * never read after: the pictures live in the page records (`pages`), the one truth about each.
 */
export const DEAD_PAGE_FIELDS = ['status', 'cloud_url', 'cf_cloud_url', 'cf_cloud_animated_url'] as const;

/** A page as books written before this migration stored it. */
export type StoredBookPage = BookPage & { [field in (typeof DEAD_PAGE_FIELDS)[number]]?: unknown };

/** The pages without the dead fields; null when none carries any (nothing to write). */
export function withoutDeadPageFields(pages: readonly StoredBookPage[]): BookPage[] | null {
  const dead = (page: StoredBookPage) => DEAD_PAGE_FIELDS.some((field) => field in page);
  if (!pages.some(dead)) return null;
  return pages.map((page) => {
    const kept: Record<string, unknown> = { ...page };
    for (const field of DEAD_PAGE_FIELDS) delete kept[field];
    return kept as unknown as BookPage;
  });
}

/** `batch`: books read at once by the scan. */
export const dropDeadPageFields = (batch = SCAN_BATCH): StoreMigration => ({
  name: '2026-11-book-pages-without-picture-fields',
  async run(store) {
    const books = await store.collection<Doc & { pages?: StoredBookPage[] }>(BOOKS);
    let changed = 0;
    for (let skip = 0; ; skip += batch) {
      const found = await books.find({}, { sort: '_id', skip, limit: batch });
      for (const book of found) {
        const pages = withoutDeadPageFields(book.pages ?? []);
        // Only `pages` is set: nothing else writes a book's pages once it is written, and the other fields
        // (shared, published, …) may change meanwhile and are left as they are.
        if (pages && (await books.update(book._id, { pages }))) changed += 1;
      }
      if (found.length < batch) return changed;
    }
  },
});

/** Every migration, oldest first. */
export const MIGRATIONS: readonly StoreMigration[] = [dropDeadPageFields()];

/** Runs the migrations this store has not recorded; answers the names of those it completed now. */
export async function migrateStore(
  store: DocumentStore,
  logger: Logger,
  migrations: readonly StoreMigration[] = MIGRATIONS,
): Promise<string[]> {
  const done = await store.collection<MigrationRecord>(MIGRATIONS_COLLECTION);
  const completed: string[] = [];
  for (const migration of migrations) {
    if (await done.get(migration.name)) continue;
    let changed = 0;
    let last = -1;
    for (let pass = 0; pass < PASSES && last !== 0; pass += 1) {
      last = await migration.run(store);
      changed += last;
    }
    if (last !== 0) {
      // Something keeps writing the old shape (a replica of the version before, in a rolling update).
      logger.warn(
        { migration: migration.name, changed },
        'store migration not finished; tried again at the next start',
      );
      continue;
    }
    try {
      await done.insert({ _id: migration.name, done_at: new Date().toISOString(), changed });
    } catch (error) {
      // Another replica finished it at the same time.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    logger.info({ migration: migration.name, changed }, 'store migrated');
    completed.push(migration.name);
  }
  return completed;
}
