// The servers of a chaos or load run, all its own and started by infra/local.ts (through infra-server.ts) on ports of
// their own. Chaos: per scenario a fresh FerretDB and Kafka, which the scenario may stop or restart, and per run MinIO,
// the SMTP catcher and stripe-mock, which no scenario touches; load: all of them once. Nothing is shared with
// `npm start` or `npm test`: a run neither disturbs them, nor depends on servers another command may stop in the
// middle of it, nor measures anyone else's traffic.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { InfraEnv } from '../../infra/local';
import { root } from '../stack';

/** The ports of a chaos run's servers: beside its stack's, all below the ephemeral range. */
export function ownInfraPorts(portOffset: number) {
  const at = (port: number) => String(10_000 + portOffset + port);
  return {
    QA_MONGO_PORT: at(17),
    QA_POSTGRES_PORT: at(433),
    QA_KAFKA_PORT: at(92),
    QA_KAFKA_CONTROLLER_PORT: at(93),
    QA_MINIO_PORT: at(0), // and the next one, its console
    QA_SMTP_PORT: at(25),
    QA_MAIL_API_PORT: at(80),
    QA_STRIPE_MOCK_PORT: at(111), // and the next one, its HTTPS port
  };
}
export type OwnInfraPorts = ReturnType<typeof ownInfraPorts>;

/** Servers that can be stopped and started again on the same data. */
export class OwnServer {
  private child?: ChildProcess;

  /** `env` leaves out the URLs of the servers this one is to start, and gives the rest. */
  constructor(
    readonly name: string,
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  /** Starts them and answers the environment that reaches them. */
  async start(timeoutMs = 180_000): Promise<InfraEnv> {
    fs.mkdirSync(this.dataDir, { recursive: true });
    const out = fs.openSync(path.join(this.dataDir, 'runner.log'), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/chaos/infra-server.ts'), this.dataDir], {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'pipe', out],
    });
    fs.closeSync(out);
    this.child = child;
    return new Promise<InfraEnv>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not start in ${timeoutMs / 1000} s; see ${this.dataDir}`)), timeoutMs);
      let output = '';
      child.stdout!.on('data', (chunk) => {
        output += chunk;
        const ready = /^READY (.*)$/m.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(JSON.parse(ready[1]) as InfraEnv);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited with code ${code} while starting; see ${path.join(this.dataDir, 'runner.log')}`));
      });
    });
  }

  /** Stops them (the runner stops what it started, SIGTERM first) and waits until they are gone. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

const SERVER_URLS: Array<keyof InfraEnv> = ['MONGO_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT', 'SMTP_URL', 'MAIL_API_URL', 'STRIPE_API_URL'];

/** The environment of a runner that starts the servers `start` names and is given the URLs in `given`. */
function runnerEnv(ports: OwnInfraPorts, given: Partial<InfraEnv>, start: Array<keyof InfraEnv>): Record<string, string> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), ...ports };
  for (const key of SERVER_URLS) delete env[key];
  for (const [key, value] of Object.entries(given)) if (!start.includes(key as keyof InfraEnv) && value) env[key] = value;
  // A server neither started nor given is not this runner's business: a URL set in its place keeps ensureInfra from
  // starting it (the runner only reports it back).
  for (const key of SERVER_URLS) if (!start.includes(key) && !env[key]) env[key] = 'not-started-here';
  return env;
}

/**
 * Servers for a whole run: MinIO, the SMTP catcher and stripe-mock (a chaos run, whose scenarios each start their
 * own database and broker), or every server (`withDatabaseAndBroker`: a load run).
 */
export async function startRunServers(ports: OwnInfraPorts, dataDir: string, opts: { withDatabaseAndBroker?: boolean } = {}): Promise<{ env: InfraEnv; server: OwnServer }> {
  const start: Array<keyof InfraEnv> = ['S3_ENDPOINT', 'SMTP_URL', 'MAIL_API_URL', 'STRIPE_API_URL', ...(opts.withDatabaseAndBroker ? (['MONGO_URL', 'KAFKA_BROKERS'] as const) : [])];
  const server = new OwnServer(start.join(', '), dataDir, runnerEnv(ports, {}, start));
  return { env: await server.start(), server };
}

export interface OwnInfra {
  env: InfraEnv;
  mongo: OwnServer;
  kafka: OwnServer;
  stop(): Promise<void>;
}

/** A scenario's own FerretDB and Kafka in dataDir, beside the run's other servers (`run`). */
export async function startOwnInfra(run: InfraEnv, ports: OwnInfraPorts, dataDir: string): Promise<OwnInfra> {
  const mongo = new OwnServer('FerretDB', path.join(dataDir, 'mongo'), runnerEnv(ports, run, ['MONGO_URL']));
  const kafka = new OwnServer('Kafka', path.join(dataDir, 'kafka'), runnerEnv(ports, run, ['KAFKA_BROKERS']));
  const [mongoEnv, kafkaEnv] = await Promise.all([mongo.start(), kafka.start()]);
  const env = { ...run, MONGO_URL: mongoEnv.MONGO_URL, KAFKA_BROKERS: kafkaEnv.KAFKA_BROKERS };
  return { env, mongo, kafka, stop: async () => void (await Promise.all([mongo.stop(), kafka.stop()])) };
}
