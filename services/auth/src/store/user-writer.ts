// Every change to an account and the events announcing it are one single-document write: the events go into the
// user document's pendingEvents in the same update. They are then moved at once to user_events, one document per
// event, which is the outbox the relay publishes from.
//
// Why the extra hop: FerretDB v1 (local runs and tests) applies an update as a read-modify-write of the whole
// document, so two updates of one document at the same moment can lose one of them (measured: a $pop and an $inc
// racing lost the $inc most of the time). If the relay removed published entries from the user document, it could
// undo a logout's session bump made while it ran. Documents in user_events are written once and then touched only
// by the relay. A crash between the change and the move leaves the events in pendingEvents, and sweep() moves them.
// An event that changes no account (a sign-in) is written straight to user_events.
import { Schema, type Connection, type UpdateQuery } from 'mongoose';
import { isDuplicateKey, outboxField, type OutboxEntry } from '@qa/platform';
import type { UserDoc, UserModel } from './users';

const userEventSchema = new Schema(
  {
    _id: { type: String }, // the event id: moving the same event twice finds it already there
    userId: { type: String, required: true },
    createdAt: { type: Date, default: () => new Date() },
    ...outboxField,
  },
  { versionKey: false },
);

const LEFT_BEHIND_AFTER_MS = 60_000;

export function userEventModel(db: Connection) {
  return db.model('UserEvent', userEventSchema, 'user_events');
}
export type UserEventModel = ReturnType<typeof userEventModel>;

export type NewUser = Omit<UserDoc, 'pendingEvents' | 'sessionVersion' | 'profileImageUrl'>;

export function userWriter({
  users,
  events,
  kickOutbox,
}: {
  users: UserModel;
  events: UserEventModel;
  kickOutbox(): void;
}) {
  async function moveEvents(user: Pick<UserDoc, '_id' | 'pendingEvents'>): Promise<void> {
    for (const entry of user.pendingEvents) {
      try {
        await events.create({ _id: entry._id, userId: user._id, outbox: [entry] });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      // Entries are pushed to the end and moved from the front; the guard keeps a repeated move from removing another.
      await users.updateOne(
        { _id: user._id, 'pendingEvents.0._id': entry._id },
        { $pop: { pendingEvents: -1 } },
      );
    }
    if (user.pendingEvents.length) kickOutbox();
  }

  return {
    /** Inserts a new account with the events announcing it; throws E11000 when the e-mail is taken. */
    async create(fields: NewUser, entries: OutboxEntry[]): Promise<UserDoc> {
      const created = await users.create({ ...fields, pendingEvents: entries });
      const user = created.toObject() as UserDoc;
      await moveEvents(user);
      return user;
    },

    /** Updates an account and records the events with it; undefined when there is no such account. */
    async update(
      userId: string,
      update: UpdateQuery<UserDoc>,
      entries: OutboxEntry[] = [],
    ): Promise<UserDoc | undefined> {
      const push = entries.length ? { $push: { pendingEvents: { $each: entries } } } : {};
      const user = await users
        .findOneAndUpdate({ _id: userId }, { ...update, ...push }, { returnDocument: 'after' })
        .lean<UserDoc>();
      if (!user) return undefined;
      await moveEvents(user);
      return user;
    },

    /** Records events that change no account (a sign-in): they go straight into the outbox. */
    async publish(userId: string, entries: OutboxEntry[]): Promise<void> {
      for (const entry of entries) await events.create({ _id: entry._id, userId, outbox: [entry] });
      kickOutbox();
    },

    /**
     * Moves events a crash left behind in user documents. Events younger than a minute are left to the request
     * that wrote them, which moves them itself before it answers.
     */
    async sweep(): Promise<void> {
      const left = await users
        .find({ 'pendingEvents.0': { $exists: true } }, { pendingEvents: 1 })
        .limit(200)
        .lean<UserDoc[]>();
      const settled = Date.now() - LEFT_BEHIND_AFTER_MS;
      for (const user of left) {
        if (Date.parse(user.pendingEvents[0].event.occurredAt) < settled) await moveEvents(user);
      }
    },

    /** Forgets events the relay has published (their outbox is empty) once they are older than the given date. */
    async prunePublished(before: Date): Promise<void> {
      await events.deleteMany({ 'outbox.0': { $exists: false }, createdAt: { $lt: before } });
    },
  };
}
export type UserWriter = ReturnType<typeof userWriter>;
