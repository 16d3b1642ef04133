// `npm run load`: simulated homeowners on loopback against a stack of its own (supervised, as under `npm start`, with
// servers of its own: chaos/own-infra.ts), for a bounded time. Each one arrives during the ramp-up, registers, then until the end
// uploads a text or photo quote, polls it as the web app does, opens the analysis and the history, reads its credits,
// and buys the credit pack with the local-test provider once (and again whenever it runs out). New uploads stop at
// the end; the run then waits (bounded) for the accepted analyses to settle. It prints per-route p50/p95/p99, the
// 5xx count, analyses accepted against completed, and each process's memory at the start and the end.
//   npm run load                                   200 homeowners for 10 minutes
//   npm run load -- --users 20 --duration 60s      or --quick (the same, for CI)
// Latency and memory are printed against their targets, never judged: they move with the machine's neighbours. What
// must hold everywhere fails the run (exit 1): no accepted analysis lost or still analysing after the drain, no 5xx,
// no process restarted.
// Options also as QA_LOAD_USERS, QA_LOAD_DURATION; QA_LOAD_PORT_OFFSET (default 6500) places the stack.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSystemPackages } from '../infra/local';
import { gatewayHealthPort, services as stackServices, startStack, type ProcessName } from './stack';
import { Homeowner, quoteFiles, type QuoteFiles } from './homeowner';
import { Latency, type RouteFigures } from './load/latency';
import { nodeMemoryMb, pidListeningOn, residentMb } from './load/memory';
import { ownInfraPorts, startRunServers } from './chaos/own-infra';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    users: { type: 'string' },
    duration: { type: 'string' },
    drain: { type: 'string' },
  },
});
const seconds = (text: string) => {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(text.trim());
  if (!m) throw new Error(`not a duration: ${text} (e.g. 90s, 10m)`);
  return Number(m[1]) * (m[2] === 'm' ? 60 : m[2] === 'ms' ? 0.001 : 1);
};
const users = Number(args.users ?? process.env.QA_LOAD_USERS ?? (args.quick ? 20 : 200));
const durationS = seconds(args.duration ?? process.env.QA_LOAD_DURATION ?? (args.quick ? '60s' : '10m'));
// Arrivals spread over the first fifth of the run (at most a minute), as homeowners do not all click at once.
const rampS = Math.min(60, durationS / 5);
// Long enough for the last accepted analyses to start within the analysis deadline (half the 15-minute reservation
// timeout) and finish; the run ends sooner once they have all settled.
const drainS = seconds(args.drain ?? (args.quick ? '3m' : '9m'));
const portOffset = Number(process.env.QA_LOAD_PORT_OFFSET ?? 6500);
const say = (msg: string) => console.log(`[load] ${msg}`);
const HEAP_SAMPLE_MS = 5000;

/** Reads the analysis without waiting: these, with the history and the credits, are the reads the target is for. */
const isRead = (route: string) => route.startsWith('GET ') && !route.endsWith('?waitMs');

interface Tally {
  accepted: Map<string, Homeowner>;
  refused: Map<number, number>;
  purchases: number;
  purchaseFailures: number;
}

ensureSystemPackages();
const namespace = `load${Date.now().toString(36)}`;
const logDir = path.join(os.tmpdir(), `quote-analyzer-load-${namespace}`);
const ports = ownInfraPorts(portOffset);
const servers = await startRunServers(ports, path.join(logDir, 'servers'), { withDatabaseAndBroker: true });
const infra = { env: servers.env, stop: () => servers.server.stop() };
const stack = await startStack({
  infra: infra.env,
  namespace,
  portOffset,
  logDir,
  appEnv: 'development',
  supervise: true,
  env: { PAYMENT_PROVIDER: 'local-test' },
}).catch(async (err) => {
  await infra.stop();
  throw err;
});
let stopping = false;
process.once('SIGINT', () => (stopping = true));

