// `npm test`: installs what is missing, brings up the infrastructure and the whole product, runs every test file
// (unit, integration, browser, deploy checks) with node's test runner, and ends with `N passed, N failed`.
// Usage: npm test [-- <file or folder filter>...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureHelm, ensureInfra, ensureSystemPackages, cacheRoot } from '../infra/local';
import { root, startStack } from './stack';
import type { UnexpectedExit } from './supervisor';
import { ensureWebBuild } from './web-build';

const started = Date.now();
const filters = process.argv.slice(2);

function findTests(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findTests(full, out);
    else if (entry.name.endsWith('.test.ts')) out.push(path.relative(root, full));
  }
  return out;
}

const files = findTests(root)
  .filter((f) => !filters.length || filters.some((flt) => f.includes(flt)))
  .sort();
if (!files.length) {
  console.error('no test files matched');
  process.exit(1);
}

ensureSystemPackages();
// Built here, once, rather than by the deploy test files that run side by side and would each build it.
if (files.some((f) => f.startsWith('deploy/'))) ensureHelm();
// A run that starts its own servers gives them a fresh data folder; a run that finds them running reuses them.
// Each run's own folder: two runs side by side (one reusing the other's servers) must never wipe the data those
// servers are running from. It is removed when the run ends, with the servers it started.
const dataDir = path.join(cacheRoot, `test-data-${process.pid}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const infra = await ensureInfra({ dataDir });
infra.report.forEach((line) => console.error(`[infra] ${line}`));
const namespace = `t${Date.now().toString(36)}`;
const logDir = path.join(os.tmpdir(), `quote-analyzer-test-${namespace}`);

let stack: Awaited<ReturnType<typeof startStack>> | undefined;
let exitCode = 1;
// A broken web build is reported as a failure, but the other tests still run (the browser tests will fail too).
let webBuildFailed = false;
try {
  try {
    ensureWebBuild();
  } catch (err) {
    webBuildFailed = true;
    console.error(`[test] ${(err as Error).message}; continuing without the web app`);
  }
  stack = await startStack({
    infra: infra.env,
    namespace,
    portOffset: Number(process.env.QA_TEST_PORT_OFFSET ?? 1000),
    logDir,
    appEnv: 'test',
    // No restarts: a process that dies during the run is a failure to see, not something to paper over (a
    // restarted service would let the test that killed it pass on a retry). Its exit is counted below.
    supervise: false,
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      PAYMENT_PROVIDER: 'local-test',
      ADMIN_EMAILS: 'admin@example.com',
    },
  });
  console.error(`[test] stack up at ${stack.baseUrl} (namespace ${namespace}, logs in ${logDir}) after ${Math.round((Date.now() - started) / 1000)} s`);
  exitCode = await runNodeTests(files, { ...stack.env, QA_LOG_DIR: logDir }, () => stack!.supervisor.exits);
} catch (err) {
  console.error(`[test] ${(err as Error).message}`);
  console.log('0 passed, 1 failed');
} finally {
  await stack?.stop();
  await infra.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.error(`[test] finished in ${Math.round((Date.now() - started) / 1000)} s`);
}
process.exit(exitCode);

async function runNodeTests(testFiles: string[], env: Record<string, string>, exits: () => UnexpectedExit[]): Promise<number> {
  const tap = path.join(logDir, 'results.tap');
  const args = [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${process.env.QA_TEST_CONCURRENCY ?? 2}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...testFiles,
  ];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (name: string) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const crashes = exits();
  const failed = count('fail') + count('cancelled') + (webBuildFailed ? 1 : 0) + crashes.length;
  if (webBuildFailed) console.log('not ok - the web app builds (see the vite output above)');
  for (const c of crashes) console.log(`not ok - ${c.name} kept running (it exited with ${c.how} at ${c.at.toISOString()}; see ${path.join(logDir, `${c.name}.log`)})`);
  console.log(`${passed} passed, ${failed} failed`);
  return code === 0 && failed === 0 && passed > 0 ? 0 : 1;
}
