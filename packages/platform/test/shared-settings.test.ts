// A setting more than one process reads is declared once, in the platform config, and spread into its readers'
// shapes: two declarations could disagree on a default or a rule (production once refused PAYMENT_PROVIDER=local-test
// in billing and the gateway with two copies of the check).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const sourceRoots = ['gateway/src', 'packages/platform/src', 'packages/contracts/src', ...fs.readdirSync(path.join(root, 'services')).map((s) => `services/${s}/src`)];
const shared = ['JWT_SECRET', 'PAYMENT_PROVIDER', 'WEEKLY_FREE_CREDITS', 'AFFILIATE_URL', 'MAX_FILE_BYTES', 'MAX_FILES', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'grpc' ? [] : sourceFiles(rel);
    return entry.name.endsWith('.ts') ? [rel] : [];
  });
}

test('each setting several processes read is declared once, in packages/platform/src/config.ts', () => {
  const files = sourceRoots.flatMap(sourceFiles).map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
  for (const name of shared) {
    // A declaration is the variable as a key of a config shape: `NAME: z.…` or `NAME: secret(…)`.
    const declaration = new RegExp(`\\b${name}\\s*:\\s*(z\\.|secret\\(|refusedInProduction\\()`);
    const declaredIn = files.filter(({ text }) => declaration.test(text)).map(({ file }) => file);
    assert.deepEqual(declaredIn, ['packages/platform/src/config.ts'], name);
  }
});