try {
  const files = await quoteFiles();
  const watched = watchedProcesses();
  const memoryAtStart = memory(watched);
  const nodeAtStart = await nodeMemory();
  const heapAtStart = pick(nodeAtStart, 'heapUsed');
  const loadAtStart = os.loadavg();
  say(`${users} homeowners for ${durationS} s (arriving over ${rampS} s) against ${stack.baseUrl}; logs in ${logDir}`);

  const latency = new Latency();
  const tally: Tally = { accepted: new Map(), refused: new Map(), purchases: 0, purchaseFailures: 0 };
  const started = Date.now();
  const end = started + durationS * 1000;
  // Also once everyone has arrived: growth from there on is the run's, not the processes' warming up.
  let memoryAfterRamp: Record<string, number | null> = {};
  let nodeAfterRamp: NodeMemory = {};
  let heapAfterRamp: Record<string, number | null> = {};
  const rampTimer = setTimeout(async () => {
    memoryAfterRamp = memory(watched);
    nodeAfterRamp = await nodeMemory();
    heapAfterRamp = pick(nodeAfterRamp, 'heapUsed');
  }, rampS * 1000);
  // A heap sampled once lands anywhere on the collector's saw-tooth; the lowest of many samples is close to what
  // survives a collection. Its floor at the start of the loaded run against its floor at the end shows a leak.
  const heapSamples: Array<{ at: number; heap: Record<string, number | null> }> = [];
  const heapTimer = setInterval(async () => heapSamples.push({ at: Date.now(), heap: pick(await nodeMemory(), 'heapUsed') }), HEAP_SAMPLE_MS);
  await Promise.all(Array.from({ length: users }, (_, i) => homeownerSession(i, files, latency, tally, started + (rampS * 1000 * i) / users, end)));
  say(`uploads stopped after ${Math.round((Date.now() - started) / 1000)} s; waiting up to ${drainS} s for the accepted analyses to settle`);

  clearTimeout(rampTimer);
  clearInterval(heapTimer);
  const floorWindow = Math.min(120_000, ((durationS - rampS) * 1000) / 3);
  const heapFloorEarly = heapFloor(heapSamples.filter((s) => s.at >= started + rampS * 1000 && s.at < started + rampS * 1000 + floorWindow));
  const heapFloorLate = heapFloor(heapSamples.filter((s) => s.at >= end - floorWindow));
  const outcomes = await settle(tally.accepted, Date.now() + drainS * 1000);
  const memoryAtEnd = memory(watched);
  const nodeAtEnd = await nodeMemory();
  const heapAtEnd = pick(nodeAtEnd, 'heapUsed');
  const loadAtEnd = os.loadavg();
  const restarts = Object.entries(stack.supervisor.state()).filter(([, s]) => s.restarts > 0);

  const routes = latency.figures();
  const reads = latency.combined('reads (GET, not waiting)', isRead);
  const serverErrors = routes.reduce((n, r) => n + r.serverErrors, 0);
  const noAnswer = routes.reduce((n, r) => n + r.noAnswer, 0);
  console.log('');
  printRoutes([...routes, reads]);
  console.log('');
  console.log(`5xx answers: ${serverErrors}; calls with no answer: ${noAnswer}; uploads refused: ${[...tally.refused].map(([s, n]) => `${s}: ${n}`).join(', ') || 'none'}`);
  console.log(`analyses: ${tally.accepted.size} accepted, ${outcomes.complete} completed, ${outcomes.failed} failed with a reason, ${outcomes.analyzing} still analysing after the drain, ${outcomes.lost} lost`);
  for (const [reason, n] of outcomes.reasons) console.log(`  failed ${n}×: ${reason}`);
  console.log(`credit packs bought: ${tally.purchases} (${tally.purchaseFailures} failed)`);
  console.log(`process restarts: ${restarts.map(([name, s]) => `${name} ${s.restarts}`).join(', ') || 'none'}`);
  console.log(`load average (1 min) at start ${loadAtStart[0].toFixed(1)}, at end ${loadAtEnd[0].toFixed(1)}, on ${os.cpus().length} cores`);
  console.log('');
  printMemory('resident MB (PSS)', memoryAtStart, memoryAfterRamp, memoryAtEnd);
  console.log('');
  printMemory('JS heap used MB', heapAtStart, heapAfterRamp, heapAtEnd);
  console.log('');
  printMemory('JS heap committed MB', pick(nodeAtStart, 'heapTotal'), pick(nodeAfterRamp, 'heapTotal'), pick(nodeAtEnd, 'heapTotal'));
  console.log('');
  printMemory('external (Buffers) MB', pick(nodeAtStart, 'external'), pick(nodeAfterRamp, 'external'), pick(nodeAtEnd, 'external'));
  console.log('');
  console.log(`JS heap floor (lowest of samples every ${HEAP_SAMPLE_MS / 1000} s, MB): first ${Math.round(floorWindow / 1000)} s after the ramp-up → last ${Math.round(floorWindow / 1000)} s`);
  for (const name of Object.keys(heapFloorEarly)) {
    const [a, b] = [heapFloorEarly[name], heapFloorLate[name]];
    console.log(`  ${name.padEnd(18)} ${String(a ?? 'n/a').padStart(7)} → ${String(b ?? 'n/a').padStart(7)}  ${a && b ? `${(((b - a) / a) * 100).toFixed(0)}%` : ''}`);
  }

  const results = path.join(logDir, 'results.json');
  fs.writeFileSync(
    results,
    JSON.stringify({ users, durationS, routes, reads, serverErrors, noAnswer, tally: { accepted: tally.accepted.size, refused: Object.fromEntries(tally.refused), purchases: tally.purchases }, outcomes: { ...outcomes, reasons: Object.fromEntries(outcomes.reasons) }, memoryAtStart, memoryAfterRamp, memoryAtEnd, nodeAtStart, nodeAfterRamp, nodeAtEnd, heapFloorEarly, heapFloorLate, loadAtStart, loadAtEnd }, null, 2),
  );
  console.log(`\nresults: ${results}`);
  const broken = [
    outcomes.lost && `${outcomes.lost} analyses lost`,
    outcomes.analyzing && `${outcomes.analyzing} analyses still analysing after the drain`,
    serverErrors && `${serverErrors} 5xx answers`,
    restarts.length && `processes restarted: ${restarts.map(([name]) => name).join(', ')}`,
  ].filter(Boolean);
  if (broken.length) {
    console.error(`load: what must hold did not: ${broken.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
  await infra.stop();
}

async function homeownerSession(i: number, files: QuoteFiles, latency: Latency, tally: Tally, arriveAt: number, end: number): Promise<void> {
  await sleep(arriveAt - Date.now());
  const homeowner = new Homeowner(stack.baseUrl, files, latency.record);
  const ignoreFailure = <T>(p: Promise<T>) => p.catch(() => undefined);
  if (!(await ignoreFailure(homeowner.register()))) return;
  let bought = false;
  while (Date.now() < end && !stopping) {
    const buy = async () => {
      const ok = (await ignoreFailure(homeowner.buyCredits())) ?? false;
      if (ok) tally.purchases += 1;
      else tally.purchaseFailures += 1;
      return ok;
    };
    const upload = await ignoreFailure(homeowner.upload(Math.random() < 0.7 ? 'text' : 'image'));
    if (upload?.quoteId) {
      tally.accepted.set(upload.quoteId, homeowner);
      // Polled as the web app does, until the analysis settles or the run ends.
      let status = 'analyzing';
      while (status === 'analyzing' && Date.now() < end && !stopping) {
        const poll = await ignoreFailure(homeowner.poll(upload.quoteId));
        status = poll?.status === 200 ? poll.body.status : status;
        if (!poll || poll.status !== 200) await sleep(1000);
      }
      if (status !== 'analyzing') {
        await ignoreFailure(homeowner.openAnalysis(upload.quoteId));
        await ignoreFailure(homeowner.history());
      }
    } else if (upload) {
      tally.refused.set(upload.status, (tally.refused.get(upload.status) ?? 0) + 1);
      if (upload.status === 402) await buy();
    }
    await ignoreFailure(homeowner.usage());
    if (!bought) bought = await buy();
    await sleep(2000 + Math.random() * 4000); // reading the result, thinking about the next quote
  }
}

/** Polls every accepted analysis (no waiting reads, so the drain measures nothing) until all settle or the deadline. */
async function settle(accepted: Map<string, Homeowner>, deadline: number) {
  const outcome = new Map<string, { status: string; reason?: string }>();
  for (;;) {
    for (const [quoteId, homeowner] of accepted) {
      if (outcome.get(quoteId)?.status === 'complete' || outcome.get(quoteId)?.status === 'failed') continue;
      const res = await homeowner.openAnalysis(quoteId).catch(() => undefined);
      if (res?.status === 404) outcome.set(quoteId, { status: 'lost' });
      else if (res?.status === 200) outcome.set(quoteId, { status: res.body.status, reason: res.body.failureReason ?? undefined });
    }
    const open = [...accepted.keys()].filter((id) => !['complete', 'failed', 'lost'].includes(outcome.get(id)?.status ?? ''));
    if (!open.length || Date.now() > deadline || stopping) break;
    await sleep(5000);
  }
  const count = (status: string) => [...accepted.keys()].filter((id) => outcome.get(id)?.status === status).length;
  const reasons = new Map<string, number>();
  for (const o of outcome.values()) if (o.status === 'failed') reasons.set(o.reason ?? '', (reasons.get(o.reason ?? '') ?? 0) + 1);
  return { complete: count('complete'), failed: count('failed'), lost: count('lost'), analyzing: accepted.size - count('complete') - count('failed') - count('lost'), reasons };
}

function watchedProcesses(): Array<{ name: string; pid: number; withChildren?: boolean }> {
  const own = (['gateway', 'auth', 'quote', 'analysis', 'billing', 'admin-reporting'] as ProcessName[]).map((name) => ({ name, pid: stack.supervisor.pid(name)! }));
  const port = (url: string) => Number(new URL(url.includes('://') ? url : `tcp://${url}`).port);
  const servers = [
    { name: 'FerretDB', port: port(infra.env.MONGO_URL) },
    { name: 'PostgreSQL', port: Number(ports.QA_POSTGRES_PORT), withChildren: true },
    { name: 'Kafka', port: port(infra.env.KAFKA_BROKERS.split(',')[0]) },
    { name: 'MinIO', port: port(infra.env.S3_ENDPOINT) },
  ].flatMap(({ name, port: p, withChildren }) => {
    const pid = pidListeningOn(p);
    return pid ? [{ name, pid, withChildren }] : [];
  });
  return [...own, ...servers];
}

function memory(watched: Array<{ name: string; pid: number; withChildren?: boolean }>): Record<string, number | null> {
  return Object.fromEntries(watched.map(({ name, pid, withChildren }) => [name, residentMb(pid, withChildren) ?? null]));
}

function printRoutes(rows: RouteFigures[]) {
  const header = ['route', 'calls', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', '5xx', 'no answer'];
  const lines = rows.map((r) => [r.route, r.calls, r.p50, r.p95, r.p99, r.max, r.serverErrors, r.noAnswer].map((v) => (typeof v === 'number' ? String(Math.round(v)) : v)));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
}

type NodeMemory = Record<string, Awaited<ReturnType<typeof nodeMemoryMb>>>;

/** Each Node process's heap in use and committed, and its external memory, from its metrics port. */
async function nodeMemory(): Promise<NodeMemory> {
  const ports: Array<[string, number]> = [['gateway', gatewayHealthPort + portOffset], ...stackServices.map((s) => [s.name, s.healthPort + portOffset] as [string, number])];
  return Object.fromEntries(await Promise.all(ports.map(async ([name, port]) => [name, await nodeMemoryMb(`http://127.0.0.1:${port}/metrics`)] as const)));
}

function pick(memory: NodeMemory, key: keyof NodeMemory[string]): Record<string, number | null> {
  return Object.fromEntries(Object.entries(memory).map(([name, m]) => [name, m[key] ?? null]));
}

function heapFloor(samples: Array<{ heap: Record<string, number | null> }>): Record<string, number | null> {
  const names = Object.keys(samples[0]?.heap ?? {});
  return Object.fromEntries(
    names.map((name) => {
      const values = samples.map((s) => s.heap[name]).filter((v): v is number => v !== null);
      return [name, values.length ? Math.min(...values) : null];
    }),
  );
}

function printMemory(what: string, start: Record<string, number | null>, afterRamp: Record<string, number | null>, end: Record<string, number | null>) {
  const growth = (a: number | null | undefined, b: number | null | undefined) => (a && b ? `${(((b - a) / a) * 100).toFixed(0)}%` : 'n/a');
  const cell = (v: number | null | undefined) => String(v ?? 'gone').padStart(8);
  console.log(`${`memory (${what})`.padEnd(28)}   start  ramp-up      end   growth  since ramp-up`);
  for (const name of Object.keys(start)) {
    const [a, m, b] = [start[name], afterRamp[name], end[name]];
    console.log(`${name.padEnd(28)}${cell(a)} ${cell(m)} ${cell(b)} ${growth(a, b).padStart(8)} ${growth(m, b).padStart(14)}`);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.max(0, ms)));
}
