// One document per upload attempt (quote.upload_recorded, keyed by uploadId): the activity log, and the
// anonymous uploads the conversion funnel starts from.
import { Schema, type Connection } from 'mongoose';

const uploadSchema = new Schema(
  {
    _id: { type: String }, // uploadId
    userId: String,
    userEmail: String, // as recorded at upload time; the users read model's e-mail is preferred when shown
    uploadType: { type: String, enum: ['authenticated', 'anonymous'], required: true },
    projectType: String,
    fileCount: Number,
    totalSize: Number,
    success: Boolean,
    reason: String,
    ip: String,
    visitorId: String,
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
uploadSchema.index({ at: -1 });
uploadSchema.index({ uploadType: 1, at: -1 });

export interface UploadDoc {
  _id: string;
  userId: string;
  userEmail: string;
  uploadType: 'authenticated' | 'anonymous';
  projectType: string;
  fileCount: number;
  totalSize: number;
  success: boolean;
  reason: string;
  ip: string;
  visitorId: string;
  at: Date;
}

export type UploadFilter = 'all' | 'authenticated' | 'anonymous';

export function uploadsStore(db: Connection) {
  const model = db.model('Upload', uploadSchema, 'uploads');
  return {
    model,
    async record(upload: UploadDoc) {
      await model.updateOne({ _id: upload._id }, { $setOnInsert: upload }, { upsert: true });
    },
    /** Newest first. */
    latest(filter: UploadFilter, limit: number) {
      return model
        .find(filter === 'all' ? {} : { uploadType: filter })
        .sort({ at: -1, _id: -1 })
        .limit(limit)
        .lean<UploadDoc[]>();
    },
    /** Every signed-in upload attempt's user and time, streamed (last activity). */
    times() {
      return model.find({ uploadType: 'authenticated' }, { userId: 1, at: 1 }).lean<Pick<UploadDoc, 'userId' | 'at'>>().cursor();
    },
    /** Successful anonymous uploads since a date, oldest first. */
    anonymousSince(since: Date) {
      return model
        .find({ uploadType: 'anonymous', success: true, at: { $gte: since } }, { visitorId: 1, at: 1 })
        .sort({ at: 1 })
        .lean<Array<Pick<UploadDoc, '_id' | 'visitorId' | 'at'>>>();
    },
  };
}
export type UploadsStore = ReturnType<typeof uploadsStore>;
