// The credit ledger: one append-only document per change.
//
// Why it looks like this: on FerretDB v1 (our MongoDB), a conditional update is NOT atomic under concurrency —
// twenty parallel findOneAndUpdate({balance: {$gte: 1}}, {$inc: {balance: -1}}) on one document all "succeed"
// (tested). What is atomic is an insert against a unique index. So a user's entries form a chain numbered
// 1, 2, 3 … (unique {userId, seq}), each holding the account as it stands after it (balance, sign-up date, last
// weekly period decided): the head of the chain is the account. A change reads the head, checks its rule
// (balance ≥ 1 for a reservation), and inserts entry seq+1 under its idempotency key (the unique _id). Two
// changes racing for the same seq: one insert wins, the other reads the new head and tries again — so the balance
// never goes below zero, however many uploads run at once. The same change asked for twice (a redelivered event,
// a replayed webhook, a repeated call) finds its key taken and changes nothing. One insert is the whole change,
// its events included (the outbox of the entry), so there is no moment where the entry and the balance disagree.
//
// Finding the head without reading a user's whole chain: `ledger_heads` keeps, per user (under _id = userId), a copy
// of an entry at or behind the head (without `settled`, the one field written later). It is only a hint, written after
// each append and whenever a read finds it behind: the head is that entry unless entry seq+1 exists (one lookup by
// {userId, seq}), then the next, and so on. Entries are never deleted, and what the head is read for (balance, dates,
// period) never changes, so a hint can lag but never mislead. A user with no hint (new, or from before the hints) is
// walked from seq 1 once. The writer also keeps the last head it saw of each user in memory (ledger-writer.ts) and
// starts from that instead of the hint: a copy that is behind misleads no more than a lagging hint does.
import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { isDuplicateKey, outboxField, outboxIndex } from '@qa/platform';

export const entryKinds = ['grant', 'weekly', 'purchase', 'refund', 'reserve', 'consume', 'release'] as const;
export type EntryKind = (typeof entryKinds)[number];

export const entryKey = {
  signup: (userId: string) => `signup:${userId}`,
  weekly: (userId: string, period: number) => `weekly:${userId}:${period}`,
  purchase: (paymentId: string) => `purchase:${paymentId}`,
  refund: (paymentId: string) => `refund:${paymentId}`,
  // `hold` counts the credits held for one quote (1, 2, … one per analysis attempt that reserved).
  reserve: (quoteId: string, hold: number) => `reserve:${quoteId}:${hold}`,
  // The one way a hold ends, consume or release: a single key, so a completion and a timeout cannot both win.
  settle: (quoteId: string, hold: number) => `settle:${quoteId}:${hold}`,
};

const ledgerEntrySchema = new Schema(
  {
    _id: { type: String }, // the idempotency key (entryKey)
    userId: { type: String, required: true },
    seq: { type: Number, required: true },
    kind: { type: String, enum: entryKinds, required: true },
    delta: { type: Number, required: true },
    reason: { type: String, default: '' },
    // The account after this entry.
    balance: { type: Number, required: true, min: 0 },
    signupAt: { type: Date, required: true },
    weeklyPeriod: { type: Number, required: true },
    // What the entry is about.
    quoteId: String,
    attempt: Number,
    hold: Number,
    paymentId: String,
    amount: Number, // cents, purchases
    environment: { type: String, enum: ['TEST', 'LIVE'] },
    provider: String,
    at: { type: Date, required: true },
    // A hint for the reservation sweeper only (the settle entry is the truth): set once a hold is settled.
    settled: Boolean,
    ...outboxField,
  },
  { versionKey: false },
);
ledgerEntrySchema.index({ userId: 1, seq: 1 }, { unique: true });
ledgerEntrySchema.index({ quoteId: 1, kind: 1 });
ledgerEntrySchema.index({ kind: 1, settled: 1, at: 1 });
ledgerEntrySchema.index(...outboxIndex);

