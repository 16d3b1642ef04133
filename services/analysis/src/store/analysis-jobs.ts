// One document per analysis attempt of a quote. The result and the event announcing it (analysis.completed or
// analysis.failed, in the job's outbox) are written in one single-document update, then staged.
import { Schema, type Connection } from 'mongoose';
import { outboxField, outboxIndex } from '@qa/platform';

const analysisJobSchema = new Schema(
  {
    _id: { type: String }, // `${quoteId}:${attempt}`: a redelivered quote.submitted finds the same job
    quoteId: { type: String, required: true, index: true },
    userId: { type: String, required: true },
    attempt: { type: Number, required: true },
    status: { type: String, enum: ['running', 'completed', 'failed'], required: true },
    // How many deliveries began this job; one that is still running when the next begins died with its process.
    starts: { type: Number, default: 0 },
    result: { type: Schema.Types.Mixed },
    error: String,
    durationMs: Number,
    startedAt: { type: Date, default: () => new Date() },
    finishedAt: Date,
    ...outboxField,
  },
  { versionKey: false },
);
analysisJobSchema.index(...outboxIndex);

export function analysisJobModel(db: Connection) {
  return db.model('AnalysisJob', analysisJobSchema, 'analysis_jobs');
}
export type AnalysisJobModel = ReturnType<typeof analysisJobModel>;
