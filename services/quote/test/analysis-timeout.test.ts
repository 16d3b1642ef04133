// A quote whose analysis never reports back (its quote.submitted or the answer was lost) is failed, with a reason,
// once half a reservation timeout has passed after billing gave its credit back; a quote analysing for less long is
// left alone. Found by `npm run chaos` (database-restarted): a quote.submitted vanished from the outbox during the
// restart and its quote stayed "analyzing" for good.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eventually } from '../../../test/support/env';
import { serviceDb } from './support';
import { TIMED_OUT } from '../src/domain/analysis-timeout';

const db = await serviceDb('quote');
after(() => db.close());

function analysingQuote(since: Date) {
  return {
    _id: randomUUID() as never,
    userId: `user-${randomUUID()}`,
    projectType: 'roofing',
    contractorName: 'Lost Roofing',
    files: [],
    totalSize: 0,
    status: 'analyzing',
    attempt: 1,
    result: null,
    failureReason: '',
    previewId: '',
    createdAt: since,
    settledAt: null,
    analyzingSince: since,
    outbox: [],
  };
}

test('a quote analysing since before 1.5 reservation timeouts (22.5 min by default) is failed as timed out; a recent one is not', async () => {
  const quotes = db.collection('quotes');
  const lost = analysingQuote(new Date(Date.now() - 30 * 60_000));
  const recent = analysingQuote(new Date(Date.now() - 60_000));
  await quotes.insertMany([lost, recent]);

  // The stack's quote service looks every 30 s.
  const failed = await eventually(async () => (await quotes.findOne({ _id: lost._id, status: 'failed' })) ?? undefined, 45_000, 'the lost quote failed');
  assert.equal(failed.failureReason, TIMED_OUT);
  assert.ok(failed.settledAt instanceof Date);
  assert.equal((await quotes.findOne({ _id: recent._id }))?.status, 'analyzing');
});
