/**
 * The document store port: a small set of operations that maps one-to-one onto both an embedded
 * SQLite file and MongoDB, so domain code never learns which one it runs on.
 *
 * Writes are single-document and atomic (FerretDB v1 has no multi-document transactions): use a unique
 * index plus `insert` for idempotency keys, and `update` with a `where` condition for compare-and-set.
 *
 * So that both engines agree: documents are plain JSON (times as ISO strings, never Date objects);
 * fields under a unique index are always set (MongoDB counts a missing field as null); filters compare
 * single values, never array fields; `limit` is at least 1 when given.
 */

/** Values a filter can compare against. */
export type Scalar = string | number | boolean | null;

/**
 * Equality on top-level fields, with `$in` for "one of". Dotted paths (`a.b`) reach nested fields.
 * Every condition must hold (AND).
 */
export type Filter = Record<string, Scalar | { $in: Scalar[] }>;

export interface FindOptions {
  /** Field to order by; `-field` orders descending. Ties are broken by `_id` ascending. */
  sort?: string;
  limit?: number;
  skip?: number;
}

export interface IndexSpec {
  /** Top-level or dotted field paths, in order. */
  fields: string[];
  unique?: boolean;
}

export interface CollectionSpec {
  indexes?: IndexSpec[];
}

/** A stored document: `_id` is chosen by the caller (random ids, never sequential). */
export interface Doc {
  _id: string;
}

export interface Collection<T extends Doc> {
  /** Inserts a new document; rejects with `DuplicateKeyError` when `_id` or a unique index clashes. */
  insert(doc: T): Promise<void>;
  /**
   * Inserts, in one round trip, each of the documents that clashes with none stored (on `_id` or a unique
   * index); those that clash are left as they are. Returns how many were inserted.
   */
  insertMissing(docs: T[]): Promise<number>;
  get(id: string): Promise<T | null>;
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /**
   * Sets the given top-level fields on the document with this id, atomically, only when every
   * condition of `where` holds. Returns whether a document was changed. `undefined` values are ignored.
   */
  update(id: string, set: Partial<Omit<T, '_id'>>, where?: Filter): Promise<boolean>;
  /**
   * Applies each change as `update` would (each atomic on its own, not all together), in one round trip;
   * every change sets at least one field. Returns how many documents were changed; which ones is not told:
   * a caller that needs to know when fewer than all were reads them back.
   */
  updateEach(changes: readonly DocumentChange<T>[]): Promise<number>;
  /** Inserts or replaces the whole document. */
  upsert(doc: T): Promise<void>;
  delete(id: string): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
}

/** One `update` of `updateEach`: its fields set on the document `id` when every condition of `where` holds. */
export interface DocumentChange<T extends Doc> {
  id: string;
  set: Partial<Omit<T, '_id'>>;
  where?: Filter;
}

export interface DocumentStore {
  /** The adapter's short name (`sqlite`, `mongo`), reported by readiness. */
  readonly adapter: string;
  /** Opens (creating if needed) a collection and its declared indexes. */
  collection<T extends Doc>(name: string, spec?: CollectionSpec): Promise<Collection<T>>;
  /** Answers whether the store is reachable: used by the health check. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** `key` names the clashing fields (e.g. `_id` or `email`), never their values, which may be personal. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly key: string,
  ) {
    super(`duplicate key in ${collection}: ${key}`);
    this.name = 'DuplicateKeyError';
  }
}
