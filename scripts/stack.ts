// Starts the whole product as real processes — five services and the gateway — against given infrastructure.
// Used by `npm start` (port offset 0) and `npm test` (its own offset and namespace, so both can run at once).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot, type InfraEnv } from '../infra/local';
import { ensureServiceKeys } from '../infra/service-keys';

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

export interface StackOptions {
  infra: InfraEnv;
  namespace: string;
  portOffset: number;
  logDir: string;
  appEnv: 'development' | 'test';
  /** Extra variables for every process (e.g. ADMIN_EMAILS in tests). */
  env?: Record<string, string>;
}

export interface Stack {
  baseUrl: string;
  /** The variables a test needs to reach every part directly (and every service's key, to act as one). */
  env: Record<string, string>;
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
  const children: Array<{ name: string; child: ChildProcess; logFile: string }> = [];
  // Each process gets its own private key only.
  const spawnPart = (name: (typeof services)[number]['name'] | 'gateway', entry: string, extra: Record<string, string>) => {
    const logFile = path.join(opts.logDir, `${name}.log`);
    const out = fs.openSync(logFile, 'w');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
      cwd: root,
      env: { ...process.env, ...env, ...extra, SERVICE_PRIVATE_KEY: keys.privateKey(name) },
      stdio: ['ignore', out, out],
    });
    children.push({ name, child, logFile });
    return child;
  };

  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    // QA_SERVICES=auth,billing starts only those (while developing one service); the default is all of them.
    const only = process.env.QA_SERVICES?.split(',').map((x) => x.trim());
    await Promise.all(
      services.filter((s) => !only || only.includes(s.name)).map(async (s) => {
        const child = spawnPart(s.name, `${s.dir}/src/main.ts`, {
          GRPC_PORT: String(s.grpcPort + opts.portOffset),
          HEALTH_PORT: String(s.healthPort + opts.portOffset),
        });
        await waitReady(s.name, `http://127.0.0.1:${s.healthPort + opts.portOffset}/readyz`, child, path.join(opts.logDir, `${s.name}.log`));
      }),
    );
    const gateway = spawnPart('gateway', 'gateway/src/main.ts', { HEALTH_PORT: String(gatewayHealthPort + opts.portOffset) });
    const baseUrl = `http://localhost:${gatewayPort + opts.portOffset}`;
    await waitReady('gateway', `${baseUrl}/livez`, gateway, path.join(opts.logDir, 'gateway.log'));
    return { baseUrl, env: { ...env, QA_BASE_URL: baseUrl, QA_SERVICE_PRIVATE_KEYS: keys.allPrivateKeys }, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function waitReady(name: string, url: string, child: ChildProcess, logFile: string, timeoutMs = 90_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) {
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`${name} exited with code ${child.exitCode} during start-up:\n${tail}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        log(`${name} ready (${Math.round((Date.now() - start) / 100) / 10} s)`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} was not ready after ${timeoutMs / 1000} s; see ${logFile}`);
}
