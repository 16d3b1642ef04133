// The faults. Each scenario gets a stack of its own (supervised, as under `npm start`, with its own FerretDB and
// Kafka), drives homeowners through it, injects its fault, and says what it expects beyond the shared invariants
// (invariants.ts): which processes it killed, which messages it poisoned.
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { eventCatalog, makeEnvelope, topics } from '@qa/contracts';
import type { Stack, ProcessName } from '../stack';
import type { QuoteFiles } from '../homeowner';
import { Households } from './households';
import type { LoggedMessage } from './event-log';
import type { OwnInfra } from './own-infra';
import { subscriptions } from './invariants';
import type { TcpGate } from './tcp-gate';

export interface ScenarioContext {
  stack: Stack;
  infra: OwnInfra;
  namespace: string;
  files: QuoteFiles;
  /** The gate between the quote service and its database (scenarios that asked for it). */
  quoteDbGate?: TcpGate;
  say(message: string): void;
}

export interface ScenarioOutcome {
  households: Households;
  /** Processes the scenario killed itself: their exits are expected, any other is a violation. */
  killed: ProcessName[];
  isPoison?: (message: LoggedMessage) => boolean;
  /** Poison messages (by key) and the services that must have dead-lettered each. */
  expectedDeadLetters?: Array<{ key: string; consumers: string[] }>;
  /** What the scenario itself found wrong (beyond the invariants). */
  violations: string[];
}

export interface Scenario {
  name: string;
  what: string;
  /** Put the quote service's database connection through a TcpGate. */
  gateQuoteDb?: boolean;
  run(ctx: ScenarioContext): Promise<ScenarioOutcome>;
}

const HOUSEHOLDS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(label: string, check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 50): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${label}`);
    await sleep(everyMs);
  }
}

async function withDb<T>(ctx: ScenarioContext, service: string, fn: (db: mongoose.Connection) => Promise<T>): Promise<T> {
  const conn = await mongoose.createConnection(ctx.infra.env.MONGO_URL, { dbName: `${ctx.namespace}_${service.replace(/-/g, '_')}` }).asPromise();
  try {
    return await fn(conn);
  } finally {
    await conn.close();
  }
}

/** Watches /healthz until it names `service` as restarting; whether it did before the service was back. */
async function sawRestarting(ctx: ScenarioContext, service: ProcessName, healthName: string): Promise<boolean> {
  for (;;) {
    const body = await fetch(`${ctx.stack.baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.json() as Promise<{ services?: Record<string, string> }>)
      .catch(() => undefined);
    if (body?.services?.[healthName] === 'restarting') return true;
    if (ctx.stack.supervisor.state()[service]?.state === 'running') return false;
    await sleep(200);
  }
}

async function registered(ctx: ScenarioContext): Promise<Households> {
  const households = new Households(ctx.stack.baseUrl, ctx.files, HOUSEHOLDS);
  await households.register();
  return households;
}

const analysisKilledMidAnalysis: Scenario = {
  name: 'analysis-killed',
  what: 'kill -9 the analysis service in the middle of an analysis; the supervisor restarts it',
  async run(ctx) {
    const violations: string[] = [];
    const households = await registered(ctx);
    // Photos: OCR keeps an analysis running for a second or more, long enough to be caught in the middle.
    const uploads = households.uploadAll('image');
    const job = await until(
      'an analysis job running',
      () => withDb(ctx, 'analysis', async (db) => (await db.collection('analysis_jobs').findOne({ status: 'running' })) ?? undefined),
      60_000,
    );
    process.kill(ctx.stack.supervisor.pid('analysis')!, 'SIGKILL');
    ctx.say(`killed analysis (SIGKILL) while it analysed quote ${job.quoteId}`);
    if (!(await sawRestarting(ctx, 'analysis', 'analysis'))) violations.push('/healthz never named analysis as restarting while it was down');
    await ctx.stack.supervisor.whenRunning('analysis');
    ctx.say('analysis is back');
    await uploads;
    await households.uploadAll('text');
    return { households, killed: ['analysis'], violations };
  },
};

const quoteKilledAfterReservation: Scenario = {
  name: 'quote-killed-after-reservation',
  what: 'kill -9 the quote service after billing reserved the credit and before the quote and its event are written',
  gateQuoteDb: true,
  async run(ctx) {
    const violations: string[] = [];
    const households = await registered(ctx);
    await households.uploadAll('text');
    const victim = households.list[0].homeowner;
    const reserves = () => withDb(ctx, 'billing', (db) => db.collection('ledger').countDocuments({ userId: victim.userId, kind: 'reserve' }));
    const before = await reserves();
    // From here the quote service's next database write waits in the gate: the upload gets as far as its credit.
    ctx.quoteDbGate!.close();
    const upload = households.upload(0, 'text');
    await until('the credit reservation', async () => ((await reserves()) > before ? true : undefined), 60_000);
    process.kill(ctx.stack.supervisor.pid('quote')!, 'SIGKILL');
    ctx.quoteDbGate!.reopen();
    const status = await upload;
    ctx.say(`killed quote (SIGKILL) between the reservation and the quote record; the upload was answered ${status || 'with nothing'}`);
    if (status === 200) violations.push('the upload whose quote service was killed before recording it was answered 200');
    await ctx.stack.supervisor.whenRunning('quote');
    ctx.say('quote is back');
    await households.uploadAll('text');
    return { households, killed: ['quote'], violations };
  },
};

