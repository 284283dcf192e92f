/**
 * The document store on MongoDB, or FerretDB speaking its wire protocol, through mongoose: one connection and
 * one database per store, documents kept as they are given (the connection's native collections, so nothing
 * is cast, versioned or minimized), declared indexes created when a collection is opened.
 *
 * Names, filters and paging are checked exactly as the SQLite adapter checks them, so a call that one engine
 * accepts the other accepts too. Field values never reach an error or a log line: they may be personal.
 *
 * A write relies on MongoDB's promise that a single-document write is atomic (a compare-and-set wins once).
 * FerretDB 1.x does not keep it (it reads a document and writes it back in separate steps), so the store
 * refuses to open on it, except on the tests' FerretDB build that runs those steps one write at a time
 * (`packages/test-servers/src/ferretdb-atomic-writes.ts`): the tests run production's write path.
 */
import mongoose from 'mongoose';
import type { mongo } from 'mongoose';
import type pino from 'pino';
import { DependencyUnavailableError } from '../errors';
import { DuplicateKeyError } from '../ports/document-store';
import type {
  Collection,
  CollectionSpec,
  Doc,
  DocumentChange,
  DocumentStore,
  Filter,
  FindOptions,
  Scalar,
} from '../ports/document-store';
import { answersWithin } from './ping-within';
import { assertCollectionName, assertFieldName, assertFieldPath } from './sqlite-query';

export interface MongoDocumentStoreOptions {
  /** A `mongodb://` URL; credentials in it never reach errors or logs. */
  url: string;
  database: string;
  logger?: pino.Logger;
  /**
   * How long a call waits for a reachable server before it fails (default 3000 ms; a read tries again,
   * see `readRetryMs`).
   */
  serverSelectionTimeoutMs?: number;
  /**
   * How long a call waits for the answer on an open connection before it fails, as when the server hangs
   * (default 10000 ms, the services' gRPC deadline: later answers would find no caller).
   */
  socketTimeoutMs?: number;
  /**
   * How long after its start a read that found no server is tried again (default 6000 ms), so a read
   * during an outage of a few seconds answers late instead of failing: with the 3 s server selection a read
   * answers or fails within about 9 s, inside the services' 10 s gRPC deadline. Writes are not retried here.
   */
  readRetryMs?: number;
  /** How long `ping` waits before answering false (default 2000 ms). */
  pingTimeoutMs?: number;
}

/** The driver's errors meaning "no server to talk to": the call may succeed later. */
const UNAVAILABLE_ERRORS = new Set([
  'MongoServerSelectionError',
  // mongoose's name for the same, when the first connection fails
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoTopologyClosedError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoOperationTimeoutError',
]);

const NAMESPACE_EXISTS = 48;

type Stored = { _id: string } & Record<string, unknown>;
type NativeCollection = mongo.Collection<Stored>;
type MongoFilter = mongo.Filter<Stored>;

/**
 * The document a write would have left, to find the index it clashed on; whether its `_id` may be what
 * clashed: an insert's most likely, an upsert's only when another writer inserted it meanwhile.
 */
interface Clash {
  candidate: Stored;
  idMayClash: 'first' | 'last' | 'never';
}

interface UniqueIndex {
  name: string;
  fields: string[];
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** `host:port[,host:port]` of a MongoDB URL, without the credentials, database or options. */
function hostsOf(url: string): string {
  return /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/?]*)/.exec(url)?.[1] || 'an unparsable URL';
}

const errorName = (error: unknown): string | undefined => (error as Error | null)?.name;
const errorMessage = (error: unknown): string => String((error as Error | null)?.message ?? error);

/**
 * Socket errors the driver lets through as they are when the server goes away in the middle of a command:
 * it writes the command on a socket the server has just closed (`EPIPE`, "This socket has been ended by the
 * other party"), seen when FerretDB was stopped during a read.
 */
const UNAVAILABLE_SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED']);

