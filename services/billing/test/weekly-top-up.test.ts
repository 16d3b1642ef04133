// The weekly top-up a week after sign-up (domain/credit-rules.ts), on a billing service of this test's own. A week
// cannot pass in a test, so the accounts' dates are moved a week back in the database, between two runs of that
// service: a running billing process remembers the head of each account it has read (store/ledger-writer.ts), which is
// sound because ledger entries never change, and so it would not see the move.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import type { RunningService } from '@qa/platform';
import { eventually } from '../../../test/support/env';
import { billingClient, billingDb, chainOf, consistentBalance, entries, newQuoteId, newUserId, startOwnBilling } from './support';

const DAY = 24 * 3600 * 1000;
const first = await startOwnBilling({});
const { namespace } = first;
const db = await billingDb(namespace);
const ledger = entries(db);
let running: RunningService = first.running;
let billing = billingClient(`127.0.0.1:${running.grpcPort}`);

after(async () => {
  billing.close();
  await running.stop();
  await db.dropDatabase();
  await db.close();
});

const reserve = (userId: string) => billing.call.ReserveCredit({ userId, quoteId: newQuoteId(), attempt: 1 });

/** Moves the account's sign-up date, in its entries and its head hint (ledger.ts), back to `signupAt`. */
async function backdate(userId: string, signupAt: Date) {
  // Once the user's entries are staged (their outbox emptied), so that cannot write the old date back.
  await eventually(async () => ((await ledger.countDocuments({ userId, 'outbox.0': { $exists: true } })) === 0 ? true : undefined), 10_000, 'events staged');
  await ledger.updateMany({ userId }, { $set: { signupAt } });
  await db.collection('ledger_heads').updateOne({ _id: userId as never }, { $set: { 'entry.signupAt': signupAt } });
}

test('a week after sign-up a low balance is topped back up to 3, once in that week', async () => {
  const [full, low] = [newUserId(), newUserId()];
  await billing.call.GetUsage({ userId: full });
  await billing.call.GetUsage({ userId: low });
  await reserve(low);
  await reserve(low);
  const signupAt = new Date(Date.now() - 8 * DAY);
  billing.close();
  await running.stop();
  await backdate(full, signupAt);
  await backdate(low, signupAt);
  running = (await startOwnBilling({}, namespace)).running;
  billing = billingClient(`127.0.0.1:${running.grpcPort}`);

  await reserve(full); // the week is decided at 3 credits: nothing to add, then one is taken
  assert.equal((await billing.call.GetUsage({ userId: full })).analysisCredits, 2);
  assert.deepEqual((await chainOf(db, full)).map((e) => [e.kind, e.delta]), [['grant', 3], ['weekly', 0], ['reserve', -1]]);

  const [a, b] = await Promise.all([billing.call.GetUsage({ userId: low }), billing.call.GetUsage({ userId: low })]);
  assert.deepEqual([a.analysisCredits, b.analysisCredits], [3, 3]);
  assert.equal(a.nextFreeCreditsAt, new Date(signupAt.getTime() + 14 * DAY).toISOString());
  await reserve(low);
  assert.equal((await billing.call.GetUsage({ userId: low })).analysisCredits, 2, 'no second top-up in the same week');
  assert.equal(await ledger.countDocuments({ userId: low, kind: 'weekly', delta: 2 }), 1);
  assert.equal(await consistentBalance(db, low), 2);
});
