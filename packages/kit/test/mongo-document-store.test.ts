/**
 * What the document store contract cannot see from the outside: indexes as the server holds them, the
 * wording of errors, single-document writes as atomic as MongoDB's, and calls while the server is away (a TCP proxy in
 * front of the test server stands in for a server going down and coming back).
 */
import { freePort } from '@storybook-app/test-servers';
import mongoose from 'mongoose';
import pino from 'pino';
import { openMongoDocumentStore } from '../src/adapters/production';
import { writesAtomicallyOn } from '../src/adapters/mongo-document-store';
import type { MongoDocumentStoreOptions } from '../src/adapters/production';
import { DuplicateKeyError } from '../src/ports/document-store';
import type { Doc, DocumentStore } from '../src/ports/document-store';
import { uniqueName } from './contracts/helpers';
import { eventually } from '../src/testing';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { testServer } from './contracts/servers';

interface User extends Doc {
  email: string;
  name?: string;
  n?: number;
  [field: string]: unknown;
}

const database = uniqueName('mongo_adapter');
const open = (options: Partial<MongoDocumentStoreOptions> = {}): Promise<DocumentStore> =>
  openMongoDocumentStore({ url: testServer('MONGO_URL'), database, ...options });

/** A second, plain connection to look at what the adapter left on the server. */
let inspect: mongoose.Connection;
let store: DocumentStore;

beforeAll(async () => {
  inspect = await mongoose
    .createConnection(testServer('MONGO_URL'), { dbName: database, serverSelectionTimeoutMS: 5000 })
    .asPromise();
  store = await open();
});

afterAll(async () => {
  await store?.close();
  await inspect?.dropDatabase();
  await inspect?.close();
});

async function rejection(call: Promise<unknown>): Promise<Error> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: Error) => error,
  );
}

