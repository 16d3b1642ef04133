// One document per user: who they are (user.registered), their role and the visitor cookie they registered from
// (conversion funnel). Only user-events write it, keyed by userId, so one partition's consumer applies them in
// order; uploads, spend and last activity are computed from their own collections.
import { Schema, type Connection } from 'mongoose';

const userSchema = new Schema(
  {
    _id: { type: String }, // userId
    email: String,
    firstName: String,
    lastName: String,
    // Set by user.registered; a role change may create the document first, and a user without createdAt is
    // not listed until the registration arrives.
    createdAt: { type: Date, index: true },
    role: String,
    visitorId: { type: String, index: true },
  },
  { versionKey: false },
);

export interface UserDoc {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  role?: string;
  visitorId?: string;
}

const registered = { createdAt: { $exists: true } };

export function usersStore(db: Connection) {
  const model = db.model('User', userSchema, 'users');

  return {
    model,

    async register(user: { userId: string; email: string; firstName: string; lastName: string; createdAt: Date; visitorId: string }) {
      await model.updateOne(
        { _id: user.userId },
        {
          $set: { email: user.email, firstName: user.firstName, lastName: user.lastName, createdAt: user.createdAt, visitorId: user.visitorId },
          $setOnInsert: { role: 'user' },
        },
        { upsert: true },
      );
    },

    async setRole(userId: string, role: string) {
      await model.updateOne({ _id: userId }, { $set: { role } }, { upsert: true });
    },

    /** Registered users whose first name, last name or e-mail contains every word of the search (any case). */
    search(text: string) {
      const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 5);
      const filter = words.length
        ? { ...registered, $and: words.map((w) => ({ $or: ['firstName', 'lastName', 'email'].map((field) => ({ [field]: { $regex: escapeRegex(w), $options: 'i' } })) })) }
        : registered;
      return model.find(filter).lean<UserDoc[]>();
    },

    byIds(ids: string[]) {
      return model.find({ _id: { $in: [...new Set(ids)] } }).lean<UserDoc[]>();
    },

    byVisitors(visitorIds: string[]) {
      return model.find({ ...registered, visitorId: { $in: visitorIds } }).lean<UserDoc[]>();
    },

    countRegistered(since = new Date(0)) {
      return model.countDocuments({ createdAt: { $gte: since } });
    },
  };
}
export type UsersStore = ReturnType<typeof usersStore>;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
