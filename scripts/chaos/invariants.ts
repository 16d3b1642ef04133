// What must hold after any fault, checked against the stack's own databases, topics and API:
//   1. every accepted analysis ends complete, or failed with a reason the homeowner can read: none lost (404), none
//      still analysing once the reservation timeout has passed;
//   2. every user's credits are their grants minus their completed analyses: each completed quote consumed exactly
//      one credit, nothing else was consumed, no credit is still held, and the API says the same as the ledger;
//   3. every event was applied once by each service that consumes its type (or dead-lettered by it, which only a
//      poison message may be), none was left unpublished, and no analysis was announced twice.
import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { APPLIED_EVENTS } from '@qa/platform';
import { root, services } from '../stack';
import type { Homeowner } from '../homeowner';
import { readEventLog, type EventLog, type LoggedMessage } from './event-log';

export interface Household {
  homeowner: Homeowner;
  /** The quote ids the gateway answered an upload with. */
  accepted: string[];
}

export interface InvariantInput {
  mongoUrl: string;
  kafkaBrokers: string;
  namespace: string;
  households: Household[];
  /** Messages the scenario itself put on a topic as poison: these, and only these, may be dead-lettered. */
  isPoison?: (message: LoggedMessage) => boolean;
}

export interface Findings {
  violations: string[];
  figures: Record<string, number>;
  log: EventLog;
}

const database = (namespace: string, service: string) => `${namespace}_${service.replace(/-/g, '_')}`;

/**
 * The event types each service consumes, read from its sources (`bus.on('<type>'`), plus the heartbeat that every
 * service consumes through the platform: read rather than listed, so a new subscription cannot be missed here.
 */
export function subscriptions(): Map<string, Set<string>> {
  const subs = new Map<string, Set<string>>();
  for (const s of services) {
    const types = new Set(['service.heartbeat']);
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.ts')) for (const m of fs.readFileSync(full, 'utf8').matchAll(/\bbus\.on\(\s*'([a-z_.]+)'/g)) types.add(m[1]);
      }
    };
    walk(path.join(root, s.dir, 'src'));
    subs.set(s.name, types);
  }
  return subs;
}

/**
 * Waits until nothing is in flight — no quote analysing, no outbox entry waiting, no credit held — or until the
 * deadline (past the reservation timeout, when a held credit must have come back).
 */
export async function waitUntilSettled(input: InvariantInput, deadline: number): Promise<void> {
  const conn = await mongoose.createConnection(input.mongoUrl, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    for (;;) {
      const quotes = conn.useDb(database(input.namespace, 'quote')).collection('quotes');
      const analysing = await quotes.countDocuments({ status: 'analyzing' });
      let waiting = 0;
      for (const s of services) waiting += await conn.useDb(database(input.namespace, s.name)).collection('outbox').countDocuments({});
      const ledger = conn.useDb(database(input.namespace, 'billing')).collection<{ _id: string; quoteId: string; hold: number }>('ledger');
      let held = 0;
      // `settled` is billing's hint for its sweeper; the settle entry is the truth.
      for (const hold of await ledger.find({ kind: 'reserve', settled: { $ne: true } }).toArray()) {
        if (!(await ledger.findOne({ _id: `settle:${hold.quoteId}:${hold.hold}` }))) held += 1;
      }
      if (!analysing && !waiting && !held) return;
      if (Date.now() > deadline) return;
      await new Promise((r) => setTimeout(r, 2000));
    }
  } finally {
    await conn.close();
  }
}

