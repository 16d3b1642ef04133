// The Stripe provider: PaymentIntents through the `stripe` client, outcomes from signed webhooks only.
// STRIPE_API_URL points the client at a Stripe-compatible server (stripe-mock in tests); empty means Stripe.
import Stripe from 'stripe';
import { AppError, type Logger } from '@qa/platform';
import { CREDIT_PACK } from '@qa/contracts';
import type { PaymentOutcome, PaymentProvider } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

function clientOptions(apiUrl: string): ConstructorParameters<typeof Stripe>[1] {
  if (!apiUrl) return { maxNetworkRetries: 2 };
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol, maxNetworkRetries: 2 };
}

export function stripeProvider(settings: StripeSettings, log: Logger): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl));
  return {
    name: 'stripe',
    // Test-mode keys take test payments (TEST in the admin transactions); live keys take real money.
    environment: /^(sk|rk)_test_/.test(settings.secretKey) ? 'TEST' : 'LIVE',

    async createIntent(userId) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create({
          amount: CREDIT_PACK.amountCents,
          currency: CREDIT_PACK.currency,
          // Card only. (Stripe's API version pinned by this client, 2026-10-28, names it allowed_payment_method_types;
          // older versions called it payment_method_types.)
          allowed_payment_method_types: ['card'],
          metadata: { userId },
        });
      } catch (err) {
        log.error({ err }, 'Stripe refused to create a payment intent');
        throw new AppError('unavailable', 'Payment could not be started. Please try again.');
      }
      if (!intent.client_secret) throw new Error(`payment intent ${intent.id} came back without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    verifyWebhook(payload, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      } catch {
        throw new AppError('invalid_argument', 'Invalid webhook signature');
      }
      return outcomeOf(event);
    },
  };
}

function outcomeOf(event: Stripe.Event): PaymentOutcome | undefined {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return { kind: 'succeeded', paymentId: intent.id, userId: intent.metadata?.userId, amount: intent.amount, currency: intent.currency };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const reason = intent.last_payment_error?.message ?? 'Payment failed';
      return { kind: 'failed', paymentId: intent.id, userId: intent.metadata?.userId, amount: intent.amount, reason, reportId: event.id };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      // A partial refund leaves the pack bought; only a full refund counts as one here.
      if (!paymentId || !charge.refunded) return undefined;
      return { kind: 'refunded', paymentId, userId: charge.metadata?.userId, amount: charge.amount };
    }
    default:
      return undefined;
  }
}
