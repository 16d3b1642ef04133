// Anonymous previews: the analysis of a visitor's one free upload, kept on the server under a preview id until the
// visitor signs up and saves it. The browser only ever holds the preview id and a withheld summary.
import { Schema, type Connection } from 'mongoose';
import { outboxField, outboxIndex, type OutboxEntry } from '@qa/platform';
import type { AnalysisResult } from '@qa/contracts';
import type { StoredFile } from './quotes';

export interface Preview {
  _id: string;
  visitorId: string;
  ip: string;
  projectType: string;
  contractorName: string;
  files: StoredFile[];
  totalSize: number;
  status: 'complete' | 'failed';
  result: AnalysisResult | null;
  failureReason: string;
  /** The user who saved it, and the quote it became ('' until then). */
  claimedBy: string;
  quoteId: string;
  createdAt: Date;
}

const previewSchema = new Schema(
  {
    _id: { type: String },
    visitorId: { type: String, required: true, index: true },
    ip: { type: String, default: '' },
    projectType: { type: String, required: true },
    contractorName: { type: String, required: true },
    files: { type: [new Schema({ objectKey: String, fileName: String, mimeType: String, size: Number }, { _id: false })], default: [] },
    totalSize: { type: Number, default: 0 },
    status: { type: String, enum: ['complete', 'failed'], required: true },
    result: { type: Schema.Types.Mixed, default: null },
    failureReason: { type: String, default: '' },
    claimedBy: { type: String, default: '' },
    quoteId: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    claimedAt: { type: Date, default: null },
    ...outboxField,
  },
  { versionKey: false },
);
previewSchema.index(...outboxIndex);

export function previewModel(db: Connection) {
  return db.model('Preview', previewSchema, 'previews');
}
export type PreviewModel = ReturnType<typeof previewModel>;

export function previewStore(model: PreviewModel) {
  return {
    model,

    async insert(preview: Preview, outbox: OutboxEntry[]): Promise<void> {
      await model.create({ ...preview, outbox });
    },

    /** A complete preview, if it was made by this visitor. */
    async findForVisitor(previewId: string, visitorId: string): Promise<Preview | null> {
      return model.findOne({ _id: previewId, visitorId, status: 'complete' }, { outbox: 0 }).lean<Preview>();
    },

    /** Notes who saved the preview (the quote with the preview's id is what makes the claim). */
    async markClaimed(previewId: string, userId: string): Promise<void> {
      await model.updateOne({ _id: previewId, claimedBy: '' }, { $set: { claimedBy: userId, quoteId: previewId, claimedAt: new Date() } });
    },
  };
}
export type PreviewStore = ReturnType<typeof previewStore>;
