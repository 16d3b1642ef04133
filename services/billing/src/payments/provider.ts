// One interface for taking payments; PAYMENT_PROVIDER chooses the implementation (stripe or local-test).

export type Environment = 'TEST' | 'LIVE';

/** What a provider reports about a payment, whether from a verified webhook or from the local test card form. */
export type PaymentOutcome =
  | { kind: 'succeeded'; paymentId: string; userId?: string; amount: number; currency: string }
  // reportId tells two failures of one payment apart (the webhook event id), so each is recorded once.
  | { kind: 'failed'; paymentId: string; userId?: string; amount: number; reason: string; reportId: string }
  | { kind: 'refunded'; paymentId: string; userId?: string; amount: number };

export type TestCardResult = { ok: true } | { ok: false; declined: boolean; message: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'local-test';
  readonly environment: Environment;
  /** Starts a payment of the credit pack for the user. */
  createIntent(userId: string): Promise<{ id: string; clientSecret: string }>;
  /** Verifies a signed webhook and reads the outcome it reports (undefined for events that change nothing here). */
  verifyWebhook(payload: Buffer, signature: string): PaymentOutcome | undefined;
  /** The local-test provider's card form: what paying with this card number does. Only local-test has one. */
  testCard?(cardNumber: string): TestCardResult;
}
