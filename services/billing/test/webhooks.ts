// Stripe webhook payloads for tests, signed the way Stripe signs them.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

const stripe = new Stripe('sk_test_used_for_signing_only');

export const newPaymentId = () => `pi_${randomUUID().replace(/-/g, '').slice(0, 24)}`;

export function stripeEvent(type: string, object: Record<string, unknown>) {
  return { id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, livemode: false, created: Math.floor(Date.now() / 1000), data: { object } };
}

export function paymentIntent(id: string, fields: Record<string, unknown> = {}) {
  return { id, object: 'payment_intent', amount: 4900, currency: 'usd', metadata: {}, ...fields };
}

/** The raw body and Stripe-Signature header of a webhook delivery. */
export function signed(event: object, secret: string) {
  const payload = JSON.stringify(event);
  return { payload: Buffer.from(payload), signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
