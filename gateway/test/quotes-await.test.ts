// GET /api/analysis/:id?waitMs=N: the read is held until the analysis is stored, so the page learns of the result
// the moment it exists instead of on its next poll.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish, signUp } from '../../test/support/http';
import { quotePdf, uploadFilesFirst, validFields } from './quotes-fixtures';

const pdf = { name: 'estimate.pdf', type: 'application/pdf', data: await quotePdf() };

test('a waiting read answers with the stored result as soon as it exists, not with "analyzing"', async () => {
  const { client } = await signUp();
  const up = await uploadFilesFirst<{ quoteId: string }>(client, '/api/upload-quote', [pdf], validFields);
  assert.equal(up.status, 200, up.text);
  const started = Date.now();
  const res = await client.get(`/api/analysis/${up.body.quoteId}?waitMs=10000`);
  const waited = Date.now() - started;
  assert.equal(res.status, 200, res.text);
  // The analysis of this one-page PDF takes well under the 10 s the read may wait.
  assert.equal(res.body.status, 'complete', `after ${waited} ms: ${JSON.stringify(res.body).slice(0, 300)}`);
  assert.ok(res.body.analysis.clarityRating >= 1);
  assert.ok(waited < 10_000, `the read waited ${waited} ms`);

  // A settled analysis is answered at once.
  const again = Date.now();
  const settledRes = await client.get(`/api/analysis/${up.body.quoteId}?waitMs=10000`);
  assert.equal(settledRes.body.status, 'complete');
  assert.ok(Date.now() - again < 2_000, 'a settled analysis was held');
});

test('waitMs outside 0-10000 is a 400, and another user\'s quote is a 404 without waiting', async () => {
  const owner = await signUp();
  const up = await uploadFilesFirst<{ quoteId: string }>(owner.client, '/api/upload-quote', [pdf], validFields);
  assert.equal(up.status, 200, up.text);
  for (const bad of ['10001', '-1', 'soon', '1e4']) {
    const res = await owner.client.get(`/api/analysis/${up.body.quoteId}?waitMs=${bad}`);
    assert.equal(res.status, 400, `waitMs=${bad}: ${res.text}`);
    assert.match(res.body.message, /waitMs/);
  }
  const stranger = await signUp();
  const started = Date.now();
  const res = await stranger.client.get(`/api/analysis/${up.body.quoteId}?waitMs=10000`);
  assert.equal(res.status, 404);
  assert.ok(Date.now() - started < 2_000, 'a foreign quote was waited on');
  // Signed out, the route is closed before anything is read.
  assert.equal((await new Browserish().get(`/api/analysis/${up.body.quoteId}?waitMs=10000`)).status, 401);
});
