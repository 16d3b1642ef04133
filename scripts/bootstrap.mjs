#!/usr/bin/env node
// Entry point of `npm start`, `npm test` and `npm run infra`: runs under the Node package.json's engines asks for,
// installs the npm dependencies when they are missing or stale, then runs the TypeScript script for the command.
// Plain JavaScript so it runs before anything is installed, under whatever Node the machine has.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const scripts = { start: 'scripts/start.ts', test: 'scripts/test.ts', infra: 'infra/local.ts', fuzz: 'scripts/fuzz.ts', chaos: 'scripts/chaos.ts', load: 'scripts/load.ts' };
if (!scripts[command]) {
  console.error(`usage: bootstrap.mjs ${Object.keys(scripts).join('|')}`);
  process.exit(2);
}

// The Node release fetched when the machine's is older than engines allows; test/static/node-version.test.ts keeps it,
// engines and the Dockerfile's image on the same major.
const NODE_RELEASE = '22.23.3';

const minimumMajor = Number(/\d+/.exec(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node)[0]);
if (Number(process.versions.node.split('.')[0]) < minimumMajor) {
  const nodeBin = ensureNode(NODE_RELEASE);
  console.error(`[bootstrap] Node ${process.version} is older than ${minimumMajor}: running under Node ${NODE_RELEASE} (${nodeBin})`);
  // First on PATH, so npm, and every `node` a command or test starts, run under it too; NODE and npm_node_execpath
  // (set by the npm that ran us) name it too, and a native module npm ci builds compiles against its own headers,
  // which the package ships, not the machine Node's.
  const env = {
    ...process.env,
    PATH: `${path.dirname(nodeBin)}${path.delimiter}${process.env.PATH}`,
    NODE: nodeBin,
    npm_node_execpath: nodeBin,
    npm_config_nodedir: path.resolve(nodeBin, '../..'),
  };
  runToExit(nodeBin, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], env);
} else {
  installDependencies();
  runToExit(process.execPath, ['--import', 'tsx', path.join(root, scripts[command]), ...process.argv.slice(3)], process.env);
}

/**
 * Node binaries are published on the npm registry (node-<platform>-<arch>, the packages behind `npm i node`), which
 * every machine that runs this project reaches; npm checks the tarball against the registry's integrity. Installed
 * once into the cache beside the servers, in a folder of its own that appears only when complete.
 */
function ensureNode(release) {
  // infra/local.ts's cacheRoot, which this plain-JavaScript script cannot import.
  const cacheRoot = process.env.QA_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'quote-analyzer');
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = path.join(cacheRoot, 'node', release);
  const bin = path.join(dir, 'node_modules', pkg, 'bin', 'node');
  if (fs.existsSync(bin)) return bin;
  console.error(`[bootstrap] fetching Node ${release} from the npm registry (${pkg}, first run only)`);
  const partial = `${dir}.partial-${process.pid}`;
  fs.mkdirSync(partial, { recursive: true });
  const res = spawnSync('npm', ['install', '--prefix', partial, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', `${pkg}@${release}`], {
    stdio: 'inherit',
  });
  if (res.status !== 0) {
    fs.rmSync(partial, { recursive: true, force: true });
    process.exit(res.status ?? 1);
  }
  // Another run may have finished first; its copy is as good as this one.
  if (!fs.existsSync(bin)) fs.renameSync(partial, dir);
  fs.rmSync(partial, { recursive: true, force: true });
  return bin;
}

function installDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const stale = !fs.existsSync(installed) || fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs;
  if (!stale) return;
  console.error('[bootstrap] installing npm dependencies (npm ci)');
  const res = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function runToExit(executable, args, env) {
  const child = spawn(executable, args, { cwd: root, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
