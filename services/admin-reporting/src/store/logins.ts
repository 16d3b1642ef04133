// One document per sign-in (keyed by the event id): which account signed in from which visitor cookie, and when.
// The funnel uses them to find visitors who signed in to an existing account after an anonymous upload.
import { Schema, type Connection } from 'mongoose';

const loginSchema = new Schema(
  {
    _id: { type: String }, // event id
    userId: { type: String, required: true },
    visitorId: { type: String, index: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export interface LoginDoc {
  _id: string;
  userId: string;
  visitorId: string;
  at: Date;
}

export function loginsStore(db: Connection) {
  const model = db.model('Login', loginSchema, 'logins');
  return {
    model,
    async record(login: LoginDoc) {
      await model.updateOne({ _id: login._id }, { $setOnInsert: login }, { upsert: true });
    },
    byVisitors(visitorIds: string[]) {
      return model.find({ visitorId: { $in: visitorIds } }).lean<LoginDoc[]>();
    },
    /** Every sign-in's user and time, streamed (last activity). */
    times() {
      return model.find({}, { userId: 1, at: 1 }).lean<Pick<LoginDoc, 'userId' | 'at'>>().cursor();
    },
  };
}
export type LoginsStore = ReturnType<typeof loginsStore>;
