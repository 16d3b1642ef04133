// Buying the credit pack. Whatever the provider, a payment outcome goes through applyOutcome, the one path for
// verified Stripe webhooks and the local-test card form alike:
// - succeeded: the purchase:<paymentId> ledger entry grants the 20 credits and carries credits.granted and
//   payment.succeeded — one insert, once per payment however often the outcome is reported;
// - failed: a payment_outcomes record per failure reported (payment.failed);
// - refunded (full refunds): a refunded record (payment.failed with status refunded), then refund:<paymentId>
//   takes the 20 credits back if the balance still holds all of them. If some were spent already the credits stay
//   and the refund is on record for the operator (admin transactions show the payment as refunded).
import { randomUUID } from 'node:crypto';
import { CREDIT_PACK } from '@qa/contracts';
import { AppError, outboxEntry, type EventBus, type Logger } from '@qa/platform';
import { entryKey, type LedgerStore } from '../store/ledger';
import type { LedgerWriter } from '../store/ledger-writer';
import type { PaymentStore } from '../store/payments';
import type { PaymentOutcome, PaymentProvider } from '../payments/provider';
import type { CreditAccounts } from './credit-accounts';

export interface PaymentDeps {
  provider: PaymentProvider;
  records: PaymentStore;
  ledger: LedgerStore;
  writer: LedgerWriter;
  credits: CreditAccounts;
  bus: EventBus;
  log: Logger;
}

