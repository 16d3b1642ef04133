// Quote Analyzer's patch to FerretDB v1.24.0 (copied into internal/backends/postgresql by infra/ferretdb/patch.ts).
//
// Upstream, every equality pushed down to PostgreSQL is `_jsonb->$1 @> $2`: the key is a parameter and `@>` is not
// a btree operator, so no index serves it and every query, `{_id: x}` included, is a sequential scan of the table.
// Here an equality on a top-level key is written with the key as a literal, so the expression is the one the indexes
// are built on: `_id` equal to a string or an ObjectID becomes `_jsonb->'_id' = $n` (the unique btree index of every
// collection, the same expression FerretDB's own UPDATE and DELETE use), and any other key `_jsonb->'key' @> $n`,
// which the GIN index of a declared index on that key serves (qa_gin.go). `@>` keeps MongoDB's meaning for arrays
// (an array holding the value matches); `_id` is never an array. The handler still filters every row it gets back.
package postgresql

import (
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends/postgresql/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// qaFilterEqual returns the SQL filter and arguments for `key == v` on a top-level key, or "" to leave the
// value to the upstream code (dotted paths, numbers outside the safe range, types it does not push down).
func qaFilterEqual(p *metadata.Placeholder, key string, topLevel bool, v any) (string, []any) {
	if !topLevel || key == "" {
		return "", nil
	}

	if key == "_id" {
		switch v := v.(type) {
		case string, types.ObjectID:
			return metadata.IDColumn + " = " + p.Next(), []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}
		}

		return "", nil
	}

	column := metadata.DefaultColumn + "->" + qaQuoteLiteral(key) + " @> "

	switch v := v.(type) {
	case string, types.ObjectID:
		return column + p.Next(), []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}
	case bool, int32:
		return column + p.Next(), []any{v}
	case int64:
		if v > int64(types.MaxSafeDouble) || v < -int64(types.MaxSafeDouble) {
			return "", nil
		}

		return column + p.Next(), []any{v}
	case float64:
		if v > types.MaxSafeDouble || v < -types.MaxSafeDouble {
			return "", nil
		}

		return column + p.Next(), []any{v}
	}

	return "", nil
}

// qaQuoteLiteral quotes a key as a SQL string literal (standard_conforming_strings is on, FerretDB checks it).
func qaQuoteLiteral(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}
