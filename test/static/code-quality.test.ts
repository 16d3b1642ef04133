// The whole repository type-checks under strict TypeScript and passes the one lint set-up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function run(bin: string, args: string[]) {
  const res = spawnSync(path.join(root, 'node_modules', '.bin', bin), args, { cwd: root, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  return { status: res.status, output: `${res.stdout}${res.stderr}`.trim() };
}

// One compiler run serves both TypeScript checks: the files it lists are exactly the ones it type-checked.
const compiler = run('tsc', ['-p', 'tsconfig.json', '--noEmit', '--listFiles']);
const compilerLines = compiler.output.split('\n');
const typeChecked = new Set(compilerLines.filter((l) => path.isAbsolute(l)).map((l) => path.relative(root, l)));

test('TypeScript type-checks with no errors', () => {
  const diagnostics = compilerLines.filter((l) => !path.isAbsolute(l));
  assert.equal(compiler.status, 0, diagnostics.slice(0, 40).join('\n'));
});

test('tsconfig.json covers every committed TypeScript file outside node_modules and dist', () => {
  const committed = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.cts'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    // A file deleted in the working tree but not yet in git is no longer the compiler's business.
    .filter((f) => f && !/(^|\/)(node_modules|dist)\//.test(f) && fs.existsSync(path.join(root, f)));
  assert.ok(committed.length > 100, `git lists the repository's TypeScript files (${committed.length})`);
  const unchecked = committed.filter((f) => !typeChecked.has(f));
  assert.deepEqual(unchecked, [], "files tsc -p tsconfig.json does not type-check: widen tsconfig.json's include");
});

test('ESLint reports no problems', () => {
  const { status, output } = run('eslint', ['--max-warnings=0', '.']);
  assert.equal(status, 0, output.split('\n').slice(0, 60).join('\n'));
});