export type LedgerEntry = Omit<InferSchemaType<typeof ledgerEntrySchema>, 'kind'> & { _id: string; kind: EntryKind };

export function ledgerModel(db: Connection) {
  return db.model('LedgerEntry', ledgerEntrySchema, 'ledger');
}
export type LedgerModel = ReturnType<typeof ledgerModel>;

interface HeadHint {
  _id: string; // the userId
  seq: number;
  entry: LedgerEntry;
}

const headHintSchema = new Schema<HeadHint>({ _id: String, seq: { type: Number, required: true }, entry: { type: Schema.Types.Mixed, required: true } }, { versionKey: false });

function headHints(ledger: LedgerModel): Model<HeadHint> {
  return (ledger.db.models.LedgerHead as Model<HeadHint>) ?? ledger.db.model<HeadHint>('LedgerHead', headHintSchema, 'ledger_heads');
}

const MAX_WALK = 1000;

/**
 * The latest entry of a user's chain: their account as it stands. From `known`, an entry of that chain at or behind
 * the head, when the caller has one; otherwise from the head hint.
 */
export async function headOf(ledger: LedgerModel, userId: string, known?: LedgerEntry): Promise<LedgerEntry | undefined> {
  let head = known ?? (await headHints(ledger).findById(userId).lean<HeadHint>())?.entry;
  let walked = 0;
  for (; walked < MAX_WALK; walked++) {
    const next = await ledger.findOne({ userId, seq: (head?.seq ?? 0) + 1 }, { outbox: 0 }).lean<LedgerEntry>();
    if (!next) break;
    head = next;
  }
  if (walked === MAX_WALK) {
    // A chain far ahead of its hint (not expected): the one query that reads the whole chain.
    [head] = await ledger.find({ userId }, { outbox: 0 }).sort({ seq: -1 }).limit(1).lean<LedgerEntry[]>();
  }
  if (head && walked > 0) await noteHead(ledger, head);
  return head;
}

/** Moves the user's head hint to `entry` unless it is there or further already (see the top of this file). */
export async function noteHead(ledger: LedgerModel, entry: LedgerEntry): Promise<void> {
  const { outbox: _events, settled: _settled, ...copy } = entry as LedgerEntry & { outbox?: unknown };
  try {
    await headHints(ledger).updateOne({ _id: entry.userId, seq: { $lt: entry.seq } }, { $set: { seq: entry.seq, entry: copy } }, { upsert: true });
  } catch (err) {
    // The hint is further already (the upsert found no document behind and the id taken): nothing to do.
    if (!isDuplicateKey(err)) throw err;
  }
}

export function findEntry(ledger: LedgerModel, key: string) {
  return ledger.findById(key, { outbox: 0 }).lean<LedgerEntry>();
}

/** The ledger's reads and the hold's settled mark, for the domain; entries are appended through ledger-writer.ts. */
export function ledgerStore(ledger: LedgerModel) {
  return {
    model: ledger,
    findEntry: (key: string) => findEntry(ledger, key),

    /** The holds taken for a quote, latest first. */
    holdsOf: (quoteId: string) => ledger.find({ quoteId, kind: 'reserve' }, { outbox: 0 }).sort({ hold: -1 }).lean<LedgerEntry[]>(),

    /** Holds never settled that were taken before `before` (the sweeper's timeouts). */
    unsettledHoldsBefore: (before: Date, limit: number) =>
      ledger.find({ kind: 'reserve', settled: false, at: { $lt: before } }, { outbox: 0 }).limit(limit).lean<LedgerEntry[]>(),

    async markSettled(key: string): Promise<void> {
      await ledger.updateOne({ _id: key }, { $set: { settled: true } });
    },

    /** A user's purchases (grant entries of the credit pack). */
    purchasesOf: (userId: string) => ledger.find({ userId, kind: 'purchase' }, { outbox: 0 }).lean<LedgerEntry[]>(),
  };
}
export type LedgerStore = ReturnType<typeof ledgerStore>;
