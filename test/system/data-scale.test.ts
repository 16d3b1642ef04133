// Issue 15: the queries every upload and every page load make cost the same at 10 and at 10,000 stored quotes.
// Against the test run's MongoDB (FerretDB on PostgreSQL by default), in a database of its own: the real store code
// of the quote service (status poll, storing a result), billing (the credit account behind /api/usage) and the
// platform's outbox (staging a write's events, the relay's batch query), timed at 10 and then at 10,000 seeded
// quotes (with two ledger entries each, as an upload leaves them), and each lookup's plan read with `explain`.
//
// On FerretDB's SQLite backend, or on its PostgreSQL backend without this project's patch (infra/ferretdb/patch.ts),
// every one of these but a lookup by `_id` alone reads the whole collection, and this test fails.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import mongoose from 'mongoose';
import pino from 'pino';
import { EventBus, Outbox, outboxEntry, syncIndexes, type PendingEvent } from '@qa/platform';
import { quoteModel, quoteStore, type Quote } from '../../services/quote/src/store/quotes';
import { headOf, ledgerModel, type LedgerEntry } from '../../services/billing/src/store/ledger';
import { testEnv } from '../support/env';

const SMALL = 10;
const LARGE = 10_000;
const USERS = 1_000; // the seeded quotes' owners (10 quotes and 20 ledger entries each at 10,000)
const RUNS = 25;
const BATCH = 500;
// p50 at 10,000 may be at most this many times p50 at 10, plus a little for a busy machine.
const FACTOR = 3;
const SLACK_MS = 10;

