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