export function payments({ provider, records, ledger, writer, credits, bus, log }: PaymentDeps) {
  async function createIntent(userId: string) {
    const intent = await provider.createIntent(userId);
    await records.recordIntent({ _id: intent.id, userId, provider: provider.name, environment: provider.environment, amount: CREDIT_PACK.amountCents, currency: CREDIT_PACK.currency });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, provider: provider.name };
  }

  /** Grants the pack for a paid intent, once. */
  async function grantPurchase(userId: string, paymentId: string, amount: number): Promise<boolean> {
    await credits.open(userId);
    const { appliedNow } = await writer.append(userId, entryKey.purchase(paymentId), () => ({
      kind: 'purchase',
      delta: CREDIT_PACK.credits,
      reason: 'credit pack',
      paymentId,
      amount,
      environment: provider.environment,
      provider: provider.name,
    }));
    return appliedNow;
  }

  /** Records a failure or a refund once under its key; false if it was already on record. */
  async function record(key: string, fields: { paymentId: string; userId: string; outcome: 'failed' | 'refunded'; amount: number; reason: string }) {
    const event = { userId: fields.userId, paymentId: fields.paymentId, amountCents: fields.amount, environment: provider.environment, provider: provider.name, status: fields.outcome, reason: fields.reason };
    return records.recordOutcome({ _id: key, ...fields, environment: provider.environment, at: new Date() }, [outboxEntry(bus, 'payment.failed', fields.userId, event)]);
  }

  async function applyOutcome(outcome: PaymentOutcome): Promise<string> {
    const { paymentId, amount } = outcome;
    // Whose payment: the intent's metadata (the webhook), else the user it was credited to, else who created it.
    const userId = outcome.userId || (await ledger.findEntry(entryKey.purchase(paymentId)))?.userId || (await records.intent(paymentId))?.userId;
    if (!userId) {
      log.warn({ paymentId, kind: outcome.kind }, 'payment outcome for an unknown user; ignored');
      return 'ignored';
    }
    switch (outcome.kind) {
      case 'succeeded':
        if (amount !== CREDIT_PACK.amountCents || outcome.currency !== CREDIT_PACK.currency) {
          log.warn({ paymentId, amount, currency: outcome.currency }, 'payment is not the credit pack; no credits granted');
          return 'ignored';
        }
        return (await grantPurchase(userId, paymentId, amount)) ? 'granted' : 'duplicate';
      case 'failed':
        // A failed attempt reported after the payment went through (late or out of order) changes nothing.
        if (await ledger.findEntry(entryKey.purchase(paymentId))) return 'ignored';
        return (await record(`failed:${paymentId}:${outcome.reportId}`, { paymentId, userId, outcome: 'failed', amount, reason: outcome.reason })) ? 'recorded' : 'duplicate';
      case 'refunded': {
        const first = await record(`refunded:${paymentId}`, { paymentId, userId, outcome: 'refunded', amount, reason: 'refunded' });
        await grantPurchase(userId, paymentId, amount); // a refund reported before the success still nets to zero
        const takeBack = await writer.append(userId, entryKey.refund(paymentId), (head) =>
          head && head.balance >= CREDIT_PACK.credits ? { kind: 'refund', delta: -CREDIT_PACK.credits, reason: 'refund', paymentId, amount } : undefined,
        );
        if (!first && !takeBack.appliedNow) return 'duplicate';
        return takeBack.entry ? 'refunded' : 'refund recorded; credits already spent';
      }
    }
  }

  async function handleWebhook(payload: Buffer, signature: string) {
    const outcome = provider.verifyWebhook(payload, signature);
    return { received: true, outcome: outcome ? await applyOutcome(outcome) : 'ignored' };
  }

  /** The local-test card form. Only the user the payment was created for can pay it. */
  async function confirmTestPayment(userId: string, paymentIntentId: string, cardNumber: string) {
    if (!provider.testCard) throw new AppError('permission_denied', 'Test payments are only available with the local-test payment provider');
    const intent = await records.intentOf(paymentIntentId, userId);
    if (!intent) throw new AppError('not_found', 'Payment not found');
    const card = provider.testCard(cardNumber);
    if (card.ok) {
      const outcome = await applyOutcome({ kind: 'succeeded', paymentId: intent._id, userId, amount: intent.amount, currency: intent.currency });
      // Confirming a payment twice (a double click, a retried request) adds nothing the second time, and says so.
      const message = outcome === 'granted' ? `${CREDIT_PACK.credits} credits have been added to your account.` : 'This payment was already confirmed; no more credits were added.';
      return { status: 'succeeded', message };
    }
    // An invalid number never reaches the bank (the card form refuses it): nothing is recorded.
    if (card.declined) {
      await applyOutcome({ kind: 'failed', paymentId: intent._id, userId, amount: intent.amount, reason: card.message, reportId: randomUUID() });
    }
    return { status: 'failed', message: card.message };
  }

  /** The user's purchases, newest first: completed or refunded packs, and payments that only failed. */
  async function listPurchases(userId: string) {
    const [paid, outcomes] = await Promise.all([ledger.purchasesOf(userId), records.outcomesOf(userId)]);
    const rows = new Map<string, { id: string; creditsAdded: number; amount: number; status: string; createdAt: Date; paymentIntentId: string; isTest: boolean }>();
    for (const o of outcomes.filter((x) => x.outcome === 'failed')) {
      rows.set(o.paymentId, { id: o.paymentId, creditsAdded: 0, amount: o.amount, status: 'failed', createdAt: o.at, paymentIntentId: o.paymentId, isTest: o.environment === 'TEST' });
    }
    for (const p of paid) {
      const paymentId = p.paymentId ?? '';
      rows.set(paymentId, { id: paymentId, creditsAdded: p.delta, amount: p.amount ?? 0, status: 'completed', createdAt: p.at, paymentIntentId: paymentId, isTest: p.environment === 'TEST' });
    }
    for (const o of outcomes.filter((x) => x.outcome === 'refunded')) {
      const row = rows.get(o.paymentId);
      if (row) row.status = 'refunded';
    }
    return {
      purchases: [...rows.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    };
  }

  return { createIntent, applyOutcome, handleWebhook, confirmTestPayment, listPurchases };
}
export type Payments = ReturnType<typeof payments>;