/** Whether an error means the store is not there to answer now: the call may succeed later. */
export function isStoreUnavailable(error: unknown): boolean {
  return (
    UNAVAILABLE_ERRORS.has(errorName(error) ?? '') ||
    UNAVAILABLE_SOCKET_CODES.has(String((error as NodeJS.ErrnoException | null)?.code ?? ''))
  );
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function checkScalar(path: string, value: Scalar): Scalar {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new Error(`filter on ${path}: numbers must be finite`);
  }
  return value;
}

/**
 * The MongoDB filter for a port filter: equality and `$in` only, on checked paths, so nothing the caller
 * passes can become an operator. MongoDB's own equality already has the port's semantics (null matches a
 * missing field; booleans, numbers and strings never equal one another).
 */
function mongoFilter(filter: Filter): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [path, condition] of Object.entries(filter)) {
    assertFieldPath(path);
    if (isScalar(condition)) {
      result[path] = { $eq: checkScalar(path, condition) };
      continue;
    }
    const keys = Object.keys(condition);
    if (keys.length !== 1 || keys[0] !== '$in' || !Array.isArray(condition.$in)) {
      throw new Error(`filter on ${path}: only a scalar or { $in: [...] } is supported`);
    }
    if (!condition.$in.every(isScalar)) throw new Error(`filter on ${path}: $in takes scalars only`);
    result[path] = { $in: condition.$in.map((value) => checkScalar(path, value)) };
  }
  return result;
}

function checkCount(name: string, value: number | undefined, min: number): void {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < min)) {
    const what = min === 0 ? 'a non-negative integer' : `an integer of at least ${min}`;
    throw new Error(`${name} must be ${what}, got ${value}`);
  }
}

/** Sort, skip and limit; ties are broken by `_id` ascending. MongoDB reads a limit of 0 as "no limit". */
function findOptions(options: FindOptions): mongo.FindOptions {
  checkCount('limit', options.limit, 1);
  checkCount('skip', options.skip, 0);
  const result: mongo.FindOptions = {};
  if (options.sort) {
    const descending = options.sort.startsWith('-');
    const path = descending ? options.sort.slice(1) : options.sort;
    assertFieldPath(path);
    const direction = descending ? -1 : 1;
    result.sort = path === '_id' ? { _id: direction } : { [path]: direction, _id: 1 };
  }
  if (options.skip) result.skip = options.skip;
  if (options.limit !== undefined) result.limit = options.limit;
  return result;
}

function checkId(doc: Doc): string {
  if (typeof doc._id !== 'string' || doc._id === '') {
    throw new Error('a document needs a non-empty string _id');
  }
  return doc._id;
}

/**
 * Whether a FerretDB version keeps MongoDB's single-document atomicity: 1.x only in the tests' build (its
 * version ends with `-atomic-writes`); later majors are taken at their word.
 */
export function writesAtomicallyOn(ferretdbVersion: string): boolean {
  return !/^v?1\./.test(ferretdbVersion) || ferretdbVersion.endsWith('-atomic-writes');
}

/** An id from the caller, which might come from parsed JSON: an object there would be read as an operator. */
function checkIdArgument(id: string): string {
  if (typeof id !== 'string') throw new Error('a document id must be a string');
  return id;
}

/** MongoDB's default index name (`name_1_nested.city_1`), so indexes made by hand are recognized. */
const indexName = (fields: string[]): string => fields.map((field) => `${field}_1`).join('_');

function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * Whether an error is a unique-index clash: MongoDB's E11000, or, from FerretDB v1 with SQLite, an internal
 * error carrying SQLite's message (that is what an update that breaks a unique index answers there).
 */
function isDuplicateKey(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 11000 || code === 11001 || /UNIQUE constraint failed/.test(errorMessage(error));
}

