// The anonymous preview through the gateway: one analysis per visitor, the issue text withheld, and the stored
// result saved to the account made afterwards by that visitor only, whatever the browser sends with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish, signUp } from '../../test/support/http';
import { uniqueEmail } from '../../test/support/env';
import { quotePdf, uploadFilesFirst, validFields } from './quotes-fixtures';
import { followTopic } from './quotes-kafka';

const ANALYZE = '/api/quotes/analyze';
const pdf = await quotePdf();
const pdfFile = { name: 'summit-estimate.pdf', type: 'application/pdf', data: pdf };
const quoteEvents = await followTopic('quote-events');

/** Signs up in an existing browser (keeping its visitor cookie). */
async function signUpIn(client: Browserish) {
  const res = await client.post('/api/auth/register', { email: uniqueEmail('visitor'), password: 'correct-horse-1', firstName: 'Vi', lastName: 'Sitor' });
  assert.equal(res.status, 201, res.text);
  return res.body as { id: string };
}

test('a visitor gets one preview with the issue text withheld; a second analysis is refused with a sign-up hint', async () => {
  const visitor = new Browserish();
  const res = await uploadFilesFirst(visitor, ANALYZE, [pdfFile], { projectType: 'roofing', contractorName: ' Summit Roofing LLC ' });
  assert.equal(res.status, 200, res.text);
  const preview = res.body;
  assert.match(preview.previewId, /^[0-9a-f-]{36}$/);
  assert.equal(preview.contractorName, 'Summit Roofing LLC');
  assert.equal(preview.projectType, 'roofing');
  assert.equal(preview.fileCount, 1);
  assert.equal(preview.extractedPrice, 14000);
  assert.equal(preview.currency, 'USD');
  assert.ok(['high', 'medium', 'low'].includes(preview.riskLevel));
  assert.ok(preview.clarityScore >= 1 && preview.clarityScore <= 10);
  assert.equal(preview.issueCount, preview.flaggedIssues.length);
  for (const issue of preview.flaggedIssues) {
    assert.deepEqual(Object.keys(issue).sort(), ['section', 'severity', 'type']);
    assert.ok(['high', 'medium', 'low'].includes(issue.severity));
  }
  assert.doesNotMatch(res.text, /originalText|explanation|questions/);

  const second = await uploadFilesFirst(visitor, ANALYZE, [pdfFile], validFields);
  assert.equal(second.status, 429);
  assert.match(second.body.message, /sign up for free/i);
  // Another visitor (another browser) has their own preview.
  assert.equal((await uploadFilesFirst(new Browserish(), ANALYZE, [pdfFile], validFields)).status, 200);

  const analyzed = await quoteEvents.find('quote.anonymous_analyzed', (d) => d.previewId === preview.previewId);
  assert.equal(analyzed.event.data.visitorId, visitor.cookie('qa_visitor'));
  const recorded = await quoteEvents.find('quote.upload_recorded', (d) => d.uploadId === preview.previewId);
  assert.deepEqual([recorded.event.data.uploadType, recorded.event.data.success, recorded.event.data.fileCount], ['anonymous', true, 1]);
  const refused = await quoteEvents.find('quote.upload_recorded', (d) => d.visitorId === visitor.cookie('qa_visitor') && d.success === false);
  assert.match(refused.event.data.reason as string, /sign up for free/i);
});

test('after sign-up the visitor saves the stored preview; what the browser sends besides its id is ignored', async () => {
  const visitor = new Browserish();
  const { body: preview } = await uploadFilesFirst(visitor, ANALYZE, [pdfFile], validFields);
  assert.ok(preview.previewId);
  const user = await signUpIn(visitor);
  const tampered = {
    analysisData: { previewId: preview.previewId, clarityScore: 10, riskLevel: 'low', flaggedIssues: [], issues: [], extractedPrice: 1 },
    contractorName: 'Someone Else',
    projectType: 'solar',
    fileName: 'Quote Analysis',
  };
  const saved = await visitor.post('/api/quotes/save-preview', tampered);
  assert.equal(saved.status, 200, saved.text);
  const { quoteId } = saved.body;

  const detail = await visitor.get(`/api/analysis/${quoteId}`);
  assert.equal(detail.status, 200);
  assert.equal(detail.body.status, 'complete');
  assert.equal(detail.body.quote.contractorName, 'Summit Roofing LLC');
  assert.equal(detail.body.quote.projectType, 'roofing');
  assert.equal(detail.body.analysis.clarityRating, preview.clarityScore);
  assert.equal(detail.body.analysis.riskLevel, preview.riskLevel);
  assert.equal(detail.body.analysis.extractedPrice, 14000);
  assert.deepEqual(
    detail.body.analysis.issues.map((i: { issueType: string; section: string }) => ({ type: i.issueType, section: i.section })),
    preview.flaggedIssues.map((i: { type: string; section: string }) => ({ type: i.type, section: i.section })),
  );
  for (const issue of detail.body.analysis.issues) assert.ok(issue.explanation && issue.questions.length, 'the full text now');

  // Saving again answers with the same quote; it is in the history, and it cost no credit.
  assert.deepEqual((await visitor.post('/api/quotes/save-preview', tampered)).body, { quoteId });
  assert.deepEqual((await visitor.get('/api/quotes')).body.map((q: { id: string }) => q.id), [quoteId]);
  assert.equal((await visitor.get('/api/usage')).body.analysisCredits, 3);
  const savedEvent = await quoteEvents.find('quote.preview_saved', (d) => d.quoteId === quoteId);
  assert.deepEqual([savedEvent.event.data.previewId, savedEvent.event.data.userId], [preview.previewId, user.id]);
});

test('a preview can be claimed only by the visitor who made it, and only once', async () => {
  const visitor = new Browserish();
  const { body: preview } = await uploadFilesFirst(visitor, ANALYZE, [pdfFile], validFields);
  assert.ok(preview.previewId);

  // Another browser, signed in, cannot take it.
  const stranger = await signUp();
  const stolen = await stranger.client.post('/api/quotes/save-preview', { analysisData: { previewId: preview.previewId } });
  assert.equal(stolen.status, 404);

  // The visitor's own browser saves it for the first account; a second account in the same browser cannot.
  await signUpIn(visitor);
  assert.equal((await visitor.post('/api/quotes/save-preview', { analysisData: { previewId: preview.previewId } })).status, 200);
  assert.equal((await visitor.post('/api/auth/logout')).status, 200);
  await signUpIn(visitor);
  const again = await visitor.post('/api/quotes/save-preview', { analysisData: { previewId: preview.previewId } });
  assert.equal(again.status, 404);
  assert.deepEqual((await visitor.get('/api/quotes')).body, []);

  assert.equal((await visitor.post('/api/quotes/save-preview', { analysisData: {} })).status, 400);
  assert.equal((await new Browserish().post('/api/quotes/save-preview', { analysisData: { previewId: preview.previewId } })).status, 401);
});

test('a preview whose analysis fails does not use up the visitor\'s one analysis', async () => {
  const visitor = new Browserish();
  const broken = { name: 'broken.pdf', type: 'application/pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x17)]) };
  const failed = await uploadFilesFirst(visitor, ANALYZE, [broken], validFields);
  assert.equal(failed.status, 400, failed.text);
  assert.match(failed.body.message, /could not read/i);
  const res = await uploadFilesFirst(visitor, ANALYZE, [pdfFile], validFields);
  assert.equal(res.status, 200, res.text);
});
