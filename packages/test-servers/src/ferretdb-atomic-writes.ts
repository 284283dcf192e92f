/**
 * Our change to FerretDB 1.24 before it is built: single-document writes made atomic, as MongoDB's are.
 *
 * FerretDB 1.x updates a document by reading it, changing it in Go and writing it back, with nothing held
 * between the two; so do findAndModify and a delete with a filter. Two compare-and-sets of one document can
 * then both win, and concurrent updates of different fields can undo one another (measured: 2 to 8 of 16
 * compare-and-sets won; on its PostgreSQL backend too, where 200 of 240 concurrent field updates were lost). The store adapter used to make up for it
 * with a lock document per write, a path production's MongoDB never runs. This patch runs those commands one
 * at a time inside the server instead, so the adapter writes as it does on MongoDB and the tests exercise that
 * path. Reads and inserts (atomic already, on a unique `_id`) are not held; SQLite takes one writer at a time
 * anyway. `packages/kit/test/mongo-document-store.test.ts` shows unlocked compare-and-sets and field updates
 * behave as on MongoDB.
 */
export interface SourcePatch {
  /** A file of the module, relative to its root. */
  file: string;
  /** Text found exactly once in the file (the install fails otherwise, naming the file). */
  find: string;
  replace: string;
}

/** Marks the build: its `buildInfo` answers this in `ferretdbVersion`, which is how the adapter tells it. */
export const ATOMIC_WRITES_BUILD = 'atomic-writes';

/** A file added to the handler's package. */
export const ONE_WRITE_AT_A_TIME_GO = `package handler

import "sync"

// writes is held by every command that reads a document and writes it back, so no other such command
// runs between its read and its write (Storybook's test build; see ferretdb-atomic-writes.ts there).
var writes sync.Mutex

func oneWriteAtATime(write func() error) error {
	writes.Lock()
	defer writes.Unlock()

	return write()
}
`;

export const FERRETDB_ATOMIC_WRITES: SourcePatch[] = [
  {
    file: 'internal/handler/msg_update.go',
    find: 'matched, modified, upserted, err := h.updateDocument(connCtx, params)',
    replace: `var matched, modified int32
	var upserted *types.Array
	err = oneWriteAtATime(func() (err error) {
		matched, modified, upserted, err = h.updateDocument(connCtx, params)
		return err
	})`,
  },
  {
    file: 'internal/handler/msg_findandmodify.go',
    find: 'res, err := h.findAndModifyDocument(connCtx, params)',
    replace: `var res *findAndModifyResult
	err = oneWriteAtATime(func() (err error) {
		res, err = h.findAndModifyDocument(connCtx, params)
		return err
	})`,
  },
  {
    file: 'internal/handler/msg_delete.go',
    find: 'd, err = h.execDelete(connCtx, c, &p)',
    replace: `err = oneWriteAtATime(func() (err error) {
			d, err = h.execDelete(connCtx, c, &p)
			return err
		})`,
  },
];
