// Credits held for analyses. ReserveCredit takes one credit for a quote (a hold); analysis.completed consumes
// it, analysis.failed or the timeout releases it (the credit comes back). A hold ends with exactly one settle
// entry (settle:<quoteId>:<hold>), consume or release: a unique key, so a completion and a timeout racing for the
// same hold cannot both win.
//
// Retries: a failed analysis can be retried at no extra cost. The quote service calls ReserveCredit again with the
// same quoteId and the next attempt number. A repeated call for an attempt that already has a hold takes nothing
// more and answers with that hold. A new attempt first settles the quote's latest hold (released, if its
// analysis.failed has not arrived yet), then takes hold n+1 for itself — only once hold n is released, so a quote
// holds at most one credit at a time and at most its last hold is ever consumed: a quote costs one credit at most.
import { AppError, type Logger } from '@qa/platform';
import { entryKey, type LedgerEntry, type LedgerStore } from '../store/ledger';
import type { LedgerWriter } from '../store/ledger-writer';
import type { CreditAccounts } from './credit-accounts';

export type Settlement = 'commit' | 'release';
type Hold = LedgerEntry & { quoteId: string; attempt: number; hold: number };

const MAX_ROUNDS = 5;

export function reservations({ writer, ledger, credits, log }: { writer: LedgerWriter; ledger: LedgerStore; credits: CreditAccounts; log: Logger }) {
  /** How a hold stands: reserved (credit held), committed (paid for) or released (given back). */
  async function stateOf(hold: Hold): Promise<string> {
    const settled = await ledger.findEntry(entryKey.settle(hold.quoteId, hold.hold));
    if (!settled) return 'reserved';
    return settled.kind === 'consume' ? 'committed' : 'released';
  }

  async function reserve(userId: string, quoteId: string, attempt: number) {
    await credits.current(userId); // opens the account and applies a due weekly top-up first
    const balance = async () => (await writer.head(userId))!.balance;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const holds = (await ledger.holdsOf(quoteId)) as Hold[];
      if (holds.some((h) => h.userId !== userId)) throw new AppError('permission_denied', 'This quote belongs to another account');
      const same = holds.find((h) => h.attempt === attempt);
      if (same) return { quoteId, state: await stateOf(same), remaining: await balance() };
      const latest = holds[0];
      if (latest) {
        const settlement = await settle(latest, 'release', 'superseded by a retry');
        if (settlement.kind === 'consume') return { quoteId, state: 'committed', remaining: await balance() };
      }
      const hold = (latest?.hold ?? 0) + 1;
      const taken = await writer.append(userId, entryKey.reserve(quoteId, hold), (head) =>
        head && head.balance >= 1 ? { kind: 'reserve', delta: -1, reason: 'analysis', quoteId, attempt, hold } : undefined,
      );
      if (!taken.entry) throw new AppError('failed_precondition', 'No analysis credits remaining');
      if (taken.entry.attempt === attempt) return { quoteId, state: 'reserved', remaining: await balance() };
      // Another attempt of this quote took hold n at the same moment: look again.
    }
    throw new AppError('unavailable', 'Too many reservations for this quote at once. Please try again.');
  }

  /** Ends a hold (or finds how it already ended) and returns the settle entry. */
  async function settle(hold: Hold, outcome: Settlement, reason: string): Promise<LedgerEntry> {
    const { entry } = await writer.append(hold.userId, entryKey.settle(hold.quoteId, hold.hold), () =>
      outcome === 'commit'
        ? { kind: 'consume', delta: 0, reason, quoteId: hold.quoteId, attempt: hold.attempt, hold: hold.hold }
        : { kind: 'release', delta: 1, reason, quoteId: hold.quoteId, attempt: hold.attempt, hold: hold.hold },
    );
    if (!hold.settled) await ledger.markSettled(hold._id);
    return entry!;
  }

  /** analysis.completed / analysis.failed for one attempt of a quote. */
  async function onAnalysisOutcome(event: { quoteId: string; userId: string; attempt: number }, outcome: Settlement, reason: string) {
    const hold = ((await ledger.holdsOf(event.quoteId)) as Hold[]).find((h) => h.attempt === Math.max(1, event.attempt));
    if (!hold || hold.userId !== event.userId) {
      log.warn({ quoteId: event.quoteId, attempt: event.attempt }, 'analysis outcome for a quote with no credit held; nothing to settle');
      return;
    }
    const settlement = await settle(hold, outcome, reason);
    if (outcome === 'commit' && settlement.kind !== 'consume') {
      // Its hold was given back already (timeout or a retry): the analysis is not charged after the fact.
      log.warn({ quoteId: event.quoteId, attempt: event.attempt, reason: settlement.reason }, 'analysis completed after its credit was released; not charged');
    }
  }

  return { reserve, settle: (hold: LedgerEntry, outcome: Settlement, reason: string) => settle(hold as Hold, outcome, reason), onAnalysisOutcome };
}
export type Reservations = ReturnType<typeof reservations>;
