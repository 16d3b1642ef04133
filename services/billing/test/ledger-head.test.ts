// Reading a credit account's head (store/ledger.ts, ledger-writer.ts): a ledger writer of the test's own on the
// stack's billing database, beside the running billing service, which plays another replica appending to the chains.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import mongoose from 'mongoose';
import type { EventBus, Outbox } from '@qa/platform';
import { testEnv } from '../../../test/support/env';
import { ledgerModel } from '../src/store/ledger';
import { ledgerWriter } from '../src/store/ledger-writer';
import { billingClient, newQuoteId, newUserId } from './support';

const billing = billingClient();
const db = await mongoose.createConnection(testEnv('MONGO_URL'), { dbName: `${testEnv('QA_NAMESPACE')}_billing`, monitorCommands: true }).asPromise();
// Reading a head publishes nothing: the writer gets no bus or outbox to use.
const writer = ledgerWriter({ ledger: ledgerModel(db), bus: {} as EventBus, outbox: {} as Outbox, onGranted: () => undefined });
// The reads sent to the database (mongoose also creates collections and indexes on first use).
const reads: string[] = [];
db.getClient().on('commandStarted', (e) => {
  if (['find', 'aggregate', 'getMore'].includes(e.commandName)) reads.push(`${e.commandName} ${e.command[e.commandName]}`);
});

after(async () => {
  billing.close();
  await db.close();
});

async function readsOf(read: () => Promise<unknown>): Promise<string[]> {
  reads.length = 0;
  await read();
  return [...reads];
}

test('an account this process has read before is read again with one lookup', async () => {
  const userId = newUserId();
  await billing.call.GetUsage({ userId }); // opens the account: the sign-up grant and its head hint
  assert.deepEqual(await readsOf(() => writer.head(userId)), ['find ledger_heads', 'find ledger'], 'the first read: the hint, then whether an entry follows it');
  assert.deepEqual(await readsOf(() => writer.head(userId)), ['find ledger'], 'then only whether an entry follows the head it saw');
});

test('what another replica appended is in the very next read', async () => {
  const userId = newUserId();
  await billing.call.GetUsage({ userId });
  assert.equal((await writer.head(userId))?.balance, 3);
  for (let held = 1; held <= 3; held++) {
    await billing.call.ReserveCredit({ userId, quoteId: newQuoteId(), attempt: 1 });
    const head = await writer.head(userId);
    assert.deepEqual([head?.seq, head?.kind, head?.balance], [1 + held, 'reserve', 3 - held]);
  }
});