const kafkaStopped: Scenario = {
  name: 'kafka-stopped',
  what: 'stop the Kafka broker for 15 s while analyses are in flight, then start it again',
  async run(ctx) {
    const households = await registered(ctx);
    const load = households.keepUploading();
    await sleep(8000);
    await ctx.infra.kafka.stop();
    ctx.say('Kafka stopped');
    await sleep(15_000);
    await ctx.infra.kafka.start();
    ctx.say('Kafka started again');
    await sleep(20_000);
    await load.stop();
    return { households, killed: [], violations: [] };
  },
};

const databaseRestarted: Scenario = {
  name: 'database-restarted',
  what: 'restart the database (FerretDB) while homeowners upload',
  async run(ctx) {
    const households = await registered(ctx);
    const load = households.keepUploading();
    await sleep(8000);
    await ctx.infra.mongo.stop();
    ctx.say('database stopped');
    await ctx.infra.mongo.start();
    ctx.say('database started again');
    await sleep(20_000);
    await load.stop();
    return { households, killed: [], violations: [] };
  },
};

const POISON_KEY = 'poison-';

const poisonOnEveryTopic: Scenario = {
  name: 'poison-events',
  what: 'on every topic, a message that is not an envelope and an envelope of each consumed type with data that breaks its schema; and a well-formed quote.submitted for a quote that does not exist',
  async run(ctx) {
    const violations: string[] = [];
    const households = await registered(ctx);
    const kafka = new Kafka({ clientId: 'chaos-poisoner', brokers: ctx.infra.env.KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING });
    const producer = kafka.producer();
    await producer.connect();
    const expected: Array<{ key: string; consumers: string[] }> = [];
    const subs = subscriptions();
    const ghost = randomUUID();
    const consumersOf = (types: string[]) => [...subs].filter(([, t]) => types.some((type) => t.has(type))).map(([s]) => s);
    try {
      for (const topic of Object.values(topics)) {
        const typesHere = Object.entries(eventCatalog).filter(([, e]) => e.topic === topic).map(([type]) => type);
        const unreadable = `${POISON_KEY}${randomUUID()}`;
        const messages = [{ key: unreadable, value: '{"this is": not an envelope' }];
        expected.push({ key: unreadable, consumers: consumersOf(typesHere) });
        for (const type of typesHere.filter((t) => consumersOf([t]).length)) {
          const key = `${POISON_KEY}${randomUUID()}`;
          // A whole envelope: what breaks is the data, checked against the type's schema on consumption.
          messages.push({ key, value: JSON.stringify(makeEnvelope({ type, key, source: 'chaos', data: { quoteId: 42, userId: null } })) });
          expected.push({ key, consumers: consumersOf([type]) });
        }
        await producer.send({ topic: `${ctx.namespace}.${topic}`, messages });
      }
      // Well-formed, about nothing that exists: the analysis must fail it with a reason, not loop or dead-letter it.
      const files = [{ objectKey: `quotes/${ghost}/0-missing.pdf`, fileName: 'missing.pdf', mimeType: 'application/pdf', size: 1000 }];
      const data = { quoteId: ghost, userId: households.list[0].homeowner.userId, attempt: 1, projectType: 'roofing', contractorName: 'Nobody', files, ip: '', visitorId: '' };
      const event = makeEnvelope({ type: 'quote.submitted', key: ghost, source: 'chaos', data });
      await producer.send({ topic: `${ctx.namespace}.${topics.quote}`, messages: [{ key: ghost, value: JSON.stringify(event) }] });
      ctx.say(`sent ${expected.length} poison messages and one quote.submitted for a quote that does not exist`);
    } finally {
      await producer.disconnect();
    }
    // The consumers must carry on: every household's analyses still complete.
    await households.uploadAll('text');
    await households.uploadAll('image');
    const ghostJob = await until(
      'the analysis of the quote that does not exist to end',
      () => withDb(ctx, 'analysis', async (db) => (await db.collection('analysis_jobs').findOne({ quoteId: ghost, status: { $ne: 'running' } })) ?? undefined),
      60_000,
      500,
    ).catch(() => undefined);
    if (ghostJob?.status !== 'failed' || !ghostJob.error) violations.push(`the quote.submitted for a quote without files ended ${ghostJob ? `${ghostJob.status} (${ghostJob.error ?? 'no reason'})` : 'never'}, not failed with a reason`);
    return {
      households,
      killed: [],
      violations,
      isPoison: (m) => m.key.startsWith(POISON_KEY),
      expectedDeadLetters: expected,
    };
  },
};

export const scenarios: Scenario[] = [analysisKilledMidAnalysis, quoteKilledAfterReservation, kafkaStopped, databaseRestarted, poisonOnEveryTopic];
/** The short run for CI: a process killed mid-work, and poison on every topic. */
export const quickScenarios = ['analysis-killed', 'poison-events'];
