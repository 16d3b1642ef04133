// Credits against the running billing service (gRPC) and its database: sign-up grant, reservations under
// concurrency, commit and release from analysis events, retries (the weekly top-up: weekly-top-up.test.ts).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { eventually } from '../../../test/support/env';
import { appliedByBilling, billingClient, billingDb, chainOf, consistentBalance, entries, newQuoteId, newUserId, publisher } from './support';

const billing = billingClient();
const db = await billingDb();
const events = await publisher(db);
const ledger = entries(db);
const DAY = 24 * 3600 * 1000;

after(async () => {
  billing.close();
  await events.stop();
  await db.close();
});

const reserve = (userId: string, quoteId: string, attempt = 1) => billing.call.ReserveCredit({ userId, quoteId, attempt });
const balanceIs = (userId: string, expected: number) => async () => ((await consistentBalance(db, userId)) === expected ? true : undefined);
const completed = (quoteId: string, userId: string, attempt: number) =>
  events.publish('analysis.completed', quoteId, { quoteId, userId, attempt, durationMs: 10, result: analysisResult() });
const failed = (quoteId: string, userId: string, attempt: number) => events.publish('analysis.failed', quoteId, { quoteId, userId, attempt, error: 'unreadable' });
const settlementOf = async (quoteId: string, hold: number) => (await ledger.findOne({ _id: `settle:${quoteId}:${hold}` }))?.kind;

test('a new account starts with 3 free credits, and the next top-up is 7 days after sign-up', async () => {
  const userId = newUserId();
  const before = Date.now();
  const usage = await billing.call.GetUsage({ userId });
  assert.deepEqual([usage.analysisCredits, usage.canAnalyze, usage.weeklyFreeCredits], [3, true, 3]);
  const next = new Date(usage.nextFreeCreditsAt).getTime();
  assert.ok(next >= before + 7 * DAY && next <= Date.now() + 7 * DAY, usage.nextFreeCreditsAt);
  const again = await Promise.all(Array.from({ length: 5 }, () => billing.call.GetUsage({ userId })));
  assert.deepEqual(again.map((u) => u.analysisCredits), [3, 3, 3, 3, 3], 'asking again grants nothing more');
  assert.deepEqual((await chainOf(db, userId)).map((e) => e._id), [`signup:${userId}`]);
});

test('many first calls at once still grant the sign-up credits once', async () => {
  const userId = newUserId();
  const usages = await Promise.all(Array.from({ length: 8 }, () => billing.call.GetUsage({ userId })));
  assert.ok(usages.every((u) => u.analysisCredits === 3));
  assert.equal(await consistentBalance(db, userId), 3);
  assert.equal(await ledger.countDocuments({ userId }), 1);
});

test('user.registered delivered twice grants the sign-up credits exactly once', async () => {
  const userId = newUserId();
  const data = { userId, email: `${userId}@example.com`, firstName: 'A', lastName: 'B', createdAt: new Date(Date.now() - 60_000).toISOString() };
  const first = events.bus.envelope('user.registered', userId, data);
  const second = events.bus.envelope('user.registered', userId, data); // a second delivery with a new event id
  await events.bus.send(first);
  await events.bus.send(first); // the very same envelope again
  await events.bus.send(second);
  await eventually(async () => ((await appliedByBilling(db, first.id)) && (await appliedByBilling(db, second.id)) ? true : undefined), 30_000, 'both events applied');
  const chain = await chainOf(db, userId);
  assert.deepEqual(chain.map((e) => [e.kind, e.delta]), [['grant', 3]]);
  assert.equal(chain[0].signupAt.toISOString(), data.createdAt, 'the account dates from the registration');
  assert.equal((await billing.call.GetUsage({ userId })).analysisCredits, 3);
});

test('10 concurrent reservations against 3 credits: exactly 3 succeed and the balance never goes below zero', async () => {
  const userId = newUserId();
  await billing.call.GetUsage({ userId });
  const results = await Promise.allSettled(Array.from({ length: 10 }, () => reserve(userId, newQuoteId())));
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  assert.equal(results.length - refused.length, 3);
  for (const r of refused) {
    assert.equal(r.reason.code, GrpcStatus.FAILED_PRECONDITION);
    assert.equal(r.reason.details, 'No analysis credits remaining');
  }
  assert.equal(await consistentBalance(db, userId), 0);
  assert.equal(await ledger.countDocuments({ userId, kind: 'reserve' }), 3);
  const usage = await billing.call.GetUsage({ userId });
  assert.deepEqual([usage.analysisCredits, usage.canAnalyze], [0, false]);
});

test('reserving twice for the same quote and attempt takes one credit and answers the same reservation', async () => {
  const userId = newUserId();
  const quoteId = newQuoteId();
  const replies = await Promise.all([reserve(userId, quoteId), reserve(userId, quoteId), reserve(userId, quoteId)]);
  for (const r of replies) assert.deepEqual([r.quoteId, r.state, r.remaining], [quoteId, 'reserved', 2]);
  assert.equal(await consistentBalance(db, userId), 2);
});

