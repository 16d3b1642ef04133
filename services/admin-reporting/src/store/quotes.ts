// One document per submitted quote (quote.submitted, keyed by quoteId; a retried analysis is the same quote).
// "Total uploads" and the popular project types count these, so they agree with the quote service.
import { Schema, type Connection } from 'mongoose';

const quoteSchema = new Schema(
  {
    _id: { type: String }, // quoteId
    userId: { type: String, required: true, index: true },
    projectType: String,
    at: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export function quotesStore(db: Connection) {
  const model = db.model('Quote', quoteSchema, 'quotes');
  return {
    model,
    /** $min keeps the first submission's time whichever attempt's event arrives first. */
    async record(quote: { quoteId: string; userId: string; projectType: string; at: Date }) {
      await model.updateOne(
        { _id: quote.quoteId },
        { $setOnInsert: { userId: quote.userId, projectType: quote.projectType }, $min: { at: quote.at } },
        { upsert: true },
      );
    },
    count() {
      return model.countDocuments({});
    },
    /** Every quote's user and submission time, streamed (last activity). */
    times() {
      return model.find({}, { userId: 1, at: 1 }).lean<{ userId: string; at: Date }>().cursor();
    },
    /** Submitted quotes per user. */
    async countByUser(): Promise<Map<string, number>> {
      const rows = await model.aggregate<{ _id: string; count: number }>([{ $group: { _id: '$userId', count: { $sum: 1 } } }]);
      return new Map(rows.map((r) => [r._id, r.count]));
    },
    /** Submitted quotes per project type since a date. */
    async countByProjectType(since: Date): Promise<Array<{ name: string; count: number }>> {
      const rows = await model.aggregate<{ _id: string; count: number }>([
        { $match: { at: { $gte: since } } },
        { $group: { _id: '$projectType', count: { $sum: 1 } } },
      ]);
      return rows.map((r) => ({ name: r._id, count: r.count }));
    },
  };
}
export type QuotesStore = ReturnType<typeof quotesStore>;
