// Rate limits count one document per attempt (a failed sign-in, a reset request) rather than a shared counter:
// an insert is the one write FerretDB v1 applies exactly under concurrency, where an $inc on a counter document
// can lose counts (see docs/contributing.md).
import { Schema, type Connection } from 'mongoose';

export interface RateLimitHitDoc {
  _id: string;
  /** `${limit name}:${subject}`, the subject being an e-mail or a client IP. */
  key: string;
  /** When the attempt stops counting: its time plus the limit's window. */
  expiresAt: Date;
}

const rateLimitHitSchema = new Schema<RateLimitHitDoc>(
  {
    _id: { type: String },
    key: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export function rateLimitHitModel(db: Connection) {
  return db.model<RateLimitHitDoc>('RateLimitHit', rateLimitHitSchema, 'rate_limit_hits');
}
export type RateLimitHitModel = ReturnType<typeof rateLimitHitModel>;

export function rateLimitHitStore(model: RateLimitHitModel) {
  return {
    async record(hit: RateLimitHitDoc): Promise<void> {
      await model.create(hit);
    },
    /** Attempts under `key` that still count at `now`. */
    countLive: (key: string, now: Date) => model.countDocuments({ key, expiresAt: { $gt: now } }),
    async deleteIds(ids: string[]): Promise<void> {
      await model.deleteMany({ _id: { $in: ids } });
    },
    async deleteKey(key: string): Promise<void> {
      await model.deleteMany({ key });
    },
    async deleteExpired(now: Date): Promise<void> {
      await model.deleteMany({ expiresAt: { $lt: now } });
    },
  };
}
export type RateLimitHitStore = ReturnType<typeof rateLimitHitStore>;