interface StoreContext {
  native(name: string): NativeCollection;
  /** Throws when the store is closed. */
  assertOpen(): void;
  /** Turns a driver error into the error a caller sees. */
  translate(error: unknown): unknown;
  /** Whether a read failing with `error` `elapsedMs` after it began should be tried again. */
  retryRead(error: unknown, elapsedMs: number): boolean;
  log?: pino.Logger;
}

/** An update's query (the id and its conditions) and its fields, checked. */
function updateOf<T extends Doc>({ id, set, where = {} }: DocumentChange<T>) {
  checkIdArgument(id);
  const entries = Object.entries(set).filter(([, value]) => value !== undefined);
  entries.forEach(([field]) => assertFieldName(field));
  const condition = mongoFilter(where);
  // `{ _id }` alone is the one filter FerretDB v1 looks up directly instead of scanning the collection.
  const query = (
    Object.keys(condition).length === 0
      ? { _id: id }
      : '_id' in condition
        ? { $and: [{ _id: id }, condition] }
        : { _id: id, ...condition }
  ) as MongoFilter;
  return { query, changes: Object.fromEntries(entries) as Partial<Stored>, empty: entries.length === 0 };
}

class MongoCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly store: StoreContext,
  ) {}

  private get native(): NativeCollection {
    this.store.assertOpen();
    return this.store.native(this.name);
  }

  async insert(doc: T): Promise<void> {
    checkId(doc);
    const stored = { ...doc } as unknown as Stored;
    await this.call(
      () => this.native.insertOne(stored),
      async () => ({ candidate: stored, idMayClash: 'first' as const }),
    );
  }

  async insertMissing(docs: T[]): Promise<number> {
    if (docs.length === 0) return 0;
    docs.forEach(checkId);
    const stored = docs.map((doc) => ({ ...doc }) as unknown as Stored);
    return this.call(async () => {
      try {
        // Unordered: a document that clashes does not stop the ones after it.
        return (await this.native.insertMany(stored, { ordered: false })).insertedCount;
      } catch (error) {
        const { writeErrors, insertedCount } = error as { writeErrors?: unknown; insertedCount?: unknown };
        const failed = [writeErrors ?? []].flat();
        if (failed.length > 0 && failed.every(isDuplicateKey) && typeof insertedCount === 'number') {
          return insertedCount;
        }
        throw error;
      }
    });
  }

  async get(id: string): Promise<T | null> {
    checkIdArgument(id);
    return this.read(async () => (await this.native.findOne({ _id: id })) as T | null);
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const query = mongoFilter(filter) as MongoFilter;
    const paging = findOptions(options);
    return this.read(async () => (await this.native.find(query, paging).toArray()) as unknown as T[]);
  }

  async count(filter: Filter): Promise<number> {
    const query = mongoFilter(filter) as MongoFilter;
    return this.read(() => this.native.countDocuments(query));
  }

  async update(id: string, set: Partial<Omit<T, '_id'>>, where: Filter = {}): Promise<boolean> {
    const { query, changes, empty } = updateOf({ id, set, where });
    const write = async (): Promise<boolean> => {
      // Nothing to set: the answer is whether the conditions hold, as on SQLite.
      if (empty) return (await this.native.countDocuments(query, { limit: 1 })) > 0;
      return (await this.native.updateOne(query, { $set: changes })).matchedCount > 0;
    };
    return this.call(write, async () => {
      const current = await this.native.findOne({ _id: id });
      return { candidate: { ...current, ...changes, _id: id }, idMayClash: 'never' as const };
    });
  }

  async updateEach(changes: readonly DocumentChange<T>[]): Promise<number> {
    if (changes.length === 0) return 0;
    const updates = changes.map(updateOf);
    if (updates.some((update) => update.empty)) throw new Error('updateEach: a change that sets nothing');
    // One `update` command of many statements; unordered, so one that fails does not stop the others.
    const operations = updates.map(({ query, changes: set }) => ({
      updateOne: { filter: query, update: { $set: set } },
    }));
    return this.call(async () => (await this.native.bulkWrite(operations, { ordered: false })).matchedCount);
  }

  async upsert(doc: T): Promise<void> {
    const id = checkId(doc);
    const stored = { ...doc } as unknown as Stored;
    const write = () => this.native.replaceOne({ _id: id }, stored, { upsert: true });
    const clash = async () => ({ candidate: stored, idMayClash: 'last' as const });
    try {
      await this.call(write, clash);
    } catch (error) {
      // Another writer inserted the same `_id` between the lookup and the insert of this upsert: now it
      // exists, so trying once more replaces it.
      if (!(error instanceof DuplicateKeyError) || error.key !== '_id') throw error;
      await this.call(write, clash);
    }
  }

  async delete(id: string): Promise<boolean> {
    checkIdArgument(id);
    return this.call(async () => (await this.native.deleteOne({ _id: id })).deletedCount > 0);
  }

  async deleteMany(filter: Filter): Promise<number> {
    const query = mongoFilter(filter) as MongoFilter;
    return this.call(async () => (await this.native.deleteMany(query)).deletedCount);
  }

  /** Runs a read, trying it again while the server is away and the read is young (`readRetryMs`). */
  private async read<R>(action: () => Promise<R>): Promise<R> {
    const started = Date.now();
    for (;;) {
      this.store.assertOpen();
      try {
        return await action();
      } catch (error) {
        if (!this.store.retryRead(error, Date.now() - started)) throw this.store.translate(error);
        this.store.log?.debug(
          { collection: this.name, err: errorMessage(error) },
          'read found no server; trying again',
        );
        await sleep(100);
      }
    }
  }

  /**
   * Runs a call, reporting a unique clash as DuplicateKeyError. `clash` gives the document as the write
   * would have left it, to find the index it clashed on when the server does not say.
   */
  private async call<R>(action: () => Promise<R>, clash?: () => Promise<Clash>): Promise<R> {
    this.store.assertOpen();
    try {
      return await action();
    } catch (error) {
      if (!clash || !isDuplicateKey(error)) throw this.store.translate(error);
      const fields = await this.clashingFields(error, clash).catch(() => undefined);
      const duplicate = new DuplicateKeyError(this.name, fields?.join(',') ?? 'unknown');
      this.store.log?.debug({ collection: this.name, key: duplicate.key }, 'duplicate key');
      throw duplicate;
    }
  }

  /**
   * The fields of the unique index a write clashed on. MongoDB names the index's key pattern; FerretDB's
   * update error names SQLite's index (`<table>_<index name>`); FerretDB's insert error names nothing, so
   * the index is found by looking for another document with the same values.
   */
  private async clashingFields(error: unknown, clash: () => Promise<Clash>): Promise<string[] | undefined> {
    const keyPattern = (error as { keyPattern?: unknown }).keyPattern;
    if (keyPattern && typeof keyPattern === 'object' && Object.keys(keyPattern).length > 0) {
      return Object.keys(keyPattern);
    }
    const indexes = await this.uniqueIndexes();
    const message = errorMessage(error);
    const mongoName = / index: (\S+) dup key/.exec(message)?.[1];
    const sqliteName = /UNIQUE constraint failed: index '([^']+)'/.exec(message)?.[1];
    const named =
      indexes.find((index) => index.name === mongoName) ??
      indexes
        .filter((index) => sqliteName?.endsWith(`_${index.name}`))
        .sort((a, b) => b.name.length - a.name.length)[0];
    if (named) return named.fields;
    const { candidate, idMayClash } = await clash();
    const others = indexes.filter((index) => index.name !== '_id_');
    const id = indexes.filter((index) => index.name === '_id_');
    const candidates =
      idMayClash === 'first' ? [...id, ...others] : idMayClash === 'last' ? [...others, ...id] : others;
    if (candidates.length === 1) return candidates[0].fields;
    for (const index of candidates) {
      const query: Record<string, unknown> = {};
      for (const field of index.fields) {
        // A plain string `_id` is what FerretDB v1 looks up without scanning the collection.
        query[field] = field === '_id' ? candidate._id : { $eq: valueAt(candidate, field) ?? null };
      }
      if (index.name !== '_id_') query._id = { $ne: candidate._id };
      if ((await this.native.countDocuments(query as MongoFilter, { limit: 1 })) > 0) return index.fields;
    }
    return undefined;
  }

  /** The collection's unique indexes, `_id_` among them. */
  private async uniqueIndexes(): Promise<UniqueIndex[]> {
    const listed = await this.native.indexes();
    return listed
      .filter((index) => index.unique || index.name === '_id_')
      .map((index) => ({ name: String(index.name), fields: Object.keys(index.key) }));
  }
}

