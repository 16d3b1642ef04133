// Helpers for the billing tests: the running billing service (gRPC and its database), an event publisher, and
// a billing instance of the test's own (in this process) when a test needs other settings than the stack's.
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { Kafka, logLevel } from 'kafkajs';
import { APPLIED_EVENTS, createClient, createLogger, EventBus, startService, type RunningService } from '@qa/platform';
import { topics, type Envelope, type EventInput, type EventType } from '@qa/contracts';
import { actingAs, eventually, serviceKey, testEnv } from '../../../test/support/env';
import { billingService } from '../src/service';

export const newUserId = () => `user-${randomUUID()}`;
export const newQuoteId = () => `quote-${randomUUID()}`;

export function billingClient(address = testEnv('BILLING_GRPC_URL')) {
  return createClient('billing', address, { identity: actingAs('gateway') });
}

export async function billingDb(namespace = testEnv('QA_NAMESPACE')) {
  return mongoose.createConnection(testEnv('MONGO_URL'), { dbName: `${namespace}_billing` }).asPromise();
}

export interface Entry {
  _id: string;
  userId: string;
  seq: number;
  kind: string;
  delta: number;
  balance: number;
  signupAt: Date;
  quoteId?: string;
  attempt?: number;
  hold?: number;
  reason: string;
}

export const entries = (db: mongoose.Connection) => db.collection<Entry>('ledger');

/** A user's ledger chain, in order. */
export async function chainOf(db: mongoose.Connection, userId: string): Promise<Entry[]> {
  return entries(db).find({ userId }).sort({ seq: 1 }).toArray();
}

/**
 * Checks that the chain is whole (seq 1, 2, 3 …) and that each entry's balance is the previous one plus its delta,
 * never below zero; returns the balance.
 */
export async function consistentBalance(db: mongoose.Connection, userId: string): Promise<number> {
  const chain = await chainOf(db, userId);
  let balance = 0;
  chain.forEach((entry, i) => {
    if (entry.seq !== i + 1) throw new Error(`ledger of ${userId}: entry ${entry._id} has seq ${entry.seq}, expected ${i + 1}`);
    balance += entry.delta;
    if (entry.balance !== balance || balance < 0) throw new Error(`ledger of ${userId}: entry ${entry._id} says ${entry.balance}, the deltas add up to ${balance}`);
  });
  return balance;
}

/** Publishes events the way other services do (a bus of its own, on the given namespace). */
export async function publisher(db: mongoose.Connection, namespace = testEnv('QA_NAMESPACE')) {
  const bus = new EventBus({ brokers: testEnv('KAFKA_BROKERS').split(','), namespace, service: `test-publisher-${randomUUID().slice(0, 8)}`, log: createLogger('test', 'silent'), db });
  await bus.connect();
  return {
    bus,
    publish: <T extends EventType>(type: T, key: string, data: EventInput<T>) => bus.publish(type, key, data),
    stop: () => bus.stop(),
  };
}

/** Waits until billing has applied the event with this id. */
export async function appliedByBilling(db: mongoose.Connection, eventId: string): Promise<boolean> {
  return Boolean(await db.collection('processed_events').findOne({ _id: `billing:${eventId}` as never, ...APPLIED_EVENTS }));
}

/**
 * A billing service of this test's own, in this process, on a fresh namespace (its own database and topics), or on
 * the namespace of one started before (a restart).
 */
export async function startOwnBilling(env: Record<string, string>, restartOn?: string): Promise<{ running: RunningService; namespace: string }> {
  for (let attempt = 1; ; attempt++) {
    const namespace = restartOn ?? `tb${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    try {
      const running = await startService(billingService, { ...process.env, LOG_LEVEL: 'warn', GRPC_PORT: '0', HEALTH_PORT: '0', QA_NAMESPACE: namespace, SERVICE_PRIVATE_KEY: serviceKey('billing'), ...env });
      return { running, namespace };
    } catch (err) {
      // Kafka sometimes does not serve a namespace's just-created topics yet (busy broker): start again afresh.
      if (attempt === 3 || !/topic-partition/.test(String((err as Error).message))) throw err;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

/**
 * Reads a topic of a namespace from the start and returns the events that match, once `count` of them have
 * arrived and a little longer has passed without more (so "exactly once" can be asserted).
 */
export async function eventsOn(namespace: string, topic: string, match: (event: Envelope) => boolean, count: number, timeoutMs = 30_000): Promise<Envelope[]> {
  const kafka = new Kafka({ clientId: 'billing-test-reader', brokers: testEnv('KAFKA_BROKERS').split(','), logLevel: logLevel.NOTHING });
  const reader = kafka.consumer({ groupId: `${namespace}.test-reader-${randomUUID()}` });
  const found: Envelope[] = [];
  await reader.connect();
  try {
    await reader.subscribe({ topic: `${namespace}.${topic}`, fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) => {
        const event = JSON.parse(message.value!.toString()) as Envelope;
        if (match(event)) found.push(event);
      },
    });
    await eventually(async () => (found.length >= count ? true : undefined), timeoutMs, `${count} matching events on ${topic} (got ${found.length})`);
    await new Promise((r) => setTimeout(r, 1500));
    return found;
  } finally {
    await reader.disconnect();
  }
}

export const billingEvents = (namespace: string, match: (event: Envelope) => boolean, count: number) => eventsOn(namespace, topics.billing, match, count);
