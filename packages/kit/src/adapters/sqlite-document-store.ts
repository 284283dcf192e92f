/**
 * The embedded document store: one SQLite file per service, one table per collection holding each document
 * as JSON. better-sqlite3 is synchronous, so every statement is atomic with respect to this process; WAL and
 * `busy_timeout` keep other processes on the same file (a backup, an admin shell) from failing writes.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { DuplicateKeyError } from '../ports/document-store';
import type {
  Collection,
  CollectionSpec,
  Doc,
  DocumentChange,
  DocumentStore,
  Filter,
  FindOptions,
} from '../ports/document-store';
import {
  assertCollectionName,
  assertFieldName,
  fieldExpression,
  pagingClause,
  quoteIdentifier,
  whereClause,
} from './sqlite-query';

export interface SqliteDocumentStoreOptions {
  /** Database file, or `:memory:`. */
  file: string;
  /** How long a write waits for another connection's lock (default 5000 ms). */
  busyTimeoutMs?: number;
}

type Prepare = (sql: string) => Statement;

class SqliteCollection<T extends Doc> implements Collection<T> {
  private readonly table: string;

  constructor(
    private readonly name: string,
    private readonly prepare: Prepare,
    /** Unique index name -> its fields, to say which key clashed. */
    private readonly uniqueIndexes: Map<string, string[]>,
  ) {
    this.table = quoteIdentifier(name);
  }

  async insert(doc: T): Promise<void> {
    this.write(() =>
      this.prepare(`INSERT INTO ${this.table} (_id, doc) VALUES (?, ?)`).run(
        checkId(doc),
        JSON.stringify(doc),
      ),
    );
  }

  async insertMissing(docs: T[]): Promise<number> {
    if (docs.length === 0) return 0;
    // One statement, so the rows go in together; a row that clashes on any unique key is left out.
    const rows = docs.map(() => '(?, ?)').join(', ');
    return this.prepare(`INSERT INTO ${this.table} (_id, doc) VALUES ${rows} ON CONFLICT DO NOTHING`).run(
      ...docs.flatMap((doc) => [checkId(doc), JSON.stringify(doc)]),
    ).changes;
  }

