// A consumer whose database goes away for a few seconds (as in a restart) keeps the event and applies it once the
// database is back: connection errors are not the event's fault and never send it to the dead-letter topic. Found
// by `npm run chaos` (database-restarted): a quote.submitted was dead-lettered after three tries within 0.6 s.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import mongoose from 'mongoose';
import { Kafka, logLevel } from 'kafkajs';
import { APPLIED_EVENTS, EventBus, createLogger } from '@qa/platform';
import { eventually, testEnv } from '../../../test/support/env';
import { linkToMongo } from '../../../test/support/cuttable-link';

const namespace = `busdown${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const log = createLogger('bus-test', 'silent');

const link = await linkToMongo(testEnv('MONGO_URL'));
const direct = await mongoose.createConnection(testEnv('MONGO_URL'), { dbName: `${namespace}_bus_test` }).asPromise();
// No buffering: an operation fails at once, as one does whose connection the database closed in the middle of it
// (mongoose would otherwise hold operations up to 10 s while it reconnects, and hide the outage from the handler).
const linked = await mongoose
  .createConnection(`mongodb://127.0.0.1:${link.port}`, { dbName: `${namespace}_bus_test`, serverSelectionTimeoutMS: 1000, bufferCommands: false })
  .asPromise();
const brokers = testEnv('KAFKA_BROKERS').split(',');
const producer = new EventBus({ brokers, namespace, service: 'producer', log, db: direct });
const consumer = new EventBus({ brokers, namespace, service: 'restarting-db-consumer', log, db: linked, retries: 3, retryDelayMs: 50 });

after(async () => {
  await consumer.stop();
  await producer.stop();
  await direct.dropDatabase().catch(() => undefined);
  await Promise.all([direct.close(), linked.close()]);
  await link.cut().catch(() => undefined);
});

test('an event whose handling loses the database half-way is applied once it is back, not dead-lettered', async () => {
  await producer.connect();
  await consumer.connect();
  let calls = 0;
  let started!: () => void;
  const handlingStarted = new Promise<void>((resolve) => (started = resolve));
  let proceed!: () => void;
  const databaseCut = new Promise<void>((resolve) => (proceed = resolve));
  consumer.on('user.password_reset', async (data) => {
    calls++;
    if (calls === 1) {
      started();
      await databaseCut;
    }
    await linked.collection('effects').insertOne({ _id: data.userId as never, at: new Date() });
  });
  await consumer.startConsuming();

  const sent = await producer.publish('user.password_reset', 'user-db-down', { userId: 'user-db-down', email: 'down@example.com' });
  await handlingStarted;
  await link.cut();
  proceed();
  // Longer than every retry of a failing handler together (3 tries, 50 and 100 ms apart, each up to a 1 s server
  // selection).
  await new Promise((r) => setTimeout(r, 6000));
  await link.restore();

  await eventually(async () => (await direct.collection('effects').findOne({ _id: 'user-db-down' as never })) ?? undefined, 30_000, 'the effect after the database came back');
  const applied = await eventually(
    async () => (await direct.collection('processed_events').findOne({ _id: `restarting-db-consumer:${sent.id}` as never, ...APPLIED_EVENTS })) ?? undefined,
    30_000,
    'the event recorded as applied',
  );
  assert.equal(applied.type, 'user.password_reset');
  assert.equal(await direct.collection('effects').countDocuments({}), 1);
  assert.ok(calls > 1, 'the handler was tried again');
  // Nothing went to the dead-letter topic (this namespace's is empty).
  const admin = new Kafka({ clientId: 'dlq-check', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const offsets = await admin.fetchTopicOffsets(`${namespace}.user-events.dlq`);
    assert.deepEqual(offsets.map((p) => Number(p.high)), offsets.map(() => 0), 'messages in the dead-letter topic');
  } finally {
    await admin.disconnect();
  }
});