describe('mongo document store', () => {
  it('creates the declared indexes on the server when a collection is opened', async () => {
    const name = uniqueName('c');
    await store.collection<User>(name, {
      indexes: [{ fields: ['email'], unique: true }, { fields: ['name', 'nested.city'] }],
    });
    const indexes = await inspect.db!.collection(name).indexes();
    const byName = Object.fromEntries(indexes.map((index) => [index.name, index]));
    expect(byName['email_1']).toMatchObject({ key: { email: 1 }, unique: true });
    expect(byName['name_1_nested.city_1']).toMatchObject({ key: { name: 1, 'nested.city': 1 } });
    expect(byName['name_1_nested.city_1'].unique).toBeFalsy();
    // Opening again with the same declaration changes nothing.
    await store.collection<User>(name, { indexes: [{ fields: ['email'], unique: true }] });
    expect(await inspect.db!.collection(name).indexes()).toHaveLength(3);
  });

  it('creates a collection without indexes at once', async () => {
    const name = uniqueName('c');
    await store.collection(name);
    const names = (await inspect.db!.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain(name);
  });

  it('refuses to run with an index whose options differ from the declared ones', async () => {
    const name = uniqueName('c');
    await store.collection<User>(name, { indexes: [{ fields: ['email'] }] });
    await expect(
      store.collection<User>(name, { indexes: [{ fields: ['email'], unique: true }] }),
    ).rejects.toThrow(/email_1/);
  });

  it('names the clashing fields, never their values, for insert, update and upsert', async () => {
    const users = await store.collection<User>(uniqueName('users'), {
      indexes: [
        { fields: ['email'], unique: true },
        { fields: ['name', 'n'], unique: true },
      ],
    });
    const secret = 'ada.lovelace@example.com';
    await users.insert({ _id: 'a', email: secret, name: 'Ada Lovelace', n: 1 });
    await users.insert({ _id: 'b', email: 'b@example.com', name: 'Bob', n: 1 });

    const errors = [
      await rejection(users.insert({ _id: 'a', email: 'other@example.com' })),
      await rejection(users.insert({ _id: 'c', email: secret })),
      await rejection(users.insert({ _id: 'c', email: 'c@example.com', name: 'Ada Lovelace', n: 1 })),
      await rejection(users.update('b', { email: secret })),
      await rejection(users.update('b', { name: 'Ada Lovelace' })),
      await rejection(users.upsert({ _id: 'd', email: secret })),
      await rejection(users.upsert({ _id: 'b', email: 'b@example.com', name: 'Ada Lovelace', n: 1 })),
    ];
    expect(errors.map((error) => error instanceof DuplicateKeyError && error.key)).toEqual([
      '_id',
      'email',
      'name,n',
      'email',
      'name,n',
      'email',
      'name,n',
    ]);
    // Every clashing value holds 'lovelace' or 'example.com'; not 'ada', which a random hex collection name may.
    for (const error of errors) {
      expect(`${error.message} ${JSON.stringify(error)}`).not.toMatch(/lovelace|example\.com/i);
    }
    // Nothing was written by the failed calls.
    expect(await users.get('b')).toEqual({ _id: 'b', email: 'b@example.com', name: 'Bob', n: 1 });
    expect(await users.count({})).toBe(2);
  });

  it('returns plain objects with no mongoose fields', async () => {
    const name = uniqueName('c');
    const items = await store.collection<User>(name);
    await items.insert({ _id: 'p', email: 'e', skip: undefined });
    await items.upsert({ _id: 'q', email: 'f', skip: undefined });
    const doc = await items.get('p');
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype);
    expect(doc).toStrictEqual({ _id: 'p', email: 'e' });
    // Undefined values are left out, as JSON would, not stored as null.
    expect(await inspect.db!.collection(name).findOne({ _id: 'q' as never })).toStrictEqual({
      _id: 'q',
      email: 'f',
    });
  });

  it('refuses names, operators and paging it does not support, like the SQLite adapter', async () => {
    await expect(store.collection('bad-name')).rejects.toThrow(/invalid collection name/);
    await expect(store.collection('sqlite_master')).rejects.toThrow(/invalid collection name/);
    await expect(store.collection('x', { indexes: [{ fields: ['$where'] }] })).rejects.toThrow(
      /invalid field path/,
    );
    const items = await store.collection<User>(uniqueName('c'));
    const filter = { n: { $gt: 1 } } as unknown as { n: number };
    await expect(items.find(filter)).rejects.toThrow(/only a scalar or \{ \$in/);
    await expect(items.find({ $where: 'true' })).rejects.toThrow(/invalid field path/);
    await expect(items.find({ n: { $in: [{ $gt: 1 }] } } as never)).rejects.toThrow(/scalars only/);
    await expect(items.find({ n: Number.NaN })).rejects.toThrow(/finite/);
    await expect(items.find({}, { sort: '-n;' })).rejects.toThrow(/invalid field path/);
    // MongoDB reads a limit of 0 as "no limit": refused rather than answered with everything.
    await expect(items.find({}, { limit: 0 })).rejects.toThrow(/limit/);
    await expect(items.find({}, { skip: -1 })).rejects.toThrow(/skip/);
    await expect(items.update('x', { ['a.b' as 'n']: 1 })).rejects.toThrow(/invalid field name/);
    await expect(items.update('x', { ['$inc' as 'n']: 1 })).rejects.toThrow(/invalid field name/);
    // An id parsed from JSON could be an object, which MongoDB would read as an operator.
    const hostileId = { $ne: null } as unknown as string;
    await expect(items.get(hostileId)).rejects.toThrow(/must be a string/);
    await expect(items.update(hostileId, { n: 1 })).rejects.toThrow(/must be a string/);
    await expect(items.delete(hostileId)).rejects.toThrow(/must be a string/);
  });

  it('treats values that look like operators as plain values', async () => {
    const items = await store.collection<User>(uniqueName('c'));
    await items.insert({ _id: '$gt', email: '$ne' });
    expect(await items.find({ email: '$ne' })).toHaveLength(1);
    expect(await items.find({ _id: { $in: ['$gt'] } })).toHaveLength(1);
    expect(await items.find({ _id: 1 as never })).toHaveLength(0);
  });

  // The store writes as on MongoDB, with no lock of its own: the tests' FerretDB build runs a document's
  // read and write-back as one step (packages/test-servers/src/ferretdb-atomic-writes.ts). On upstream
  // FerretDB 1.24 the first fails (2 to 8 of 16 compare-and-sets won a round).
  describe('single-document writes, atomic as on MongoDB', () => {
    it('lets one compare-and-set win across store instances, as across processes, round after round', async () => {
      const name = uniqueName('c');
      const other = await open();
      try {
        const mine = await store.collection<User>(name);
        const theirs = await other.collection<User>(name);
        // A race: one round may show one winner by luck, so twenty.
        for (let round = 0; round < 20; round += 1) {
          await mine.insert({ _id: `cas${round}`, email: 'e', n: 0 });
          const results = await Promise.all(
            Array.from({ length: 16 }, (_, i) =>
              (i % 2 ? mine : theirs).update(`cas${round}`, { n: i + 1 }, { n: 0 }),
            ),
          );
          expect(results.filter(Boolean)).toHaveLength(1);
          expect((await mine.get(`cas${round}`))?.n).toBe(results.indexOf(true) + 1);
        }
      } finally {
        await other.close();
      }
    });

    it('keeps every one of many concurrent updates of different fields, across store instances', async () => {
      const name = uniqueName('c');
      const other = await open();
      try {
        const [mine, theirs] = [await store.collection<User>(name), await other.collection<User>(name)];
        await mine.insert({ _id: 'many', email: 'e' });
        const fields = Array.from({ length: 48 }, (_, i) => `f${i}`);
        await Promise.all(fields.map((field, i) => (i % 2 ? mine : theirs).update('many', { [field]: i })));
        const doc = await mine.get('many');
        fields.forEach((field, i) => expect(doc).toHaveProperty(field, i));
      } finally {
        await other.close();
      }
    });

    it('leaves one of many concurrent upserts of a new document, across store instances', async () => {
      const name = uniqueName('c');
      const other = await open();
      try {
        const mine = await store.collection<User>(name);
        const theirs = await other.collection<User>(name);
        await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? mine : theirs).upsert({ _id: 'u', email: `e${i}` })),
        );
        expect(await mine.count({})).toBe(1);
        expect((await mine.get('u'))?.email).toMatch(/^e[0-7]$/);
      } finally {
        await other.close();
      }
    });

    it('writes in one command each: an upsert, an update, a compare-and-set', async () => {
      const commands: Array<{ msg?: string; command?: string; collection?: string }> = [];
      const traced = await open({
        logger: pino({ level: 'trace' }, { write: (line: string) => void commands.push(JSON.parse(line)) }),
      });
      try {
        const name = uniqueName('c');
        const items = await traced.collection<User>(name, { indexes: [{ fields: ['email'], unique: true }] });
        const sent = (): string[] =>
          commands
            .filter((line) => line.msg === 'store command')
            .map((line) => `${line.command} ${line.collection}`);
        const before = sent().length;
        await items.upsert({ _id: 'new', email: 'a' });
        await items.upsert({ _id: 'new', email: 'b', n: 1 });
        await items.update('new', { n: 2 }, { n: 1 });
        expect(sent().slice(before)).toEqual([`update ${name}`, `update ${name}`, `update ${name}`]);
        expect(await items.get('new')).toEqual({ _id: 'new', email: 'b', n: 2 });
        // A clash on another index is reported by the field it clashed on.
        await items.insert({ _id: 'other', email: 'c' });
        await expect(items.upsert({ _id: 'third', email: 'c' })).rejects.toMatchObject({ key: 'email' });
      } finally {
        await traced.close();
      }
    });

    it('opens on MongoDB and on FerretDB builds that write atomically, and refuses upstream FerretDB 1.x', async () => {
      const info = await inspect.db!.admin().command({ buildInfo: 1 });
      if (typeof info.ferretdbVersion === 'string')
        expect(writesAtomicallyOn(info.ferretdbVersion)).toBe(true);
      expect(writesAtomicallyOn('v1.24.2')).toBe(false);
      expect(writesAtomicallyOn('1.24.2')).toBe(false);
      expect(writesAtomicallyOn('v1.24.2-atomic-writes')).toBe(true);
      expect(writesAtomicallyOn('v2.7.0')).toBe(true);
    });
  });

  // The tests' FerretDB build hands SQLite the filter's plain conditions, where upstream FerretDB 1.24 read
  // every document of the collection for any filter but `{_id}` (packages/test-servers/src/
  // ferretdb-filter-pushdown.ts). What it finds must not change: a superset goes to SQLite, the filter decides.
  describe('filters on the test server, found as MongoDB finds them', () => {
    const docs = [
      { _id: 'a', tag: 'x' },
      { _id: 'b', tag: ['y', 'x'] },
      { _id: 'c', tag: 'y' },
      { _id: 'd', tag: 'x<&>"' },
      { _id: 'e', tag: 'żółw' },
      { _id: 'f', tag: 5 },
      { _id: 'g', other: 'x' },
      { _id: 'h', tag: { x: 1 } },
    ];
    let tags: mongoose.mongo.Collection<{ _id: string; tag?: unknown; other?: string }>;

    beforeAll(async () => {
      tags = inspect.db!.collection(uniqueName('tags'));
      await tags.createIndex({ tag: 1 });
      await tags.insertMany(docs);
    });

    const ids = async (filter: mongoose.mongo.Filter<{ _id: string; tag?: unknown }>) =>
      (await tags.find(filter).toArray()).map((doc) => doc._id).sort();

    it('finds by a string, in arrays too, by _id and by a list of ids, as MongoDB does', async () => {
      expect(await ids({ tag: 'x' })).toEqual(['a', 'b']);
      expect(await ids({ tag: 'y' })).toEqual(['b', 'c']);
      expect(await ids({ tag: 'x<&>"' })).toEqual(['d']);
      expect(await ids({ tag: 'żółw' })).toEqual(['e']);
      expect(await ids({ tag: 5 })).toEqual(['f']);
      expect(await ids({ tag: 'X' })).toEqual([]);
      expect(await ids({ _id: 'a' })).toEqual(['a']);
      expect(await ids({ _id: { $in: ['a', 'c', 'zz'] } })).toEqual(['a', 'c']);
      expect(await ids({ _id: { $in: ['b', 'c'] }, tag: 'x' })).toEqual(['b']);
      expect(await ids({ _id: 'a', tag: 'y' })).toEqual([]);
      expect(await ids({ tag: 'x', other: 'x' })).toEqual([]);
      expect(await ids({ tag: { $in: ['y', 5] } })).toEqual(['b', 'c', 'f']);
      expect(await tags.countDocuments({ tag: 'x' })).toBe(2);
    });

    it('updates and deletes what the filter matches, and nothing else', async () => {
      const name = uniqueName('tagged');
      const items = inspect.db!.collection<{ _id: string; tag: unknown; n?: number }>(name);
      await items.insertMany(docs.map(({ _id, tag }) => ({ _id, tag })));
      expect((await items.updateOne({ _id: 'a', tag: 'y' }, { $set: { n: 1 } })).modifiedCount).toBe(0);
      expect((await items.updateOne({ _id: 'a', tag: 'x' }, { $set: { n: 1 } })).modifiedCount).toBe(1);
      expect((await items.updateMany({ tag: 'x' }, { $inc: { n: 1 } })).modifiedCount).toBe(2);
      expect((await items.deleteMany({ tag: 'y' })).deletedCount).toBe(2);
      const left = await items.find().sort({ _id: 1 }).toArray();
      expect(left.map((doc) => [doc._id, doc.n])).toEqual([
        ['a', 2],
        ['d', undefined],
        ['e', undefined],
        ['f', undefined],
        ['g', undefined],
        ['h', undefined],
      ]);
    });

    it("hands SQLite the plain conditions, served by the field's index", async () => {
      const info = await inspect.db!.admin().command({ buildInfo: 1 });
      if (typeof info.ferretdbVersion !== 'string') return; // MongoDB: its own planner
      const explain = async (filter: mongoose.mongo.Filter<{ _id: string; tag?: unknown }>) => {
        const plan = (await tags.find(filter).explain()) as {
          filterPushdown: boolean;
          queryPlanner: { Plan: string[] };
        };
        return {
          pushed: plan.filterPushdown,
          indexed: plan.queryPlanner.Plan.some((step) => step.includes('USING INDEX')),
        };
      };
      for (const filter of [{ _id: 'a' }, { _id: { $in: ['a', 'b'] } }, { tag: 'x' }, { _id: 'a', tag: 'x' }])
        expect(await explain(filter)).toEqual({ pushed: true, indexed: true });
      // Not the plain equality of a string or an id: read in full and filtered, as before.
      for (const filter of [{ tag: 5 }, { tag: { $gt: 'a' } }, { tag: 'x<&>"' }])
        expect(await explain(filter)).toEqual({ pushed: false, indexed: false });
    });
  });

  it('answers ping false and rejects calls once closed', async () => {
    const own = await open();
    const items = await own.collection<User>(uniqueName('c'));
    await own.close();
    await own.close();
    expect(await own.ping()).toBe(false);
    await expect(items.get('x')).rejects.toThrow(/closed/);
    await expect(items.insert({ _id: 'x', email: 'e' })).rejects.toThrow(/closed/);
    await expect(own.collection('other')).rejects.toThrow(/closed/);
  });

  it('fails to open within its timeout when no server listens', async () => {
    const started = Date.now();
    const error = await rejection(
      openMongoDocumentStore({
        url: `mongodb://user:hunter2@127.0.0.1:${await freePort()}`,
        database,
        serverSelectionTimeoutMs: 1000,
      }),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error.message).toMatch(/document store unavailable: MongoDB at 127\.0\.0\.1:\d+/);
    expect(error.message).not.toContain('hunter2');
  });

  describe('while the server goes away and comes back', () => {
    let proxy: TcpProxy;
    let viaProxy: DocumentStore;

    beforeAll(async () => {
      proxy = await proxyTo(new URL(testServer('MONGO_URL')), 27017);
      viaProxy = await openMongoDocumentStore({
        url: `mongodb://127.0.0.1:${proxy.port}`,
        database,
        serverSelectionTimeoutMs: 1500,
        readRetryMs: 1000,
        pingTimeoutMs: 1000,
      });
    });

    afterAll(async () => {
      await viaProxy?.close();
      await proxy?.stop();
    });

    it('fails calls quickly with a clear error, then works again', async () => {
      const items = await viaProxy.collection<User>(uniqueName('c'), {
        indexes: [{ fields: ['email'], unique: true }],
      });
      await items.insert({ _id: 'a', email: 'e', n: 0 });
      expect(await viaProxy.ping()).toBe(true);

      await proxy.stop();
      const started = Date.now();
      expect(await viaProxy.ping()).toBe(false);
      const errors = await Promise.all([
        rejection(items.get('a')),
        rejection(items.insert({ _id: 'b', email: 'f' })),
        rejection(items.update('a', { n: 1 })),
      ]);
      for (const error of errors) {
        expect(error.message).toMatch(
          new RegExp(`document store unavailable: MongoDB at 127\\.0\\.0\\.1:${proxy.port}`),
        );
      }
      expect(Date.now() - started).toBeLessThan(8000);

      await proxy.start();
      await eventually('ping to answer true again', () => viaProxy.ping(), {
        timeoutMs: 15000,
        intervalMs: 200,
      });
      expect(await items.get('a')).toMatchObject({ n: 0 });
      expect(await items.update('a', { n: 1 }, { n: 0 })).toBe(true);
      await expect(items.insert({ _id: 'c', email: 'e' })).rejects.toMatchObject({ key: 'email' });
    }, 30000);

    it('answers reads (get, findOne, find, count) made during a short outage once the server is back, within their retry time', async () => {
      const lines: string[] = [];
      const logged = await openMongoDocumentStore({
        url: `mongodb://127.0.0.1:${proxy.port}`,
        database,
        serverSelectionTimeoutMs: 1000,
        readRetryMs: 4000,
        logger: pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) }),
      });
      try {
        const items = await logged.collection<User>(uniqueName('c'));
        await items.insert({ _id: 'a', email: 'e', n: 7 });
        await proxy.stop();
        const started = Date.now();
        const reading = Promise.all([
          items.get('a'),
          items.findOne({ email: 'e' }),
          items.find({ n: 7 }),
          items.count({ email: 'e' }),
        ]);
        // Back only after the reads' first attempts gave up: the answers come from retries.
        await eventually(
          'the reads retried',
          () => lines.filter((line) => line.includes('trying again')).length >= 4,
          { timeoutMs: 5000, intervalMs: 50 },
        );
        await proxy.start();
        const [got, found, all, count] = await reading;
        expect(got).toMatchObject({ n: 7 });
        expect(found).toMatchObject({ n: 7 });
        expect(all).toHaveLength(1);
        expect(count).toBe(1);
        expect(Date.now() - started).toBeLessThan(4000 + 1000 + 1000);
      } finally {
        await logged.close();
      }
    }, 30000);
  });
});

const proxyTo = (target: URL, defaultPort: number): Promise<TcpProxy> =>
  startTcpProxy(target.hostname, Number(target.port) || defaultPort);
