// One document per account. The e-mail is stored trimmed and lower-cased under a unique index, so two accounts
// can never share an address whatever the casing it was typed in.
import { Schema, type Connection } from 'mongoose';
import { outboxField, outboxIndex, type OutboxEntry } from '@qa/platform';

export type Role = 'user' | 'admin';

export interface UserDoc {
  _id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string;
  role: Role;
  /** Sessions carry the version they were issued under; bumping it revokes every older session. */
  sessionVersion: number;
  createdAt: Date;
  passwordChangedAt?: Date;
  /** Events announcing this document's latest changes, until they are staged (see user-writer.ts). */
  outbox: OutboxEntry[];
}

const userSchema = new Schema<UserDoc>(
  {
    _id: { type: String },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    profileImageUrl: { type: String, default: '' },
    role: { type: String, enum: ['user', 'admin'], default: 'user' },
    sessionVersion: { type: Number, default: 1 },
    createdAt: { type: Date, default: () => new Date() },
    passwordChangedAt: Date,
    ...outboxField,
  },
  { versionKey: false },
);
userSchema.index(...outboxIndex);

export function userModel(db: Connection) {
  return db.model<UserDoc>('User', userSchema, 'users');
}
export type UserModel = ReturnType<typeof userModel>;

/** Reading accounts (changes go through user-writer.ts, with their events). */
export function userStore(model: UserModel) {
  return {
    model,
    /** By the normalised e-mail. */
    findByEmail: (email: string) => model.findOne({ email }).lean<UserDoc>(),
    findById: (userId: string) => model.findById(userId).lean<UserDoc>(),
  };
}
export type UserStore = ReturnType<typeof userStore>;