export async function checkInvariants(input: InvariantInput): Promise<Findings> {
  const violations: string[] = [];
  const figures: Record<string, number> = {};
  const conn = await mongoose.createConnection(input.mongoUrl, { serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const db = (service: string) => conn.useDb(database(input.namespace, service));
    await checkAnalyses(input, db, violations, figures);
    await checkCredits(input, db, violations, figures);
    // Consumers may still be a moment behind the log: look again for a while before calling an event unapplied.
    let log: EventLog;
    let unapplied: string[];
    const until = Date.now() + 60_000;
    do {
      log = await readEventLog(input.kafkaBrokers, input.namespace);
      unapplied = await unappliedEvents(log, db);
      if (unapplied.length) await new Promise((r) => setTimeout(r, 3000));
    } while (unapplied.length && Date.now() < until);
    violations.push(...unapplied);
    await checkEvents(input, log, db, violations, figures);
    return { violations, figures, log };
  } finally {
    await conn.close();
  }
}

type Db = (service: string) => mongoose.Connection;

async function checkAnalyses(input: InvariantInput, db: Db, violations: string[], figures: Record<string, number>) {
  const outcome = { complete: 0, failed: 0 };
  for (const { homeowner, accepted } of input.households) {
    for (const quoteId of accepted) {
      const res = await homeowner.openAnalysis(quoteId).catch(() => undefined);
      if (!res || res.status !== 200) violations.push(`accepted quote ${quoteId} of ${homeowner.email}: GET /api/analysis answered ${res?.status ?? 'nothing'} (lost)`);
      else if (res.body.status === 'complete') outcome.complete += 1;
      else if (res.body.status === 'failed' && res.body.failureReason) outcome.failed += 1;
      else if (res.body.status === 'failed') violations.push(`accepted quote ${quoteId}: failed without a reason`);
      else violations.push(`accepted quote ${quoteId}: still ${res.body.status} after the reservation timeout (stuck)`);
    }
  }
  Object.assign(figures, {
    accepted: input.households.reduce((n, h) => n + h.accepted.length, 0),
    complete: outcome.complete,
    failedWithReason: outcome.failed,
  });
  // Quotes the system recorded although the client never got the answer (the gateway or quote died first) count too.
  const stuck = await db('quote').collection('quotes').find({ status: 'analyzing' }, { projection: { _id: 1 } }).toArray();
  for (const q of stuck) if (!input.households.some((h) => h.accepted.includes(String(q._id)))) violations.push(`quote ${q._id} (never answered to its client): still analyzing (stuck)`);
}

interface LedgerEntry {
  _id: string;
  userId: string;
  seq: number;
  kind: string;
  delta: number;
  balance: number;
  quoteId?: string;
  hold?: number;
}

async function checkCredits(input: InvariantInput, db: Db, violations: string[], figures: Record<string, number>) {
  const ledger = db('billing').collection<LedgerEntry>('ledger');
  const quotes = db('quote').collection('quotes');
  let charged = 0;
  for (const { homeowner } of input.households) {
    const userId = homeowner.userId;
    if (!userId) continue; // never registered (the fault came first): no account to check
    const who = homeowner.email;
    const chain = await ledger.find({ userId }).sort({ seq: 1 }).toArray();
    let balance = 0;
    chain.forEach((entry, i) => {
      balance += entry.delta;
      if (entry.seq !== i + 1) violations.push(`${who}: ledger entry ${entry._id} has seq ${entry.seq}, expected ${i + 1}`);
      if (entry.balance !== balance) violations.push(`${who}: ledger entry ${entry._id} says balance ${entry.balance}, its deltas add up to ${balance}`);
    });
    const grants = chain.filter((e) => ['grant', 'weekly', 'purchase', 'refund'].includes(e.kind)).reduce((n, e) => n + e.delta, 0);
    const completed = (await quotes.find({ userId, status: 'complete' }, { projection: { _id: 1 } }).toArray()).map((q) => String(q._id));
    const consumed = chain.filter((e) => e.kind === 'consume').map((e) => e.quoteId!);
    charged += consumed.length;
    for (const id of completed) if (!consumed.includes(id)) violations.push(`${who}: quote ${id} completed but no credit was consumed (lost charge)`);
    for (const id of consumed) if (!completed.includes(id)) violations.push(`${who}: a credit was consumed for quote ${id}, which is not complete (charged for nothing)`);
    if (new Set(consumed).size !== consumed.length) violations.push(`${who}: a quote was charged twice (${consumed.join(', ')})`);
    const settled = new Set(chain.filter((e) => e.kind === 'consume' || e.kind === 'release').map((e) => `${e.quoteId}:${e.hold}`));
    for (const hold of chain.filter((e) => e.kind === 'reserve')) {
      if (!settled.has(`${hold.quoteId}:${hold.hold}`)) violations.push(`${who}: the credit held for quote ${hold.quoteId} was never consumed or given back`);
    }
    const expected = grants - completed.length;
    if (balance !== expected) violations.push(`${who}: ledger balance ${balance}, but grants ${grants} − completed ${completed.length} = ${expected}`);
    const usage = await homeowner.usage().catch(() => undefined);
    if (usage?.status !== 200) violations.push(`${who}: GET /api/usage answered ${usage?.status ?? 'nothing'}`);
    else if (usage.body.analysisCredits !== expected) violations.push(`${who}: GET /api/usage says ${usage.body.analysisCredits} credits, expected ${expected}`);
  }
  figures.creditsConsumed = charged;
}

/** Events of a type a service consumes that it neither applied nor dead-lettered. */
async function unappliedEvents(log: EventLog, db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const [service, types] of subscriptions()) {
    const wanted = log.events.filter((m) => m.event && types.has(m.event.type));
    if (!wanted.length) continue;
    const applied = new Set(
      (await db(service).collection('processed_events').find({ _id: { $in: wanted.map((m) => `${service}:${m.event!.id}`) }, ...APPLIED_EVENTS } as never, { projection: { _id: 1 } }).toArray()).map((d) => String(d._id)),
    );
    const deadLettered = new Set(log.deadLetters.filter((m) => m.headers.consumer === service && m.event).map((m) => m.event!.id));
    for (const m of wanted) {
      if (!applied.has(`${service}:${m.event!.id}`) && !deadLettered.has(m.event!.id)) problems.push(`${service} never applied ${m.event!.type} ${m.event!.id}`);
    }
  }
  return [...new Set(problems)];
}

async function checkEvents(input: InvariantInput, log: EventLog, db: Db, violations: string[], figures: Record<string, number>) {
  const isPoison = input.isPoison ?? (() => false);
  for (const m of log.deadLetters) {
    if (!isPoison(m)) violations.push(`${m.headers.consumer} dead-lettered a good event (${m.event?.type ?? 'unreadable'} ${m.event?.id ?? m.key}): ${m.headers.error}`);
  }
  for (const s of services) {
    const dead = await db(s.name).collection('outbox_dead').find({}).toArray();
    for (const d of dead) violations.push(`${s.name} never published ${d.event?.type} ${d._id}: ${d.error}`);
  }
  // One analysis announced per quote attempt (a redelivery may publish the same event again, never a second one).
  const announced = new Map<string, Set<string>>();
  for (const m of log.events) {
    if ((m.event?.type !== 'analysis.completed' && m.event?.type !== 'analysis.failed') || isPoison(m)) continue;
    const attempt = `${m.event.data.quoteId}:${m.event.data.attempt}`;
    announced.set(attempt, (announced.get(attempt) ?? new Set()).add(m.event.id));
  }
  for (const [attempt, ids] of announced) if (ids.size > 1) violations.push(`analysis of ${attempt} announced ${ids.size} times`);
  figures.events = log.events.length;
  figures.deadLettered = log.deadLetters.length;
}
