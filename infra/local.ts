// Local infrastructure with real servers, in this order of preference:
//   1. URLs given in the environment (MONGO_URL, KAFKA_BROKERS, S3_ENDPOINT, SMTP_URL, STRIPE_API_URL): used as they are.
//   2. A Docker engine that answers: docker compose starts the official images (docker-compose.yml, profile infra);
//      the SMTP catcher below still runs locally, since the tests read its API.
//   3. Otherwise (the project's own machines): servers built once into ~/.cache/quote-analyzer/<name>/<version>
//      and run on loopback: FerretDB v1 (patched, on Debian's PostgreSQL) for MongoDB, Apache Kafka in KRaft mode,
//      MinIO, stripe-mock, and a small SMTP catcher. A running set is reused; only what this process started is
//      stopped.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs as ferretdbBuildInputs, preparePatchedSource } from './ferretdb/patch';

const here = path.dirname(fileURLToPath(import.meta.url));
export const cacheRoot = process.env.QA_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'quote-analyzer');

// Exact versions, so a fresh clone builds what was tested. MinIO's release tags (RELEASE.<date>) are not Go module
// versions, so `go install` takes it by commit: the pseudo-version of 7aac2a2c5b7c (2026-02-12).
export const versions = {
  ferretdb: 'v1.24.0',
  kafka: '4.1.1',
  minio: 'v0.0.0-20260212201848-7aac2a2c5b7c',
  stripeMock: 'v0.203.0',
  helm: 'v3.22.0',
};

/**
 * FerretDB's storage: `postgresql` (default: Debian's PostgreSQL, started like the other servers) or `sqlite` (the
 * embedded backend used before; every query but `{_id}` alone is a full scan there). README, "Latency".
 */
export const ferretdbHandler = (process.env.QA_FERRETDB_HANDLER ?? 'postgresql') as 'postgresql' | 'sqlite';
if (!['postgresql', 'sqlite'].includes(ferretdbHandler)) throw new Error(`QA_FERRETDB_HANDLER must be postgresql or sqlite, not ${ferretdbHandler}`);

export const ports = {
  mongo: Number(process.env.QA_MONGO_PORT ?? 27017),
  // Not 5432: that is where a PostgreSQL installed as a system service listens.
  postgres: Number(process.env.QA_POSTGRES_PORT ?? 5433),
  kafka: Number(process.env.QA_KAFKA_PORT ?? 9092),
  kafkaController: Number(process.env.QA_KAFKA_CONTROLLER_PORT ?? 9093),
  minio: Number(process.env.QA_MINIO_PORT ?? 9000),
  smtp: Number(process.env.QA_SMTP_PORT ?? 1025),
  mailApi: Number(process.env.QA_MAIL_API_PORT ?? 1080),
  stripeMock: Number(process.env.QA_STRIPE_MOCK_PORT ?? 12111),
};

const S3_ACCESS_KEY = 'quoteanalyzer';
const S3_SECRET_KEY = 'quoteanalyzer-secret';

export interface InfraEnv {
  MONGO_URL: string;
  KAFKA_BROKERS: string;
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  SMTP_URL: string;
  MAIL_API_URL: string;
  STRIPE_API_URL: string;
}

export interface Infra {
  env: InfraEnv;
  /** Human-readable lines: what runs where, and who started it. */
  report: string[];
  stop(): Promise<void>;
}

const log = (msg: string) => process.stderr.write(`[infra] ${msg}\n`);

