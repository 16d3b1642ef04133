// Starts the whole product as real processes — five services and the gateway — against given infrastructure.
// Used by `npm start` (port offset 0) and `npm test` (its own offset and namespace, so both can run at once), and by
// the chaos and load runs. A supervisor (supervisor.ts) starts each process and, outside `npm test`, restarts it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot, type InfraEnv } from '../infra/local';
import { ensureServiceKeys } from '../infra/service-keys';
import { createLogger } from '@qa/platform/logger';
import { Supervisor } from './supervisor';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const services = [
  { name: 'auth', dir: 'services/auth', grpcPort: 7051, healthPort: 9101, urlVar: 'AUTH_GRPC_URL' },
  { name: 'quote', dir: 'services/quote', grpcPort: 7052, healthPort: 9102, urlVar: 'QUOTE_GRPC_URL' },
  { name: 'analysis', dir: 'services/analysis', grpcPort: 7053, healthPort: 9103, urlVar: 'ANALYSIS_GRPC_URL' },
  { name: 'billing', dir: 'services/billing', grpcPort: 7054, healthPort: 9104, urlVar: 'BILLING_GRPC_URL' },
  { name: 'admin-reporting', dir: 'services/admin-reporting', grpcPort: 7055, healthPort: 9105, urlVar: 'ADMIN_REPORTING_GRPC_URL' },
] as const;
export const gatewayPort = 8080;
export const gatewayHealthPort = 9100;

/** Every port a stack listens on. */
export function stackPorts(portOffset: number): number[] {
  return [gatewayPort, gatewayHealthPort, ...services.flatMap((s) => [s.grpcPort, s.healthPort])].map((p) => p + portOffset);
}

/**
 * Linux hands out outgoing connections' local ports from this range; a server port inside it can be taken by any
 * client first (CI once lost billing's 51054 to another service's connection to Kafka). So the stack stays below it.
 */
export function ephemeralPortRange(): [number, number] {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return [low, high];
  } catch {
    // not Linux: use the IANA dynamic range
  }
  return [49152, 65535];
}

function assertPortsOutsideEphemeralRange(portOffset: number) {
  const [low, high] = ephemeralPortRange();
  const inside = stackPorts(portOffset).filter((p) => p >= low && p <= high);
  if (inside.length) {
    throw new Error(`ports ${inside.join(', ')} lie in the ephemeral range ${low}-${high}, where a client may hold them; choose another port offset`);
  }
}

export type ProcessName = (typeof services)[number]['name'] | 'gateway';

export interface StackOptions {
  infra: InfraEnv;
  namespace: string;
  portOffset: number;
  logDir: string;
  appEnv: 'development' | 'test';
  /**
   * Restart a process that dies, with back-off (npm start, chaos and load runs). Without it (npm test) a dead
   * process stays dead and its exit is kept in `supervisor.exits` for the run to report.
   */
  supervise: boolean;
  /** Extra variables for every process (e.g. ADMIN_EMAILS in tests). */
  env?: Record<string, string>;
  /** Extra variables for one process (chaos runs point one service at a proxy). */
  processEnv?: Partial<Record<ProcessName, Record<string, string>>>;
}

export interface Stack {
  baseUrl: string;
  /** The variables a test needs to reach every part directly (and every service's key, to act as one). */
  env: Record<string, string>;
  /** Each process's pid, state and restarts, and the exits nobody asked for. */
  supervisor: Supervisor;
  stop(): Promise<void>;
}

const log = (msg: string) => process.stderr.write(`[stack] ${msg}\n`);

export function stackEnv(opts: StackOptions): Record<string, string> {
  const env: Record<string, string> = {
    ...opts.infra,
    APP_ENV: opts.appEnv,
    QA_NAMESPACE: opts.namespace,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    PORT: String(gatewayPort + opts.portOffset),
    APP_BASE_URL: `http://localhost:${gatewayPort + opts.portOffset}`,
    WEB_DIST: path.join(root, 'web', 'dist'),
    SERVICE_PUBLIC_KEYS: ensureServiceKeys(cacheRoot).publicKeys,
    ...opts.env,
  };
  for (const s of services) env[s.urlVar] = `127.0.0.1:${s.grpcPort + opts.portOffset}`;
  return env;
}

export async function startStack(opts: StackOptions): Promise<Stack> {
  assertPortsOutsideEphemeralRange(opts.portOffset);
  fs.mkdirSync(opts.logDir, { recursive: true });
  const env = stackEnv(opts);
  const keys = ensureServiceKeys(cacheRoot);
  const stateFile = path.join(opts.logDir, 'supervisor.json');
  const supervisor = new Supervisor({ stateFile, restart: opts.supervise, log: createLogger('supervisor', 'info') });
  // Each process gets its own private key only; a restart appends to the log of the run before.
  const part = (name: ProcessName, entry: string, extra: Record<string, string>, readyUrl: string) => ({
    name,
    spawn: (run: number) => {
      const out = fs.openSync(path.join(opts.logDir, `${name}.log`), run === 0 ? 'w' : 'a');
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
        cwd: root,
        env: { ...process.env, ...env, ...extra, ...opts.processEnv?.[name], SERVICE_PRIVATE_KEY: keys.privateKey(name) },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      return child;
    },
    ready: async () => (await fetch(readyUrl, { signal: AbortSignal.timeout(2000) })).ok,
  });
  const startPart = async (spec: ReturnType<typeof part>) => {
    const started = Date.now();
    try {
      await supervisor.start(spec);
    } catch (err) {
      const tail = fs.readFileSync(path.join(opts.logDir, `${spec.name}.log`), 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`${(err as Error).message}; see ${path.join(opts.logDir, `${spec.name}.log`)}:\n${tail}`, { cause: err });
    }
    log(`${spec.name} ready (${Math.round((Date.now() - started) / 100) / 10} s)`);
  };

  try {
    // QA_SERVICES=auth,billing starts only those (while developing one service); the default is all of them.
    const only = process.env.QA_SERVICES?.split(',').map((x) => x.trim());
    await Promise.all(
      services
        .filter((s) => !only || only.includes(s.name))
        .map((s) =>
          startPart(
            part(
              s.name,
              `${s.dir}/src/main.ts`,
              { GRPC_PORT: String(s.grpcPort + opts.portOffset), HEALTH_PORT: String(s.healthPort + opts.portOffset) },
              `http://127.0.0.1:${s.healthPort + opts.portOffset}/readyz`,
            ),
          ),
        ),
    );
    const baseUrl = `http://localhost:${gatewayPort + opts.portOffset}`;
    await startPart(
      part('gateway', 'gateway/src/main.ts', { HEALTH_PORT: String(gatewayHealthPort + opts.portOffset), SUPERVISOR_STATE_FILE: stateFile }, `${baseUrl}/livez`),
    );
    return { baseUrl, env: { ...env, QA_BASE_URL: baseUrl, QA_SERVICE_PRIVATE_KEYS: keys.allPrivateKeys }, supervisor, stop: () => supervisor.stop() };
  } catch (err) {
    await supervisor.stop();
    throw err;
  }
}
