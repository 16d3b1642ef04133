// One document per comparison of quotes a homeowner made (comparison.created, keyed by comparisonId), for the
// "Comparisons" figure of the Analytics tab.
import { Schema, type Connection } from 'mongoose';

const comparisonSchema = new Schema(
  {
    _id: { type: String }, // comparisonId
    userId: { type: String, required: true },
    quoteCount: { type: Number, required: true },
    at: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export function comparisonsStore(db: Connection) {
  const model = db.model('Comparison', comparisonSchema, 'comparisons');
  return {
    model,
    /** A comparison is made once; a redelivered or republished event finds it there. */
    async record(comparison: { comparisonId: string; userId: string; quoteCount: number; at: Date }) {
      await model.updateOne(
        { _id: comparison.comparisonId },
        { $setOnInsert: { userId: comparison.userId, quoteCount: comparison.quoteCount, at: comparison.at } },
        { upsert: true },
      );
    },
    countSince(since: Date) {
      return model.countDocuments({ at: { $gte: since } });
    },
  };
}
export type ComparisonsStore = ReturnType<typeof comparisonsStore>;