const namespace = `scale${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const db = await mongoose.createConnection(testEnv('MONGO_URL'), { dbName: `${namespace}_scale_test` }).asPromise();
const log = pino({ level: 'silent' });
// The outbox is never started: no relay runs, nothing goes to Kafka (the bus only builds envelopes); stage() and the
// relay's query are what is timed.
const bus = new EventBus({ brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), namespace, service: 'scale-test', log, db });
const outbox = new Outbox(bus, db, log);
const Quotes = quoteModel(db);
const quotes = quoteStore(Quotes);
const Ledger = ledgerModel(db);
outbox.watch([Quotes, Ledger]);

after(async () => {
  await db.dropDatabase().catch(() => undefined);
  await db.close();
});

// ---------------------------------------------------------------------------------------------- seeded documents

/** An analysis result the size of a real one with findings (about 7 KB of JSON). */
function resultLike(i: number) {
  const words = (n: number) => Array.from({ length: n }, (_, k) => ['scope', 'payment', 'permit', 'warranty', 'deposit', 'schedule', 'materials'][(i + k) % 7]).join(' ');
  return {
    clarityRating: (i % 10) + 1,
    riskLevel: 'medium',
    summary: { highRiskCount: 2, mediumRiskCount: 5, clarificationCount: 4, clearSectionCount: 3 },
    issues: Array.from({ length: 12 }, (_, k) => ({
      id: `issue-${k}`,
      issueType: k % 3 === 0 ? 'high' : 'medium',
      category: ['Payment Terms', 'Scope of Work', 'Warranty', 'Permits'][k % 4],
      title: `Finding ${k}: ${words(6)}`,
      description: words(40),
      recommendation: `Ask the contractor: ${words(20)}?`,
      quote: words(12),
    })),
    extractedPrice: 10_000 + i,
    provider: 'rules',
    pages: [{ file: 0, page: 1, method: 'text' }],
    overview: words(80),
    clearSections: ['Materials', 'Schedule', 'Cleanup & Disposal'],
    priceLines: Array.from({ length: 10 }, (_, k) => ({ label: `Line ${k} ${words(5)}`, amount: 100 * (k + 1) })),
  };
}

const userOf = (i: number) => `scale-user-${String(i % USERS).padStart(4, '0')}`;
const quoteIdOf = (i: number) => `scale-quote-${String(i).padStart(6, '0')}`;

function quoteDoc(i: number, status: Quote['status'] = 'complete') {
  const id = quoteIdOf(i);
  return {
    _id: id,
    userId: userOf(i),
    projectType: 'kitchen',
    contractorName: 'Hearthstone Kitchen & Bath',
    files: [{ objectKey: `quotes/${id}/quote.pdf`, fileName: 'quote.pdf', mimeType: 'application/pdf', size: 180_000 }],
    totalSize: 180_000,
    status,
    attempt: 1,
    result: status === 'complete' ? resultLike(i) : null,
    failureReason: '',
    previewId: '',
    createdAt: new Date(Date.now() - (LARGE - i) * 60_000),
    settledAt: status === 'complete' ? new Date() : null,
    outbox: [],
  };
}

/** Quote i's reserve and consume entries: the (i / USERS)-th pair of its owner's chain, after the sign-up grant. */
function ledgerDocs(i: number) {
  const userId = userOf(i);
  const round = Math.floor(i / USERS);
  const base = { userId, signupAt: new Date(0), weeklyPeriod: 0, quoteId: quoteIdOf(i), attempt: 1, hold: 1, reason: 'analysis', outbox: [] };
  return [
    { ...base, _id: `reserve:${quoteIdOf(i)}:1`, seq: 2 + 2 * round, kind: 'reserve', delta: -1, balance: 1_000_000, at: new Date(), settled: true },
    { ...base, _id: `settle:${quoteIdOf(i)}:1`, seq: 3 + 2 * round, kind: 'consume', delta: 0, balance: 1_000_000, at: new Date() },
  ];
}

function grantDoc(u: number) {
  const userId = userOf(u);
  return { _id: `signup:${userId}`, userId, seq: 1, kind: 'grant', delta: 1_000_000, reason: 'signup', balance: 1_000_000, signupAt: new Date(0), weeklyPeriod: 0, at: new Date(), outbox: [] };
}

let seeded = 0;
async function seedUpTo(n: number) {
  for (let from = seeded; from < n; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, n - from) }, (_, k) => from + k);
    await Quotes.collection.insertMany(batch.map((i) => quoteDoc(i)) as never[]);
    await Ledger.collection.insertMany(batch.flatMap(ledgerDocs) as never[]);
  }
  seeded = n;
}

// ---------------------------------------------------------------------------------------------- the timed queries

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The p50 of RUNS runs (after one to warm the connection and plan caches). Past `giveUpAfterMs`, three runs in a row
 * end the timing: on a server that scans, each run at 10,000 quotes takes seconds, and three say enough.
 */
async function timed(run: (i: number) => Promise<unknown>, giveUpAfterMs = Infinity): Promise<number> {
  await run(-1);
  const times: number[] = [];
  let slowInARow = 0;
  for (let i = 0; i < RUNS && slowInARow < 3; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
    slowInARow = times[times.length - 1] > giveUpAfterMs ? slowInARow + 1 : 0;
  }
  return p50(times);
}

/** The owner's new quotes, still analysing, for a level's result-store and staging runs (one of each per quote). */
async function addAnalysing(level: number, userId: string): Promise<string[]> {
  const docs = Array.from({ length: RUNS + 1 }, (_, k) => ({ ...quoteDoc(level + k, 'analyzing'), _id: `${quoteIdOf(level + k)}-analysing-${level}`, userId }));
  await Quotes.collection.insertMany(docs as never[]);
  return docs.map((d) => d._id);
}

interface Figures {
  status: number;
  result: number;
  usage: number;
  outboxStage: number;
  relayBatch: number;
}

/** What a level's p50 may be, from the first level's (Infinity for the first level itself). */
const allowed = (base: Figures | undefined, key: keyof Figures) => (base ? base[key] * FACTOR + SLACK_MS : Infinity);

async function measure(level: number, base?: Figures): Promise<Figures> {
  const giveUp = (key: keyof Figures) => allowed(base, key) * 4;
  // The newest quote and its owner, as a homeowner polling for the result they just uploaded.
  const newest = seeded - 1;
  const owner = userOf(newest);
  const analysing = await addAnalysing(level, owner);
  await headOf(Ledger, owner); // an account read before (npm start's steady state: its head hint exists)
  let stagings = 0;
  const figures: Figures = {
    status: await timed(() => quotes.findOwned(owner, quoteIdOf(newest)), giveUp('status')),
    result: await timed(async (i) => {
      const id = analysing[i + 1];
      const applied = await quotes.settle(id, owner, 1, { status: 'complete', result: resultLike(i) as never });
      assert.ok(applied, `settled ${id}`);
    }, giveUp('result')),
    usage: await timed(async () => assert.ok((await headOf(Ledger, owner))?.seq, 'the account has a head'), giveUp('usage')),
    // A write's events staged: the note before the write, the write, the move to the pending events.
    outboxStage: await timed(async (i) => {
      stagings++;
      const id = analysing[i + 1];
      const ticket = await outbox.expect(Quotes, id);
      await Quotes.updateOne({ _id: id }, { $push: { outbox: outboxEntry(bus, 'user.password_reset', owner, { userId: owner, email: `${owner}@example.com` }) } });
      await outbox.stage(Quotes, id, ticket);
    }, giveUp('outboxStage')),
    relayBatch: await timed(() => outbox.store.pending.find({}).sort({ createdAt: 1, seq: 1 }).limit(100).lean<PendingEvent[]>(), giveUp('relayBatch')),
  };
  // stage() logs rather than throws: check that each run staged its event and removed its note.
  assert.equal(await outbox.store.pending.countDocuments({}), stagings, 'every staged event is pending');
  assert.equal(await outbox.store.writes.countDocuments({}), 0, 'no note is left');
  return figures;
}

let small: Figures;
let large: Figures;
let seedSeconds = 0;

before(async () => {
  await syncIndexes(db);
  await outbox.store.pending.createIndexes();
  await outbox.store.writes.createIndexes();
  await Ledger.collection.insertMany(Array.from({ length: USERS }, (_, u) => grantDoc(u)) as never[]);
  await seedUpTo(SMALL);
  small = await measure(SMALL);
  await outbox.store.pending.deleteMany({}); // as the relay would have
  const started = Date.now();
  await seedUpTo(LARGE);
  seedSeconds = (Date.now() - started) / 1000;
  large = await measure(LARGE, small);
  const rows = (Object.keys(small) as (keyof Figures)[]).map((k) => `${k} ${small[k].toFixed(1)} ms -> ${large[k].toFixed(1)} ms`);
  console.log(`# p50 of ${RUNS} at ${SMALL} -> ${LARGE} stored quotes (seeded ${LARGE - SMALL} in ${seedSeconds.toFixed(0)} s): ${rows.join('; ')}`);
});

