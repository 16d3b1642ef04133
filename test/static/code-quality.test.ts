// The whole repository type-checks under strict TypeScript and passes the one lint set-up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function run(bin: string, args: string[]) {
  const res = spawnSync(path.join(root, 'node_modules', '.bin', bin), args, { cwd: root, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  return { status: res.status, output: `${res.stdout}${res.stderr}`.trim() };
}

test('TypeScript type-checks with no errors', () => {
  const { status, output } = run('tsc', ['-p', 'tsconfig.json', '--noEmit']);
  assert.equal(status, 0, output.split('\n').slice(0, 40).join('\n'));
});

test('ESLint reports no problems', () => {
  const { status, output } = run('eslint', ['--max-warnings=0', '.']);
  assert.equal(status, 0, output.split('\n').slice(0, 60).join('\n'));
});
