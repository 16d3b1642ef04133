// The event bus against the real Kafka broker and FerretDB: idempotent consumption, dead-lettering (the outbox is
// in outbox.test.ts).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { EventBus, MAX_UNFINISHED_DELIVERIES, createLogger } from '@qa/platform';
import { eventually, testEnv } from '../../../test/support/env';

const namespace = `bus${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const log = createLogger('bus-test', 'silent');
const db = await mongoose.createConnection(testEnv('MONGO_URL'), { dbName: `${namespace}_bus_test` }).asPromise();
const brokers = testEnv('KAFKA_BROKERS').split(',');
const buses: EventBus[] = [];

function newBus(service: string, retries = 3) {
  const bus = new EventBus({ brokers, namespace, service, log, db, retries, retryDelayMs: 50 });
  buses.push(bus);
  return bus;
}

/** Reads a topic's dead-letter twin until a message matches. */
async function readDeadLetters(topic: string, match: (d: { id: string; error: string }) => boolean): Promise<{ id: string; error: string }> {
  const kafka = new Kafka({ clientId: 'dlq-reader', brokers, logLevel: logLevel.NOTHING });
  const reader = kafka.consumer({ groupId: `${namespace}.dlq-reader-${Math.random().toString(36).slice(2, 8)}` });
  await reader.connect();
  await reader.subscribe({ topic: `${namespace}.${topic}.dlq`, fromBeginning: true });
  const dead: Array<{ id: string; error: string }> = [];
  await reader.run({
    eachMessage: async ({ message }) => {
      dead.push({ id: JSON.parse(message.value!.toString()).id, error: message.headers?.error?.toString() ?? '' });
    },
  });
  try {
    return await eventually(async () => dead.find(match), 30_000, 'the dead letter');
  } finally {
    await reader.disconnect();
  }
}

after(async () => {
  for (const bus of buses) await bus.stop();
  await db.dropDatabase().catch(() => undefined);
  await db.close();
});

test('an event delivered twice is applied once', async () => {
  const producer = newBus('producer');
  await producer.connect();
  const consumer = newBus('once-consumer');
  await consumer.connect();
  const applied: string[] = [];
  consumer.on('user.password_reset', async (data) => {
    applied.push(data.userId);
  });
  await consumer.startConsuming();

  const event = producer.envelope('user.password_reset', 'user-1', { userId: 'user-1', email: 'a@example.com' });
  await producer.send(event);
  await producer.send(event); // the same envelope again: at-least-once delivery
  const marker = producer.envelope('user.password_reset', 'user-2', { userId: 'user-2', email: 'b@example.com' });
  await producer.send(marker);

  await eventually(async () => (applied.includes('user-2') ? true : undefined), 30_000, 'the marker event');
  assert.deepEqual(applied.filter((id) => id === 'user-1'), ['user-1']);
});

test('a message that always fails ends in the dead-letter topic with its error', async () => {
  const bus = newBus('failing-consumer', 2);
  await bus.connect();
  let attempts = 0;
  bus.on('user.role_changed', async () => {
    attempts++;
    throw new Error('projection exploded');
  });
  await bus.startConsuming();
  const sent = await bus.publish('user.role_changed', 'user-9', { userId: 'user-9', role: 'admin' });

  const found = await readDeadLetters('user-events', (d) => d.id === sent.id);
  assert.match(found.error, /projection exploded/);
  assert.equal(attempts, 2);
});

test('an event whose handling began three times and never finished (the process died) is dead-lettered, not handled again', async () => {
  const bus = newBus('crash-looping-consumer');
  await bus.connect();
  let handled = 0;
  const event = bus.envelope('user.password_reset', 'user-crash', { userId: 'user-crash', email: 'c@example.com' });
  bus.on('user.password_reset', async (_data, envelope) => {
    if (envelope.id === event.id) handled++;
  });
  // What three deliveries that each ended the process left behind: the count of begun deliveries, nothing applied.
  await db.collection('processed_events').insertOne({ _id: `crash-looping-consumer:${event.id}` as never, count: MAX_UNFINISHED_DELIVERIES });
  await bus.startConsuming();
  await bus.send(event);

  const dead = await readDeadLetters('user-events', (d) => d.id === event.id);
  assert.match(dead.error, /began 3 times and never finished/);
  assert.equal(handled, 0, 'the handler is not run a fourth time');
  assert.equal(await db.collection('processed_events').countDocuments({ _id: `crash-looping-consumer:${event.id}` as never }), 0);
});

test('an event with data that breaks its schema is refused on publish', async () => {
  const bus = newBus('schema-check');
  await bus.connect();
  // @ts-expect-error: deliberately wrong data
  await assert.rejects(bus.publish('user.registered', 'x', { userId: 'x' }), /invalid user.registered event/);
});