/** Logs each command with the collection it named and how long the server took, at trace level. */
function traceCommands(client: mongo.MongoClient, log: pino.Logger): void {
  const collections = new Map<number, unknown>();
  client.on('commandStarted', (event) =>
    collections.set(event.requestId, event.command[event.commandName] as unknown),
  );
  const done = (event: mongo.CommandSucceededEvent | mongo.CommandFailedEvent, ok: boolean): void => {
    const collection = collections.get(event.requestId);
    collections.delete(event.requestId);
    log.trace(
      {
        command: event.commandName,
        collection: typeof collection === 'string' ? collection : undefined,
        ms: event.duration,
        ok,
      },
      'store command',
    );
  };
  client.on('commandSucceeded', (event) => done(event, true));
  client.on('commandFailed', (event) => done(event, false));
}

/** Creates a collection when missing and its declared indexes, checking the server kept them as declared. */
async function openCollection<T extends Doc>(
  context: StoreContext,
  db: () => mongo.Db,
  name: string,
  spec: CollectionSpec,
): Promise<Collection<T>> {
  assertCollectionName(name);
  const indexes = (spec.indexes ?? []).map((index) => {
    if (index.fields.length === 0) throw new Error(`index on ${name} needs at least one field`);
    index.fields.forEach(assertFieldPath);
    return {
      key: Object.fromEntries(index.fields.map((field) => [field, 1 as const])),
      name: indexName(index.fields),
      unique: Boolean(index.unique),
    };
  });
  context.assertOpen();
  try {
    await createCollection(db(), name);
    if (indexes.length > 0) {
      const native = context.native(name);
      // One index per command: FerretDB 1.24 drops the connection (a panic on its side) when one
      // createIndexes names two or more indexes that all exist already, i.e. whenever a collection with
      // several indexes is opened again, as on every restart.
      for (const index of indexes) await native.createIndexes([index]);
      // FerretDB skips an index whose name exists, even with other options: a declared unique index
      // that is not unique on the server would silently let duplicates in.
      const existing = await native.indexes();
      for (const index of indexes) {
        const found = existing.find((e) => e.name === index.name);
        if (!found || Boolean(found.unique) !== index.unique) {
          throw new Error(
            `index ${index.name} on ${name} exists on the server with other options than declared: ` +
              'drop it to have it created again',
          );
        }
      }
    }
  } catch (error) {
    throw context.translate(error);
  }
  return new MongoCollection<T>(name, context);
}

