/**
 * Translates the document store's filters and find options into SQLite over a JSON `doc` column.
 *
 * Collection and field names end up in SQL text, so they are checked against strict patterns first; values
 * are always bound parameters. Field paths are inlined (not bound) on purpose: SQLite only uses an
 * expression index when the query repeats the indexed expression literally.
 */
import type { Filter, FindOptions, Scalar } from '../ports/document-store';

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62}){0,15}$/;

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

export function assertCollectionName(name: string): void {
  // `sqlite_` names are reserved by SQLite itself.
  if (!COLLECTION_NAME.test(name) || /^sqlite_/i.test(name)) {
    throw new Error(`invalid collection name: ${JSON.stringify(name)}`);
  }
}

/** Top-level field names, as `update` may set. */
export function assertFieldName(name: string): void {
  if (!FIELD_NAME.test(name) || name === '_id') {
    throw new Error(`invalid field name: ${JSON.stringify(name)}`);
  }
}

export function assertFieldPath(path: string): void {
  if (!FIELD_PATH.test(path)) throw new Error(`invalid field path: ${JSON.stringify(path)}`);
}

export const quoteIdentifier = (name: string): string => `"${name}"`;

/** The SQL expression that reads a field: `_id` is the primary-key column, the rest lives in the JSON. */
export function fieldExpression(path: string): string {
  assertFieldPath(path);
  return path === '_id' ? '_id' : `json_extract(doc, '$.${path}')`;
}

const jsonType = (path: string): string => `json_type(doc, '$.${path}')`;

/**
 * Equality with MongoDB's semantics for scalars: `null` matches a null or missing field, and the JSON type
 * must agree, because `json_extract` returns `true` as 1 and an object as its JSON text.
 */
function equals(path: string, value: Scalar, params: unknown[]): string {
  const expr = fieldExpression(path);
  if (path === '_id') {
    if (typeof value !== 'string') return '0';
    params.push(value);
    return '_id = ?';
  }
  if (value === null) return `${expr} IS NULL`;
  switch (typeof value) {
    case 'boolean':
      return `(${expr} = ${value ? 1 : 0} AND ${jsonType(path)} = '${value}')`;
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`filter on ${path}: numbers must be finite`);
      params.push(value);
      return `(${expr} = ? AND ${jsonType(path)} IN ('integer', 'real'))`;
    case 'string':
      params.push(value);
      return `(${expr} = ? AND ${jsonType(path)} = 'text')`;
    default:
      throw new Error(`filter on ${path}: unsupported value ${JSON.stringify(value)}`);
  }
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Builds the WHERE condition for a filter; an empty filter matches everything. */
export function whereClause(filter: Filter): SqlFragment {
  const params: unknown[] = [];
  const conditions = Object.entries(filter).map(([path, condition]) => {
    if (isScalar(condition)) return equals(path, condition, params);
    const keys = Object.keys(condition);
    // Anything beyond `$in` would silently mean something else on MongoDB, so it is refused.
    if (keys.length !== 1 || keys[0] !== '$in' || !Array.isArray(condition.$in)) {
      throw new Error(`filter on ${path}: only a scalar or { $in: [...] } is supported`);
    }
    if (!condition.$in.every(isScalar)) throw new Error(`filter on ${path}: $in takes scalars only`);
    if (condition.$in.length === 0) return '0';
    return `(${condition.$in.map((value) => equals(path, value, params)).join(' OR ')})`;
  });
  return { sql: conditions.length > 0 ? conditions.join(' AND ') : '1', params };
}

function assertCount(name: string, value: number | undefined): void {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) {
    throw new Error(`${name} must be a non-negative integer, got ${value}`);
  }
}

/** ORDER BY / LIMIT / OFFSET for find options; ties are broken by `_id` ascending, as on MongoDB. */
export function pagingClause(options: FindOptions): SqlFragment {
  assertCount('limit', options.limit);
  assertCount('skip', options.skip);
  let sql = '';
  if (options.sort) {
    const descending = options.sort.startsWith('-');
    const path = descending ? options.sort.slice(1) : options.sort;
    const direction = descending ? 'DESC' : 'ASC';
    sql +=
      path === '_id'
        ? ` ORDER BY _id ${direction}`
        : ` ORDER BY ${fieldExpression(path)} ${direction}, _id ASC`;
  }
  const params: unknown[] = [];
  if (options.limit !== undefined || options.skip !== undefined) {
    sql += ' LIMIT ? OFFSET ?';
    params.push(options.limit ?? -1, options.skip ?? 0);
  }
  return { sql, params };
}
