// Quote submissions of signed-in users. One document per quote holds its files, its analysis status and result,
// and the outbox of the events announcing its changes. Every read for a user takes the owner id.
import { Schema, type Connection } from 'mongoose';
import { outboxField, outboxIndex, type OutboxEntry } from '@qa/platform';
import type { AnalysisResult } from '@qa/contracts';

export interface StoredFile {
  objectKey: string;
  fileName: string;
  mimeType: string;
  size: number;
}

export type QuoteStatus = 'analyzing' | 'complete' | 'failed';

export interface Quote {
  _id: string;
  userId: string;
  projectType: string;
  contractorName: string;
  files: StoredFile[];
  totalSize: number;
  status: QuoteStatus;
  /** Which analysis run is current (1, then 2, … after retries); outcomes of other runs are ignored. */
  attempt: number;
  result?: AnalysisResult | null;
  failureReason: string;
  /** The anonymous preview it was saved from, if any. */
  previewId: string;
  createdAt: Date;
  settledAt?: Date | null;
  /** When the current attempt began (for the analysis timeout); set while analysing. */
  analyzingSince?: Date | null;
}

const fileSchema = new Schema({ objectKey: String, fileName: String, mimeType: String, size: Number }, { _id: false });

const quoteSchema = new Schema(
  {
    _id: { type: String },
    userId: { type: String, required: true },
    projectType: { type: String, required: true },
    contractorName: { type: String, required: true },
    files: { type: [fileSchema], default: [] },
    totalSize: { type: Number, default: 0 },
    status: { type: String, enum: ['analyzing', 'complete', 'failed'], required: true },
    attempt: { type: Number, required: true },
    result: { type: Schema.Types.Mixed, default: null },
    failureReason: { type: String, default: '' },
    previewId: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    settledAt: { type: Date, default: null },
    analyzingSince: { type: Date, default: null },
    ...outboxField,
  },
  { versionKey: false },
);
quoteSchema.index({ userId: 1, createdAt: -1 });
quoteSchema.index({ status: 1, analyzingSince: 1 });
quoteSchema.index(...outboxIndex);

export function quoteModel(db: Connection) {
  return db.model('Quote', quoteSchema, 'quotes');
}
export type QuoteModel = ReturnType<typeof quoteModel>;

export function quoteStore(model: QuoteModel) {
  return {
    model,

    /** Inserts a new quote with its first events; a quote with the same id already there is E11000. */
    async insert(quote: Omit<Quote, 'settledAt' | 'analyzingSince'>, outbox: OutboxEntry[]): Promise<void> {
      await model.create({ ...quote, analyzingSince: quote.status === 'analyzing' ? quote.createdAt : null, outbox });
    },

    /** Quotes whose current attempt has been analysing since before `before`, oldest first. */
    async analysingSince(before: Date, limit: number): Promise<Array<Pick<Quote, '_id' | 'userId' | 'attempt'>>> {
      return model
        .find({ status: 'analyzing', analyzingSince: { $lt: before } }, { _id: 1, userId: 1, attempt: 1 })
        .sort({ analyzingSince: 1 })
        .limit(limit)
        .lean<Array<Pick<Quote, '_id' | 'userId' | 'attempt'>>>();
    },

    async findOwned(userId: string, quoteId: string): Promise<Quote | null> {
      return model.findOne({ _id: quoteId, userId }, { outbox: 0 }).lean<Quote>();
    },

    async ownerOf(quoteId: string): Promise<string | undefined> {
      return (await model.findById(quoteId, { userId: 1 }).lean<{ userId: string }>())?.userId;
    },

    async listOwned(userId: string): Promise<Quote[]> {
      return model.find({ userId }, { outbox: 0 }).sort({ createdAt: -1 }).lean<Quote[]>();
    },

    /**
     * Records an analysis outcome. Only the current attempt of a quote still analysing matches, so a redelivered
     * or stale outcome changes nothing. Returns whether it applied.
     */
    async settle(quoteId: string, userId: string, attempt: number, outcome: { status: 'complete'; result: AnalysisResult } | { status: 'failed'; failureReason: string }): Promise<boolean> {
      const res = await model.updateOne({ _id: quoteId, userId, attempt, status: 'analyzing' }, { $set: { ...outcome, settledAt: new Date() } });
      return res.modifiedCount === 1;
    },

    /** Starts the next attempt of a failed quote, with its quote.submitted in the same write. */
    async startRetry(userId: string, quoteId: string, failedAttempt: number, outbox: OutboxEntry): Promise<boolean> {
      const res = await model.updateOne(
        { _id: quoteId, userId, status: 'failed', attempt: failedAttempt },
        { $set: { status: 'analyzing', attempt: failedAttempt + 1, failureReason: '', settledAt: null, analyzingSince: new Date() }, $push: { outbox } },
      );
      return res.modifiedCount === 1;
    },
  };
}
export type QuoteStore = ReturnType<typeof quoteStore>;
