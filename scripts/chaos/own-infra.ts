// A chaos scenario's own database and broker: FerretDB and Kafka started by infra/local.ts (through infra-server.ts)
// on ports of their own and in a fresh data folder, so a scenario can stop the broker or restart the database
// without touching the shared servers on 27017 and 9092 that `npm start` and `npm test` use. MinIO, the SMTP
// catcher and stripe-mock stay the shared ones: no scenario stops them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { InfraEnv } from '../../infra/local';
import { root } from '../stack';

export interface OwnInfraPorts {
  mongo: number;
  postgres: number;
  kafka: number;
  kafkaController: number;
}

/** The ports of a chaos run's own servers: beside its stack's, all below the ephemeral range. */
export function ownInfraPorts(portOffset: number): OwnInfraPorts {
  return { mongo: 10_017 + portOffset, postgres: 10_433 + portOffset, kafka: 10_092 + portOffset, kafkaController: 10_093 + portOffset };
}

/** One server that can be stopped and started again on the same data. */
export class OwnServer {
  private child?: ChildProcess;

  constructor(
    readonly name: string,
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  async start(timeoutMs = 120_000): Promise<void> {
    fs.mkdirSync(this.dataDir, { recursive: true });
    const out = fs.openSync(path.join(this.dataDir, 'runner.log'), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/chaos/infra-server.ts'), this.dataDir], {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'pipe', out],
    });
    fs.closeSync(out);
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not start in ${timeoutMs / 1000} s; see ${this.dataDir}`)), timeoutMs);
      child.stdout!.on('data', (chunk) => {
        if (String(chunk).includes('READY')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited with code ${code} while starting; see ${path.join(this.dataDir, 'runner.log')}`));
      });
    });
  }

  /** Stops the server (its runner stops what it started, SIGTERM first) and waits for it to be gone. */
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

export interface OwnInfra {
  env: InfraEnv;
  mongo: OwnServer;
  kafka: OwnServer;
  stop(): Promise<void>;
}

/** Starts a scenario's own FerretDB and Kafka in dataDir; `shared` gives MinIO, SMTP and stripe-mock. */
export async function startOwnInfra(shared: InfraEnv, ports: OwnInfraPorts, dataDir: string): Promise<OwnInfra> {
  const env: InfraEnv = { ...shared, MONGO_URL: `mongodb://127.0.0.1:${ports.mongo}`, KAFKA_BROKERS: `127.0.0.1:${ports.kafka}` };
  const base: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...env,
    QA_MONGO_PORT: String(ports.mongo),
    QA_POSTGRES_PORT: String(ports.postgres),
    QA_KAFKA_PORT: String(ports.kafka),
    QA_KAFKA_CONTROLLER_PORT: String(ports.kafkaController),
  };
  // Each runner is told the other server's URL, so it starts only its own.
  const without = (key: keyof InfraEnv) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));
  const mongo = new OwnServer('FerretDB', path.join(dataDir, 'mongo'), without('MONGO_URL'));
  const kafka = new OwnServer('Kafka', path.join(dataDir, 'kafka'), without('KAFKA_BROKERS'));
  await Promise.all([mongo.start(), kafka.start()]);
  return { env, mongo, kafka, stop: async () => void (await Promise.all([mongo.stop(), kafka.stop()])) };
}
