// A process told to stop must stop, even while one of its event handlers is stuck: kafkajs's consumer.disconnect()
// waits for running handlers, for ever if one never returns. A fresh-clone CI run once hung 20 minutes in a test's
// teardown with a Kafka socket still open. The event whose handling was cut off is redelivered (at least once) and the
// consumers are idempotent.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import mongoose from 'mongoose';
import { EventBus, createLogger } from '@qa/platform';
import { testEnv } from '../../../test/support/env';

const namespace = `busstop${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const log = createLogger('bus-stop-test', 'silent');
const db = await mongoose.createConnection(testEnv('MONGO_URL'), { dbName: `${namespace}_bus_test` }).asPromise();
const brokers = testEnv('KAFKA_BROKERS').split(',');
const producer = new EventBus({ brokers, namespace, service: 'producer', log, db });
const consumer = new EventBus({ brokers, namespace, service: 'stuck-consumer', log, db, stopWithinMs: 3000 });

after(async () => {
  await producer.stop();
  await db.dropDatabase().catch(() => undefined);
  await db.close();
});

test('stop() finishes within its bound while a handler never returns', async () => {
  await producer.connect();
  await consumer.connect();
  let started!: () => void;
  const handlingStarted = new Promise<void>((resolve) => (started = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  consumer.on('user.password_reset', async () => {
    started();
    await released;
  });
  await consumer.startConsuming();
  await producer.publish('user.password_reset', 'user-stuck', { userId: 'user-stuck', email: 'stuck@example.com' });
  await handlingStarted;

  const began = Date.now();
  const outcome = await Promise.race([
    consumer.stop().then(() => 'stopped'),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), 20_000).unref()),
  ]);
  const tookMs = Date.now() - began;
  // Let the handler end so the client can finish disconnecting and this file's process exit.
  release();
  assert.equal(outcome, 'stopped');
  assert.ok(tookMs < 15_000, `stopped after ${tookMs} ms`);
});