function run(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; label: string }) {
  log(`${opts.label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const ticker = setInterval(() => log(`${opts.label}: still building (${Math.round((Date.now() - started) / 1000)} s)`), 20_000);
  try {
    const res = spawnSync(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
    if (res.status !== 0) {
      throw new Error(`${opts.label} failed (exit ${res.status}):\n${res.stderr?.toString().slice(-3000)}`);
    }
  } finally {
    clearInterval(ticker);
  }
  log(`${opts.label}: done in ${Math.round((Date.now() - started) / 1000)} s`);
}

function goInstall(pkg: string, version: string, dir: string, binary: string): string {
  const bin = path.join(dir, binary);
  if (fs.existsSync(bin)) return bin;
  fs.mkdirSync(dir, { recursive: true });
  run('go', ['install', `${pkg}@${version}`], { env: { GOBIN: dir, GOFLAGS: '-mod=mod' }, label: `building ${binary} ${version} (first run only)` });
  return bin;
}

/** Builds (once) and returns the path of each server binary or jar folder. */
export function ensureBinaries() {
  const minio = goInstall('github.com/minio/minio', versions.minio, path.join(cacheRoot, 'minio', versions.minio), 'minio');
  const stripeMock = goInstall('github.com/stripe/stripe-mock', versions.stripeMock, path.join(cacheRoot, 'stripe-mock', versions.stripeMock), 'stripe-mock');

  // The folder is named after the sources (wrapper and patch), so a changed patch builds a new binary beside the old
  // one, which a server still running from it keeps using.
  const sourceHash = createHash('sha256');
  for (const f of ferretdbBuildInputs) sourceHash.update(fs.readFileSync(f));
  const ferretDir = path.join(cacheRoot, 'ferretdb', `${versions.ferretdb}-${sourceHash.digest('hex').slice(0, 10)}`);
  const ferretdb = path.join(ferretDir, 'ferretdb');
  if (!fs.existsSync(ferretdb)) {
    const src = path.join(ferretDir, 'src');
    preparePatchedSource(src);
    run('go', ['build', '-o', ferretdb, '.'], { cwd: src, env: { GOFLAGS: '-mod=mod' }, label: `building FerretDB ${versions.ferretdb} with its PostgreSQL patch (first run only)` });
  }

  const kafkaDir = path.join(cacheRoot, 'kafka', versions.kafka);
  const kafkaLibs = path.join(kafkaDir, 'libs');
  if (!fs.existsSync(path.join(kafkaDir, '.complete'))) {
    fs.mkdirSync(path.join(kafkaDir, 'build'), { recursive: true });
    fs.copyFileSync(path.join(here, 'kafka', 'pom.xml'), path.join(kafkaDir, 'build', 'pom.xml'));
    run('mvn', ['-q', '-B', 'dependency:copy-dependencies', `-DoutputDirectory=${kafkaLibs}`], {
      cwd: path.join(kafkaDir, 'build'),
      label: `fetching Apache Kafka ${versions.kafka} jars (first run only)`,
    });
    fs.writeFileSync(path.join(kafkaDir, '.complete'), new Date().toISOString());
  }
  return { minio, stripeMock, ferretdb, kafkaLibs };
}

export function ensureHelm(): string {
  return goInstall('helm.sh/helm/v3/cmd/helm', versions.helm, path.join(cacheRoot, 'helm', versions.helm), 'helm');
}

/**
 * Debian packages the product and its tests use at run time: Chromium for browser tests, poppler for PDF rasterising,
 * PostgreSQL for FerretDB's storage (unless QA_FERRETDB_HANDLER=sqlite, or MongoDB comes from MONGO_URL).
 */
export function ensureSystemPackages(): void {
  const wanted: Array<[string, string]> = [
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/bin/pdftoppm', 'poppler-utils'],
  ];
  const missing = wanted.filter(([file]) => !fs.existsSync(file)).map(([, pkg]) => pkg);
  if (ferretdbHandler === 'postgresql' && !process.env.MONGO_URL && !postgresBinDir() && !dockerAnswers()) missing.push('postgresql');
  if (!missing.length) return;
  if (process.getuid?.() !== 0) throw new Error(`missing Debian packages: ${missing.join(' ')} (install them with apt-get as root)`);
  run('apt-get', ['update', '-qq'], { label: 'apt-get update' });
  run('apt-get', ['install', '-y', '-qq', ...missing, 'fonts-liberation'], { env: { DEBIAN_FRONTEND: 'noninteractive' }, label: `installing ${missing.join(' ')}` });
}

/** The folder of PostgreSQL's server programs: Debian's newest /usr/lib/postgresql/<major>/bin, else pg_config's. */
export function postgresBinDir(): string | undefined {
  const debian = '/usr/lib/postgresql';
  const majors = fs.existsSync(debian) ? fs.readdirSync(debian).filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'postgres'))) : [];
  majors.sort((a, b) => Number(b) - Number(a));
  if (majors.length) return path.join(debian, majors[0], 'bin');
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return fs.existsSync(path.join(dir, 'postgres')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

const PG_USER = 'ferretdb'; // the cluster's superuser, trusted on loopback only
const PG_DATABASE = 'ferretdb';
const postgresUrl = () => `postgres://${PG_USER}@127.0.0.1:${ports.postgres}/${PG_DATABASE}`;

const ROOT_CLUSTERS = '/var/lib/postgresql/quote-analyzer';

/**
 * Where the cluster of `dataDir` lives. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user
 * (made by Debian's package), which cannot enter root's home: the cluster then lives under /var/lib/postgresql and
 * `<dataDir>/postgresql` is a link to it (and `<cluster>.link` names the link). A dataDir without that link (a fresh
 * test-data folder) gets a new cluster; a cluster whose link is gone (its data folder was deleted) is deleted.
 */
function postgresDataDir(dataDir: string): { dir: string; owner?: string } {
  const link = path.join(dataDir, 'postgresql');
  if (process.getuid?.() !== 0) return { dir: link };
  removeOrphanClusters();
  const tag = `${path.basename(dataDir)}-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 8)}`;
  const dir = path.join(ROOT_CLUSTERS, tag);
  const linked = linksTo(link, dir);
  if (!linked && fs.existsSync(dir)) {
    if (clusterRunning(dir)) throw new Error(`a PostgreSQL still runs on ${dir}, which belonged to an earlier ${dataDir}; stop it first`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!linked) {
    fs.rmSync(link, { recursive: true, force: true });
    fs.symlinkSync(dir, link);
  }
  fs.writeFileSync(`${dir}.link`, `${link}\n`);
  return { dir, owner: 'postgres' };
}

/** Deletes the clusters whose data folder's link no longer points at them, unless a server still runs on one. */
function removeOrphanClusters(): void {
  if (!fs.existsSync(ROOT_CLUSTERS)) return;
  for (const name of fs.readdirSync(ROOT_CLUSTERS).filter((n) => n.endsWith('.link'))) {
    const dir = path.join(ROOT_CLUSTERS, name.slice(0, -'.link'.length));
    const link = fs.readFileSync(path.join(ROOT_CLUSTERS, name), 'utf8').trim();
    if (linksTo(link, dir) || clusterRunning(dir)) continue;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(path.join(ROOT_CLUSTERS, name), { force: true });
  }
}

function linksTo(link: string, target: string): boolean {
  try {
    return fs.readlinkSync(link) === target;
  } catch {
    return false;
  }
}

function clusterRunning(dir: string): boolean {
  const pidFile = path.join(dir, 'postmaster.pid');
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
  return Boolean(pid) && processAlive(pid);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The command as `owner` (root handing over to the postgres user), else as this user. */
function asOwner(owner: string | undefined, cmd: string, args: string[]): [string, string[]] {
  return owner ? ['setpriv', ['--reuid', owner, '--regid', owner, '--init-groups', '--', cmd, ...args]] : [cmd, args];
}

/** Creates the cluster (first run of a data folder) and starts PostgreSQL on 127.0.0.1 only, no Unix socket. */
function startPostgres(dataDir: string, out: number): ChildProcess {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql), or run with QA_FERRETDB_HANDLER=sqlite');
  const { dir, owner } = postgresDataDir(dataDir);
  if (owner) execFileSync('chown', [owner, dir]);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const [cmd, args] = asOwner(owner, path.join(bin, 'initdb'), ['-D', dir, '-U', PG_USER, '-A', 'trust', '-E', 'UTF8', '--locale=C']);
    execFileSync(cmd, args, { stdio: ['ignore', out, out], cwd: '/' });
  }
  const [cmd, args] = asOwner(owner, path.join(bin, 'postgres'), [
    '-D', dir,
    '-p', String(ports.postgres),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', 'unix_socket_directories=',
    // Loses at most the last few hundred milliseconds of commits if the machine (not PostgreSQL) crashes; never
    // corrupts. Local development and tests only.
    '-c', 'synchronous_commit=off',
  ]);
  return spawn(cmd, args, { stdio: ['ignore', out, out], cwd: '/' });
}

/** Accepting connections, with FerretDB's database made. */
async function postgresReady(): Promise<boolean> {
  const bin = postgresBinDir();
  if (!bin) return false;
  const psql = (sql: string) => execFileSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(ports.postgres), '-U', PG_USER, '-d', 'postgres', '-XtAc', sql], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 });
  try {
    if (psql(`SELECT 1 FROM pg_database WHERE datname = '${PG_DATABASE}'`).trim() !== '1') psql(`CREATE DATABASE ${PG_DATABASE}`);
    return true;
  } catch {
    return false;
  }
}

