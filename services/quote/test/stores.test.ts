// The quote service's stores against the real FerretDB and MinIO of the test run (a database of their own).
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ObjectWriter, SMALL_BYTES } from '../src/store/object-writer';
import { anonymousLimitModels, anonymousLimitStore } from '../src/store/anonymous-limits';
import { quoteModel, quoteStore, type Quote } from '../src/store/quotes';
import { previewModel, previewStore, type Preview } from '../src/store/previews';
import { quoteBucket, serviceDb } from './support';

const db = await serviceDb('quote-store-test');
after(() => db.close());
const bucket = quoteBucket();
await bucket.ensureBucket();

const MAX = 10 * 1024 * 1024;

async function writeInChunks(writer: ObjectWriter, data: Buffer, chunk = 64 * 1024) {
  for (let offset = 0; offset < data.length; offset += chunk) await writer.write(data.subarray(offset, offset + chunk));
}

function listKeys(prefix: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const found: string[] = [];
    bucket.client.listObjectsV2(bucket.bucket, prefix, true).on('data', (o) => o.name && found.push(o.name)).on('end', () => resolve(found)).on('error', reject);
  });
}

test('files small and large, up to the limit, are stored byte for byte with their type, and nothing else is left', async () => {
  const prefix = `test/${randomUUID()}`;
  for (const size of [10, SMALL_BYTES, SMALL_BYTES + 1, 3 * 1024 * 1024 + 17, MAX]) {
    const data = Buffer.alloc(size);
    for (let i = 0; i < size; i++) data[i] = (i * 31 + size) % 251;
    const writer = new ObjectWriter(bucket, `${prefix}/${size}.pdf`, 'application/pdf', MAX);
    await writeInChunks(writer, data);
    await writer.finish();
    assert.equal(writer.size, size);
    assert.ok((await bucket.getBuffer(writer.key)).equals(data), `size ${size}`);
    const stat = await bucket.client.statObject(bucket.bucket, writer.key);
    assert.equal(stat.size, size);
    assert.equal(stat.metaData['content-type'], 'application/pdf');
  }
  assert.equal((await listKeys(`${prefix}/`)).filter((k) => k.endsWith('.staging')).length, 0);
  for (const key of await listKeys(`${prefix}/`)) await bucket.remove(key);
});

test('a writer refuses bytes beyond its limit', async () => {
  const writer = new ObjectWriter(bucket, `test/${randomUUID()}/over.pdf`, 'application/pdf', 100);
  await writer.write(Buffer.alloc(100));
  await assert.rejects(writer.write(Buffer.alloc(1)));
  await writer.abort();
});

test('an aborted upload, held or streaming, leaves no object behind', async () => {
  const prefix = `test/${randomUUID()}`;
  for (const size of [1000, SMALL_BYTES * 3]) {
    const writer = new ObjectWriter(bucket, `${prefix}/cut-${size}.pdf`, 'application/pdf', MAX);
    await writeInChunks(writer, Buffer.alloc(size, 1));
    await writer.abort();
  }
  await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(await listKeys(`${prefix}/`), []);
});

test('a visitor has one preview; released (a failed analysis) it can be taken again', async () => {
  const limits = anonymousLimitStore(anonymousLimitModels(db));
  const visitor = randomUUID();
  assert.equal(await limits.visitorHasUsed(visitor), false);
  assert.equal(await limits.takeVisitor(visitor, 'p1'), true);
  assert.equal(await limits.visitorHasUsed(visitor), true);
  assert.equal(await limits.takeVisitor(visitor, 'p2'), false);
  await limits.releaseVisitor(visitor, 'p1');
  assert.equal(await limits.visitorHasUsed(visitor), false);
  assert.equal(await limits.takeVisitor(visitor, 'p3'), true);
  await Promise.all([limits.takeVisitor(visitor, 'p4'), limits.takeVisitor(visitor, 'p5')]);
  await limits.releaseVisitor(visitor, 'p1'); // not the current preview: changes nothing
  assert.equal(await limits.visitorHasUsed(visitor), true);
});

