// What limits anonymous previews: an allowance document per visitor (the qa_visitor cookie) while their one
// preview is in use, and one slot document per preview per client IP and day. Both are taken by inserting a
// document whose _id says what it is, so the unique index decides races: FerretDB v1 applies a conditional update
// as read-then-write, which two concurrent callers can both pass, but never inserts the same _id twice.
import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '@qa/platform';

const allowanceSchema = new Schema(
  {
    _id: { type: String }, // the visitor id
    previewId: { type: String, required: true },
    takenAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const ipSlotSchema = new Schema(
  {
    _id: { type: String }, // `${day}|${ip}|${n}`
    day: { type: String, required: true },
    ip: { type: String, required: true },
  },
  { versionKey: false },
);
ipSlotSchema.index({ day: 1, ip: 1 });

export function anonymousLimitModels(db: Connection) {
  return {
    allowances: db.model('VisitorAllowance', allowanceSchema, 'visitor_allowances'),
    ipSlots: db.model('IpSlot', ipSlotSchema, 'anonymous_ip_slots'),
  };
}

async function inserted(create: () => Promise<unknown>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

export function anonymousLimitStore(models: ReturnType<typeof anonymousLimitModels>) {
  const { allowances, ipSlots } = models;
  const ipCount = (ip: string, day: string) => ipSlots.countDocuments({ day, ip });
  return {
    async visitorHasUsed(visitorId: string): Promise<boolean> {
      return (await allowances.exists({ _id: visitorId })) !== null;
    },

    /** Takes the visitor's one preview; false when it is already taken. */
    takeVisitor(visitorId: string, previewId: string): Promise<boolean> {
      return inserted(() => allowances.create({ _id: visitorId, previewId, takenAt: new Date() }));
    },

    /** Gives the visitor their preview back (its analysis failed, so it did not count). */
    async releaseVisitor(visitorId: string, previewId: string): Promise<void> {
      await allowances.deleteOne({ _id: visitorId, previewId });
    },

    ipCount,

    /** Counts one preview for the IP on that day; false when the day's slots are all taken. */
    async takeIpSlot(ip: string, day: string, limit: number): Promise<boolean> {
      for (let n = (await ipCount(ip, day)) + 1; n <= limit; n++) {
        if (await inserted(() => ipSlots.create({ _id: `${day}|${ip}|${n}`, day, ip }))) return true;
      }
      return false;
    },
  };
}
export type AnonymousLimitStore = ReturnType<typeof anonymousLimitStore>;
