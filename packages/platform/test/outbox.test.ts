// The outbox against the real Kafka broker and FerretDB: staging, publishing once, entries the broker or the schema
// refuses, entries a crash left in a document, and a relay that never writes the documents events come from.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import mongoose, { Schema } from 'mongoose';
import pino from 'pino';
import { makeEnvelope } from '@qa/contracts';
import { EventBus, Outbox, outboxEntry, outboxField, outboxIndex, sleep, type OutboxEntry, type OutboxOptions } from '@qa/platform';
import { eventually, testEnv } from '../../../test/support/env';

const namespace = `outbox${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const brokers = testEnv('KAFKA_BROKERS').split(',');
const db = await mongoose.createConnection(testEnv('MONGO_URL'), { dbName: `${namespace}_outbox_test` }).asPromise();
// The log lines of warn and above, to see what the relay says about entries it gives up on.
const logLines: Array<{ level: number; msg: string; eventId?: string }> = [];
const log = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });

const bus = new EventBus({ brokers, namespace, service: 'outbox-test', log, db });
await bus.connect();

// Every user event published in this namespace, in the order it arrived.
const arrived: string[] = [];
const reader = new Kafka({ clientId: 'outbox-test-reader', brokers, logLevel: logLevel.NOTHING }).consumer({ groupId: `${namespace}.reader` });
await reader.connect();
await reader.subscribe({ topic: `${namespace}.user-events`, fromBeginning: true });
await reader.run({
  eachMessage: async ({ message }) => {
    arrived.push(JSON.parse(message.value!.toString()).id);
  },
});
const timesArrived = (id: string) => arrived.filter((a) => a === id).length;
const waitForArrival = (id: string, label: string) => eventually(async () => (timesArrived(id) ? true : undefined), 30_000, label);

const thingSchema = new Schema({ _id: String, n: { type: Number, default: 0 }, ...outboxField }, { versionKey: false });
thingSchema.index(...outboxIndex);
const Thing = db.model('Thing', thingSchema, 'things');

const outboxes: Outbox[] = [];
function newOutbox(options: OutboxOptions = {}) {
  const outbox = new Outbox(bus, db, log, options);
  outbox.watch([Thing]);
  outboxes.push(outbox);
  return outbox;
}

const event = (key: string, email = `${key}@example.com`): OutboxEntry => outboxEntry(bus, 'user.password_reset', key, { userId: key, email });
const pendingCount = (outbox: Outbox, ids: string[]) => outbox.store.pending.countDocuments({ _id: { $in: ids } });

after(async () => {
  for (const outbox of outboxes) await outbox.stop();
  await reader.disconnect();
  await bus.stop();
  await db.dropDatabase().catch(() => undefined);
  await db.close();
});

test('a staged entry leaves its document at once, is published once, and leaves the pending events', async () => {
  const outbox = newOutbox();
  outbox.start();
  try {
    const key = `thing-${randomUUID()}`;
    const entry = event(key);
    await Thing.create({ _id: key, outbox: [entry] });
    await outbox.stage(Thing, key);
    assert.deepEqual((await Thing.findById(key).lean())?.outbox, [], 'moved out of the document before stage returns');

    await waitForArrival(entry._id, 'the staged event');
    await eventually(async () => ((await pendingCount(outbox, [entry._id])) === 0 ? true : undefined), 10_000, 'the published entry to be deleted');
    await outbox.stage(Thing, key); // staging again finds nothing to move

    // A later event of the same key arrives after it on the same partition: by then a second copy would have too.
    const marker = event(key);
    await outbox.add([marker]);
    await waitForArrival(marker._id, 'the marker event');
    assert.equal(timesArrived(entry._id), 1);
    assert.equal(timesArrived(marker._id), 1);
  } finally {
    await outbox.stop();
  }
});

test('entries the broker or the schema refuses are moved aside after a few attempts; the entries behind them are published', async () => {
  const outbox = newOutbox({ relayIntervalMs: 100, maxAttempts: 3 });
  const key = `refused-${randomUUID()}`;
  const before = event(key);
  const tooLarge = event(key, `${'x'.repeat(1_100_000)}@example.com`); // over the broker's message.max.bytes (1 MB)
  const brokenData = { _id: randomUUID(), event: makeEnvelope({ type: 'user.password_reset', source: 'outbox-test', key, data: { userId: key } }) };
  const behind = event(key);
  // All four in one batch, in this order.
  await outbox.add([before, tooLarge, brokenData, behind]);
  outbox.start();
  try {
    await waitForArrival(behind._id, 'the entry behind the refused ones');
    assert.equal(timesArrived(before._id), 1);
    const dead = await eventually(
      async () => {
        const found = await outbox.store.dead.find({ _id: { $in: [tooLarge._id, brokenData._id] } }).lean();
        return found.length === 2 ? found : undefined;
      },
      20_000,
      'the refused entries in outbox_dead',
    );
    const byId = new Map(dead.map((d) => [d._id, d]));
    assert.match(byId.get(tooLarge._id)!.error, /larger than the max message size/);
    assert.match(byId.get(brokenData._id)!.error, /email/);
    for (const d of dead) assert.equal(d.attempts, 3, 'tried three times');
    // The relay deletes what it published right after the broker's answer: under load that can trail the arrival.
    const ids = [before._id, tooLarge._id, brokenData._id, behind._id];
    await eventually(async () => ((await pendingCount(outbox, ids)) === 0 ? true : undefined), 10_000, 'no entry left pending');
    assert.equal(timesArrived(tooLarge._id) + timesArrived(brokenData._id), 0);
    for (const id of [tooLarge._id, brokenData._id]) {
      assert.ok(
        logLines.some((line) => line.level === 50 && line.eventId === id && /outbox_dead/.test(line.msg)),
        'an error log line names the entry moved aside',
      );
    }
  } finally {
    await outbox.stop();
  }
});

test('entries a crash left in a document written without a note are staged by the look through the documents after start', async () => {
  const outbox = newOutbox({ sweepIntervalMs: 200, leftOverAfterMs: 2000 });
  const key = `crashed-${randomUUID()}`;
  const entry = event(key);
  await Thing.create({ _id: key, outbox: [entry] }); // the writer stopped here
  outbox.start();
  try {
    await sleep(500);
    assert.equal((await Thing.findById(key).lean())?.outbox.length, 1, 'a young entry is left to the writer about to stage it');
    await waitForArrival(entry._id, 'the swept event');
    assert.deepEqual((await Thing.findById(key).lean())?.outbox, []);
    await eventually(async () => ((await pendingCount(outbox, [entry._id])) === 0 ? true : undefined), 10_000, 'the published entry to be deleted');
  } finally {
    await outbox.stop();
  }
});

test('a write noted before it was made and never staged (a crash) is staged from its note, without reading the documents', async () => {
  const outbox = newOutbox({ leftOverAfterMs: 300 });
  const key = `noted-${randomUUID()}`;
  const entry = event(key);
  const ticket = await outbox.expect(Thing, key);
  await Thing.create({ _id: key, outbox: [entry] }); // the writer stopped here
  const noteCount = () => outbox.store.writes.countDocuments({ _id: ticket.id });
  assert.equal(await noteCount(), 1);
  await outbox.sweep();
  assert.equal((await Thing.findById(key).lean())?.outbox.length, 1, 'a young note is left to the writer about to stage');
  await sleep(400);
  await outbox.sweep(); // the notes only, not the documents
  assert.deepEqual((await Thing.findById(key).lean())?.outbox, []);
  assert.equal(await pendingCount(outbox, [entry._id]), 1, 'staged');
  assert.equal(await noteCount(), 0, 'the note is gone');
  outbox.start();
  try {
    await waitForArrival(entry._id, 'the event staged from its note');
  } finally {
    await outbox.stop();
  }
});

test('a document staged by several callers at once has its events published once', async () => {
  const outbox = newOutbox();
  outbox.start();
  try {
    const partition = `raced-${randomUUID()}`; // one key, so the marker below arrives after every copy
    const ids: string[] = [];
    // Duplicate deliveries of one change each stage the document that recorded it; a caller that read the entries
    // before another moved them out and the relay published them must not put them back to be sent again.
    for (let round = 0; round < 30; round++) {
      const key = `raced-${randomUUID()}`;
      const entries = [event(partition), event(partition)];
      ids.push(...entries.map((e) => e._id));
      await Thing.create({ _id: key, outbox: entries });
      await Promise.all(Array.from({ length: 5 }, () => outbox.stage(Thing, key)));
    }
    await eventually(async () => (ids.every((id) => timesArrived(id) > 0) ? true : undefined), 30_000, 'every raced event');
    await eventually(async () => ((await pendingCount(outbox, ids)) === 0 ? true : undefined), 10_000, 'the pending events to empty');
    const marker = event(partition);
    await outbox.add([marker]);
    await waitForArrival(marker._id, 'the marker event');
    assert.deepEqual(ids.filter((id) => timesArrived(id) !== 1), [], 'each event published once');
  } finally {
    await outbox.stop();
  }
});

test('a note whose write never happened, or whose events were staged, is removed', async () => {
  const outbox = newOutbox({ leftOverAfterMs: 200 });
  const neverWritten = await outbox.expect(Thing, `never-${randomUUID()}`);
  const key = `staged-${randomUUID()}`;
  const ticket = await outbox.expect(Thing, key);
  await Thing.create({ _id: key, outbox: [event(key)] });
  await outbox.stage(Thing, key, ticket);
  assert.equal(await outbox.store.writes.countDocuments({ _id: ticket.id }), 0, 'stage removes its note');
  await sleep(300);
  await outbox.sweep();
  assert.equal(await outbox.store.writes.countDocuments({ _id: neverWritten.id }), 0);
});

test('updates of a document while its events are published are never lost: the relay does not write the document', async () => {
  const outbox = newOutbox();
  outbox.start();
  try {
    const key = `busy-${randomUUID()}`;
    await Thing.create({ _id: key });
    const ids: string[] = [];
    // Each round's update runs while the relay publishes the earlier rounds' events.
    for (let round = 0; round < 50; round++) {
      const entry = event(key);
      ids.push(entry._id);
      await Thing.updateOne({ _id: key }, { $inc: { n: 1 }, $push: { outbox: entry } });
      await outbox.stage(Thing, key);
    }
    await eventually(async () => (ids.every((id) => timesArrived(id) > 0) ? true : undefined), 30_000, 'all 50 events');
    const doc = await Thing.findById(key).lean();
    assert.equal(doc?.n, 50, 'every update counted');
    assert.deepEqual(doc?.outbox, []);
    assert.deepEqual(ids.map(timesArrived), ids.map(() => 1), 'each event published once');
    assert.deepEqual(arrived.filter((id) => ids.includes(id)), ids, 'in the order they were written');
    await eventually(async () => ((await pendingCount(outbox, ids)) === 0 ? true : undefined), 10_000, 'the pending events to empty');
  } finally {
    await outbox.stop();
  }
});

test('a backlog is published in batches, oldest first, so one key’s events keep their order', async () => {
  const outbox = newOutbox({ batchSize: 40 });
  const key = `backlog-${randomUUID()}`;
  const entries = Array.from({ length: 150 }, () => event(key));
  for (let i = 0; i < entries.length; i += 50) await outbox.add(entries.slice(i, i + 50)); // waits: not started yet
  outbox.start();
  try {
    const ids = entries.map((e) => e._id);
    await eventually(async () => (ids.every((id) => timesArrived(id) > 0) ? true : undefined), 30_000, 'the backlog');
    assert.deepEqual(arrived.filter((id) => ids.includes(id)), ids);
    await eventually(async () => ((await pendingCount(outbox, ids)) === 0 ? true : undefined), 10_000, 'the pending events to empty');
  } finally {
    await outbox.stop();
  }
});

test('a model whose documents carry an outbox must declare the index the sweeper reads it by', () => {
  const bare = db.model('BareThing', new Schema({ _id: String, ...outboxField }, { versionKey: false }), 'bare_things');
  assert.throws(() => new Outbox(bus, db, log).watch([bare]), /BareThing carries an outbox: declare .*outboxIndex/);
});
