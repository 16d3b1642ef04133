// Every change to an account and the events announcing it are one single-document write: the events go into the
// user document's outbox in the same update, and the platform's outbox stages them right after (see
// packages/platform/src/outbox.ts). An event that changes no account (a sign-in) goes straight to the outbox.
import type { UpdateQuery } from 'mongoose';
import type { Outbox, OutboxEntry } from '@qa/platform';
import type { Role, UserDoc, UserModel } from './users';

export type NewUser = Omit<UserDoc, 'outbox' | 'sessionVersion' | 'profileImageUrl'>;

export function userWriter({ users, outbox }: { users: UserModel; outbox: Outbox }) {
  /** Updates an account and records the events with it; undefined when there is no such account. */
  async function update(userId: string, change: UpdateQuery<UserDoc>, entries: OutboxEntry[] = []): Promise<UserDoc | undefined> {
    const push = entries.length ? { $push: { outbox: { $each: entries } } } : {};
    const ticket = entries.length ? await outbox.expect(users, userId) : undefined;
    const user = await users.findOneAndUpdate({ _id: userId }, { ...change, ...push }, { returnDocument: 'after' }).lean<UserDoc>();
    if (ticket) await outbox.stage(users, userId, ticket);
    return user ?? undefined;
  }

  return {
    /** Inserts a new account with the events announcing it; throws E11000 when the e-mail is taken. */
    async create(fields: NewUser, entries: OutboxEntry[]): Promise<UserDoc> {
      const ticket = await outbox.expect(users, fields._id);
      const user = (await users.create({ ...fields, outbox: entries })).toObject() as UserDoc;
      await outbox.stage(users, user._id, ticket);
      return user;
    },

    /** The account's changes, each undefined when there is no such account. */
    setRole: (userId: string, role: Role, entries: OutboxEntry[]) => update(userId, { $set: { role } }, entries),

    /** Every session issued before now stops working (sessions carry the version they were issued under). */
    revokeSessions: (userId: string) => update(userId, { $inc: { sessionVersion: 1 } }),

    /** A new password, which also revokes every older session. */
    setPassword: (userId: string, passwordHash: string, entries: OutboxEntry[]) =>
      update(userId, { $set: { passwordHash, passwordChangedAt: new Date() }, $inc: { sessionVersion: 1 } }, entries),

    /** Records events that change no account (a sign-in). */
    async publish(entries: OutboxEntry[]): Promise<void> {
      await outbox.add(entries);
    },
  };
}
export type UserWriter = ReturnType<typeof userWriter>;