test('a failed analysis gives the credit back; a completed one keeps it', async () => {
  const userId = newUserId();
  const [failing, completing] = [newQuoteId(), newQuoteId()];
  await reserve(userId, failing);
  await reserve(userId, completing);
  await failed(failing, userId, 1);
  await completed(completing, userId, 1);
  await eventually(async () => ((await settlementOf(failing, 1)) && (await settlementOf(completing, 1)) ? true : undefined), 30_000, 'both settled');
  assert.deepEqual([await settlementOf(failing, 1), await settlementOf(completing, 1)], ['release', 'consume']);
  assert.equal(await consistentBalance(db, userId), 2);
  assert.equal((await reserve(userId, completing)).state, 'committed', 'a paid-for quote answers committed');
  assert.equal((await reserve(userId, failing)).state, 'released');
  assert.equal(await consistentBalance(db, userId), 2);
});

test('a failure reported twice gives one credit back', async () => {
  const userId = newUserId();
  const quoteId = newQuoteId();
  await reserve(userId, quoteId);
  await Promise.all([failed(quoteId, userId, 1), failed(quoteId, userId, 1), completed(quoteId, userId, 1)]);
  await eventually(async () => ((await settlementOf(quoteId, 1)) ? true : undefined), 30_000, 'the settlement');
  const last = await failed(quoteId, userId, 1);
  await eventually(async () => ((await appliedByBilling(db, last.id)) ? true : undefined), 30_000, 'the last event');
  assert.equal(await ledger.countDocuments({ quoteId, kind: { $in: ['release', 'consume'] } }), 1);
  assert.equal(await consistentBalance(db, userId), (await settlementOf(quoteId, 1)) === 'release' ? 3 : 2);
});

test('a retry of a failed analysis costs nothing more: the quote is paid for once', async () => {
  const userId = newUserId();
  const quoteId = newQuoteId();
  await reserve(userId, quoteId, 1);
  // The user retries before billing has seen attempt 1 fail: the new attempt takes over the hold.
  const retry = await reserve(userId, quoteId, 2);
  assert.deepEqual([retry.state, retry.remaining], ['reserved', 2]);
  await failed(quoteId, userId, 1); // arrives late: that hold is already released
  await completed(quoteId, userId, 2);
  await eventually(async () => ((await settlementOf(quoteId, 2)) ? true : undefined), 30_000, 'the completion');
  assert.deepEqual([await settlementOf(quoteId, 1), await settlementOf(quoteId, 2)], ['release', 'consume']);
  assert.equal(await consistentBalance(db, userId), 2, 'one credit for the quote, whatever the attempts');
  assert.equal((await reserve(userId, quoteId, 3)).state, 'committed', 'a later attempt after completion takes nothing');
  assert.equal(await consistentBalance(db, userId), 2);
});

test('a retry after the failure was seen reserves again, and only a completion consumes', async () => {
  const userId = newUserId();
  const quoteId = newQuoteId();
  await reserve(userId, quoteId, 1);
  await failed(quoteId, userId, 1);
  await eventually(balanceIs(userId, 3), 30_000, 'the release');
  assert.equal((await reserve(userId, quoteId, 2)).remaining, 2);
  await failed(quoteId, userId, 2);
  await eventually(balanceIs(userId, 3), 30_000, 'the second release');
  assert.equal(await ledger.countDocuments({ userId, kind: 'consume' }), 0);
});

test('an analysis event for a quote with no credit held changes nothing', async () => {
  const userId = newUserId();
  await billing.call.GetUsage({ userId });
  const sent = await failed('no-such-quote', userId, 1);
  await eventually(async () => ((await appliedByBilling(db, sent.id)) ? true : undefined), 30_000, 'the event');
  assert.equal(await consistentBalance(db, userId), 3);
});

test('a quote held by one user cannot be reserved by another', async () => {
  const quoteId = newQuoteId();
  await reserve(newUserId(), quoteId);
  await assert.rejects(reserve(newUserId(), quoteId), (err: { code: number }) => err.code === GrpcStatus.PERMISSION_DENIED);
});

test('calls without a user or quote id are refused', async () => {
  await assert.rejects(billing.call.GetUsage({ userId: '' }), (err: { code: number }) => err.code === GrpcStatus.INVALID_ARGUMENT);
  await assert.rejects(reserve(newUserId(), ''), (err: { code: number }) => err.code === GrpcStatus.INVALID_ARGUMENT);
});

function analysisResult() {
  return {
    clarityRating: 7,
    riskLevel: 'medium' as const,
    summary: { highRiskCount: 0, mediumRiskCount: 1, clarificationCount: 0, clearSectionCount: 3 },
    issues: [],
    extractedPrice: null,
    provider: 'rules',
    pages: [],
    overview: '',
    clearSections: [],
    priceLines: [],
  };
}