for (const [key, what] of [
  ['status', 'the status poll, findOne({_id, userId})'],
  ['result', 'storing a result, updateOne({_id, userId, attempt, status})'],
  ['usage', "the credit account's head (GET /api/usage, every reservation)"],
  ['outboxStage', "staging a write's events (outbox note, $push, move to the pending events)"],
  ['relayBatch', "the relay's batch query on the pending events"],
] as const) {
  test(`${what} costs the same at ${LARGE} stored quotes as at ${SMALL}`, () => {
    const limit = allowed(small, key);
    assert.ok(large[key] <= limit, `p50 ${large[key].toFixed(1)} ms at ${LARGE} against ${small[key].toFixed(1)} ms at ${SMALL} (allowed ${limit.toFixed(1)} ms)`);
  });
}

// ---------------------------------------------------------------------------------------------- plans

interface PlanVerdict {
  server: string;
  indexed: boolean;
  plan: string;
}

/** Whether the server answers `filter` on `collection` through an index: MongoDB's winning plan, or FerretDB's. */
async function planOf(collection: string, filter: Record<string, unknown>, sort?: Record<string, 1 | -1>): Promise<PlanVerdict> {
  const cursor = db.collection(collection).find(filter);
  if (sort) cursor.sort(sort);
  const explained = (await cursor.explain()) as Record<string, unknown> & { queryPlanner?: Record<string, unknown> };
  const planner = explained.queryPlanner ?? {};
  const plan = JSON.stringify(planner.winningPlan ?? planner.Plan ?? planner);
  if ('winningPlan' in planner) {
    // MongoDB: IXSCAN / IDHACK / EXPRESS_IXSCAN, and no COLLSCAN.
    return { server: 'MongoDB', indexed: /IXSCAN|IDHACK|EXPRESS/.test(plan) && !/COLLSCAN/.test(plan), plan };
  }
  if (Array.isArray(planner.Plan)) {
    // FerretDB on SQLite: "SEARCH … USING INDEX" when an index is used, "SCAN <table>" when not.
    return { server: 'FerretDB (SQLite)', indexed: explained.filterPushdown === true && /USING (INDEX|PRIMARY KEY)/.test(plan) && !/\bSCAN\b/.test(plan), plan };
  }
  // FerretDB on PostgreSQL: the filter handed to PostgreSQL, and PostgreSQL's plan for it.
  return { server: 'FerretDB (PostgreSQL)', indexed: explained.filterPushdown === true && /Index Scan|Index Only Scan|Bitmap Index Scan/.test(plan) && !/Seq Scan/.test(plan), plan };
}

