/**
 * Our second change to FerretDB 1.24 before it is built: filters found by SQLite, as MongoDB finds them by
 * its indexes, instead of by reading every document of the collection.
 *
 * Upstream's SQLite backend hands SQLite a filter only when it is exactly `{_id: <id>}`; any other filter
 * (a field's value, `_id` with `$in`, and `{_id, token}`, which every compare-and-set sends) reads the whole
 * collection and decodes each document in Go to test it. A query's cost then grows with the collection
 * (measured on 100 books of 11 pages: a book's pages by `book_id` 105 ms of FerretDB CPU, 2.6 ms on one
 * book), which MongoDB's indexed queries never do: the benches measured the test server, and the tests
 * slowed as their databases filled. This patch puts a WHERE clause for the filter's plain conditions in
 * the query: `_id` equal to an id or one of a list (`$in`), and a top-level field equal to a string, or an
 * array (MongoDB matches an array that holds the value). The clause selects a superset of what the filter
 * matches; FerretDB's handler tests every document it gets against the whole filter, as before, so
 * conditions it does not cover (operators, numbers, dotted paths) still apply.
 * `packages/kit/test/mongo-document-store.test.ts` checks what the server finds, and that it is pushed down.
 */
import type { SourcePatch } from './ferretdb-atomic-writes';

/** The build's name: a change here installs it again (versions.ts). */
export const FILTER_PUSHDOWN_BUILD = 'pushdown';

/** A file added to the SQLite backend's package. */
export const FILTER_PUSHDOWN_GO = String.raw`package sqlite

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// plainField is a top-level field name that can be written into the query as it is.
var plainField = regexp.MustCompile("^[A-Za-z0-9_]+$")

// plainString is a string every JSON encoder writes as it is, between quotes, so that the JSON text SQLite
// gives for a stored one is the text it is compared with.
var plainString = regexp.MustCompile("^[^\\x00-\\x1f\\x7f\"\\\\<>&\\x{2028}\\x{2029}]*$")

// pushdownWhere returns a WHERE clause selecting every document the filter can match, and its arguments:
// _id equal to an id or in a list of ids, and top-level fields equal to a string, or holding an array
// (MongoDB matches an array that holds the value). Each condition is on the expression of the field's
// index (_ferretdb_sjson->'field'), so SQLite uses the index when there is one. Other conditions are
// left to the handler, which tests every document it gets against the whole filter (Storybook's test
// build; see packages/test-servers/src/ferretdb-filter-pushdown.ts).
func pushdownWhere(filter *types.Document) (string, []any) {
	if filter == nil {
		return "", nil
	}

	var conditions []string
	var args []any

	for _, key := range filter.Keys() {
		value, err := filter.Get(key)
		if err != nil || !plainField.MatchString(key) {
			continue
		}

		if key == "_id" {
			if ids := idsOf(value); len(ids) > 0 {
				conditions = append(conditions, fmt.Sprintf("%s IN (?%s)", metadata.IDColumn, strings.Repeat(", ?", len(ids)-1)))
				args = append(args, ids...)
			}

			continue
		}

		text, ok := jsonText(value)
		if !ok {
			continue
		}

		// The JSON text of an array, and only of an array, starts with "[", which "\" follows.
		field := fmt.Sprintf("%s->'%s'", metadata.DefaultColumn, key)
		conditions = append(conditions, fmt.Sprintf("(%[1]s = ? OR (%[1]s >= '[' AND %[1]s < '\\'))", field))
		args = append(args, text)
	}

	if len(conditions) == 0 {
		return "", nil
	}

	return " WHERE " + strings.Join(conditions, " AND "), args
}

// jsonText returns the JSON text of a plain string or an ObjectID, as the document column holds it.
func jsonText(value any) (string, bool) {
	switch v := value.(type) {
	case string:
		if !plainString.MatchString(v) {
			return "", false
		}
	case types.ObjectID:
	default:
		return "", false
	}

	return string(must.NotFail(sjson.MarshalSingleValue(value))), true
}

// idsOf returns the ids an _id condition names, as the _id column holds them: one for an id, each of a
// $in list of ids; none when the condition is anything else.
func idsOf(value any) []any {
	if text, ok := jsonText(value); ok {
		return []any{text}
	}

	in, ok := value.(*types.Document)
	if !ok || in.Len() != 1 {
		return nil
	}

	listed, err := in.Get("$in")
	if err != nil {
		return nil
	}

	list, ok := listed.(*types.Array)
	if !ok || list.Len() == 0 {
		return nil
	}

	ids := make([]any, 0, list.Len())

	for i := 0; i < list.Len(); i++ {
		id, _ := list.Get(i)

		text, ok := jsonText(id)
		if !ok {
			return nil
		}

		ids = append(ids, text)
	}

	return ids
}
`;

export const FERRETDB_FILTER_PUSHDOWN: SourcePatch[] = [
  {
    // The _id of a document as the _id index has it (\`->"_id"\`; \`->'$._id'\`, the same value, is
    // another expression to SQLite, which then reads the whole table for every write and look-up by _id).
    file: 'internal/backends/sqlite/metadata/metadata.go',
    find: `IDColumn = DefaultColumn + "->'$._id'"`,
    replace: `IDColumn = DefaultColumn + "->'_id'"`,
  },
  {
    // Query: the documents a find, count, update or delete then tests one by one.
    file: 'internal/backends/sqlite/collection.go',
    find: `	if params.Filter.Len() == 1 {
		v, _ := params.Filter.Get("_id")
		switch v.(type) {
		case string, types.ObjectID:
			whereClause = fmt.Sprintf(\` WHERE %s = ?\`, metadata.IDColumn)
			args = []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}
		}
	}`,
    replace: `	whereClause, args = pushdownWhere(params.Filter)`,
  },
  {
    // Explain: what it says of the same query.
    file: 'internal/backends/sqlite/collection.go',
    find: `	if params.Filter.Len() == 1 {
		v, _ := params.Filter.Get("_id")
		switch v.(type) {
		case string, types.ObjectID:
			filterPushdown = true
			whereClause = fmt.Sprintf(\` WHERE %s = ?\`, metadata.IDColumn)
			args = []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}
		}
	}`,
    replace: `	whereClause, args = pushdownWhere(params.Filter)
	filterPushdown = whereClause != ""`,
  },
];
