// Password-reset tokens, stored only as the SHA-256 hash of the token the e-mail carries: whoever reads the
// database cannot use them. A token is used up by deleting its document (a delete is counted exactly once, even
// when two requests race), and the user's other tokens go with it.
import { Schema, type Connection } from 'mongoose';

export interface ResetTokenDoc {
  _id: string; // sha256(token), hex
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}

const resetTokenSchema = new Schema<ResetTokenDoc>(
  {
    _id: { type: String },
    userId: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export function resetTokenModel(db: Connection) {
  return db.model<ResetTokenDoc>('ResetToken', resetTokenSchema, 'password_reset_tokens');
}
export type ResetTokenModel = ReturnType<typeof resetTokenModel>;

/** Tokens by their hash; the domain hashes (domain/password-reset.ts). */
export function resetTokenStore(model: ResetTokenModel) {
  return {
    async insert(token: Omit<ResetTokenDoc, 'createdAt'>): Promise<void> {
      await model.create(token);
    },
    /** The token if it has not expired by `now`. */
    findValid: (hash: string, now: Date) => model.findOne({ _id: hash, expiresAt: { $gt: now } }).lean<ResetTokenDoc>(),
    /** Deletes the token; true for the one caller that did (of two racing, the other gets false). */
    async useUp(hash: string): Promise<boolean> {
      return (await model.deleteOne({ _id: hash })).deletedCount === 1;
    },
    async deleteForUser(userId: string): Promise<void> {
      await model.deleteMany({ userId });
    },
    async deleteExpired(now: Date): Promise<void> {
      await model.deleteMany({ expiresAt: { $lt: now } });
    },
  };
}
export type ResetTokenStore = ReturnType<typeof resetTokenStore>;
