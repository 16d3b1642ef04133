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
