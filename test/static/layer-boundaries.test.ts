// The lint set-up keeps each service's layers in order (eslint.config.js): a store imports neither api nor domain,
// and the domain reaches the database only through its stores' functions. Deliberate bad imports prove the rules
// fire; the same files with good imports prove they do not fire on the code's own way of doing it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

/** The no-restricted-imports messages ESLint gives `code` as if it were the file at `filePath`. */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('a store that imports from api or domain fails lint', async () => {
  const store = 'services/billing/src/store/example.ts';
  const [fromApi] = await restrictedImports(store, "import { creditsGranted } from '../api/metrics';\nexport const counter = creditsGranted;\n");
  assert.match(fromApi ?? '', /A store is the bottom layer: it imports neither api nor domain/);
  assert.equal((await restrictedImports(store, "import type { CreditAccounts } from '../domain/credit-accounts';\nexport type A = CreditAccounts;\n")).length, 1);
  assert.deepEqual(await restrictedImports(store, "import { entryKey } from './ledger';\nexport const key = entryKey;\n"), []);
});

test('a domain that holds a model or mongoose, or imports from api, fails lint', async () => {
  const domain = 'services/auth/src/domain/example.ts';
  const [model] = await restrictedImports(domain, "import type { UserModel } from '../store/users';\nexport type M = UserModel;\n");
  assert.match(model ?? '', /The domain reaches the database through its store's functions, not a model/);
  const [mongoose] = await restrictedImports(domain, "import mongoose from 'mongoose';\nexport const m = mongoose;\n");
  assert.match(mongoose ?? '', /The domain reaches the database through its stores, not mongoose/);
  assert.equal((await restrictedImports(domain, "import { grpcHandlers } from '../api/grpc-handlers';\nexport const h = grpcHandlers;\n")).length, 1);
  assert.deepEqual(await restrictedImports(domain, "import type { UserStore } from '../store/users';\nexport type S = UserStore;\n"), []);
});

test("a web feature that imports another feature's internals fails lint; its api.ts and index.ts are allowed", async () => {
  const page = 'web/src/features/quotes/pages/example-page.tsx';
  const [internal] = await restrictedImports(page, "import { CreditsCard } from '../../billing/components/credits-card';\nexport const C = CreditsCard;\n");
  assert.match(internal ?? '', /Another feature's internals/);
  assert.equal((await restrictedImports('web/src/features/compare/hooks/example.ts', "import { useThing } from '../../quotes/hooks/use-thing';\nexport const u = useThing;\n")).length, 1);
  assert.deepEqual(await restrictedImports(page, "import { CreditsCard } from '../../billing';\nexport const C = CreditsCard;\n"), []);
  assert.deepEqual(await restrictedImports(page, "import { useUsage } from '../../billing/api';\nexport const u = useUsage;\n"), []);
  assert.deepEqual(await restrictedImports(page, "import { AnalysisView } from '../components/analysis-view';\nexport const A = AnalysisView;\n"), []);
});
