// End-to-end latency benchmark against a running `npm start` (issue 15): how long a signed-in homeowner waits from
// the start of an upload until the finished analysis is visible through the API, where that time goes, whether it
// grows with the number of stored quotes, and how fast GET /api/usage answers under load.
//
// Run: `npm start` in one terminal, then `npm run bench:e2e` in another (takes 5-20 minutes).
//   BENCH_URL      the gateway (default http://localhost:8080); only loopback addresses are accepted
//   MONGO_URL, KAFKA_BROKERS, QA_NAMESPACE   where `npm start` keeps its data (defaults as in infra/local.ts, `qa`)
//   BENCH_LEVELS   stored-quote levels to measure at (default 10,10000)
//   BENCH_SOLO_TEXT, BENCH_SOLO_PHOTO   uploads by the single user per level (default 15 and 10)
//   BENCH_USERS    concurrent users (default 20; each does 2 text uploads back to back, then 1 photo)
//   BENCH_KEEP_SEED=1   leave the seeded quotes in the databases afterwards (they are removed by default)
//   BENCH_USAGE_ONLY=1  only the load on GET /api/usage beside the bare Express server (a minute, no uploads or seeding)
//   QA_POSTGRES_PORT    where `npm start`'s PostgreSQL listens (default 5433), to count its CPU time
//
// What it does: registers throw-away accounts through the API (the single user buys credits with the local-test
// payment provider's test card), warms the analyser up with one text and one photo upload (not counted), then at each
// level tops the stored quotes up with copies of a real completed quote and analysis job (written straight into
// `<ns>_quote.quotes` and `<ns>_analysis.analysis_jobs` under 1,000 throw-away user ids, with fixed ids, so seeding
// again is a no-op) and the reserve and consume entries each upload leaves in `<ns>_billing.ledger`, uploads and
// waits on GET /api/analysis/:quoteId?waitMs=10000 (as the web app does) until it is no longer `analyzing`, and reads
// the stage timestamps from the quote document, the analysis job and the Kafka records of quote.submitted and
// analysis.completed. Finally `wrk` (or autocannon if wrk cannot be installed) on GET /api/usage signed in, beside a
// bare Express server on loopback measured with the same tool, and the CPU time each process of the stack (found by
// the ports it listens on) spends per request: on a shared machine the one figure a busy neighbour does not move.
//
// Targets (2-core machine): 3-page text quote p95 < 1 s alone and < 3 s with 20 users; one-page photo p95 < 3 s alone;
// the 10,000-quote figures within 20% of the 10-quote ones; GET /api/usage p99 < 100 ms at 50 connections.
// Every loop is bounded by a count and a time limit; all traffic goes to loopback.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { MongoClient, type Collection, type Document } from 'mongodb';
import { gatewayPort, services } from './stack';
import { cpuPerRequest, type WatchedProcess } from './load/cpu-time';
import { pidListeningOn } from './load/memory';