async function createCollection(db: mongo.Db, name: string): Promise<void> {
  try {
    await db.createCollection(name);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS) throw error;
  }
}

/** Connects to the server (failing at once when it does not answer), logging the connection's ups and downs. */
async function connect(
  options: MongoDocumentStoreOptions,
  log: pino.Logger | undefined,
  isClosed: () => boolean,
  unavailable: (error: unknown) => Error,
): Promise<mongoose.Connection> {
  const serverSelectionTimeoutMs = options.serverSelectionTimeoutMs ?? 3000;
  const connection = mongoose.createConnection(options.url, {
    dbName: options.database,
    // Fail at once rather than queue calls in memory while the server is away.
    bufferCommands: false,
    autoIndex: false,
    autoCreate: false,
    serverSelectionTimeoutMS: serverSelectionTimeoutMs,
    connectTimeoutMS: serverSelectionTimeoutMs,
    socketTimeoutMS: options.socketTimeoutMs ?? 10000,
    // As JSON.stringify does: an undefined value leaves the field out instead of storing null.
    ignoreUndefined: true,
    // Every command's time, for finding where a slow path waits: only at trace, the driver's events cost.
    monitorCommands: Boolean(log?.isLevelEnabled('trace')),
  });
  if (log?.isLevelEnabled('trace')) traceCommands(connection.getClient(), log);
  connection.on('error', (error: unknown) => log?.error({ err: errorMessage(error) }, 'connection error'));
  connection.on('disconnected', () => {
    if (!isClosed()) log?.warn('disconnected from the server; the driver reconnects on its own');
  });
  connection.on('reconnected', () => log?.info('reconnected to the server'));

  try {
    await connection.asPromise();
  } catch (error) {
    await connection.close(true).catch(() => undefined);
    throw isStoreUnavailable(error) ? unavailable(error) : error;
  }
  return connection;
}