test('the per-IP daily counter stops at its limit, also when taken concurrently', async () => {
  const limits = anonymousLimitStore(anonymousLimitModels(db));
  const ip = `10.0.0.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
  await anonymousLimitModels(db).ipSlots.createIndexes();
  const taken = await Promise.all(Array.from({ length: 8 }, () => limits.takeIpSlot(ip, '2026-01-01', 5)));
  assert.equal(taken.filter(Boolean).length, 5);
  assert.equal(await limits.ipCount(ip, '2026-01-01'), 5);
  assert.equal(await limits.ipCount(ip, '2026-01-02'), 0);
  assert.equal(await limits.takeIpSlot(ip, '2026-01-02', 5), true);
});

const result = {
  clarityRating: 7,
  riskLevel: 'low' as const,
  summary: { highRiskCount: 0, mediumRiskCount: 0, clarificationCount: 1, clearSectionCount: 3 },
  issues: [{ issueType: 'clarification' as const, section: 'Schedule', originalText: 'soon', explanation: 'No dates', questions: ['When?'] }],
  extractedPrice: null,
  provider: 'rules',
  pages: [],
  overview: '',
  clearSections: [],
  priceLines: [],
};

function newQuote(userId: string, createdAt = new Date()): Omit<Quote, 'settledAt'> {
  return { _id: randomUUID(), userId, projectType: 'roofing', contractorName: 'Acme', files: [], totalSize: 0, status: 'analyzing', attempt: 1, result: null, failureReason: '', previewId: '', createdAt };
}

test('a quote is settled once per attempt; stale or repeated outcomes change nothing', async () => {
  const quotes = quoteStore(quoteModel(db));
  const q = newQuote(randomUUID());
  await quotes.insert(q, []);
  assert.equal(await quotes.settle(q._id, q.userId, 1, { status: 'failed', failureReason: 'unreadable' }), true);
  assert.equal(await quotes.settle(q._id, q.userId, 1, { status: 'complete', result }), false);
  assert.equal(await quotes.startRetry(q.userId, q._id, 1, { _id: 'e1', event: {} as never }), true);
  assert.equal(await quotes.startRetry(q.userId, q._id, 1, { _id: 'e2', event: {} as never }), false);
  assert.equal(await quotes.settle(q._id, q.userId, 1, { status: 'complete', result }), false, 'the old attempt');
  assert.equal(await quotes.settle(q._id, 'someone-else', 2, { status: 'complete', result }), false, 'another user');
  assert.equal(await quotes.settle(q._id, q.userId, 2, { status: 'complete', result }), true);
  const stored = await quotes.findOwned(q.userId, q._id);
  assert.equal(stored?.status, 'complete');
  assert.equal(stored?.attempt, 2);
  assert.equal(stored?.result?.clarityRating, 7);
  const raw = await quotes.model.findById(q._id).lean<{ outbox: Array<{ _id: string }> }>();
  assert.deepEqual(raw?.outbox.map((e) => e._id), ['e1']);
});

test('quotes are read only with their owner, newest first', async () => {
  const quotes = quoteStore(quoteModel(db));
  const owner = randomUUID();
  const older = newQuote(owner, new Date(Date.now() - 60_000));
  const newer = newQuote(owner);
  await quotes.insert(older, []);
  await quotes.insert(newer, []);
  await quotes.insert(newQuote(randomUUID()), []);
  assert.deepEqual((await quotes.listOwned(owner)).map((q) => q._id), [newer._id, older._id]);
  assert.equal(await quotes.findOwned(randomUUID(), newer._id), null);
  await assert.rejects(quotes.insert({ ...newer, userId: randomUUID() }, []), { code: 11000 });
  assert.equal(await quotes.ownerOf(newer._id), owner);
});

test('a preview is found only for the visitor who made it, and notes its first claimer', async () => {
  const previews = previewStore(previewModel(db));
  const preview: Preview = { _id: randomUUID(), visitorId: 'v1', ip: '', projectType: 'solar', contractorName: 'Sun', files: [], totalSize: 0, status: 'complete', result, failureReason: '', claimedBy: '', quoteId: '', createdAt: new Date() };
  await previews.insert(preview, []);
  assert.equal(await previews.findForVisitor(preview._id, 'v2'), null);
  assert.equal((await previews.findForVisitor(preview._id, 'v1'))?.contractorName, 'Sun');
  await previews.markClaimed(preview._id, 'u1');
  await previews.markClaimed(preview._id, 'u2');
  const stored = await previews.findForVisitor(preview._id, 'v1');
  assert.equal(stored?.claimedBy, 'u1');
  assert.equal(stored?.quoteId, preview._id);
});
