// One document per payment (keyed by the provider's payment id), built from payment.succeeded and payment.failed.
// Each outcome sets its own time with $min, so duplicates, redeliveries and any arrival order give the same
// document; the status is read from which outcomes happened: refunded, else succeeded, else failed.
import { Schema, type Connection } from 'mongoose';

const paymentSchema = new Schema(
  {
    _id: { type: String }, // paymentId (the payment intent id)
    userId: { type: String, required: true, index: true },
    amount: Number, // cents
    credits: Number,
    environment: { type: String, enum: ['TEST', 'LIVE'] },
    provider: String,
    createdAt: Date, // the first outcome seen for this payment
    succeededAt: Date,
    failedAt: Date,
    refundedAt: Date,
  },
  { versionKey: false },
);
// The admin list's order, newest first: MongoDB walks this index instead of sorting every payment.
paymentSchema.index({ createdAt: -1, _id: -1 });

export interface PaymentDoc {
  _id: string;
  userId: string;
  amount: number;
  credits: number;
  environment: 'TEST' | 'LIVE';
  provider: string;
  createdAt: Date;
  succeededAt?: Date;
  failedAt?: Date;
  refundedAt?: Date;
}

export type PaymentStatus = 'succeeded' | 'failed' | 'refunded';

export function statusOf(p: Pick<PaymentDoc, 'succeededAt' | 'refundedAt'>): PaymentStatus {
  if (p.refundedAt) return 'refunded';
  return p.succeededAt ? 'succeeded' : 'failed';
}

/** Revenue: payments that succeeded and were not refunded. */
const earned = (since: Date) => ({ succeededAt: { $gte: since }, refundedAt: { $exists: false } });

export function paymentsStore(db: Connection) {
  const model = db.model('Payment', paymentSchema, 'payments');

  const record = (p: { paymentId: string; userId: string; amount: number; environment: string; provider: string; at: Date }, outcome: 'succeededAt' | 'failedAt' | 'refundedAt', credits?: number) =>
    model.updateOne(
      { _id: p.paymentId },
      {
        $set: { userId: p.userId, amount: p.amount, environment: p.environment, provider: p.provider, ...(credits !== undefined && { credits }) },
        // A payment that only failed added no credits; a success sets them whenever it arrives.
        ...(credits === undefined && { $setOnInsert: { credits: 0 } }),
        $min: { createdAt: p.at, [outcome]: p.at },
      },
      { upsert: true },
    );

  return {
    model,
    succeeded: (p: Parameters<typeof record>[0] & { credits: number }) => record(p, 'succeededAt', p.credits),
    failed: (p: Parameters<typeof record>[0], status: 'failed' | 'refunded') => record(p, status === 'refunded' ? 'refundedAt' : 'failedAt'),

    /** Newest first, a page at a time. */
    page(limit: number, offset: number) {
      return model.find({}).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit).lean<PaymentDoc[]>();
    },
    all() {
      return model.find({}).sort({ createdAt: -1, _id: -1 }).lean<PaymentDoc[]>();
    },
    count() {
      return model.countDocuments({});
    },
    /** Every payment's user and outcome times, streamed (last activity). */
    times() {
      return model.find({}, { userId: 1, succeededAt: 1, failedAt: 1, refundedAt: 1 }).lean<Pick<PaymentDoc, 'userId' | 'succeededAt' | 'failedAt' | 'refundedAt'>>().cursor();
    },

    // FerretDB v1 computes only the first accumulator of a $group correctly: one sum per aggregation.
    async revenueCents(since: Date): Promise<number> {
      const [row] = await model.aggregate<{ total: number }>([{ $match: earned(since) }, { $group: { _id: null, total: { $sum: '$amount' } } }]);
      return row?.total ?? 0;
    },
    async spendByUser(): Promise<Map<string, number>> {
      const rows = await model.aggregate<{ _id: string; total: number }>([{ $match: earned(new Date(0)) }, { $group: { _id: '$userId', total: { $sum: '$amount' } } }]);
      return new Map(rows.map((r) => [r._id, r.total]));
    },
  };
}
export type PaymentsStore = ReturnType<typeof paymentsStore>;
