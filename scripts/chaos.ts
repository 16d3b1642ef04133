// `npm run chaos`: each fault scenario (chaos/scenarios.ts) against a stack of its own — supervised as under
// `npm start`, with its own FerretDB and Kafka — then the same invariants afterwards (chaos/invariants.ts).
// Ends with one line per scenario and exits non-zero if any invariant broke.
//   npm run chaos                      every scenario (about 15 minutes on 2 cores)
//   npm run chaos -- --quick           a process killed mid-analysis, and poison on every topic (for CI)
//   npm run chaos -- --only kafka-stopped,poison-events
// QA_CHAOS_PORT_OFFSET (default 6000) places the stack and its own servers (chaos/own-infra.ts); all stay below the
// ephemeral range.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSystemPackages } from '../infra/local';
import { startStack, type Stack } from './stack';
import { quoteFiles } from './homeowner';
import { checkInvariants, waitUntilSettled } from './chaos/invariants';
import { ownInfraPorts, startOwnInfra, startRunServers, type OwnInfra } from './chaos/own-infra';
import { quickScenarios, scenarios, type Scenario, type ScenarioOutcome } from './chaos/scenarios';
import { TcpGate } from './chaos/tcp-gate';

/** Short, so a credit held by a killed upload comes back within the run (production: 15 minutes). */
const RESERVATION_TIMEOUT_MS = 60_000;

const { values: args } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } } });
const wanted = args.only?.split(',') ?? (args.quick ? quickScenarios : scenarios.map((s) => s.name));
const chosen = wanted.map((name) => {
  const found = scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}; there are: ${scenarios.map((s) => s.name).join(', ')}`);
  return found;
});
const portOffset = Number(process.env.QA_CHAOS_PORT_OFFSET ?? 6000);
const ports = ownInfraPorts(portOffset);
const runDir = path.join(os.tmpdir(), `quote-analyzer-chaos-${Date.now().toString(36)}`);
const say = (msg: string) => console.log(`[chaos] ${msg}`);

ensureSystemPackages();
// MinIO, the SMTP catcher and stripe-mock for the whole run; each scenario starts its own database and broker.
const shared = await startRunServers(ports, path.join(runDir, 'servers'));
const files = await quoteFiles();
say(`runs in ${runDir}`);

const results: Array<{ name: string; violations: string[]; seconds: number }> = [];
let interrupted = false;
process.once('SIGINT', () => (interrupted = true));
for (const scenario of chosen) {
  if (interrupted) break;
  const started = Date.now();
  const violations = await runScenario(scenario).catch((err: Error) => [`the scenario could not run: ${err.stack ?? err.message}`]);
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name: scenario.name, violations, seconds });
  say(`${scenario.name}: ${violations.length ? `FAILED, ${violations.length} violations` : 'held'} (${seconds} s)`);
  for (const v of violations.slice(0, 25)) say(`  ✗ ${v}`);
  if (violations.length > 25) say(`  … and ${violations.length - 25} more (${path.join(runDir, scenario.name, 'findings.json')})`);
}
await shared.server.stop();

console.log('');
for (const r of results) console.log(`${r.violations.length ? 'not ok' : 'ok'} - ${r.name} (${r.seconds} s)${r.violations.length ? `: ${r.violations.length} violations` : ''}`);
const failed = results.filter((r) => r.violations.length).length + (chosen.length - results.length);
console.log(`${results.length - results.filter((r) => r.violations.length).length} held, ${failed} failed`);
process.exit(failed ? 1 : 0);

async function runScenario(scenario: Scenario): Promise<string[]> {
  const dir = path.join(runDir, scenario.name);
  const namespace = `chaos${Date.now().toString(36)}`;
  say(`${scenario.name}: ${scenario.what}`);
  let infra: OwnInfra | undefined;
  let stack: Stack | undefined;
  let gate: TcpGate | undefined;
  try {
    infra = await startOwnInfra(shared.env, ports, path.join(dir, 'servers'));
    if (scenario.gateQuoteDb) {
      gate = new TcpGate(Number(ports.QA_MONGO_PORT) + 1, { host: '127.0.0.1', port: Number(ports.QA_MONGO_PORT) });
      await gate.listen();
    }
    stack = await startStack({
      infra: infra.env,
      namespace,
      portOffset,
      logDir: path.join(dir, 'logs'),
      appEnv: 'test',
      supervise: true,
      env: { PAYMENT_PROVIDER: 'local-test', RESERVATION_TIMEOUT_MS: String(RESERVATION_TIMEOUT_MS), SWEEP_INTERVAL_MS: '5000' },
      processEnv: gate ? { quote: { MONGO_URL: `mongodb://127.0.0.1:${Number(ports.QA_MONGO_PORT) + 1}` } } : undefined,
    });
    say(`${scenario.name}: stack up (namespace ${namespace}, logs in ${path.join(dir, 'logs')})`);
    const outcome = await scenario.run({ stack, infra, namespace, files, quoteDbGate: gate, say: (m) => say(`${scenario.name}: ${m}`) });
    const input = { mongoUrl: infra.env.MONGO_URL, kafkaBrokers: infra.env.KAFKA_BROKERS, namespace, households: outcome.households.list, isPoison: outcome.isPoison };
    say(`${scenario.name}: uploads answered ${outcome.households.statusSummary()}; waiting for every analysis to settle`);
    // Past the quote service's own timeout (1.5 reservation timeouts) and the outbox sweeper's minute, whatever a
    // fault left behind must be settled.
    await waitUntilSettled(input, Date.now() + RESERVATION_TIMEOUT_MS * 1.5 + 60_000);
    const findings = await checkInvariants(input);
    const violations = [...outcome.violations, ...findings.violations, ...unexpectedExits(stack, outcome), ...missingDeadLetters(findings.log.deadLetters, outcome)];
    say(`${scenario.name}: ${Object.entries(findings.figures).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    fs.writeFileSync(path.join(dir, 'findings.json'), JSON.stringify({ figures: findings.figures, violations, uploads: Object.fromEntries(outcome.households.uploads) }, null, 2));
    return violations;
  } finally {
    await stack?.stop();
    await gate?.stop();
    await infra?.stop();
  }
}

/** A process the scenario did not kill must not have died (the supervisor would hide it by restarting it). */
function unexpectedExits(stack: Stack, outcome: ScenarioOutcome): string[] {
  const killed = [...outcome.killed];
  return stack.supervisor.exits
    .filter((exit) => {
      const i = killed.indexOf(exit.name as never);
      if (i >= 0 && exit.how === 'signal SIGKILL') {
        killed.splice(i, 1);
        return false;
      }
      return true;
    })
    .map((exit) => `${exit.name} exited with ${exit.how} at ${exit.at.toISOString()} (restarted by the supervisor)`);
}

function missingDeadLetters(deadLetters: Array<{ key: string; headers: Record<string, string> }>, outcome: ScenarioOutcome): string[] {
  const missing: string[] = [];
  for (const { key, consumers } of outcome.expectedDeadLetters ?? []) {
    for (const consumer of consumers) {
      if (!deadLetters.some((m) => m.key === key && m.headers.consumer === consumer)) missing.push(`${consumer} did not dead-letter poison message ${key}`);
    }
  }
  return missing;
}