// ---------------------------------------------------------------------------------------------- settings

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'services/analysis/fixtures/files');
const BASE_URL = (process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const KAFKA_BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',').map((b) => b.trim());
const NAMESPACE = process.env.QA_NAMESPACE ?? 'qa';
const LEVELS = (process.env.BENCH_LEVELS ?? '10,10000').split(',').map(Number);
const SOLO_TEXT = Number(process.env.BENCH_SOLO_TEXT ?? 15);
const SOLO_PHOTO = Number(process.env.BENCH_SOLO_PHOTO ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const TEXT_PER_CONCURRENT_USER = 2;
const PHOTO_PER_CONCURRENT_USER = 1; // with the 2 text uploads, the 3 free credits of a new account
const KEEP_SEED = process.env.BENCH_KEEP_SEED === '1';
const USAGE_ONLY = process.env.BENCH_USAGE_ONLY === '1';
const POSTGRES_PORT = Number(process.env.QA_POSTGRES_PORT ?? 5433);
const MINIO_PORT = Number(process.env.QA_MINIO_PORT ?? 9000);

// Reads the result as the web app does (web/src/features/quotes/api.ts): a request the server holds until the analysis
// settles or this long passes, then asked again. A 50 ms poll, which no client makes, cost the crowd more CPU than
// the analyses it waited for.
const AWAIT_MS = 10_000;
const RETRY_READ_MS = 250;
const UPLOAD_TIMEOUT_MS = 120_000; // from upload start until the result must be visible
const PHASE_LIMIT_MS = 4 * 60_000; // no new upload starts in a phase after this
const REQUEST_TIMEOUT_MS = 30_000;
const LOAD_SECONDS = 10;
const LOAD_CONNECTIONS = 50;
const CPU_IDLE_MS = 5000;
const SEED_BATCH = 250;
// Seeded documents have UUID-shaped fixed ids with these prefixes: re-seeding skips them, clean-up finds them.
const SEED_QUOTE_PREFIX = 'b0000000-0000-4000-8000-';
const SEED_USER_PREFIX = 'b1000000-0000-4000-8000-';
const SEED_USERS = 1000;
const PASSWORD = 'bench-e2e-password-1';
const TEST_CARD = '4242424242424242';
const CREDITS_PER_PACK = 20;

const say = (line = '') => console.log(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const secondsSince = (t: number) => ((Date.now() - t) / 1000).toFixed(1);

// ---------------------------------------------------------------------------------------------- types

interface QuoteFile {
  label: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
  projectType: string;
  contractorName: string;
}

const SCENARIOS = { textSolo: 'text, 1 user', textCrowd: `text, ${USERS} users`, photoSolo: 'photo, 1 user', photoCrowd: `photo, ${USERS} users` };
type Scenario = string;

/** One upload, timed by the client; the server-side timestamps are filled in after the phase. */
interface Sample {
  quoteId: string;
  startedAt: number;
  idReturnedAt: number;
  seenAt: number; // when a poll first answered with a final status (NaN if it never did)
  status: 'complete' | 'failed' | 'timeout' | 'refused';
  detail?: string;
  stages?: Record<Stage, number>;
}

const STAGES = [
  'upload until the quote id returns',
  'quote created until quote.submitted published',
  'quote.submitted published until analysis starts',
  'analysis (job startedAt until finishedAt)',
  '  of which the analyser (durationMs)',
  'analysis finished until analysis.completed published',
  'analysis.completed published until result stored',
  'result stored until the poller sees it',
] as const;
type Stage = (typeof STAGES)[number];

interface LevelResult {
  level: number;
  storedQuotes: number;
  seeding: string;
  samples: Map<Scenario, Sample[]>;
  /** CPU ms each process of the stack spent per upload (polls included) in the single-user phases. */
  cpuPerUpload: Map<Scenario, Map<string, number | undefined>>;
  usage?: LoadResult;
}

interface LoadResult {
  tool: string;
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  errors: string;
  /** CPU ms per request of each process of the stack (idle use subtracted); absent for the bare Express server. */
  cpuMsPerRequest?: Map<string, number | undefined>;
}

// ---------------------------------------------------------------------------------------------- guard rails

function assertLoopback(what: string, host: string) {
  const bare = host.replace(/^\[|\]$/g, '');
  if (!['localhost', '127.0.0.1', '::1'].includes(bare)) {
    console.error(`${what} must be on this machine (localhost/127.0.0.1), not ${host}`);
    process.exit(1);
  }
}

function checkEverythingIsLocal() {
  assertLoopback('BENCH_URL', new URL(BASE_URL).hostname);
  assertLoopback('MONGO_URL', new URL(MONGO_URL.replace(/^mongodb(\+srv)?:/, 'http:')).hostname);
  for (const broker of KAFKA_BROKERS) assertLoopback('KAFKA_BROKERS', broker.replace(/:\d+$/, ''));
}

async function exitUnlessGatewayAnswers() {
  try {
    const res = await fetch(`${BASE_URL}/api/config`, { signal: AbortSignal.timeout(3000) });
    if (res.ok) return;
    console.error(`${BASE_URL}/api/config answered ${res.status}; is this Quote Analyzer?`);
  } catch (err) {
    console.error(`Nothing answers at ${BASE_URL} (${(err as Error).cause ?? (err as Error).message}).`);
    console.error('Start the product first with `npm start` (or set BENCH_URL), then run `npm run bench:e2e` again.');
  }
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------- the quotes uploaded

/** The first 3 pages of the 5-page kitchen contract (a 3-page text quote), and the one-page roofing photo. */
function loadQuoteFiles(): { text: QuoteFile; photo: QuoteFile } {
  const contract = path.join(fixtures, 'kitchen-full-contract.pdf');
  const text: QuoteFile = {
    label: 'kitchen-full-contract.pdf, pages 1-3',
    fileName: 'kitchen-contract.pdf',
    mimeType: 'application/pdf',
    data: firstPagesOf(contract, 3),
    projectType: 'kitchen',
    contractorName: 'Hearthstone Kitchen & Bath Design-Build',
  };
  if (text.data.length === fs.statSync(contract).size) text.label = 'kitchen-full-contract.pdf, all 5 pages (no pdfunite to cut it)';
  const photo: QuoteFile = {
    label: 'roofing-bad-photo.jpg, 1 page',
    fileName: 'roofing-bad-photo.jpg',
    mimeType: 'image/jpeg',
    data: fs.readFileSync(path.join(fixtures, 'roofing-bad-photo.jpg')),
    projectType: 'roofing',
    contractorName: "Mike's Roofing",
  };
  return { text, photo };
}

function firstPagesOf(pdf: string, pages: number): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-e2e-'));
  try {
    execFileSync('pdfseparate', ['-f', '1', '-l', String(pages), pdf, path.join(dir, 'page-%d.pdf')], { stdio: 'ignore', timeout: 30_000 });
    const parts = Array.from({ length: pages }, (_, i) => path.join(dir, `page-${i + 1}.pdf`));
    execFileSync('pdfunite', [...parts, path.join(dir, 'quote.pdf')], { stdio: 'ignore', timeout: 30_000 });
    return fs.readFileSync(path.join(dir, 'quote.pdf'));
  } catch {
    return fs.readFileSync(pdf);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------- a signed-in user

class User {
  private cookie = '';
  credits = 0;
  id = '';
  constructor(readonly email: string) {}

  get sessionCookie() {
    return this.cookie;
  }

  async request(method: string, urlPath: string, body?: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<{ status: number; json: Record<string, unknown> }> {
    const headers: Record<string, string> = { origin: BASE_URL };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${BASE_URL}${urlPath}`, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('qa_session='));
    if (session) this.cookie = session.split(';')[0];
    const text = await res.text();
    let json: Record<string, unknown>;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = { text };
    }
    return { status: res.status, json };
  }

  upload(file: QuoteFile, timeoutMs: number) {
    const form = new FormData();
    form.append('projectType', file.projectType);
    form.append('contractorName', file.contractorName);
    form.append('files', new Blob([new Uint8Array(file.data)], { type: file.mimeType }), file.fileName);
    return this.request('POST', '/api/upload-quote', form, timeoutMs);
  }
}

async function registerUser(runId: string, name: string): Promise<User> {
  const user = new User(`bench-${runId}-${name}@bench.local`);
  const res = await user.request('POST', '/api/auth/register', { email: user.email, password: PASSWORD, firstName: 'Bench', lastName: name });
  if (res.status !== 201) throw new Error(`registering ${user.email}: ${res.status} ${JSON.stringify(res.json)}`);
  user.id = String(res.json.id);
  await waitForCredits(user, 3);
  return user;
}

/** The sign-up credits arrive through billing's consumer of user.registered; purchases through the payment flow. */
async function waitForCredits(user: User, atLeast: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const usage = await user.request('GET', '/api/usage');
    user.credits = Number(usage.json.analysisCredits ?? 0);
    if (user.credits >= atLeast) return;
    await sleep(200);
  }
  throw new Error(`${user.email} had ${user.credits} credits after ${timeoutMs / 1000} s, expected ${atLeast}`);
}

/** Buys packs of 20 with the local-test provider's test card until the user can make `uploads` more uploads. */
async function buyCreditsFor(user: User, uploads: number) {
  const packs = Math.ceil(Math.max(0, uploads - user.credits) / CREDITS_PER_PACK);
  for (let i = 0; i < packs; i++) {
    const intent = await user.request('POST', '/api/create-payment-intent', {});
    if (intent.status !== 200) throw new Error(`payment intent: ${intent.status} ${JSON.stringify(intent.json)}`);
    const paid = await user.request('POST', '/api/payments/test/confirm', { paymentIntentId: intent.json.paymentIntentId, cardNumber: TEST_CARD });
    if (paid.json.status !== 'succeeded') throw new Error(`test payment: ${paid.status} ${JSON.stringify(paid.json)}`);
  }
  if (packs) await waitForCredits(user, uploads);
}

// ---------------------------------------------------------------------------------------------- one timed upload

/**
 * Uploads a quote and waits on GET /api/analysis/:quoteId?waitMs=AWAIT_MS until the API shows it complete (or failed).
 * Everything, slow requests included, must fit in UPLOAD_TIMEOUT_MS from the start of the upload; a read that fails
 * is tried again after a short pause.
 */
async function timeUpload(user: User, file: QuoteFile): Promise<Sample> {
  const startedAt = Date.now();
  const deadline = startedAt + UPLOAD_TIMEOUT_MS;
  const remaining = () => Math.max(1, deadline - Date.now());
  const sample: Sample = { quoteId: '', startedAt, idReturnedAt: NaN, seenAt: NaN, status: 'timeout' };
  try {
    const res = await user.upload(file, remaining());
    sample.idReturnedAt = Date.now();
    if (res.status !== 200) return { ...sample, status: 'refused', detail: `${res.status} ${JSON.stringify(res.json)}` };
    sample.quoteId = String(res.json.quoteId);
  } catch (err) {
    return { ...sample, detail: `upload: ${(err as Error).message}` };
  }
  while (Date.now() < deadline) {
    const waitMs = Math.min(AWAIT_MS, Math.max(0, remaining() - 6_000));
    const poll = await user.request('GET', `/api/analysis/${sample.quoteId}?waitMs=${waitMs}`, undefined, remaining()).catch((err: Error) => ({ status: 0, json: { error: err.message } as Record<string, unknown> }));
    if (poll.json.status === 'complete' || poll.json.status === 'failed') {
      sample.seenAt = Date.now();
      sample.status = poll.json.status;
      if (poll.json.status === 'failed') sample.detail = String(poll.json.failureReason);
      return sample;
    }
    if (poll.status !== 200) {
      sample.detail = `read: ${poll.status} ${JSON.stringify(poll.json)}`;
      await sleep(RETRY_READ_MS);
    }
  }
  sample.detail ??= `not finished after ${UPLOAD_TIMEOUT_MS / 1000} s`;
  return sample;
}

/** One user uploading `count` times back to back, until the count or the phase's time limit is reached. */
async function uploadInTurn(user: User, file: QuoteFile, count: number, phaseDeadline: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < count && Date.now() < phaseDeadline; i++) samples.push(await timeUpload(user, file));
  return samples;
}

async function runSolo(user: User, file: QuoteFile, count: number): Promise<Sample[]> {
  return uploadInTurn(user, file, count, Date.now() + PHASE_LIMIT_MS);
}

async function runConcurrent(users: User[], file: QuoteFile, perUser: number): Promise<Sample[]> {
  const deadline = Date.now() + PHASE_LIMIT_MS;
  return (await Promise.all(users.map((u) => uploadInTurn(u, file, perUser, deadline)))).flat();
}

// ---------------------------------------------------------------------------------------------- Kafka publish times

interface Published {
  publishedAt: number; // the record's timestamp: set by the producer when the relay sent it
  occurredAt: number; // the envelope's: when the event was written into the outbox
}

/** Records when quote.submitted and analysis.completed/failed were published, from this run's records only. */
class EventRecorder {
  readonly submitted = new Map<string, Published>(); // `${quoteId}:${attempt}`
  readonly settled = new Map<string, Published>();
  private consumer?: Consumer;
  running = false;
  private readonly groupId = `bench-e2e-${randomUUID()}`;
  private readonly kafka = new Kafka({ clientId: 'bench-e2e', brokers: KAFKA_BROKERS, logLevel: logLevel.NOTHING, retry: { retries: 3 } });
  private readonly topics = [`${NAMESPACE}.quote-events`, `${NAMESPACE}.analysis-events`];

  async start(): Promise<boolean> {
    try {
      const admin = this.kafka.admin();
      await admin.connect();
      const ends = await Promise.all(this.topics.map(async (topic) => ({ topic, offsets: await admin.fetchTopicOffsets(topic) })));
      await admin.disconnect();
      this.consumer = this.kafka.consumer({ groupId: this.groupId });
      await this.consumer.connect();
      await this.consumer.subscribe({ topics: this.topics, fromBeginning: false });
      await this.consumer.run({ eachMessage: async ({ message }) => this.record(message.headers?.type?.toString(), message.timestamp, message.value) });
      for (const { topic, offsets } of ends) for (const p of offsets) this.consumer.seek({ topic, partition: p.partition, offset: p.high });
      this.running = true;
      return true;
    } catch (err) {
      say(`  (Kafka not readable: ${(err as Error).message}; the publish stages will be missing)`);
      return false;
    }
  }

  private record(type: string | undefined, timestamp: string, value: Buffer | null) {
    if (!value || !type || !['quote.submitted', 'analysis.completed', 'analysis.failed'].includes(type)) return;
    const event = JSON.parse(value.toString()) as { occurredAt: string; data: { quoteId: string; attempt: number } };
    const seen = { publishedAt: Number(timestamp), occurredAt: Date.parse(event.occurredAt) };
    const key = `${event.data.quoteId}:${event.data.attempt}`;
    (type === 'quote.submitted' ? this.submitted : this.settled).set(key, seen);
  }

  async stop() {
    if (!this.consumer) return;
    await this.consumer.disconnect();
    const admin = this.kafka.admin();
    await admin.connect();
    await admin.deleteGroups([this.groupId]).catch(() => undefined);
    await admin.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------- stage timestamps

interface Stores {
  client: MongoClient;
  quotes: Collection<Document>;
  jobs: Collection<Document>;
  ledger: Collection<Document>;
}

async function connectStores(): Promise<Stores> {
  const client = await MongoClient.connect(MONGO_URL, { serverSelectionTimeoutMS: 5000 });
  return {
    client,
    quotes: client.db(`${NAMESPACE}_quote`).collection('quotes'),
    jobs: client.db(`${NAMESPACE}_analysis`).collection('analysis_jobs'),
    ledger: client.db(`${NAMESPACE}_billing`).collection('ledger'),
  };
}

/**
 * Waits (boundedly) for the Kafka records of the phase's finished quotes, then fills in each sample's stages. Uploads
 * that timed out get the stages they had reached by then, so a slow level still shows where its time went.
 */
async function addStages(samples: Sample[], stores: Stores, events: EventRecorder) {
  const finished = samples.filter((s) => s.status === 'complete' || s.status === 'failed');
  const deadline = Date.now() + 10_000;
  while (events.running && Date.now() < deadline && finished.some((s) => !events.settled.has(`${s.quoteId}:1`))) await sleep(100);
  for (const s of samples.filter((x) => x.quoteId)) {
    const quote = await stores.quotes.findOne({ _id: s.quoteId as never }, { projection: { createdAt: 1, settledAt: 1 } });
    const job = await stores.jobs.findOne({ _id: `${s.quoteId}:1` as never }, { projection: { startedAt: 1, finishedAt: 1, durationMs: 1 } });
    const submitted = events.submitted.get(`${s.quoteId}:1`)?.publishedAt ?? NaN;
    const settled = events.settled.get(`${s.quoteId}:1`)?.publishedAt ?? NaN;
    const time = (d: unknown) => (d instanceof Date ? d.getTime() : NaN);
    s.stages = {
      'upload until the quote id returns': s.idReturnedAt - s.startedAt,
      'quote created until quote.submitted published': submitted - time(quote?.createdAt),
      'quote.submitted published until analysis starts': time(job?.startedAt) - submitted,
      'analysis (job startedAt until finishedAt)': time(job?.finishedAt) - time(job?.startedAt),
      '  of which the analyser (durationMs)': Number(job?.durationMs ?? NaN),
      'analysis finished until analysis.completed published': settled - time(job?.finishedAt),
      'analysis.completed published until result stored': time(quote?.settledAt) - settled,
      'result stored until the poller sees it': s.seenAt - time(quote?.settledAt),
    };
  }
}

// ---------------------------------------------------------------------------------------------- seeding

/** A real settled quote and its analysis job, to copy: the warm-up's if it completed, else any completed one. */
async function readTemplates(stores: Stores, quoteIds: string[]) {
  const templates: Array<{ quote: Document; job: Document }> = [];
  for (const id of quoteIds) {
    const quote = await stores.quotes.findOne({ _id: id as never });
    const job = await stores.jobs.findOne({ _id: `${id}:1` as never });
    if (quote?.status === 'complete' && job) templates.push({ quote, job });
  }
  if (!templates.length) {
    const quote = await stores.quotes.findOne({ status: 'complete' });
    const job = quote && (await stores.jobs.findOne({ _id: `${quote._id}:1` as never }));
    if (quote && job) templates.push({ quote, job });
  }
  if (!templates.length) throw new Error('no completed quote to copy for seeding (did every warm-up analysis fail?)');
  return templates;
}

const seedQuoteId = (i: number) => `${SEED_QUOTE_PREFIX}${String(i).padStart(12, '0')}`;

/** The i-th seeded quote and its analysis job: a template with new ids, a throw-away owner and an older date. */
function seedDocuments(i: number, template: { quote: Document; job: Document }) {
  const id = seedQuoteId(i);
  const userId = `${SEED_USER_PREFIX}${String(i % SEED_USERS).padStart(12, '0')}`;
  const createdAt = new Date(Date.now() - i * 7 * 60_000);
  const files = (template.quote.files as Document[]).map((f) => ({ ...f, objectKey: `quotes/${id}/${f.fileName}` }));
  const { durationMs = 500 } = template.job;
  const quote = { ...template.quote, _id: id, userId, files, createdAt, settledAt: new Date(createdAt.getTime() + 2000), outbox: [] };
  const job = {
    ...template.job,
    _id: `${id}:1`,
    quoteId: id,
    userId,
    startedAt: new Date(createdAt.getTime() + 100),
    finishedAt: new Date(createdAt.getTime() + 100 + durationMs),
    outbox: [],
  };
  // The credit ledger entries an upload leaves (reserve, then consume), numbered after the owner's sign-up grant.
  const round = Math.floor((i - 1) / SEED_USERS);
  const entry = { userId, signupAt: new Date(0), weeklyPeriod: 0, quoteId: id, attempt: 1, hold: 1, reason: 'analysis', at: createdAt, outbox: [] };
  const ledger = [
    { ...entry, _id: `reserve:${id}:1`, seq: 2 + 2 * round, kind: 'reserve', delta: -1, balance: 999, settled: true },
    { ...entry, _id: `settle:${id}:1`, seq: 3 + 2 * round, kind: 'consume', delta: 0, balance: 999 },
  ];
  return { quote, job, ledger };
}

/** The sign-up grants that open the seeded owners' credit accounts (1,000 of them, inserted once). */
function seedGrants() {
  return Array.from({ length: SEED_USERS }, (_, u) => {
    const userId = `${SEED_USER_PREFIX}${String(u).padStart(12, '0')}`;
    return { _id: `signup:${userId}`, userId, seq: 1, kind: 'grant', delta: 1000, reason: 'signup', balance: 1000, signupAt: new Date(0), weeklyPeriod: 0, at: new Date(0), outbox: [] };
  });
}

/** Inserts, ignoring ids already there (so re-seeding is a no-op); returns how many were new. */
async function insertSkippingExisting(collection: Collection<Document>, docs: Document[]): Promise<number> {
  try {
    return (await collection.insertMany(docs, { ordered: false })).insertedCount;
  } catch (err) {
    const e = err as { code?: number; insertedCount?: number; writeErrors?: Array<{ code?: number }>; result?: { insertedCount?: number } };
    const errors = e.writeErrors ?? [];
    const onlyDuplicates = e.code === 11000 || (errors.length > 0 && errors.every((w) => w.code === 11000));
    if (!onlyDuplicates) throw err;
    return e.insertedCount ?? e.result?.insertedCount ?? docs.length - errors.length;
  }
}

async function countSeeded(stores: Stores): Promise<number> {
  return stores.quotes.countDocuments({ _id: { $regex: `^${SEED_QUOTE_PREFIX}` } as never });
}

/** Tops the stored quotes up to `level` with seeded ones numbered 1..n (n = level minus the real quotes). */
async function seedUpTo(stores: Stores, level: number, templates: Array<{ quote: Document; job: Document }>): Promise<string> {
  const started = Date.now();
  const total = await stores.quotes.countDocuments({});
  const seeded = await countSeeded(stores);
  const real = total - seeded;
  const wanted = Math.max(0, level - real);
  if (seeded > wanted) say(`  seeding: ${seeded} seeded quotes already there, more than the ${wanted} wanted: ${await removeSeed(stores, wanted)}`);
  let inserted = 0;
  if (wanted > 0) await insertSkippingExisting(stores.ledger, seedGrants());
  for (let from = 1; from <= wanted; from += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, wanted - from + 1) }, (_, k) => seedDocuments(from + k, templates[(from + k) % templates.length]));
    inserted += await insertSkippingExisting(stores.quotes, batch.map((d) => d.quote));
    await insertSkippingExisting(stores.jobs, batch.map((d) => d.job));
    await insertSkippingExisting(stores.ledger, batch.flatMap((d) => d.ledger));
    if ((from - 1) % 2500 === 0 && from > 1) say(`  seeding: ${from - 1} of ${wanted} after ${secondsSince(started)} s`);
    if (Date.now() - started > 15 * 60_000) throw new Error('seeding took over 15 minutes; stopped');
  }
  return `${real} real + ${wanted} seeded (${inserted} inserted now) in ${secondsSince(started)} s`;
}

/** Deletes the seeded quotes numbered above `keep`, their analysis jobs and ledger entries (all of them with keep 0). */
async function removeSeed(stores: Stores, keep = 0): Promise<string> {
  const started = Date.now();
  const bySeedPrefix = { _id: { $regex: `^${SEED_QUOTE_PREFIX}` } as never };
  let removed = 0;
  if (keep === 0) {
    removed = (await stores.quotes.deleteMany(bySeedPrefix)).deletedCount;
    await stores.jobs.deleteMany(bySeedPrefix);
    await stores.ledger.deleteMany({ userId: { $regex: `^${SEED_USER_PREFIX}` } as never });
  } else {
    const seeded = await stores.quotes.find(bySeedPrefix, { projection: { _id: 1 } }).toArray();
    const ids = seeded.map((d) => String(d._id)).filter((id) => Number(id.slice(SEED_QUOTE_PREFIX.length)) > keep);
    for (let i = 0; i < ids.length && Date.now() - started < 15 * 60_000; i += SEED_BATCH) {
      const batch = ids.slice(i, i + SEED_BATCH);
      removed += (await stores.quotes.deleteMany({ _id: { $in: batch } as never })).deletedCount;
      await stores.jobs.deleteMany({ _id: { $in: batch.map((id) => `${id}:1`) } as never });
      await stores.ledger.deleteMany({ _id: { $in: batch.flatMap((id) => [`reserve:${id}:1`, `settle:${id}:1`]) } as never });
    }
  }
  return `removed ${removed} seeded quotes and their jobs and ledger entries in ${secondsSince(started)} s`;
}

// ---------------------------------------------------------------------------------------------- load on /api/usage

function haveCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** wrk from Debian (installed as root if missing); otherwise autocannon from npm. */
function chooseLoadTool(): 'wrk' | 'autocannon' {
  if (haveCommand('wrk')) return 'wrk';
  if (process.getuid?.() === 0) {
    say('  installing wrk (apt-get install -y wrk)…');
    const res = spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: 'ignore', timeout: 180_000 });
    if (res.status === 0 && haveCommand('wrk')) return 'wrk';
  }
  say('  wrk is not available and could not be installed; using autocannon from npm instead');
  return 'autocannon';
}

function runCommand(cmd: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve(out);
    });
  });
}

const WRK_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

async function loadWithWrk(url: string, cookie: string): Promise<LoadResult> {
  const args = ['-t2', `-c${LOAD_CONNECTIONS}`, `-d${LOAD_SECONDS}s`, '--latency', '--timeout', '10s', url];
  if (cookie) args.unshift('-H', `Cookie: ${cookie}`);
  const out = await runCommand('wrk', args, (LOAD_SECONDS + 30) * 1000);
  const p99 = out.match(/^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m);
  const rps = out.match(/Requests\/sec:\s+([\d.]+)/);
  const requests = out.match(/^\s*(\d+) requests in /m);
  if (!p99 || !rps || !requests) throw new Error(`could not read wrk's output:\n${out}`);
  const non2xx = out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1];
  const socket = out.match(/Socket errors:.*$/m)?.[0];
  return {
    tool: 'wrk',
    p99Ms: Number(p99[1]) * WRK_UNITS[p99[2]],
    requestsPerSecond: Number(rps[1]),
    requests: Number(requests[1]),
    errors: [non2xx && `${non2xx} non-2xx`, socket].filter(Boolean).join(', ') || 'none',
  };
}

async function loadWithAutocannon(url: string, cookie: string): Promise<LoadResult> {
  const args = ['--yes', 'autocannon', '-j', '-c', String(LOAD_CONNECTIONS), '-d', String(LOAD_SECONDS), url];
  if (cookie) args.splice(2, 0, '-H', `Cookie=${cookie}`);
  const out = await runCommand('npx', args, (LOAD_SECONDS + 120) * 1000);
  const json = JSON.parse(out.slice(out.indexOf('{'))) as { latency: { p99: number }; requests: { average: number; total: number }; non2xx: number; errors: number };
  return { tool: 'autocannon', p99Ms: json.latency.p99, requestsPerSecond: json.requests.average, requests: json.requests.total, errors: `${json.non2xx} non-2xx, ${json.errors} errors` };
}

function measureLoad(tool: 'wrk' | 'autocannon', url: string, cookie = ''): Promise<LoadResult> {
  return tool === 'wrk' ? loadWithWrk(url, cookie) : loadWithAutocannon(url, cookie);
}

/**
 * The processes serving BENCH_URL, found by the ports they listen on: the gateway, each service by its health port at
 * the same offset from the defaults as the gateway's, FerretDB, PostgreSQL with its connections' processes, Kafka and
 * MinIO.
 */
function stackProcesses(): WatchedProcess[] {
  const offset = Number(new URL(BASE_URL).port || 80) - gatewayPort;
  const candidates = [
    { name: 'gateway', port: gatewayPort + offset },
    // The analyser reads PDFs and images in child processes (pdftotext, tesseract): their time is its own.
    ...services.map((s) => ({ name: s.name, port: s.healthPort + offset, withChildren: s.name === 'analysis' })),
    { name: 'FerretDB', port: Number(new URL(MONGO_URL.replace(/^mongodb(\+srv)?:/, 'http:')).port || 27017) },
    { name: 'PostgreSQL', port: POSTGRES_PORT, withChildren: true },
    { name: 'Kafka', port: Number(KAFKA_BROKERS[0].split(':').pop()) },
    { name: 'MinIO', port: MINIO_PORT },
  ];
  return candidates.flatMap(({ name, port, withChildren }) => {
    const pid = pidListeningOn(port);
    return pid ? [{ name, pid, withChildren }] : [];
  });
}

/** The load on GET /api/usage, and what each process of the stack spent on it. */
async function measureUsage(tool: 'wrk' | 'autocannon', cookie: string): Promise<LoadResult> {
  const { result, msPerRequest } = await cpuPerRequest(stackProcesses(), () => measureLoad(tool, `${BASE_URL}/api/usage`, cookie), (r) => r.requests, CPU_IDLE_MS);
  return { ...result, cpuMsPerRequest: msPerRequest };
}

// A bare Express server answering a constant JSON, run as its own process on loopback like the gateway.
const BARE_EXPRESS = `
const app = require('express')();
const body = { analysisCredits: 3, canAnalyze: true, nextFreeCreditsAt: '2026-12-01T00:00:00.000Z', weeklyFreeCredits: 3 };
app.get('/usage', (_req, res) => res.json(body));
const server = app.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
setTimeout(() => process.exit(0), 120000); // gone on its own if the bench dies
`;

/** The floor: the same load on the bare Express server, started for the measurement and stopped after it. */
async function measureBareExpress(tool: 'wrk' | 'autocannon'): Promise<LoadResult> {
  const child = spawn(process.execPath, ['-e', BARE_EXPRESS], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bare Express server did not start in 10 s')), 10_000);
      child.stdout.once('data', (d) => {
        clearTimeout(timer);
        resolve(String(d).trim());
      });
    });
    return await measureLoad(tool, `http://127.0.0.1:${port}/usage`);
  } finally {
    child.kill('SIGTERM');
  }
}

// ---------------------------------------------------------------------------------------------- figures

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Latencies of finished uploads; an upload that timed out or was refused counts as infinitely slow. */
function latencies(samples: Sample[]): number[] {
  return samples.map((s) => (s.status === 'complete' || s.status === 'failed' ? s.seenAt - s.startedAt : Infinity));
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v === Infinity ? 'timeout' : v >= 10_000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
/** a/b as `1.23x`, or `1/170` when a is a small fraction of b. */
function ratio(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b <= 0 || a <= 0) return '-';
  return a / b >= 0.1 ? `${(a / b).toFixed(2)}x` : `1/${Math.round(b / a)}`;
}

function table(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) say(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   '));
}

function describeOutcomes(samples: Sample[]): string {
  const count = (status: Sample['status']) => samples.filter((s) => s.status === status).length;
  const parts = [count('failed') && `${count('failed')} failed`, count('timeout') && `${count('timeout')} timed out`, count('refused') && `${count('refused')} refused`];
  return parts.filter(Boolean).join(', ');
}

function printLatency(results: LevelResult[], scenarios: Scenario[]) {
  say('\nUpload start until the finished analysis is visible through GET /api/analysis/:quoteId');
  const header = ['', ...results.flatMap((r) => [`n`, `p50 @${r.level}`, `p95 @${r.level}`])];
  if (results.length === 2) header.push(`p50 ${results[1].level}/${results[0].level}`, `p95 ${results[1].level}/${results[0].level}`);
  const rows = [header];
  for (const scenario of scenarios) {
    const row = [scenario];
    const figures = results.map((r) => latencies(r.samples.get(scenario) ?? []));
    for (const f of figures) row.push(String(f.length), ms(percentile(f, 50)), ms(percentile(f, 95)));
    if (results.length === 2) row.push(ratio(percentile(figures[1], 50), percentile(figures[0], 50)), ratio(percentile(figures[1], 95), percentile(figures[0], 95)));
    rows.push(row);
  }
  table(rows);
  for (const r of results)
    for (const scenario of scenarios) {
      const problems = describeOutcomes(r.samples.get(scenario) ?? []);
      if (problems) say(`  at ${r.level}, ${scenario}: ${problems} (${(r.samples.get(scenario) ?? []).find((s) => s.detail)?.detail ?? ''})`);
    }
}

function printStages(results: LevelResult[], scenarios: Scenario[]) {
  say('\nWhere the time goes: median of each stage, from the quote document, the analysis job and the Kafka record timestamps');
  say('(uploads that timed out count for the stages they had reached when their phase ended)');
  for (const r of results) {
    const rows = [[`at ${r.level} stored quotes`, ...scenarios]];
    for (const stage of STAGES) {
      rows.push([stage, ...scenarios.map((sc) => ms(percentile((r.samples.get(sc) ?? []).flatMap((s) => (s.stages && Number.isFinite(s.stages[stage]) ? [s.stages[stage]] : [])), 50)))]);
    }
    rows.push(['total (median, same uploads)', ...scenarios.map((sc) => ms(percentile(latencies(r.samples.get(sc) ?? []), 50)))]);
    table(rows);
    say();
  }
}

/** The usage loads (labelled by where they ran) beside the bare Express floor, then each process's CPU per request. */
function printUsage(loads: Array<{ label: string; usage: LoadResult }>, bare: LoadResult) {
  say(`GET /api/usage signed in, ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s, beside a bare Express server (same tool, same run)`);
  const rows = [['', 'tool', 'p99', 'requests/s', 'p99 vs bare', 'requests/s vs bare', 'errors']];
  for (const { label, usage: u } of loads) {
    rows.push([`/api/usage${label ? ` ${label}` : ''}`, u.tool, ms(u.p99Ms), u.requestsPerSecond.toFixed(0), ratio(u.p99Ms, bare.p99Ms), ratio(u.requestsPerSecond, bare.requestsPerSecond), u.errors]);
  }
  rows.push(['bare Express', bare.tool, ms(bare.p99Ms), bare.requestsPerSecond.toFixed(0), '1.00x', '1.00x', bare.errors]);
  table(rows);

  say(`\nCPU ms per request of /api/usage, by process (its use at rest over ${CPU_IDLE_MS / 1000} s before the load subtracted)`);
  cpuTable(loads.map(({ label, usage }) => ({ label: label || 'ms/request', perRequest: usage.cpuMsPerRequest })));
}

/** Each process's CPU ms per request in each column, and their total. */
function cpuTable(columns: Array<{ label: string; perRequest?: Map<string, number | undefined> }>, digits = 2) {
  const names = [...new Set(columns.flatMap(({ perRequest }) => [...(perRequest?.keys() ?? [])]))];
  const rows = [['process', ...columns.map(({ label }) => label)]];
  for (const name of names) rows.push([name, ...columns.map(({ perRequest }) => perRequest?.get(name)?.toFixed(digits) ?? '-')]);
  rows.push(['total', ...columns.map(({ perRequest }) => names.reduce((sum, name) => sum + (perRequest?.get(name) ?? 0), 0).toFixed(digits))]);
  table(rows);
}

/** What one upload costs each process, polls included, when a single user uploads: the CPU budget of the crowd phases. */
function printCpuPerUpload(results: LevelResult[]) {
  say(`\nCPU ms per upload, by process, one user uploading in turn (its reads of the result included; use at rest subtracted)`);
  cpuTable(results.flatMap((r) => [...r.cpuPerUpload].map(([sc, perRequest]) => ({ label: `${sc} @${r.level}`, perRequest }))), 0);
  say();
}

function usageTarget(label: string, usage: LoadResult): [string, boolean] {
  return [`/api/usage p99 < 100 ms${label ? ` ${label}` : ''}: ${ms(usage.p99Ms)}`, usage.p99Ms < 100];
}

function printTargets(results: LevelResult[]) {
  const p95 = (r: LevelResult, sc: Scenario) => percentile(latencies(r.samples.get(sc) ?? []), 95);
  const checks: Array<[string, boolean]> = [];
  for (const r of results) {
    checks.push([`text p95 alone < 1 s at ${r.level}: ${ms(p95(r, SCENARIOS.textSolo))}`, p95(r, SCENARIOS.textSolo) < 1000]);
    checks.push([`text p95 with ${USERS} users < 3 s at ${r.level}: ${ms(p95(r, SCENARIOS.textCrowd))}`, p95(r, SCENARIOS.textCrowd) < 3000]);
    checks.push([`photo p95 alone < 3 s at ${r.level}: ${ms(p95(r, SCENARIOS.photoSolo))}`, p95(r, SCENARIOS.photoSolo) < 3000]);
    if (r.usage) checks.push(usageTarget(`at ${r.level}`, r.usage));
  }
  if (results.length === 2) {
    const [small, large] = results;
    for (const sc of small.samples.keys()) {
      const worse = p95(large, sc) / p95(small, sc);
      checks.push([`${sc}: p95 at ${large.level} within 20% of ${small.level}: ${ratio(p95(large, sc), p95(small, sc))}`, worse <= 1.2]);
    }
  }
  printChecks(checks);
}

function printChecks(checks: Array<[string, boolean]>) {
  say('\nTargets');
  for (const [text, met] of checks) say(`  ${met ? 'met    ' : 'NOT met'}  ${text}`);
}

// ---------------------------------------------------------------------------------------------- the run

async function measureLevel(level: number, ctx: { runId: string; files: ReturnType<typeof loadQuoteFiles>; stores: Stores; events: EventRecorder; templates: Array<{ quote: Document; job: Document }>; tool: 'wrk' | 'autocannon' }): Promise<LevelResult> {
  const { files, stores, events } = ctx;
  say(`\n== ${level} stored quotes`);
  const seeding = await seedUpTo(stores, level, ctx.templates);
  const storedQuotes = await stores.quotes.countDocuments({});
  say(`  seeding: ${seeding}; ${storedQuotes} quotes stored; load average ${os.loadavg()[0].toFixed(1)}`);
  if (storedQuotes > level * 1.5) say(`  note: more quotes than ${level} are stored already (earlier runs); for this level start npm start on an empty data folder`);

  const started = Date.now();
  const solo = await registerUser(ctx.runId, `solo-${level}`);
  await buyCreditsFor(solo, SOLO_TEXT + SOLO_PHOTO);
  const crowd = await Promise.all(Array.from({ length: USERS }, (_, i) => registerUser(ctx.runId, `u${i}-${level}`)));
  say(`  registered 1 + ${USERS} users and bought credits in ${secondsSince(started)} s`);

  const samples = new Map<Scenario, Sample[]>();
  const cpuPerUpload = new Map<Scenario, Map<string, number | undefined>>();
  const phase = async (scenario: Scenario, run: () => Promise<Sample[]>, watchCpu = false) => {
    const t = Date.now();
    let got: Sample[];
    if (watchCpu) {
      const measured = await cpuPerRequest(stackProcesses(), run, (s) => s.length, CPU_IDLE_MS);
      got = measured.result;
      cpuPerUpload.set(scenario, measured.msPerRequest);
    } else got = await run();
    await addStages(got, stores, events);
    samples.set(scenario, got);
    const l = latencies(got);
    say(`  ${scenario}: ${got.length} uploads in ${secondsSince(t)} s, p50 ${ms(percentile(l, 50))}, p95 ${ms(percentile(l, 95))}`);
  };
  await phase(SCENARIOS.textSolo, () => runSolo(solo, files.text, SOLO_TEXT), true);
  await phase(SCENARIOS.photoSolo, () => runSolo(solo, files.photo, SOLO_PHOTO), true);
  await phase(SCENARIOS.textCrowd, () => runConcurrent(crowd, files.text, TEXT_PER_CONCURRENT_USER));
  await phase(SCENARIOS.photoCrowd, () => runConcurrent(crowd, files.photo, PHOTO_PER_CONCURRENT_USER));

  const usage = await measureUsage(ctx.tool, solo.sessionCookie);
  say(`  /api/usage: p99 ${ms(usage.p99Ms)}, ${usage.requestsPerSecond.toFixed(0)} requests/s (${usage.tool}; errors: ${usage.errors})`);
  return { level, storedQuotes, seeding, samples, cpuPerUpload, usage };
}

async function warmUp(runId: string, files: ReturnType<typeof loadQuoteFiles>): Promise<string[]> {
  const user = await registerUser(runId, 'warm-up');
  const text = await timeUpload(user, files.text);
  const photo = await timeUpload(user, files.photo);
  say(`  warm-up (not counted): text ${text.status} in ${ms(text.seenAt - text.startedAt)}, photo ${photo.status} in ${ms(photo.seenAt - photo.startedAt)}`);
  return [text.quoteId, photo.quoteId].filter(Boolean);
}

/** BENCH_USAGE_ONLY: one new user's GET /api/usage under load and the bare Express floor, nothing else. */
async function usageOnly() {
  say(`GET /api/usage against ${BASE_URL}, ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`);
  const tool = chooseLoadTool();
  const user = await registerUser(randomUUID().slice(0, 8), 'usage');
  const usage = await measureUsage(tool, user.sessionCookie);
  const bare = await measureBareExpress(tool);
  printUsage([{ label: '', usage }], bare);
  printChecks([usageTarget('', usage)]);
}

async function main() {
  checkEverythingIsLocal();
  await exitUnlessGatewayAnswers();
  if (USAGE_ONLY) return usageOnly();
  const runId = randomUUID().slice(0, 8);
  const files = loadQuoteFiles();
  say(`End-to-end benchmark against ${BASE_URL} (namespace ${NAMESPACE}), ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`);
  say(`  text quote: ${files.text.label}; photo: ${files.photo.label}; the result read as the web app does (waitMs=${AWAIT_MS})`);

  const stores = await connectStores();
  const events = new EventRecorder();
  await events.start();
  const tool = chooseLoadTool();
  const results: LevelResult[] = [];
  try {
    const templates = await readTemplates(stores, await warmUp(runId, files));
    for (const level of LEVELS) results.push(await measureLevel(level, { runId, files, stores, events, templates, tool }));
  } finally {
    if (!KEEP_SEED) say(`\n  clean-up: ${await removeSeed(stores)}`);
    await events.stop();
    await stores.client.close();
  }
  const bare = await measureBareExpress(tool);

  const scenarios = [SCENARIOS.textSolo, SCENARIOS.textCrowd, SCENARIOS.photoSolo, SCENARIOS.photoCrowd];
  printLatency(results, scenarios);
  printStages(results, scenarios);
  printCpuPerUpload(results);
  printUsage(results.flatMap((r) => (r.usage ? [{ label: `@${r.level}`, usage: r.usage }] : [])), bare);
  printTargets(results);
}

await main();