export async function openMongoDocumentStore(options: MongoDocumentStoreOptions): Promise<DocumentStore> {
  const hosts = hostsOf(options.url);
  const { database } = options;
  const pingTimeoutMs = options.pingTimeoutMs ?? 2000;
  const readRetryMs = options.readRetryMs ?? 6000;
  const log = options.logger?.child({ component: 'document-store', hosts, database });
  let closed = false;
  const unavailable = (error: unknown): Error =>
    new DependencyUnavailableError(
      `document store unavailable: MongoDB at ${hosts} did not answer: ${errorMessage(error)}`,
      {
        cause: error,
      },
    );
  const connection = await connect(options, log, () => closed, unavailable);

  const db = (): mongo.Db => {
    if (closed || !connection.db) throw new Error('document store is closed');
    return connection.db;
  };

  let engine = 'MongoDB';
  let ferretdb: string | undefined;
  try {
    const info = await db().admin().command({ buildInfo: 1 });
    ferretdb = typeof info.ferretdbVersion === 'string' ? info.ferretdbVersion : undefined;
    engine = ferretdb ? `FerretDB ${ferretdb}` : `MongoDB ${String(info.version)}`;
  } catch (error) {
    log?.warn({ err: errorMessage(error) }, 'could not tell the server version');
  }
  if (ferretdb !== undefined && !writesAtomicallyOn(ferretdb)) {
    await connection.close();
    throw new Error(
      `document store refused: FerretDB ${ferretdb} does not write a document atomically (two ` +
        "compare-and-sets could both win); use MongoDB, or the tests' FerretDB build (npm run test-servers)",
    );
  }

  const context: StoreContext = {
    native: (name) => connection.collection<Stored>(name) as unknown as NativeCollection,
    assertOpen() {
      if (closed) throw new Error('document store is closed');
    },
    translate(error) {
      if (closed) return new Error('document store is closed', { cause: error });
      return isStoreUnavailable(error) ? unavailable(error) : error;
    },
    retryRead: (error, elapsedMs) => !closed && elapsedMs < readRetryMs && isStoreUnavailable(error),
    log,
  };
  log?.info({ engine }, 'document store open');

  return {
    adapter: 'mongo',

    collection: <T extends Doc>(name: string, spec: CollectionSpec = {}) =>
      openCollection<T>(context, db, name, spec),

    async ping(): Promise<boolean> {
      if (closed || !connection.db) return false;
      const ping = connection.db.admin().command({ ping: 1 });
      return answersWithin(
        ping.then((answer) => answer.ok === 1),
        pingTimeoutMs,
      );
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await connection.close();
      log?.info('document store closed');
    },
  };
}
