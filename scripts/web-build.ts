// Builds the web app once per content hash and keeps the result in the cache outside the clone, so a fresh
// clone (CI) and the next run reuse it.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cacheRoot } from '../infra/local';
import { root } from './stack';

function hashTree(dir: string, hash: ReturnType<typeof createHash>) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(full, hash);
    else hash.update(path.relative(root, full)).update(fs.readFileSync(full));
  }
}

export function ensureWebBuild(): string {
  const hash = createHash('sha256');
  hashTree(path.join(root, 'web'), hash);
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')));
  const key = hash.digest('hex').slice(0, 16);
  const cached = path.join(cacheRoot, 'web-dist', key);
  const dist = path.join(root, 'web', 'dist');
  if (!fs.existsSync(path.join(cached, 'index.html'))) {
    process.stderr.write(`[web] building the web app (${key})\n`);
    const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'web'), stdio: 'inherit' });
    if (res.status !== 0) throw new Error('web build failed');
    fs.rmSync(cached, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    fs.cpSync(dist, cached, { recursive: true });
  } else if (!fs.existsSync(path.join(dist, '.build-key')) || fs.readFileSync(path.join(dist, '.build-key'), 'utf8') !== key) {
    process.stderr.write(`[web] reusing the cached build ${key}\n`);
    fs.rmSync(dist, { recursive: true, force: true });
    fs.cpSync(cached, dist, { recursive: true });
  }
  fs.writeFileSync(path.join(dist, '.build-key'), key);
  return dist;
}
