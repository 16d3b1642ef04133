// The whole system as started by `npm test`: the gateway reaches every service over gRPC and every dependency,
// and each service publishes and consumes its heartbeat through Kafka, recording it in its own database.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import mongoose from 'mongoose';
import { baseUrl, eventually, testEnv } from '../support/env';
import { APPLIED_EVENTS } from '@qa/platform';

test('GET /healthz reports every service and dependency ok', async () => {
  const res = await fetch(`${baseUrl()}/healthz`);
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  assert.deepEqual(Object.keys(body.services).sort(), ['adminReporting', 'analysis', 'auth', 'billing', 'quote']);
  for (const [name, state] of Object.entries(body.services)) assert.equal(state, 'ok', `service ${name}`);
  assert.deepEqual(body.dependencies, { mongo: 'ok', kafka: 'ok', objectStore: 'ok' });
});

for (const service of ['auth', 'quote', 'analysis', 'billing', 'admin-reporting']) {
  test(`${service} consumed a heartbeat and recorded it in its own database`, async () => {
    const dbName = `${testEnv('QA_NAMESPACE')}_${service.replace(/-/g, '_')}`;
    const conn = await mongoose.createConnection(testEnv('MONGO_URL'), { dbName }).asPromise();
    try {
      const applied = await eventually(
        async () => (await conn.collection('processed_events').findOne({ type: 'service.heartbeat', ...APPLIED_EVENTS })) ?? undefined,
        30_000,
        `a heartbeat in ${dbName}`,
      );
      assert.equal(applied.type, 'service.heartbeat');
      // And the database takes a write and gives it back.
      await conn.collection('system_check').insertOne({ _id: 'probe' as never, at: new Date() });
      assert.ok(await conn.collection('system_check').findOne({ _id: 'probe' as never }));
    } finally {
      await conn.close();
    }
  });
}

test('unknown API paths answer 404 JSON and unknown pages get the web app', async () => {
  const api = await fetch(`${baseUrl()}/api/no-such-thing`);
  assert.equal(api.status, 404);
  assert.equal((await api.json()).message, 'Not found');
  const page = await fetch(`${baseUrl()}/some/unknown/page`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<div id="root">/);
});

test('GET /healthz is served from a state refreshed at most once a second, not a fan-out per request', async () => {
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${baseUrl()}/healthz`).then((r) => r.json())));
  const rounds = new Set(answers.map((a) => a.checkedAt));
  // At most one round per second the requests took (plus the one that was running when they began).
  const allowed = Math.ceil((Date.now() - started) / 1000) + 1;
  assert.ok(rounds.size <= allowed, `${rounds.size} check rounds for 40 requests in ${Date.now() - started} ms`);
  // A second later the next request starts a new round; the answer after it finishes is newer.
  const newest = [...rounds].sort().at(-1);
  await new Promise((r) => setTimeout(r, 1100));
  await eventually(async () => ((await (await fetch(`${baseUrl()}/healthz`)).json()).checkedAt > newest ? true : undefined), 15_000, 'a newer /healthz round');
});
