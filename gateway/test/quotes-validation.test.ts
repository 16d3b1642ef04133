// Spec §5 through the gateway: every upload rule is enforced on the server with the spec's message as a 400,
// whatever order the form's parts come in, and every refused attempt is recorded for the admin activity log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { namespaced, ObjectStore } from '@qa/platform';
import { Browserish } from '../../test/support/http';
import { testEnv } from '../../test/support/env';
import { quotePdf, uploadFilesFirst, validFields, type UploadFile } from './quotes-fixtures';
import { followTopic } from './quotes-kafka';

const ANALYZE = '/api/quotes/analyze';
const quoteEvents = await followTopic('quote-events');
const pdf = await quotePdf();
const pdfFile: UploadFile = { name: 'quote.pdf', type: 'application/pdf', data: pdf };

/** A fresh anonymous visitor sends one upload, files first as the web app does. */
async function analyzeAsNewVisitor(files: UploadFile[], fields: Record<string, string>) {
  const client = new Browserish();
  const res = await uploadFilesFirst(client, ANALYZE, files, fields);
  return { res, visitorId: client.cookie('qa_visitor')! };
}

async function assertRefused(files: UploadFile[], fields: Record<string, string>, message: string | RegExp) {
  const { res, visitorId } = await analyzeAsNewVisitor(files, fields);
  assert.equal(res.status, 400, res.text);
  if (typeof message === 'string') assert.equal(res.body.message, message);
  else assert.match(res.body.message, message);
  assert.ok(res.body.errorId);
  // The refused attempt is published for the activity log, with the reason and the visitor.
  const recorded = await quoteEvents.find('quote.upload_recorded', (d) => d.visitorId === visitorId && d.uploadType === 'anonymous');
  const attempt = recorded.event.data as { uploadId: string; reason: string; success: boolean };
  assert.equal(attempt.success, false);
  assert.equal(attempt.reason, res.body.message);
  return attempt;
}

test('a .pdf that is really text is refused by its content', async () => {
  await assertRefused([{ name: 'quote.pdf', type: 'application/pdf', data: Buffer.from('Just a text file pretending to be a PDF\n') }], validFields, 'Invalid file type. Only PDF, PNG, and JPG files are allowed.');
});

test('a .gif is refused by its extension', async () => {
  const gif = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
  await assertRefused([{ name: 'quote.gif', type: 'image/gif', data: gif }], validFields, 'Invalid file type. Only PDF, PNG, and JPG files are allowed.');
});

test('a PNG named .pdf is refused: content and extension must agree', async () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  await assertRefused([{ name: 'quote.pdf', type: 'application/pdf', data: png }], validFields, 'Invalid file type. Only PDF, PNG, and JPG files are allowed.');
});

test('a file over 10 MB is refused', async () => {
  const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
  big.write('%PDF-1.4\n');
  await assertRefused([{ ...pdfFile, data: big }], validFields, 'File size exceeds 10MB limit.');
});

test('an upload without files is refused', async () => {
  await assertRefused([], validFields, 'Please select at least one file.');
});

test('a request that is not a multipart form is refused as having no files', async () => {
  const res = await new Browserish().post(ANALYZE, validFields);
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'Please select at least one file.');
});

test('more than 10 files are refused', async () => {
  await assertRefused(Array.from({ length: 11 }, (_, i) => ({ ...pdfFile, name: `page-${i}.pdf` })), validFields, 'You can upload at most 10 files at a time.');
});

test('a missing project type is refused', async () => {
  await assertRefused([pdfFile], { contractorName: 'Acme' }, 'Please select a project type.');
  await assertRefused([pdfFile], { projectType: '  ', contractorName: 'Acme' }, 'Please select a project type.');
});

test('"other" without its text is refused, and so is text over 50 characters', async () => {
  await assertRefused([pdfFile], { projectType: 'other', contractorName: 'Acme' }, 'Please specify what type of project this is.');
  await assertRefused([pdfFile], { projectType: 'D'.repeat(51), contractorName: 'Acme' }, /at most 50 characters/);
});

test('a blank or overlong contractor name is refused', async () => {
  await assertRefused([pdfFile], { projectType: 'roofing', contractorName: '   ' }, 'Please enter the contractor name.');
  await assertRefused([pdfFile], { projectType: 'roofing' }, 'Please enter the contractor name.');
  await assertRefused([pdfFile], { projectType: 'roofing', contractorName: 'A'.repeat(101) }, /at most 100 characters/);
});

test('fields sent before the files are checked the same way', async () => {
  const client = new Browserish();
  const res = await client.upload(ANALYZE, [pdfFile], { projectType: 'other', contractorName: 'Acme' });
  assert.equal(res.status, 400);
  assert.equal(res.body.message, 'Please specify what type of project this is.');
});

test('a signed-out upload to the signed-in route is 401', async () => {
  const res = await uploadFilesFirst(new Browserish(), '/api/upload-quote', [pdfFile], validFields);
  assert.equal(res.status, 401);
});

test('nothing of a refused upload stays in the object store', async () => {
  // The file is stored as it streams in; the project type after it is refused, and the file is removed again.
  const attempt = await assertRefused([pdfFile, { ...pdfFile, name: 'page-2.pdf' }], { projectType: 'other', contractorName: 'Acme' }, 'Please specify what type of project this is.');
  const store = new ObjectStore(
    { S3_ENDPOINT: testEnv('S3_ENDPOINT'), S3_ACCESS_KEY: testEnv('S3_ACCESS_KEY'), S3_SECRET_KEY: testEnv('S3_SECRET_KEY'), S3_REGION: 'us-east-1' },
    namespaced(testEnv('QA_NAMESPACE')).bucket('quote-files'),
  );
  const keys = await new Promise<string[]>((resolve, reject) => {
    const found: string[] = [];
    store.client.listObjectsV2(store.bucket, `quotes/${attempt.uploadId}/`, true).on('data', (o) => o.name && found.push(o.name)).on('end', () => resolve(found)).on('error', reject);
  });
  assert.deepEqual(keys, []);
});
