// Small documents whose only job is to carry an event through the outbox when no other document changes:
// an upload refused before any quote or preview existed, and a click on the affiliate link.
import { Schema, type Connection } from 'mongoose';
import { outboxField, type OutboxEntry } from '@qa/platform';

const uploadAttemptSchema = new Schema(
  {
    _id: { type: String },
    userId: { type: String, default: '' },
    visitorId: { type: String, default: '' },
    uploadType: { type: String, enum: ['authenticated', 'anonymous'], required: true },
    reason: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    ...outboxField,
  },
  { versionKey: false },
);

const affiliateClickSchema = new Schema(
  {
    _id: { type: String },
    userId: { type: String, default: '' },
    quoteId: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    ...outboxField,
  },
  { versionKey: false },
);

export function outboxRecordModels(db: Connection) {
  return {
    uploadAttempts: db.model('UploadAttempt', uploadAttemptSchema, 'upload_attempts'),
    affiliateClicks: db.model('AffiliateClick', affiliateClickSchema, 'affiliate_clicks'),
  };
}
export type OutboxRecordModels = ReturnType<typeof outboxRecordModels>;

export function outboxRecordStore(models: OutboxRecordModels) {
  return {
    async refusedUpload(doc: { _id: string; userId: string; visitorId: string; uploadType: 'authenticated' | 'anonymous'; reason: string }, event: OutboxEntry) {
      await models.uploadAttempts.create({ ...doc, createdAt: new Date(), outbox: [event] });
    },
    async affiliateClick(doc: { _id: string; userId: string; quoteId: string }, event: OutboxEntry) {
      await models.affiliateClicks.create({ ...doc, createdAt: new Date(), outbox: [event] });
    },
  };
}
export type OutboxRecordStore = ReturnType<typeof outboxRecordStore>;
