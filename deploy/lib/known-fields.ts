// Unknown-field check. The JSON schemas of kubernetes-models accept any extra property, so a misspelt field
// (`readinesProbe`, `replica`) would pass them and be silently dropped by the API server. The same package
// ships TypeScript interfaces that do list every field, so the TypeScript checker walks each document against
// its interface and reports the fields the interface does not have.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { models } from './kinds';

const here = path.dirname(fileURLToPath(import.meta.url));
// A virtual file beside this one, so module resolution finds kubernetes-models in node_modules.
const rootFile = path.join(here, '__manifest-kinds__.ts');

let cached: { checker: ts.TypeChecker; kinds: Map<string, ts.Type> } | undefined;

/** Builds the program once per process (about a second): one type alias per kind of kinds.ts. */
function program() {
  if (cached) return cached;
  const keys = Object.keys(models);
  const source = [
    ...keys.map((key, i) => `import type { I${path.basename(key)} as T${i} } from 'kubernetes-models/${key}';`),
    `export type Kinds = { ${keys.map((key, i) => `'${key}': T${i};`).join(' ')} };`,
  ].join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (file, lang, ...rest) =>
    file === rootFile ? ts.createSourceFile(file, source, lang) : getSourceFile.call(host, file, lang, ...rest);
  const fileExists = host.fileExists;
  host.fileExists = (file) => file === rootFile || fileExists.call(host, file);
  const prog = ts.createProgram([rootFile], options, host);
  const checker = prog.getTypeChecker();
  const sf = prog.getSourceFile(rootFile)!;
  const alias = checker.getSymbolAtLocation(sf)!.exports!.get(ts.escapeLeadingUnderscores('Kinds'))!;
  const kindsType = checker.getDeclaredTypeOfSymbol(alias);
  const kinds = new Map(keys.map((key) => [key, checker.getTypeOfSymbol(checker.getPropertyOfType(kindsType, key)!)]));
  cached = { checker, kinds };
  return cached;
}

/** Paths of the fields of `doc` that its kind does not define, e.g. `spec.template.spec.containers[0].readinesProbe`. */
export function unknownFields(key: string, doc: unknown): string[] {
  const { checker, kinds } = program();
  const type = kinds.get(key);
  if (!type) return [];
  const found: string[] = [];
  const walk = (value: unknown, t: ts.Type, at: string) => {
    if (value === null || typeof value !== 'object') return;
    t = checker.getNonNullableType(t);
    if (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return;
    if (Array.isArray(value)) {
      const item = checker.getIndexTypeOfType(t, ts.IndexKind.Number);
      if (item) value.forEach((v, i) => walk(v, item, `${at}[${i}]`));
      return;
    }
    const shapes = (t.isUnion() ? t.types : [t]).filter((s) => s.flags & ts.TypeFlags.Object);
    // A primitive where an object stands is the schema validator's to report.
    if (!shapes.length) return;
    for (const [name, v] of Object.entries(value)) {
      const where = at ? `${at}.${name}` : name;
      let fieldType: ts.Type | undefined;
      for (const shape of shapes) {
        const prop = checker.getPropertyOfType(shape, name);
        fieldType = prop ? checker.getTypeOfSymbol(prop) : checker.getIndexTypeOfType(shape, ts.IndexKind.String);
        if (fieldType) break;
      }
      if (fieldType) walk(v, fieldType, where);
      else found.push(where);
    }
  };
  walk(doc, type, '');
  return found;
}