test('the status poll, the result store and the account head are answered through an index (explain)', async () => {
  const newest = LARGE - 1;
  const owner = userOf(newest);
  const hint = await db.collection('ledger_heads').findOne({ _id: owner as never });
  const checks: Array<[string, string, Record<string, unknown>]> = [
    ['status poll', 'quotes', { _id: quoteIdOf(newest), userId: owner }],
    ['result store', 'quotes', { _id: quoteIdOf(newest), userId: owner, attempt: 1, status: 'analyzing' }],
    ['account head hint', 'ledger_heads', { _id: owner }],
    ['account head probe', 'ledger', { userId: owner, seq: Number(hint?.seq ?? 1) + 1 }],
    ["a quote's credit holds", 'ledger', { quoteId: quoteIdOf(newest), kind: 'reserve' }],
    // A user's history is not asked here: it is served by a GIN index that PostgreSQL picks only once it has
    // statistics for the freshly seeded table, so its plan depends on when autovacuum last ran (a clean CI run saw
    // a Seq Scan). It reads what it lists, not what is stored.
  ];
  const unindexed: string[] = [];
  for (const [what, collection, filter] of checks) {
    const verdict = await planOf(collection, filter);
    if (!verdict.indexed) unindexed.push(`${what} on ${verdict.server}: ${verdict.plan.slice(0, 400)}`);
  }
  assert.deepEqual(unindexed, []);
});

test('the head read through the hint is the chain’s last entry', async () => {
  const owner = userOf(LARGE - 1);
  const [last] = await Ledger.find({ userId: owner }).sort({ seq: -1 }).limit(1).lean<LedgerEntry[]>();
  const head = await headOf(Ledger, owner);
  assert.equal(head?._id, last._id);
  assert.equal(head?.seq, 1 + 2 * (LARGE / USERS));
  // A hint left behind (a crashed writer) is walked forward from.
  await db.collection('ledger_heads').updateOne({ _id: owner as never }, { $set: { seq: 1, entry: await Ledger.findOne({ userId: owner, seq: 1 }).lean() } });
  assert.equal((await headOf(Ledger, owner))?._id, last._id);
  assert.equal((await db.collection('ledger_heads').findOne({ _id: owner as never }))?.seq, last.seq, 'the hint moved up again');
});
