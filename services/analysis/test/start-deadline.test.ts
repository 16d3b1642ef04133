// A submission that waited past half the reservation timeout before the analysis service saw it (a backlog, a
// broker down for a while) is failed with a reason instead of analysed, and billing gives its credit back: the quote
// and the credit end the same way. Found by `npm run chaos` (kafka-stopped): analyses that completed after billing's
// timeout had released their credits showed as complete and were never charged.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import mongoose from 'mongoose';
import { eventually, testEnv } from '../../../test/support/env';
import { billingClient, billingDb, consistentBalance, newQuoteId, newUserId, publisher } from '../../billing/test/support';
import { TooLateToStartError } from '../src/api/quote-submitted';

const billing = billingClient();
const ledgerDb = await billingDb();
const events = await publisher(ledgerDb);
const analysisDb = await mongoose.createConnection(testEnv('MONGO_URL'), { dbName: `${testEnv('QA_NAMESPACE')}_analysis` }).asPromise();

after(async () => {
  billing.close();
  await events.stop();
  await Promise.all([ledgerDb.close(), analysisDb.close()]);
});

test('a quote.submitted older than half the reservation timeout fails as too late, and its credit comes back', async () => {
  const userId = newUserId();
  const quoteId = newQuoteId();
  await billing.call.ReserveCredit({ userId, quoteId, attempt: 1 });
  assert.equal(await consistentBalance(ledgerDb, userId), 2);

  const files = [{ objectKey: `quotes/${quoteId}/0-estimate.pdf`, fileName: 'estimate.pdf', mimeType: 'application/pdf', size: 2048 }];
  const event = events.bus.envelope('quote.submitted', quoteId, { quoteId, userId, attempt: 1, projectType: 'roofing', contractorName: 'Late Roofing', files, ip: '', visitorId: '' });
  // Recorded 10 minutes ago; the stack runs with the default 15-minute reservation timeout.
  await events.bus.send({ ...event, occurredAt: new Date(Date.now() - 10 * 60_000).toISOString() });

  const job = await eventually(
    async () => (await analysisDb.collection('analysis_jobs').findOne({ _id: `${quoteId}:1` as never, status: { $ne: 'running' } })) ?? undefined,
    30_000,
    'the analysis job to end',
  );
  assert.equal(job.status, 'failed');
  assert.equal(job.error, new TooLateToStartError().message);
  await eventually(async () => ((await consistentBalance(ledgerDb, userId)) === 3 ? true : undefined), 30_000, 'the credit given back');
});
