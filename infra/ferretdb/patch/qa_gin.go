// Quote Analyzer's patch to FerretDB v1.24.0 (copied into internal/backends/postgresql/metadata by
// infra/ferretdb/patch.ts).
//
// Upstream, an index created through createIndexes is a btree on `(_jsonb->'key')`, which no pushed-down filter can
// use (they are `@>` containment tests). Beside it, this creates a GIN index (jsonb_path_ops) on the same top-level
// keys, which serves the `_jsonb->'key' @> value` filters of qa_pushdown.go: a query with an equality on any key of a
// declared index reads the matching rows through the index instead of scanning the table. The btree stays: it is
// what enforces a unique index. The GIN index is named after the btree (`…_idx` becomes `…_gin`) and dropped with it.
package metadata

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/FerretDB/FerretDB/internal/util/lazyerrors"
)

// qaGINName is the name of the GIN index beside the btree index pgIndex (same length, at most 63 bytes).
func qaGINName(pgIndex string) string {
	if strings.HasSuffix(pgIndex, "_idx") {
		return strings.TrimSuffix(pgIndex, "_idx") + "_gin"
	}

	if len(pgIndex) > maxIndexNameLength-4 {
		pgIndex = pgIndex[:maxIndexNameLength-4]
	}

	return pgIndex + "_gin"
}

// qaCreateGINIndex creates the GIN index beside index, over its top-level keys other than _id (none: nothing).
func qaCreateGINIndex(ctx context.Context, p *pgxpool.Pool, dbName, tableName string, index IndexInfo) error {
	var columns []string

	for _, key := range index.Key {
		if key.Field == "_id" || strings.Contains(key.Field, ".") {
			continue
		}

		columns = append(columns, fmt.Sprintf("((%s->%s)) jsonb_path_ops", DefaultColumn, quoteString(key.Field)))
	}

	if len(columns) == 0 {
		return nil
	}

	q := fmt.Sprintf(
		"CREATE INDEX IF NOT EXISTS %s ON %s USING gin (%s)",
		pgx.Identifier{qaGINName(index.PgIndex)}.Sanitize(),
		pgx.Identifier{dbName, tableName}.Sanitize(),
		strings.Join(columns, ", "),
	)

	if _, err := p.Exec(ctx, q); err != nil {
		return lazyerrors.Error(err)
	}

	return nil
}

// qaDropGINIndex drops the GIN index beside the btree index pgIndex, if there is one.
func qaDropGINIndex(ctx context.Context, p *pgxpool.Pool, dbName, pgIndex string) error {
	q := fmt.Sprintf("DROP INDEX IF EXISTS %s", pgx.Identifier{dbName, qaGINName(pgIndex)}.Sanitize())
	if _, err := p.Exec(ctx, q); err != nil {
		return lazyerrors.Error(err)
	}

	return nil
}
