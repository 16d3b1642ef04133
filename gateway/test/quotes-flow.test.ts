// The signed-in analysis saga through the gateway, against the real auth, quote, analysis and billing services:
// real files analysed, credits held and settled, failures given back and retried, owners only, events once.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { Browserish, signUp } from '../../test/support/http';
import { eventually, testEnv } from '../../test/support/env';
import { quotePdf, renderFirstPage, uploadFilesFirst, validFields, type UploadFile } from './quotes-fixtures';
import { followTopic, sendRaw } from './quotes-kafka';
import { APPLIED_EVENTS } from '@qa/platform';

const db = (service: string) => mongoose.createConnection(testEnv('MONGO_URL'), { dbName: `${testEnv('QA_NAMESPACE')}_${service}` });
const quoteDb = db('quote');
const billingDb = db('billing');
const analysisDb = db('analysis');
after(() => Promise.all([quoteDb.close(), billingDb.close(), analysisDb.close()]));
const quoteEvents = await followTopic('quote-events');

const pdf = await quotePdf();
const files = {
  pdf: { name: 'summit-estimate.pdf', type: 'application/pdf', data: pdf },
  png: { name: 'estimate-scan.png', type: 'image/png', data: renderFirstPage(pdf, 'png') },
  jpg: { name: 'estimate-photo.jpg', type: 'image/jpeg', data: renderFirstPage(pdf, 'jpeg') },
  // Passes the magic-byte check, but no reader can make anything of it: the analysis fails.
  broken: { name: 'broken.pdf', type: 'application/pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256))]) },
} satisfies Record<string, UploadFile>;

async function upload(client: Browserish, uploadFiles: UploadFile[], fields = validFields) {
  return uploadFilesFirst<{ quoteId: string; message: string }>(client, '/api/upload-quote', uploadFiles, fields);
}

async function credits(client: Browserish): Promise<number> {
  const res = await client.get('/api/usage');
  assert.equal(res.status, 200, res.text);
  return res.body.analysisCredits;
}

/** Waits until the quote's analysis has settled (complete or failed) and returns the detail. */
async function settled(client: Browserish, quoteId: string) {
  return eventually(
    async () => {
      const res = await client.get(`/api/analysis/${quoteId}`);
      assert.equal(res.status, 200, res.text);
      return res.body.status === 'analyzing' ? undefined : res.body;
    },
    90_000,
    `the analysis of ${quoteId}`,
  );
}

const ledgerOf = (quoteId: string, kind: string) => billingDb.collection('ledger').find({ quoteId, kind }).toArray();

test('a multi-page PDF, a PNG and a JPG are analysed; with one credit left one upload passes and the next gets "No analysis credits remaining"', async () => {
  const { client } = await signUp();
  assert.equal(await credits(client), 3);
  const ids: string[] = [];
  for (const file of [files.pdf, files.png]) {
    const res = await upload(client, [file]);
    assert.equal(res.status, 200, res.text);
    ids.push(res.body.quoteId);
  }
  assert.equal(await credits(client), 1);
  const last = await upload(client, [files.jpg], { projectType: 'Deck and railing', contractorName: '  Summit Roofing LLC  ' });
  assert.equal(last.status, 200, last.text);
  ids.push(last.body.quoteId);
  assert.equal(await credits(client), 0);

  const refused = await upload(client, [files.pdf]);
  assert.equal(refused.status, 402);
  assert.match(refused.body.message, /No analysis credits remaining/);

  for (const [i, quoteId] of ids.entries()) {
    const detail = await settled(client, quoteId);
    assert.equal(detail.status, 'complete', JSON.stringify(detail));
    assert.equal(detail.failureReason, null);
    assert.equal(detail.quote.id, quoteId);
    assert.equal(detail.quote.contractorName, 'Summit Roofing LLC');
    assert.equal(detail.quote.projectType, i === 2 ? 'Deck and railing' : 'roofing');
    assert.equal(detail.quote.fileCount, 1);
    const link = new URL(detail.quote.affiliateLink);
    assert.equal(link.hostname, 'www.angi.com');
    assert.equal(link.searchParams.get('utm_medium'), 'referral');
    const { analysis } = detail;
    assert.ok(analysis.clarityRating >= 1 && analysis.clarityRating <= 10);
    assert.equal(detail.quote.clarityRating, analysis.clarityRating);
    assert.ok(['high', 'medium', 'low'].includes(analysis.riskLevel));
    assert.ok(Array.isArray(analysis.issues));
    for (const issue of analysis.issues) assert.ok(['high', 'medium', 'clarification'].includes(issue.issueType) && issue.explanation && issue.questions.length);
    assert.equal(typeof analysis.summary.highRiskCount, 'number');
  }
  // The PDF's two pages were read; its total was found.
  const pdfDetail = await settled(client, ids[0]!);
  assert.equal(pdfDetail.analysis.extractedPrice, 14000);
  assert.equal(pdfDetail.analysis.currency, 'USD');

  const list = await client.get('/api/quotes');
  assert.equal(list.status, 200);
  assert.deepEqual(list.body.map((q: { id: string }) => q.id), [...ids].reverse(), 'newest first');
  for (const item of list.body) {
    assert.equal(item.analysisComplete, true);
    assert.equal(item.status, 'complete');
    assert.ok(item.clarityRating >= 1);
  }
  assert.deepEqual(list.body.map((q: { fileType: string }) => q.fileType), ['image/jpeg', 'image/png', 'application/pdf']);
  assert.deepEqual(list.body.map((q: { fileName: string }) => q.fileName), ['estimate-photo.jpg', 'estimate-scan.png', 'summit-estimate.pdf']);

  // Three analyses completed: three credits consumed, and the refused upload is in the activity log's source.
  for (const quoteId of ids) await eventually(async () => ((await ledgerOf(quoteId, 'consume')).length === 1 ? true : undefined), 20_000, 'the credit consumed');
  assert.equal(await credits(client), 0);
  const userId = (await client.get('/api/auth/user')).body.id;
  const refusal = await quoteEvents.find('quote.upload_recorded', (d) => d.userId === userId && d.success === false);
  assert.equal(refusal.event.data.reason, 'No analysis credits remaining');
  assert.equal(refusal.event.data.uploadType, 'authenticated');
  for (const quoteId of ids) {
    const recorded = await quoteEvents.find('quote.upload_recorded', (d) => d.uploadId === quoteId);
    assert.equal(recorded.event.data.success, true);
    assert.equal(recorded.event.data.fileCount, 1);
    assert.ok((recorded.event.data.totalSize as number) > 1000);
  }
});

test('several files make one quote, analysed as one document', async () => {
  const { client } = await signUp();
  const res = await upload(client, [files.pdf, files.jpg]);
  assert.equal(res.status, 200, res.text);
  const detail = await settled(client, res.body.quoteId);
  assert.equal(detail.status, 'complete');
  assert.equal(detail.quote.fileCount, 2);
  const submitted = await quoteEvents.find('quote.submitted', (d) => d.quoteId === res.body.quoteId);
  const stored = submitted.event.data.files as Array<{ objectKey: string; mimeType: string }>;
  assert.deepEqual(stored.map((f) => f.mimeType), ['application/pdf', 'image/jpeg']);
  assert.deepEqual(stored.map((f) => f.objectKey), [`quotes/${res.body.quoteId}/0-summit-estimate.pdf`, `quotes/${res.body.quoteId}/1-estimate-photo.jpg`]);
});

test('a user reads only their own analyses: another user, an unknown id and a malformed id all get 404', async () => {
  const owner = await signUp();
  const res = await upload(owner.client, [files.pdf]);
  const quoteId = res.body.quoteId;
  await settled(owner.client, quoteId);
  const other = await signUp();
  for (const path of [`/api/analysis/${quoteId}`, `/api/analysis/${randomUUID()}`, '/api/analysis/not%20an%20id', `/api/analysis/${quoteId}/report.pdf`]) {
    const read = await other.client.get(path);
    assert.equal(read.status, 404, path);
    assert.equal(read.body.message, 'Analysis not found');
  }
  assert.equal((await other.client.post(`/api/analysis/${quoteId}/retry`)).status, 404);
  assert.deepEqual((await other.client.get('/api/quotes')).body, []);
  assert.equal((await new Browserish().get(`/api/analysis/${quoteId}`)).status, 401);
});

test('the owner downloads the analysis as a PDF report', async () => {
  const { client } = await signUp();
  const { body } = await upload(client, [files.pdf]);
  await settled(client, body.quoteId);
  const res = await fetch(new URL(`/api/analysis/${body.quoteId}/report.pdf`, testEnv('QA_BASE_URL')), { headers: { cookie: `qa_session=${client.cookie('qa_session')}` } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="?quote-analysis-summit-roofing-llc\.pdf"?$/);
  const bytes = Buffer.from(await res.arrayBuffer());
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
});

test('a failed analysis gives the credit back, shows as failed, and its retry costs nothing more', async () => {
  const { client } = await signUp();
  const res = await upload(client, [files.broken]);
  assert.equal(res.status, 200, res.text);
  const { quoteId } = res.body;
  const failed = await settled(client, quoteId);
  assert.equal(failed.status, 'failed');
  assert.ok(failed.failureReason, 'a reason to show');
  assert.equal(failed.analysis, null);
  await eventually(async () => ((await credits(client)) === 3 ? true : undefined), 20_000, 'the credit given back');
  const listed = (await client.get('/api/quotes')).body.find((q: { id: string }) => q.id === quoteId);
  assert.deepEqual([listed.status, listed.analysisComplete, listed.clarityRating], ['failed', false, null]);

  const retry = await client.post(`/api/analysis/${quoteId}/retry`);
  assert.equal(retry.status, 200, retry.text);
  assert.equal(retry.body.quoteId, quoteId);
  const again = await settled(client, quoteId);
  assert.equal(again.status, 'failed');
  const submitted = await quoteEvents.find('quote.submitted', (d) => d.quoteId === quoteId && d.attempt === 2);
  assert.equal((submitted.event.data.files as unknown[]).length, 1, 'the same files, analysed again');
  await eventually(async () => ((await credits(client)) === 3 ? true : undefined), 20_000, 'the credit given back again');
  assert.deepEqual(await ledgerOf(quoteId, 'consume'), [], 'never charged');
  assert.equal((await ledgerOf(quoteId, 'reserve')).length, 2, 'one hold per attempt');
});

test('only a failed analysis can be retried', async () => {
  const { client } = await signUp();
  const { body } = await upload(client, [files.pdf]);
  await settled(client, body.quoteId);
  const res = await client.post(`/api/analysis/${body.quoteId}/retry`);
  assert.equal(res.status, 400);
  assert.equal(await credits(client), 2);
});

test('quote.submitted delivered twice is analysed once and charged once', async () => {
  const { client } = await signUp();
  const { body } = await upload(client, [files.pdf]);
  const { quoteId } = body;
  assert.equal((await settled(client, quoteId)).status, 'complete');
  const original = await quoteEvents.find('quote.submitted', (d) => d.quoteId === quoteId);
  // The same envelope again (a redelivery), then a copy under a new event id (a re-send): both on the quote's
  // partition, so once the copy is applied the redelivery has been handled too.
  const copyId = randomUUID();
  await sendRaw('quote-events', [
    { key: original.key, value: original.value, headers: original.headers },
    { key: original.key, value: JSON.stringify({ ...original.event, id: copyId }), headers: original.headers },
  ]);
  await eventually(async () => (await analysisDb.collection('processed_events').findOne({ _id: `analysis:${copyId}` as never, ...APPLIED_EVENTS })) ?? undefined, 30_000, 'the copy handled by analysis');
  const jobs = await analysisDb.collection('analysis_jobs').find({ quoteId }).toArray();
  assert.deepEqual(jobs.map((j) => [j._id, j.status]), [[`${quoteId}:1`, 'completed']]);
  assert.equal((await ledgerOf(quoteId, 'reserve')).length, 1);
  assert.equal((await ledgerOf(quoteId, 'consume')).length, 1);
  assert.equal(await credits(client), 2);
  assert.equal((await settled(client, quoteId)).status, 'complete');
});

test('an affiliate click is announced once per call, for the owner\'s quote or none', async () => {
  const { client } = await signUp();
  const { body } = await upload(client, [files.pdf]);
  assert.equal((await client.post('/api/engagement/affiliate-click', { quoteId: body.quoteId })).status, 204);
  const other = await signUp();
  assert.equal((await other.client.post('/api/engagement/affiliate-click', { quoteId: body.quoteId })).status, 404);
  assert.equal((await new Browserish().post('/api/engagement/affiliate-click', {})).status, 204);
  const engagement = await followTopic('engagement-events');
  const click = await engagement.find('engagement.affiliate_clicked', (d) => d.quoteId === body.quoteId);
  const userId = (await client.get('/api/auth/user')).body.id;
  assert.equal(click.event.data.userId, userId);
  assert.equal(engagement.matching('engagement.affiliate_clicked', (d) => d.quoteId === body.quoteId).length, 1);
});
