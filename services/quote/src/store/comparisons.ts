// Comparisons: which of a user's quotes they put side by side. Only the ids are kept; the table is built on every
// read from the quotes' stored analyses. The document carries the outbox of its comparison.created event.
import { Schema, type Connection } from 'mongoose';
import { outboxField, outboxIndex, type OutboxEntry } from '@qa/platform';

export interface StoredComparison {
  _id: string;
  userId: string;
  quoteIds: string[];
  createdAt: Date;
}

const comparisonSchema = new Schema(
  {
    _id: { type: String },
    userId: { type: String, required: true },
    quoteIds: { type: [String], required: true },
    createdAt: { type: Date, required: true },
    ...outboxField,
  },
  { versionKey: false },
);
comparisonSchema.index({ userId: 1, createdAt: -1 });
comparisonSchema.index(...outboxIndex);

export function comparisonModel(db: Connection) {
  return db.model('Comparison', comparisonSchema, 'comparisons');
}
export type ComparisonModel = ReturnType<typeof comparisonModel>;

export function comparisonStore(model: ComparisonModel) {
  return {
    model,

    async insert(comparison: StoredComparison, outbox: OutboxEntry[]): Promise<void> {
      await model.create({ ...comparison, outbox });
    },

    async findOwned(userId: string, comparisonId: string): Promise<StoredComparison | null> {
      return model.findOne({ _id: comparisonId, userId }, { outbox: 0 }).lean<StoredComparison>();
    },

    async listOwned(userId: string): Promise<StoredComparison[]> {
      return model.find({ userId }, { outbox: 0 }).sort({ createdAt: -1 }).lean<StoredComparison[]>();
    },
  };
}
export type ComparisonStore = ReturnType<typeof comparisonStore>;