export function portOpen(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(label: string, check: () => Promise<boolean>, child: ChildProcess | undefined, timeoutMs = 90_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}; see its log`);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not become healthy in ${timeoutMs / 1000} s`);
}

async function httpOk(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

function dockerAnswers(): boolean {
  if (process.env.QA_NO_DOCKER) return false;
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

function defaultEnv(): InfraEnv {
  return {
    MONGO_URL: `mongodb://127.0.0.1:${ports.mongo}`,
    KAFKA_BROKERS: `127.0.0.1:${ports.kafka}`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.minio}`,
    S3_ACCESS_KEY,
    S3_SECRET_KEY,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_API_URL: `http://127.0.0.1:${ports.mailApi}`,
    STRIPE_API_URL: `http://127.0.0.1:${ports.stripeMock}`,
  };
}

interface ServerSpec {
  name: string;
  envKey: keyof InfraEnv;
  port: number;
  healthy: () => Promise<boolean>;
  start: (dataDir: string, logFile: number) => ChildProcess;
  /** A server this one needs: made sure of (reused or started) before this one is started, stopped after it. */
  before?: ServerSpec;
  stopSignal?: NodeJS.Signals;
}

/**
 * Brings up every dependency and returns the environment that points at it.
 * dataDir holds the servers' data; pass a temporary one for throw-away runs.
 */
export async function ensureInfra(opts: { dataDir?: string } = {}): Promise<Infra> {
  const env = defaultEnv();
  const report: string[] = [];
  const given = (key: keyof InfraEnv) => Boolean(process.env[key]);
  for (const key of Object.keys(env) as (keyof InfraEnv)[]) if (given(key)) env[key] = process.env[key]!;

  const dataDir = opts.dataDir ?? path.join(cacheRoot, 'data');
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });

  // The servers that docker compose runs, or that ensureBinaries builds; the SMTP catcher needs neither.
  const builtServers = ['MONGO_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT', 'STRIPE_API_URL'] as const;
  const needLocal = (['MONGO_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT'] as const).some((k) => !given(k));
  // With a Docker engine the servers come from docker compose. The SMTP catcher stays the local one (no build, and
  // its API is the one the tests read), so mailpit is not started here.
  const fromCompose = new Set<keyof InfraEnv>();
  let stopCompose = () => {};
  if (needLocal && dockerAnswers()) {
    const compose = ['compose', '-f', path.join(here, '..', 'docker-compose.yml'), '--profile', 'infra'];
    log('a Docker engine answers: starting the infrastructure with docker compose');
    run('docker', [...compose, 'up', '-d', '--wait', 'mongo', 'kafka', 'minio', 'stripe-mock'], { label: 'docker compose' });
    for (const key of builtServers) if (!given(key)) fromCompose.add(key);
    report.push('MongoDB, Kafka, MinIO and stripe-mock: docker compose');
    stopCompose = () => run('docker', [...compose, 'stop'], { label: 'docker compose stop' });
  }
  const provided = (key: keyof InfraEnv) => given(key) || fromCompose.has(key);

  const bins = builtServers.some((k) => !provided(k)) ? ensureBinaries() : undefined;
  const postgresSpec: ServerSpec = {
    name: `PostgreSQL ${path.basename(path.dirname(postgresBinDir() ?? '?/?'))} (FerretDB's storage)`,
    envKey: 'MONGO_URL',
    port: ports.postgres,
    healthy: postgresReady,
    start: startPostgres,
    // Fast shutdown: SIGTERM would wait for every client (a FerretDB another run started) to disconnect.
    stopSignal: 'SIGINT',
  };
  const specs: ServerSpec[] = [
    ferretdbHandler === 'postgresql'
      ? {
          name: `FerretDB ${versions.ferretdb} (MongoDB wire protocol, on PostgreSQL at 127.0.0.1:${ports.postgres})`,
          envKey: 'MONGO_URL',
          port: ports.mongo,
          healthy: () => portOpen(ports.mongo),
          // Its storage first: reused if it runs, else started (and stopped after FerretDB).
          before: postgresSpec,
          start: (_dir, out) =>
            spawn(bins!.ferretdb, ['-listen', `127.0.0.1:${ports.mongo}`, '-handler', 'postgresql', '-postgresql-url', postgresUrl()], { stdio: ['ignore', out, out] }),
        }
      : {
          name: `FerretDB ${versions.ferretdb} (MongoDB wire protocol, SQLite)`,
          envKey: 'MONGO_URL',
          port: ports.mongo,
          healthy: () => portOpen(ports.mongo),
          start: (dir, out) =>
            spawn(bins!.ferretdb, ['-listen', `127.0.0.1:${ports.mongo}`, '-handler', 'sqlite', '-dir', path.join(dir, 'ferretdb')], { stdio: ['ignore', out, out] }),
        },
    {
      name: `Apache Kafka ${versions.kafka} (KRaft)`,
      envKey: 'KAFKA_BROKERS',
      port: ports.kafka,
      healthy: () => portOpen(ports.kafka),
      start: (dir, out) => startKafka(bins!.kafkaLibs, path.join(dir, 'kafka'), out),
    },
    {
      name: 'MinIO',
      envKey: 'S3_ENDPOINT',
      port: ports.minio,
      healthy: () => httpOk(`http://127.0.0.1:${ports.minio}/minio/health/ready`),
      start: (dir, out) =>
        spawn(bins!.minio, ['server', path.join(dir, 'minio'), '--address', `127.0.0.1:${ports.minio}`, '--console-address', `127.0.0.1:${ports.minio + 1}`, '--quiet'], {
          stdio: ['ignore', out, out],
          env: { ...process.env, MINIO_ROOT_USER: S3_ACCESS_KEY, MINIO_ROOT_PASSWORD: S3_SECRET_KEY, MINIO_BROWSER: 'off' },
        }),
    },
    {
      name: 'SMTP catcher',
      envKey: 'SMTP_URL',
      port: ports.smtp,
      healthy: () => httpOk(`http://127.0.0.1:${ports.mailApi}/healthz`),
      start: (_dir, out) =>
        spawn(process.execPath, ['--import', 'tsx', path.join(here, 'mail-catcher.ts')], {
          stdio: ['ignore', out, out],
          env: { ...process.env, SMTP_PORT: String(ports.smtp), MAIL_API_PORT: String(ports.mailApi) },
        }),
    },
    {
      name: 'stripe-mock',
      envKey: 'STRIPE_API_URL',
      port: ports.stripeMock,
      healthy: () => portOpen(ports.stripeMock),
      start: (_dir, out) => spawn(bins!.stripeMock, ['-http-port', String(ports.stripeMock), '-https-port', String(ports.stripeMock + 1)], { stdio: ['ignore', out, out] }),
    },
  ];

  // Servers another one needs are stopped after it: `stage` 1 for those, 0 for the rest.
  const started: Array<{ child: ChildProcess; signal: NodeJS.Signals; stage: number }> = [];
  const bringUp = async (spec: ServerSpec, stage = 0) => {
    if (await spec.healthy()) {
      report.push(`${spec.name}: already running on 127.0.0.1:${spec.port} (reused)`);
      return;
    }
    if (await portOpen(spec.port)) {
      // Something answers on the port but is not healthy yet: give it time (another run may be starting it).
      await waitFor(spec.name, spec.healthy, undefined, 60_000);
      report.push(`${spec.name}: already running on 127.0.0.1:${spec.port} (reused)`);
      return;
    }
    if (spec.before) await bringUp(spec.before, stage + 1);
    const out = fs.openSync(path.join(logDir, `${spec.name.split(' ')[0].toLowerCase()}.log`), 'a');
    const child = spec.start(dataDir, out);
    started.push({ child, signal: spec.stopSignal ?? 'SIGTERM', stage });
    await waitFor(spec.name, spec.healthy, child);
    report.push(`${spec.name}: started on 127.0.0.1:${spec.port} (pid ${child.pid})`);
  };
  await Promise.all(
    specs.map(async (spec) => {
      if (provided(spec.envKey)) {
        if (given(spec.envKey)) report.push(`${spec.name}: from the environment (${spec.envKey}=${env[spec.envKey]})`);
        return;
      }
      await bringUp(spec);
    }),
  );

  const stopOne = ({ child, signal }: (typeof started)[number]) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill(signal);
    });
  return {
    env,
    report,
    stop: async () => {
      const stages = [...new Set(started.map((s) => s.stage))].sort((a, b) => a - b);
      for (const stage of stages) await Promise.all(started.filter((s) => s.stage === stage).map(stopOne));
      stopCompose();
    },
  };
}