  async get(id: string): Promise<T | null> {
    const row = this.prepare(`SELECT doc FROM ${this.table} WHERE _id = ?`).get(id) as
      { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const where = whereClause(filter);
    const paging = pagingClause(options);
    const rows = this.prepare(`SELECT doc FROM ${this.table} WHERE ${where.sql}${paging.sql}`).all(
      ...where.params,
      ...paging.params,
    ) as { doc: string }[];
    return rows.map((row) => JSON.parse(row.doc) as T);
  }

  async count(filter: Filter): Promise<number> {
    const where = whereClause(filter);
    const row = this.prepare(`SELECT count(*) AS n FROM ${this.table} WHERE ${where.sql}`).get(
      ...where.params,
    );
    return (row as { n: number }).n;
  }

  async update(id: string, set: Partial<Omit<T, '_id'>>, where: Filter = {}): Promise<boolean> {
    return this.updateOne(id, set, where);
  }

  async updateEach(changes: readonly DocumentChange<T>[]): Promise<number> {
    if (changes.some((change) => Object.values(change.set).every((value) => value === undefined))) {
      throw new Error('updateEach: a change that sets nothing');
    }
    return changes.filter((change) => this.updateOne(change.id, change.set, change.where ?? {})).length;
  }

  private updateOne(id: string, set: Partial<Omit<T, '_id'>>, where: Filter): boolean {
    const entries = Object.entries(set).filter(([, value]) => value !== undefined);
    entries.forEach(([field]) => assertFieldName(field));
    const condition = whereClause(where);
    // One statement, so the condition and the change are a single atomic compare-and-set.
    const assignment =
      entries.length > 0 ? `json_set(doc, ${entries.map(() => '?, json(?)').join(', ')})` : 'doc';
    const params = entries.flatMap(([field, value]) => [`$.${field}`, JSON.stringify(value)]);
    const result = this.write(() =>
      this.prepare(`UPDATE ${this.table} SET doc = ${assignment} WHERE _id = ? AND (${condition.sql})`).run(
        ...params,
        id,
        ...condition.params,
      ),
    );
    return result.changes > 0;
  }

  async upsert(doc: T): Promise<void> {
    this.write(() =>
      this.prepare(
        `INSERT INTO ${this.table} (_id, doc) VALUES (?, ?) ON CONFLICT (_id) DO UPDATE SET doc = excluded.doc`,
      ).run(checkId(doc), JSON.stringify(doc)),
    );
  }

  async delete(id: string): Promise<boolean> {
    return this.prepare(`DELETE FROM ${this.table} WHERE _id = ?`).run(id).changes > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const where = whereClause(filter);
    return this.prepare(`DELETE FROM ${this.table} WHERE ${where.sql}`).run(...where.params).changes;
  }

  private write<R>(statement: () => R): R {
    try {
      return statement();
    } catch (error) {
      throw this.duplicateKey(error) ?? error;
    }
  }

  private duplicateKey(error: unknown): DuplicateKeyError | undefined {
    // Duck-typed, not instanceof: the native addon keeps the SqliteError class (and Error) of the first
    // module instance that loaded it; another instance (jest's per-file sandboxes) sees foreign classes.
    if (!isSqliteError(error)) return undefined;
    if (error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return new DuplicateKeyError(this.name, '_id');
    if (error.code !== 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
    const index = /index '([^']+)'/.exec(error.message)?.[1];
    const fields = index === undefined ? undefined : this.uniqueIndexes.get(index);
    return new DuplicateKeyError(this.name, fields ? fields.join(',') : (index ?? 'unknown'));
  }
}

function isSqliteError(error: unknown): error is { code: string; message: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_');
}

function checkId(doc: Doc): string {
  if (typeof doc._id !== 'string' || doc._id === '')
    throw new Error('a document needs a non-empty string _id');
  return doc._id;
}

export function openSqliteDocumentStore(options: SqliteDocumentStoreOptions): DocumentStore {
  if (options.file !== ':memory:' && options.file !== '')
    mkdirSync(dirname(options.file), { recursive: true });
  const db = new Database(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
  // WAL already keeps the file consistent on a crash; NORMAL only risks the last commits on power loss.
  db.pragma('synchronous = NORMAL');

  const statements = new Map<string, Statement>();
  const prepare: Prepare = (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      // Filters with `$in` lists of many lengths would otherwise grow the cache without bound.
      if (statements.size >= 500) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const uniqueIndexes = new Map<string, string[]>();

  return {
    adapter: 'sqlite',
    async collection<T extends Doc>(name: string, spec: CollectionSpec = {}): Promise<Collection<T>> {
      assertCollectionName(name);
      const table = quoteIdentifier(name);
      const indexes = (spec.indexes ?? []).map((index) => {
        if (index.fields.length === 0) throw new Error(`index on ${name} needs at least one field`);
        const expressions = index.fields.map(fieldExpression);
        const indexName = `${name}:${index.unique ? 'unique' : 'index'}:${index.fields.join(',')}`;
        const sql = `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quoteIdentifier(indexName)} ON ${table} (${expressions.join(', ')})`;
        return { sql, indexName, index };
      });
      db.transaction(() => {
        db.exec(`CREATE TABLE IF NOT EXISTS ${table} (_id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
        for (const { sql } of indexes) db.exec(sql);
      })();
      for (const { indexName, index } of indexes) {
        if (index.unique) uniqueIndexes.set(indexName, index.fields);
      }
      return new SqliteCollection<T>(name, prepare, uniqueIndexes);
    },

    async ping(): Promise<boolean> {
      if (!db.open) return false;
      try {
        db.prepare('SELECT 1').get();
        return true;
      } catch {
        return false;
      }
    },

    async close(): Promise<void> {
      if (!db.open) return;
      statements.clear();
      db.close();
    },
  };
}
