// Defects `npm run fuzz` (Schemathesis against the OpenAPI contract) found, each kept fixed by a test here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Browserish, signUp } from '../../test/support/http';

test('a JSON array is not a request body: refused with 400 where the contract asks for an object (found as [null, null] accepted by affiliate-click)', async () => {
  const { client } = await signUp();
  for (const path of ['/api/engagement/affiliate-click', '/api/quotes/save-preview', '/api/payments/test/confirm']) {
    const res = await client.post(path, [null, null]);
    assert.equal(res.status, 400, `${path}: ${res.text}`);
    assert.equal(res.body.message, 'The request body must be a JSON object', path);
  }
  // An empty object, or no body at all, is still the click without a quote.
  assert.equal((await client.post('/api/engagement/affiliate-click', {})).status, 204);
  assert.equal((await new Browserish().request('POST', '/api/engagement/affiliate-click')).status, 204);
});
