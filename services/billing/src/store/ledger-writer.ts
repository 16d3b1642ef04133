// Appending to a user's ledger chain (see ledger.ts for why a chain): read the head, decide, insert seq+1 under
// the change's idempotency key; on a lost race read the new head and decide again.
import { randomInt } from 'node:crypto';
import { AppError, isDuplicateKey, outboxEntry, type EventBus, type Outbox, type OutboxEntry } from '@qa/platform';
import { headOf, findEntry, noteHead, type EntryKind, type LedgerEntry, type LedgerModel } from './ledger';

const MAX_ROUNDS = 50;
/** Users whose head this process remembers; the one remembered longest ago makes room. */
const MAX_REMEMBERED_HEADS = 10_000;

/** A change to append, as decided against the current head. */
export interface Change {
  kind: EntryKind;
  delta: number;
  reason?: string;
  quoteId?: string;
  attempt?: number;
  hold?: number;
  paymentId?: string;
  amount?: number;
  environment?: 'TEST' | 'LIVE';
  provider?: string;
  /** The weekly period this change decides (weekly entries). */
  period?: number;
  /** Sign-up date; only for the first entry of a chain. */
  signupAt?: Date;
}

/**
 * Decides the change given the account as it stands (undefined before the first entry); undefined refuses it
 * (e.g. no credit left for a reservation).
 */
export type Decide = (head: LedgerEntry | undefined) => Change | undefined;

export interface Appended {
  /** The entry under the key: written now, or found from an earlier call. Undefined when refused. */
  entry?: LedgerEntry;
  appliedNow: boolean;
}

/** Why credits were granted, as the qa_credits_granted_total metric counts them. */
export type GrantReason = 'signup' | 'weekly' | 'purchase';

/** `onGranted` hears of every grant once, when its entry is written (the service counts them in its metrics). */
export function ledgerWriter({ ledger, bus, outbox, onGranted }: { ledger: LedgerModel; bus: EventBus; outbox: Outbox; onGranted: (reason: GrantReason, credits: number) => void }) {
  // The last head read or written of each user: where the next read starts instead of the head hint, so reading an
  // account this process has seen is one lookup (is there an entry after it?), not two. Another replica's appends
  // make it lag, never mislead (ledger.ts).
  const recentHeads = new Map<string, LedgerEntry>();
  function remember(entry: LedgerEntry) {
    recentHeads.delete(entry.userId);
    if (recentHeads.size >= MAX_REMEMBERED_HEADS) recentHeads.delete(recentHeads.keys().next().value!);
    recentHeads.set(entry.userId, entry);
  }

  /** The user's account as it stands (see ledger.ts). */
  async function head(userId: string): Promise<LedgerEntry | undefined> {
    const found = await headOf(ledger, userId, recentHeads.get(userId));
    if (found) remember(found);
    return found;
  }

  /** The events that announce an entry, written with the entry itself (its outbox) and staged right after. */
  function eventsOf(entry: Omit<LedgerEntry, 'outbox'>): OutboxEntry[] {
    const { userId } = entry;
    switch (entry.kind) {
      case 'grant':
        return [outboxEntry(bus, 'credits.granted', userId, { userId, credits: entry.delta, reason: 'signup' })];
      case 'weekly':
        return entry.delta > 0 ? [outboxEntry(bus, 'credits.granted', userId, { userId, credits: entry.delta, reason: 'weekly' })] : [];
      case 'purchase': {
        const paymentId = entry.paymentId ?? '';
        const payment = { userId, paymentId, amountCents: entry.amount ?? 0, credits: entry.delta, environment: entry.environment ?? 'TEST', provider: entry.provider ?? '' };
        return [
          outboxEntry(bus, 'credits.granted', userId, { userId, credits: entry.delta, reason: 'purchase', paymentId }),
          outboxEntry(bus, 'payment.succeeded', userId, payment),
        ];
      }
      case 'consume':
        return [outboxEntry(bus, 'credits.consumed', userId, { userId, quoteId: entry.quoteId ?? '' })];
      case 'release':
        return [outboxEntry(bus, 'credits.released', userId, { userId, quoteId: entry.quoteId ?? '', reason: entry.reason ?? '' })];
      default:
        return [];
    }
  }

  /** Appends the change under `key` unless that key is already in the ledger; see ledger.ts. */
  async function append(userId: string, key: string, decide: Decide): Promise<Appended> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const existing = await findEntry(ledger, key);
      if (existing) {
        if (existing.userId !== userId) throw new AppError('permission_denied', 'This change belongs to another account');
        return { entry: existing, appliedNow: false };
      }
      const current = await head(userId);
      const change = decide(current);
      if (!change) return { appliedNow: false };
      const signupAt = current?.signupAt ?? change.signupAt;
      if (!signupAt) throw new Error(`the credit account of ${userId} must be opened first`);
      const balance = (current?.balance ?? 0) + change.delta;
      if (balance < 0) return { appliedNow: false };
      const { signupAt: _first, period, ...about } = change;
      const entry = {
        _id: key,
        userId,
        seq: (current?.seq ?? 0) + 1,
        reason: '',
        ...about,
        balance,
        signupAt,
        weeklyPeriod: period ?? current?.weeklyPeriod ?? 0,
        at: new Date(),
        ...(change.kind === 'reserve' ? { settled: false } : {}),
      } as Omit<LedgerEntry, 'outbox'>;
      const events = eventsOf(entry);
      const ticket = events.length ? await outbox.expect(ledger, key) : undefined;
      try {
        await ledger.create({ ...entry, outbox: events });
      } catch (err) {
        if (ticket) await outbox.stage(ledger, key, ticket);
        if (!isDuplicateKey(err)) throw err;
        // Our key (found next round) or our seq (another change got there first): look again.
        await new Promise((r) => setTimeout(r, randomInt(0, 5 + round)));
        continue;
      }
      if (ticket) await outbox.stage(ledger, key, ticket);
      await noteHead(ledger, entry as LedgerEntry);
      remember(entry as LedgerEntry);
      if (entry.delta > 0 && (entry.kind === 'grant' || entry.kind === 'weekly' || entry.kind === 'purchase')) {
        onGranted(entry.kind === 'grant' ? 'signup' : entry.kind, entry.delta);
      }
      return { entry: entry as LedgerEntry, appliedNow: true };
    }
    throw new AppError('unavailable', 'Too many changes to this account at once. Please try again.');
  }

  return { append, head };
}
export type LedgerWriter = ReturnType<typeof ledgerWriter>;
