#!/usr/bin/env node
// Entry point of `npm start`, `npm test` and `npm run infra`: installs the npm dependencies when they are missing
// or stale, then runs the TypeScript script for the command. Plain JavaScript so it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const scripts = { start: 'scripts/start.ts', test: 'scripts/test.ts', infra: 'infra/local.ts', fuzz: 'scripts/fuzz.ts', chaos: 'scripts/chaos.ts', load: 'scripts/load.ts' };
if (!scripts[command]) {
  console.error(`usage: bootstrap.mjs ${Object.keys(scripts).join('|')}`);
  process.exit(2);
}

const lock = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');
const stale = !fs.existsSync(installed) || fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs;
if (stale) {
  console.error('[bootstrap] installing npm dependencies (npm ci)');
  const res = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, scripts[command]), ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
