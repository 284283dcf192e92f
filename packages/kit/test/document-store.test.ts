import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { openSqliteDocumentStore } from '../src/adapters/embedded';
import { openMongoDocumentStore } from '../src/adapters/production';
import type { DocumentStore } from '../src/ports/document-store';
import { describeDocumentStoreContract } from './contracts/document-store.contract';
import { uniqueName } from './contracts/helpers';
import { testServer } from './contracts/servers';

const dir = mkdtempSync(join(tmpdir(), 'kit-sqlite-'));
// A sub-folder that does not exist yet: opening the store must create it.
const file = join(dir, 'data', 'store.db');

describeDocumentStoreContract(
  'sqlite',
  async () => openSqliteDocumentStore({ file }),
  async () => rmSync(dir, { recursive: true, force: true }),
  { persistent: true },
);

// One database for the whole run: the persistence test closes the store and opens it again on the same data.
const mongoDatabase = uniqueName('contract');

describeDocumentStoreContract(
  'mongo',
  async () => openMongoDocumentStore({ url: testServer('MONGO_URL'), database: mongoDatabase }),
  async () => {
    const connection = await mongoose
      .createConnection(testServer('MONGO_URL'), { dbName: mongoDatabase, serverSelectionTimeoutMS: 5000 })
      .asPromise();
    try {
      await connection.dropDatabase();
    } finally {
      await connection.close();
    }
  },
  { persistent: true },
);

describe('sqlite document store', () => {
  let store: DocumentStore;

  beforeEach(() => {
    store = openSqliteDocumentStore({ file: ':memory:' });
  });

  afterEach(async () => {
    await store.close();
  });

  it.each(['bad-name', 'x"; DROP TABLE y; --', '1abc', '', 'sqlite_master'])(
    'refuses the collection name %j',
    async (name) => {
      await expect(store.collection(name)).rejects.toThrow(/invalid collection name/);
    },
  );

  it('refuses field names that could reach SQL text', async () => {
    const items = await store.collection<{ _id: string; n: number }>('items');
    await expect(items.find({ "n') OR 1=1 --": 1 })).rejects.toThrow(/invalid field path/);
    await expect(items.find({}, { sort: '-n;' })).rejects.toThrow(/invalid field path/);
    await expect(items.update('x', { ['a.b' as 'n']: 1 })).rejects.toThrow(/invalid field name/);
    await expect(store.collection('other', { indexes: [{ fields: ["x')"] }] })).rejects.toThrow(
      /invalid field path/,
    );
  });

  it('treats hostile values as plain values', async () => {
    const items = await store.collection<{ _id: string; name: string }>('items');
    const name = "x' OR '1'='1";
    await items.insert({ _id: "'; DROP TABLE items; --", name });
    expect(await items.find({ name })).toHaveLength(1);
    expect(await items.find({ name: 'x' })).toHaveLength(0);
  });

  it('refuses filter operators it does not support', async () => {
    const items = await store.collection<{ _id: string; n: number }>('items');
    const filter = { n: { $gt: 1 } } as unknown as { n: number };
    await expect(items.find(filter)).rejects.toThrow(/only a scalar or \{ \$in/);
    await expect(items.find({}, { limit: -1 })).rejects.toThrow(/limit/);
  });

  it('reports a unique clash from update and upsert as DuplicateKeyError', async () => {
    const items = await store.collection<{ _id: string; email: string }>('users', {
      indexes: [{ fields: ['email'], unique: true }],
    });
    await items.insert({ _id: 'a', email: 'a@example.com' });
    await items.insert({ _id: 'b', email: 'b@example.com' });
    await expect(items.update('b', { email: 'a@example.com' })).rejects.toMatchObject({
      name: 'DuplicateKeyError',
      key: 'email',
    });
    await expect(items.upsert({ _id: 'c', email: 'a@example.com' })).rejects.toMatchObject({
      name: 'DuplicateKeyError',
    });
  });

  it('answers ping false once closed and rejects further calls', async () => {
    const items = await store.collection<{ _id: string }>('items');
    await store.close();
    expect(await store.ping()).toBe(false);
    await expect(items.get('x')).rejects.toThrow();
  });
});
