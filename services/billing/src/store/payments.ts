// Payments of the credit pack. A succeeded payment is its purchase entry in the ledger (the grant, with the
// payment.succeeded event); these collections hold the rest:
// - payment_intents: one document per intent created, naming the user it was created for;
// - payment_outcomes: failures and refunds, one document each (unique key), with the payment.failed event.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { outboxField, outboxIndex } from '@qa/platform';

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

export function outcomesOf(models: PaymentModels, userId: string) {
  return models.outcomes.find({ userId }, { outbox: 0 }).sort({ at: 1 }).lean<PaymentOutcomeRecord[]>();
}
