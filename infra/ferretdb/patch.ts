// Builds the FerretDB source tree infra/local.ts compiles: the module FerretDB v1.24.0 from the Go module cache,
// with Quote Analyzer's patch to its PostgreSQL backend (patch/qa_pushdown.go, patch/qa_gin.go), so that an equality
// on `_id` or on a key of a declared index is answered through an index instead of a scan of the table. Each hook
// below replaces an exact passage of the upstream source; if one is not found (another FerretDB version), the
// build stops with its name rather than building something else.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';

interface Hook {
  name: string;
  file: string;
  find: string;
  replace: string;
}

const hooks: Hook[] = [
  {
    name: 'top-level equalities through qaFilterEqual',
    file: 'internal/backends/postgresql/query.go',
    find: `		case float64, string, types.ObjectID, bool, time.Time, int32, int64:
			if f, a := filterEqual(p, key, v, keyOperator); f != "" {`,
    replace: `		case float64, string, types.ObjectID, bool, time.Time, int32, int64:
			if f, a := qaFilterEqual(p, rootKey, err == nil && path.Len() == 1, v); f != "" {
				filters = append(filters, f)
				args = append(args, a...)
			} else if f, a := filterEqual(p, key, v, keyOperator); f != "" {`,
  },
  {
    name: 'a GIN index beside each created index',
    file: 'internal/backends/postgresql/metadata/registry.go',
    find: `		if _, err = p.Exec(ctx, q); err != nil {
			_ = r.indexesDrop(ctx, p, dbName, collectionName, created)
			return lazyerrors.Error(err)
		}
`,
    replace: `		if _, err = p.Exec(ctx, q); err != nil {
			_ = r.indexesDrop(ctx, p, dbName, collectionName, created)
			return lazyerrors.Error(err)
		}

		if err = qaCreateGINIndex(ctx, p, dbName, c.TableName, index); err != nil {
			_, _ = p.Exec(ctx, fmt.Sprintf("DROP INDEX %s", pgx.Identifier{dbName, index.PgIndex}.Sanitize()))
			_ = r.indexesDrop(ctx, p, dbName, collectionName, created)
			return lazyerrors.Error(err)
		}
`,
  },
  {
    name: 'the GIN index dropped with its index',
    file: 'internal/backends/postgresql/metadata/registry.go',
    find: `		q := fmt.Sprintf("DROP INDEX %s", pgx.Identifier{dbName, c.Indexes[i].PgIndex}.Sanitize())
		if _, err := p.Exec(ctx, q); err != nil {
			return lazyerrors.Error(err)
		}
`,
    replace: `		q := fmt.Sprintf("DROP INDEX %s", pgx.Identifier{dbName, c.Indexes[i].PgIndex}.Sanitize())
		if _, err := p.Exec(ctx, q); err != nil {
			return lazyerrors.Error(err)
		}

		if err := qaDropGINIndex(ctx, p, dbName, c.Indexes[i].PgIndex); err != nil {
			return err
		}
`,
  },
];

const added: Array<[string, string]> = [
  ['qa_pushdown.go', 'internal/backends/postgresql'],
  ['qa_gin.go', 'internal/backends/postgresql/metadata'],
];

/** Files whose change means the binary must be built again (their hash names the cache folder). */
export const buildInputs = ['main.go', 'go.mod', 'go.sum', 'patch.ts', ...added.map(([f]) => `patch/${f}`)].map((f) => path.join(here, f));

/**
 * Lays out `src` (main.go, go.mod with a replace directive, go.sum, and the patched module in src/FerretDB) for
 * `go build`. Needs the Go toolchain and the module proxy (or a filled module cache) on the first run.
 */
export function preparePatchedSource(src: string): void {
  fs.rmSync(src, { recursive: true, force: true });
  fs.mkdirSync(src, { recursive: true });
  for (const f of ['main.go', 'go.mod', 'go.sum']) fs.copyFileSync(path.join(here, f), path.join(src, f));
  const version = fs.readFileSync(path.join(src, 'go.mod'), 'utf8').match(/github\.com\/FerretDB\/FerretDB (v[\w.-]+)/)?.[1];
  if (!version) throw new Error('infra/ferretdb/go.mod does not require github.com/FerretDB/FerretDB');
  const info = JSON.parse(
    execFileSync('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${version}`], { cwd: src, env: { ...process.env, GOFLAGS: '-mod=mod' }, encoding: 'utf8' }),
  ) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new Error(`go mod download ${FERRETDB_MODULE}@${version}: ${info.Error ?? 'no directory'}`);
  const moduleDir = path.join(src, 'FerretDB');
  fs.cpSync(info.Dir, moduleDir, { recursive: true });
  makeWritable(moduleDir); // the module cache is read-only
  for (const hook of hooks) {
    const file = path.join(moduleDir, hook.file);
    const text = fs.readFileSync(file, 'utf8');
    const at = text.indexOf(hook.find);
    if (at < 0 || text.indexOf(hook.find, at + 1) >= 0) throw new Error(`FerretDB ${version}: the patch "${hook.name}" does not apply to ${hook.file}`);
    fs.writeFileSync(file, text.replace(hook.find, hook.replace));
  }
  for (const [file, dir] of added) fs.copyFileSync(path.join(here, 'patch', file), path.join(moduleDir, dir, file));
  fs.appendFileSync(path.join(src, 'go.mod'), `\nreplace ${FERRETDB_MODULE} => ./FerretDB\n`);
}

function makeWritable(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    fs.chmodSync(full, entry.isDirectory() ? 0o755 : 0o644);
    if (entry.isDirectory()) makeWritable(full);
  }
  fs.chmodSync(dir, 0o755);
}
