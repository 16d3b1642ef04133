// `npm run fuzz`: Schemathesis against the running product, from the OpenAPI document the gateway serves. Starts the
// infrastructure (reused when running) and its own stack, then fuzzes every operation three ways: signed out,
// signed in (a user registered through the API, its session cookie sent), and as an admin for /api/admin. Fails on
// any 5xx, any answer the document does not declare (status, media type, headers, body), and any service process
// that restarted or died meanwhile. The signed-in user first uploads two real quotes and compares them, so the
// fuzzer reaches complete analyses too (scripts/fuzz/seed-data.ts). Bounded: a few examples per operation and a
// time limit per pass.
//
//   npm run fuzz                      25 examples per operation and phase (QA_FUZZ_MAX_EXAMPLES to change)
//   npm run fuzz -- --short           5 examples and a fixed seed: the CI version, about 2 minutes
//   QA_FUZZ_SEED=123 npm run fuzz     replay a run (the seed is printed)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheRoot, ensureInfra, ensureSystemPackages } from '../infra/local';
import { startStack, type Stack } from './stack';
import { ensureSchemathesis, runPass, SCHEMATHESIS_VERSION, type FuzzPass, type PassResult } from './fuzz/schemathesis';
import { processStarts, restartsBetween } from './fuzz/process-starts';
import { seedConfig, seedUserData } from './fuzz/seed-data';

const short = process.argv.includes('--short') || process.env.QA_FUZZ_SHORT === '1';
const maxExamples = Number(process.env.QA_FUZZ_MAX_EXAMPLES ?? (short ? 5 : 25));
// The short (CI) run replays one seed, so that a failure there is a regression and not a new random find.
const seed = Number(process.env.QA_FUZZ_SEED ?? (short ? 1 : Math.floor(Math.random() * 2 ** 31)));
const portOffset = Number(process.env.QA_FUZZ_PORT_OFFSET ?? 4000);
const passTimeoutMs = Number(process.env.QA_FUZZ_PASS_TIMEOUT_S ?? (short ? 300 : 1200)) * 1000;
const ADMIN_EMAIL = 'fuzz-admin@example.com';

const say = (msg: string) => process.stderr.write(`[fuzz] ${msg}\n`);
const started = Date.now();
const namespace = `fz${Date.now().toString(36)}`;
const logDir = path.join(os.tmpdir(), `quote-analyzer-fuzz-${namespace}`);

/** Registers an account through the API and returns its session cookie. */
async function register(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'fuzz-password-1', firstName: 'Fuzz', lastName: 'Tester' }),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith('qa_session='));
  if (res.status !== 201 || !session) throw new Error(`registering ${email}: ${res.status} ${await res.text()}`);
  return session.split(';')[0];
}

function report(results: PassResult[], restarts: string[]) {
  const lines = [`schemathesis ${SCHEMATHESIS_VERSION}, seed ${seed}, max ${maxExamples} examples per operation and phase`];
  for (const r of results) {
    lines.push(`${r.name}: ${r.operations} operations, ${r.testCases} test cases, ${r.failures.length} failures, ${r.errors.length} errors${r.timedOut ? ', TIMED OUT' : ''} (exit ${r.exitCode}; ${r.outputFile})`);
    for (const f of r.failures) lines.push(`  failure: ${f}`);
    for (const e of r.errors) lines.push(`  error: ${e}`);
    for (const e of r.toolErrors) lines.push(`  schemathesis's own error (not counted): ${e}`);
  }
  lines.push(restarts.length ? `processes: ${restarts.join('; ')}` : 'processes: none restarted or died');
  return lines;
}

// The product's own run-time packages (poppler reads scanned quotes), as npm start and npm test install them.
ensureSystemPackages();
const infra = await ensureInfra({ dataDir: path.join(cacheRoot, 'fuzz-data') });
infra.report.forEach((line) => say(line));
let stack: Stack | undefined;
let exitCode = 1;
try {
  const bin = ensureSchemathesis();
  stack = await startStack({
    // Without restarts: a process that dies must stay dead for the check afterwards to see it.
    supervise: false,
    infra: infra.env,
    namespace,
    portOffset,
    logDir,
    appEnv: 'test',
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', PAYMENT_PROVIDER: 'local-test', ADMIN_EMAILS: ADMIN_EMAIL },
  });
  say(`stack up at ${stack.baseUrl} (namespace ${namespace}, logs in ${logDir}) after ${Math.round((Date.now() - started) / 1000)} s`);
  const before = await processStarts(portOffset);
  const down = Object.entries(before).filter(([, t]) => t === null);
  if (down.length) throw new Error(`no start time from ${down.map(([n]) => n).join(', ')}`);

  const userCookie = await register(stack.baseUrl, `fuzz-user-${namespace}@example.com`);
  const seeded = await seedUserData(stack.baseUrl, userCookie);
  say(`seeded two analysed quotes, a comparison and a payment intent for the signed-in pass`);
  const passes: FuzzPass[] = [
    { name: 'signed out' },
    { name: 'signed in', cookie: userCookie, excludeOperationIds: ['logout'], config: seedConfig(seeded) },
    { name: 'admin', cookie: await register(stack.baseUrl, ADMIN_EMAIL), includePath: /^\/api\/admin\//, excludeOperationIds: ['logout'] },
  ];
  const results: PassResult[] = [];
  for (const pass of passes) {
    say(`pass "${pass.name}"…`);
    const passStart = Date.now();
    const result = await runPass(bin, pass, { baseUrl: stack.baseUrl, maxExamples, seed, timeoutMs: passTimeoutMs, reportDir: logDir });
    say(`pass "${pass.name}": ${result.testCases} test cases, ${result.failures.length} failures in ${Math.round((Date.now() - passStart) / 1000)} s`);
    results.push(result);
  }
  const restarts = restartsBetween(before, await processStarts(portOffset));
  const lines = report(results, restarts);
  fs.writeFileSync(path.join(logDir, 'summary.txt'), `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
  // Schemathesis exits 1 on its own internal errors too; those alone do not fail the pass.
  const passFailed = (r: PassResult) => r.failures.length || r.errors.length || r.timedOut || (r.exitCode !== 0 && !(r.exitCode === 1 && r.toolErrors.length));
  const failed = results.filter(passFailed).length + (restarts.length ? 1 : 0);
  process.stdout.write(`fuzz: ${results.length + 1 - failed} passed, ${failed} failed\n`);
  exitCode = failed ? 1 : 0;
} catch (err) {
  say((err as Error).message);
  process.stdout.write('fuzz: 0 passed, 1 failed\n');
} finally {
  await stack?.stop();
  await infra.stop();
  say(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
}
process.exit(exitCode);
