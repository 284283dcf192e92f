/**
 * The document store contract: every adapter (SQLite, MongoDB) runs this same suite. Each test uses its own
 * collection, so the suite can share a real server with other runs.
 */
import { DuplicateKeyError } from '../../src/ports/document-store';
import type { Collection, CollectionSpec, Doc, DocumentStore } from '../../src/ports/document-store';
import { uniqueName } from './helpers';

export interface DocumentStoreContractOptions {
  /** The adapter keeps data across `close` and a new `open` (a file or a server, not `:memory:`). */
  persistent?: boolean;
}

interface Item extends Doc {
  name: string;
  n: number;
  flag?: unknown;
  tag?: string | null;
  nested?: { city: string; zip?: number };
  list?: number[];
}

const ids = (docs: Doc[]): string[] => docs.map((doc) => doc._id);

async function expectDuplicateKey(write: Promise<unknown>, collection: string, key: string): Promise<void> {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DuplicateKeyError);
  expect(error).toMatchObject({ collection, key });
}

export function describeDocumentStoreContract(
  adapterName: string,
  open: () => Promise<DocumentStore>,
  cleanup?: () => Promise<void>,
  options: DocumentStoreContractOptions = {},
): void {
  describe(`document store [${adapterName}]`, () => {
    let store: DocumentStore;

    beforeAll(async () => {
      store = await open();
    });

    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    async function fresh<T extends Doc = Item>(
      spec?: CollectionSpec,
    ): Promise<Collection<T> & { name: string }> {
      const name = uniqueName('c');
      return Object.assign(await store.collection<T>(name, spec), { name });
    }

    async function seeded(docs: Item[], spec?: CollectionSpec): Promise<Collection<Item>> {
      const items = await fresh(spec);
      for (const doc of docs) await items.insert(doc);
      return items;
    }

    it('answers ping while open', async () => {
      expect(await store.ping()).toBe(true);
    });

    describe('insert and get', () => {
      it('reads a document back exactly as it was stored', async () => {
        const items = await fresh();
        const doc: Item = {
          _id: 'a1',
          name: 'Åsa 🐉 "quoted" \'single\'',
          n: 0.1 + 0.2,
          flag: false,
          tag: null,
          nested: { city: 'Oslo', zip: 150 },
          list: [3, 1, 2],
        };
        await items.insert(doc);
        expect(await items.get('a1')).toEqual(doc);
      });

      it('answers null for an unknown id', async () => {
        const items = await fresh();
        expect(await items.get('missing')).toBeNull();
      });

      it('rejects a second document with the same _id, keeping the first', async () => {
        const items = await fresh();
        await items.insert({ _id: 'x', name: 'first', n: 1 });
        await expectDuplicateKey(items.insert({ _id: 'x', name: 'second', n: 2 }), items.name, '_id');
        expect(await items.get('x')).toEqual({ _id: 'x', name: 'first', n: 1 });
      });

      it('enforces a unique index and allows duplicates on a plain one', async () => {
        const items = await fresh({ indexes: [{ fields: ['name'], unique: true }, { fields: ['n'] }] });
        await items.insert({ _id: 'a', name: 'ada', n: 1 });
        await items.insert({ _id: 'b', name: 'bob', n: 1 });
        await expectDuplicateKey(items.insert({ _id: 'c', name: 'ada', n: 2 }), items.name, 'name');
        expect(await items.get('c')).toBeNull();
        expect(await items.count({ n: 1 })).toBe(2);
      });

      it('enforces a unique index over several fields, one of them dotted', async () => {
        const items = await fresh({ indexes: [{ fields: ['name', 'nested.city'], unique: true }] });
        await items.insert({ _id: 'a', name: 'ada', n: 1, nested: { city: 'Oslo' } });
        await items.insert({ _id: 'b', name: 'ada', n: 1, nested: { city: 'Rome' } });
        await items.insert({ _id: 'c', name: 'bob', n: 1, nested: { city: 'Oslo' } });
        const clash = items.insert({ _id: 'd', name: 'ada', n: 2, nested: { city: 'Oslo' } });
        await expectDuplicateKey(clash, items.name, 'name,nested.city');
      });

      it('keeps declared indexes when a collection is opened again', async () => {
        const spec: CollectionSpec = { indexes: [{ fields: ['name'], unique: true }] };
        const first = await fresh(spec);
        await first.insert({ _id: 'a', name: 'ada', n: 1 });
        const again = await store.collection<Item>(first.name, spec);
        expect(await again.get('a')).toEqual({ _id: 'a', name: 'ada', n: 1 });
        await expectDuplicateKey(again.insert({ _id: 'b', name: 'ada', n: 1 }), first.name, 'name');
      });

      it('opens a collection with several indexes again, as every restart does', async () => {
        const spec: CollectionSpec = {
          indexes: [
            { fields: ['name'], unique: true },
            { fields: ['n', 'tag'] },
            { fields: ['nested.city'] },
          ],
        };
        const first = await fresh(spec);
        await first.insert({ _id: 'a', name: 'ada', n: 1 });
        const again = await store.collection<Item>(first.name, spec);
        expect(await again.get('a')).toEqual({ _id: 'a', name: 'ada', n: 1 });
        await expectDuplicateKey(again.insert({ _id: 'b', name: 'ada', n: 2 }), first.name, 'name');
      });
    });

    describe('insert missing', () => {
      it('inserts the documents not there yet in one call and leaves those that are as they were', async () => {
        const items = await fresh();
        await items.insert({ _id: 'b', name: 'kept', n: 1 });
        const inserted = await items.insertMissing([
          { _id: 'a', name: 'ada', n: 2 },
          { _id: 'b', name: 'replaced?', n: 3 },
          { _id: 'c', name: 'cy', n: 4, nested: { city: 'Oslo' } },
        ]);
        expect(inserted).toBe(2);
        expect(await items.find({}, { sort: 'n' })).toEqual([
          { _id: 'b', name: 'kept', n: 1 },
          { _id: 'a', name: 'ada', n: 2 },
          { _id: 'c', name: 'cy', n: 4, nested: { city: 'Oslo' } },
        ]);
        expect(await items.insertMissing([{ _id: 'a', name: 'again', n: 5 }])).toBe(0);
        expect(await items.insertMissing([])).toBe(0);
        expect(await items.get('a')).toEqual({ _id: 'a', name: 'ada', n: 2 });
      });

      it('leaves out a document that clashes on a unique index', async () => {
        const items = await fresh({ indexes: [{ fields: ['name'], unique: true }] });
        await items.insert({ _id: 'a', name: 'ada', n: 1 });
        expect(
          await items.insertMissing([
            { _id: 'b', name: 'ada', n: 2 },
            { _id: 'c', name: 'cy', n: 3 },
          ]),
        ).toBe(1);
        expect(await items.get('b')).toBeNull();
        expect(await items.get('c')).toEqual({ _id: 'c', name: 'cy', n: 3 });
      });
    });

    describe('find', () => {
      const people: Item[] = [
        { _id: 'p1', name: 'ada', n: 3, flag: true, tag: 'x', nested: { city: 'Oslo', zip: 1 } },
        { _id: 'p2', name: 'bob', n: 1, flag: false, tag: null, nested: { city: 'Rome', zip: 2 } },
        { _id: 'p3', name: 'cy', n: 2, flag: 1, nested: { city: 'Oslo', zip: 3 } },
        { _id: 'p4', name: 'di', n: 10, flag: 'true', tag: 'y' },
      ];

      it('matches equality on strings and numbers, all conditions together', async () => {
        const items = await seeded(people);
        expect(ids(await items.find({ name: 'bob' }))).toEqual(['p2']);
        expect(ids(await items.find({ n: 10 }))).toEqual(['p4']);
        expect(ids(await items.find({ n: 3, name: 'ada' }))).toEqual(['p1']);
        expect(await items.find({ n: 3, name: 'bob' })).toEqual([]);
        expect(await items.find({ name: '3' })).toEqual([]);
        expect(ids(await items.find({}, { sort: '_id' }))).toEqual(['p1', 'p2', 'p3', 'p4']);
      });

      it('matches null on null and missing fields only', async () => {
        const items = await seeded(people);
        expect(ids(await items.find({ tag: null }, { sort: '_id' }))).toEqual(['p2', 'p3']);
      });

      it('tells booleans apart from numbers and strings', async () => {
        const items = await seeded(people);
        expect(ids(await items.find({ flag: true }))).toEqual(['p1']);
        expect(ids(await items.find({ flag: false }))).toEqual(['p2']);
        expect(ids(await items.find({ flag: 1 }))).toEqual(['p3']);
        expect(ids(await items.find({ flag: 'true' }))).toEqual(['p4']);
      });

      it('matches any of the values given with $in, nothing for an empty list', async () => {
        const items = await seeded(people);
        expect(ids(await items.find({ name: { $in: ['ada', 'di', 'nobody'] } }, { sort: '_id' }))).toEqual([
          'p1',
          'p4',
        ]);
        expect(ids(await items.find({ n: { $in: [1, 2] } }, { sort: '_id' }))).toEqual(['p2', 'p3']);
        expect(ids(await items.find({ _id: { $in: ['p3', 'p1'] } }, { sort: '_id' }))).toEqual(['p1', 'p3']);
        expect(await items.find({ name: { $in: [] } })).toEqual([]);
      });

      it('reaches nested fields through dotted paths', async () => {
        const items = await seeded(people);
        expect(ids(await items.find({ 'nested.city': 'Oslo' }, { sort: '_id' }))).toEqual(['p1', 'p3']);
        expect(ids(await items.find({ 'nested.city': 'Oslo', 'nested.zip': 3 }))).toEqual(['p3']);
        expect(ids(await items.find({ 'nested.city': null }))).toEqual(['p4']);
      });

      it('finds one match or null', async () => {
        const items = await seeded(people);
        expect(await items.findOne({ name: 'cy' })).toEqual(people[2]);
        expect(['p1', 'p3']).toContain((await items.findOne({ 'nested.city': 'Oslo' }))?._id);
        expect(await items.findOne({ name: 'nobody' })).toBeNull();
      });

      it('counts matches', async () => {
        const items = await seeded(people);
        expect(await items.count({})).toBe(4);
        expect(await items.count({ 'nested.city': 'Oslo' })).toBe(2);
        expect(await items.count({ name: 'nobody' })).toBe(0);
      });
    });

    describe('sort and paging', () => {
      const rows: Item[] = [
        { _id: 'e', name: 'same', n: 2 },
        { _id: 'b', name: 'same', n: 10 },
        { _id: 'd', name: 'other', n: 2 },
        { _id: 'a', name: 'same', n: 1 },
        { _id: 'c', name: 'other', n: 10 },
      ];

      it('sorts numbers ascending and descending, breaking ties by _id ascending', async () => {
        const items = await seeded(rows);
        expect(ids(await items.find({}, { sort: 'n' }))).toEqual(['a', 'd', 'e', 'b', 'c']);
        expect(ids(await items.find({}, { sort: '-n' }))).toEqual(['b', 'c', 'd', 'e', 'a']);
      });

      it('sorts strings and _id, with a filter', async () => {
        const items = await seeded(rows);
        expect(ids(await items.find({}, { sort: '-name' }))).toEqual(['a', 'b', 'e', 'c', 'd']);
        expect(ids(await items.find({ name: 'same' }, { sort: '-_id' }))).toEqual(['e', 'b', 'a']);
      });

      it('pages with limit and skip', async () => {
        const items = await seeded(rows);
        expect(ids(await items.find({}, { sort: 'n', limit: 2 }))).toEqual(['a', 'd']);
        expect(ids(await items.find({}, { sort: 'n', skip: 2, limit: 2 }))).toEqual(['e', 'b']);
        expect(ids(await items.find({}, { sort: 'n', skip: 4 }))).toEqual(['c']);
        expect(await items.find({}, { sort: 'n', skip: 5, limit: 2 })).toEqual([]);
      });
    });

    describe('update', () => {
      it('sets the given fields, keeps the others and ignores undefined values', async () => {
        const items = await seeded([{ _id: 'u', name: 'ada', n: 1, tag: 'keep' }]);
        const changed = await items.update('u', {
          n: 2,
          tag: undefined,
          nested: { city: 'Oslo' },
          flag: null,
          list: [1],
        });
        expect(changed).toBe(true);
        expect(await items.get('u')).toEqual({
          _id: 'u',
          name: 'ada',
          n: 2,
          tag: 'keep',
          nested: { city: 'Oslo' },
          flag: null,
          list: [1],
        });
      });

      it('returns false for an unknown id and creates nothing', async () => {
        const items = await fresh();
        expect(await items.update('ghost', { n: 1 })).toBe(false);
        expect(await items.count({})).toBe(0);
      });

      it('changes the document only when every condition of where holds', async () => {
        const items = await seeded([{ _id: 'w', name: 'ada', n: 0, flag: true }]);
        expect(await items.update('w', { n: 5 }, { n: 1 })).toBe(false);
        expect(await items.update('w', { n: 5 }, { n: 0, flag: false })).toBe(false);
        expect(await items.get('w')).toEqual({ _id: 'w', name: 'ada', n: 0, flag: true });
        expect(await items.update('w', { n: 5 }, { n: { $in: [0, 1] }, flag: true })).toBe(true);
        expect(await items.get('w')).toEqual({ _id: 'w', name: 'ada', n: 5, flag: true });
      });

      it('lets exactly one of many concurrent compare-and-sets win', async () => {
        const items = await seeded([{ _id: 'cas', name: 'race', n: 0 }]);
        const results = await Promise.all(
          Array.from({ length: 20 }, () => items.update('cas', { n: 1 }, { n: 0 })),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await items.get('cas')).toEqual({ _id: 'cas', name: 'race', n: 1 });
      });
    });

    describe('update each', () => {
      it('applies each change whose conditions hold, leaves the others, and counts the changed', async () => {
        const items = await seeded([
          { _id: 'a', name: 'ada', n: 0 },
          { _id: 'b', name: 'bob', n: 0 },
          { _id: 'c', name: 'cy', n: 7 },
        ]);
        const changed = await items.updateEach([
          { id: 'a', set: { n: 1, tag: 'x' }, where: { n: 0 } },
          { id: 'b', set: { n: 2, tag: undefined } },
          { id: 'c', set: { n: 3 }, where: { n: 0 } },
          { id: 'ghost', set: { n: 4 } },
        ]);
        expect(changed).toBe(2);
        expect(await items.find({}, { sort: '_id' })).toEqual([
          { _id: 'a', name: 'ada', n: 1, tag: 'x' },
          { _id: 'b', name: 'bob', n: 2 },
          { _id: 'c', name: 'cy', n: 7 },
        ]);
        expect(await items.count({})).toBe(3);
        expect(await items.updateEach([])).toBe(0);
      });

      it('lets exactly one of many concurrent compare-and-sets win, within and across calls', async () => {
        const items = await seeded([{ _id: 'cas', name: 'race', n: 0 }]);
        const once = { id: 'cas', set: { n: 1 }, where: { n: 0 } };
        const results = await Promise.all(Array.from({ length: 10 }, () => items.updateEach([once, once])));
        expect(results.reduce((sum, changed) => sum + changed, 0)).toBe(1);
        expect(await items.get('cas')).toEqual({ _id: 'cas', name: 'race', n: 1 });
      });

      it('refuses a change that sets nothing', async () => {
        const items = await seeded([{ _id: 'a', name: 'ada', n: 0 }]);
        await expect(items.updateEach([{ id: 'a', set: { n: undefined } }])).rejects.toThrow('sets nothing');
      });
    });

    describe('upsert', () => {
      it('inserts a missing document and replaces an existing one whole', async () => {
        const items = await fresh();
        await items.upsert({ _id: 'up', name: 'ada', n: 1, tag: 'old' });
        expect(await items.get('up')).toEqual({ _id: 'up', name: 'ada', n: 1, tag: 'old' });
        await items.upsert({ _id: 'up', name: 'bob', n: 2 });
        expect(await items.get('up')).toEqual({ _id: 'up', name: 'bob', n: 2 });
        expect(await items.count({})).toBe(1);
      });
    });

    describe('delete', () => {
      it('deletes one document and says whether it existed', async () => {
        const items = await seeded([
          { _id: 'd1', name: 'ada', n: 1 },
          { _id: 'd2', name: 'bob', n: 1 },
        ]);
        expect(await items.delete('d1')).toBe(true);
        expect(await items.delete('d1')).toBe(false);
        expect(await items.get('d1')).toBeNull();
        expect(ids(await items.find({}))).toEqual(['d2']);
      });

      it('deletes every match of a filter and returns the count', async () => {
        const items = await seeded([
          { _id: 'm1', name: 'ada', n: 1 },
          { _id: 'm2', name: 'bob', n: 1 },
          { _id: 'm3', name: 'cy', n: 2 },
        ]);
        expect(await items.deleteMany({ n: 1 })).toBe(2);
        expect(await items.deleteMany({ n: 1 })).toBe(0);
        expect(ids(await items.find({}))).toEqual(['m3']);
      });

      it('frees a unique key for reuse', async () => {
        const items = await seeded([{ _id: 'k1', name: 'ada', n: 1 }], {
          indexes: [{ fields: ['name'], unique: true }],
        });
        await items.delete('k1');
        await items.insert({ _id: 'k2', name: 'ada', n: 1 });
        expect(ids(await items.find({ name: 'ada' }))).toEqual(['k2']);
      });
    });

    if (options.persistent) {
      it('keeps documents and indexes across close and reopen', async () => {
        const name = uniqueName('c');
        const spec: CollectionSpec = { indexes: [{ fields: ['name'], unique: true }] };
        const first = await open();
        await (await first.collection<Item>(name, spec)).insert({ _id: 'p', name: 'ada', n: 1 });
        await first.close();
        const second = await open();
        try {
          const items = await second.collection<Item>(name, spec);
          expect(await items.get('p')).toEqual({ _id: 'p', name: 'ada', n: 1 });
          await expectDuplicateKey(items.insert({ _id: 'q', name: 'ada', n: 2 }), name, 'name');
        } finally {
          await second.close();
        }
      });
    }
  });
}