function startKafka(libs: string, dir: string, out: number): ChildProcess {
  fs.mkdirSync(dir, { recursive: true });
  const props = path.join(dir, 'server.properties');
  fs.writeFileSync(
    props,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.bootstrap.servers=127.0.0.1:${ports.kafkaController}`,
      `listeners=PLAINTEXT://127.0.0.1:${ports.kafka},CONTROLLER://127.0.0.1:${ports.kafkaController}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${ports.kafka}`,
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      'inter.broker.listener.name=PLAINTEXT',
      `log.dirs=${path.join(dir, 'logs')}`,
      'num.partitions=3',
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=3',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'share.coordinator.state.topic.replication.factor=1',
      'share.coordinator.state.topic.min.isr=1',
      'group.initial.rebalance.delay.ms=0',
      'auto.create.topics.enable=false',
      'log.retention.hours=-1',
      '',
    ].join('\n'),
  );
  const classpath = `${libs}/*`;
  if (!fs.existsSync(path.join(dir, 'logs', 'meta.properties'))) {
    execFileSync('java', ['-cp', classpath, 'kafka.tools.StorageTool', 'format', '--standalone', '-t', randomUUID(), '-c', props], { stdio: 'ignore' });
  }
  return spawn('java', ['-Xmx512m', '-Xms128m', '-XX:+UseSerialGC', '-cp', classpath, `-Dlog4j.configuration=file:${path.join(here, 'kafka', 'log4j.properties')}`, 'kafka.Kafka', props], {
    stdio: ['ignore', out, out],
  });
}

// CLI: `tsx infra/local.ts up` starts what is missing and waits (Ctrl-C stops what it started).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const infra = await ensureInfra();
  for (const line of infra.report) log(line);
  for (const [k, v] of Object.entries(infra.env)) process.stdout.write(`${k}=${v}\n`);
  if (process.argv[2] === 'up') {
    log('running; Ctrl-C stops what this command started');
    const stop = () => void infra.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    setInterval(() => undefined, 1 << 30);
  } else {
    await infra.stop();
  }
}
