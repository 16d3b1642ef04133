// Payments of the credit pack. A succeeded payment is its purchase entry in the ledger (the grant, with the
// payment.succeeded event); these collections hold the rest:
// - payment_intents: one document per intent created, naming the user it was created for;
// - payment_outcomes: failures and refunds, one document each (unique key), with the payment.failed event.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { isDuplicateKey, outboxField, outboxIndex, type Outbox, type OutboxEntry } from '@qa/platform';

const paymentIntentSchema = new Schema(
  {
    _id: { type: String }, // the provider's payment intent id
    userId: { type: String, required: true },
    provider: { type: String, required: true },
    environment: { type: String, enum: ['TEST', 'LIVE'], required: true },
    amount: { type: Number, required: true }, // cents
    currency: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
export type PaymentIntentRecord = InferSchemaType<typeof paymentIntentSchema> & { _id: string };

const paymentOutcomeSchema = new Schema(
  {
    _id: { type: String }, // failed:<paymentId>:<report id> | refunded:<paymentId>
    paymentId: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    outcome: { type: String, enum: ['failed', 'refunded'], required: true },
    amount: { type: Number, required: true },
    environment: { type: String, enum: ['TEST', 'LIVE'], required: true },
    reason: { type: String, default: '' },
    at: { type: Date, required: true },
    ...outboxField,
  },
  { versionKey: false },
);
paymentOutcomeSchema.index(...outboxIndex);
export type PaymentOutcomeRecord = Omit<InferSchemaType<typeof paymentOutcomeSchema>, 'outcome' | 'environment'> & {
  _id: string;
  outcome: 'failed' | 'refunded';
  environment: 'TEST' | 'LIVE';
};

export function paymentModels(db: Connection) {
  return {
    intents: db.model('PaymentIntent', paymentIntentSchema, 'payment_intents'),
    outcomes: db.model('PaymentOutcome', paymentOutcomeSchema, 'payment_outcomes'),
  };
}
export type PaymentModels = ReturnType<typeof paymentModels>;

export function paymentStore({ models, outbox }: { models: PaymentModels; outbox: Outbox }) {
  return {
    models,
    intent: (paymentId: string) => models.intents.findById(paymentId).lean<PaymentIntentRecord>(),
    /** The intent, if it was created for this user. */
    intentOf: (paymentId: string, userId: string) => models.intents.findOne({ _id: paymentId, userId }).lean<PaymentIntentRecord>(),

    /**
     * Records an intent under the provider's id, naming the user who asked for it last. Stripe never reuses an id,
     * but stripe-mock is stateless: it may answer every caller with the same fixture intent, without our metadata.
     * The upsert lets any number of users create "their" intent against it; the webhook then prefers the userId in
     * the intent's own metadata and falls back to this record.
     */
    async recordIntent({ _id, userId, ...fixed }: Omit<PaymentIntentRecord, 'createdAt'>): Promise<void> {
      const upsert = () => models.intents.updateOne({ _id }, { $set: { userId }, $setOnInsert: { ...fixed, createdAt: new Date() } }, { upsert: true });
      try {
        await upsert();
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        await upsert(); // two users created the same (stripe-mock) id at once: the record exists now, update it
      }
    },

    /** Records a failure or a refund once under its key, with its events; false if it was already on record. */
    async recordOutcome(outcome: Omit<PaymentOutcomeRecord, 'outbox'>, events: OutboxEntry[]): Promise<boolean> {
      const ticket = await outbox.expect(models.outcomes, outcome._id);
      try {
        await models.outcomes.create({ ...outcome, outbox: events });
      } catch (err) {
        await outbox.stage(models.outcomes, outcome._id, ticket);
        if (isDuplicateKey(err)) return false;
        throw err;
      }
      await outbox.stage(models.outcomes, outcome._id, ticket);
      return true;
    },

    /** A user's failures and refunds, oldest first. */
    outcomesOf: (userId: string) => models.outcomes.find({ userId }, { outbox: 0 }).sort({ at: 1 }).lean<PaymentOutcomeRecord[]>(),
  };
}
export type PaymentStore = ReturnType<typeof paymentStore>;
