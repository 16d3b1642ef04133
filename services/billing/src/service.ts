// The billing service: the credit ledger (sign-up and weekly free credits, reservations for analyses) and
// payments for the credit pack through one provider interface (stripe, or local-test where there is no Stripe).
import { z } from 'zod';
import { paymentProviderShape, reservationTimeoutShape, secret, weeklyFreeCreditsShape, type ServiceDefinition } from '@qa/platform';
import { ledgerModel, ledgerStore } from './store/ledger';
import { paymentModels, paymentStore } from './store/payments';
import { ledgerWriter } from './store/ledger-writer';
import { creditAccounts } from './domain/credit-accounts';
import { reservations as reservationUseCases } from './domain/reservations';
import { payments as paymentUseCases } from './domain/payments';
import { sweeper } from './domain/sweeper';
import { stripeProvider } from './payments/stripe';
import { localTestProvider } from './payments/local-test';
import { grpcHandlers } from './api/grpc-handlers';
import { subscribe } from './api/event-handlers';
import { creditsGranted } from './api/metrics';

const config = {
  ...paymentProviderShape,
  STRIPE_SECRET_KEY: secret('sk_test_localDevelopmentOnly'),
  STRIPE_WEBHOOK_SECRET: secret('whsec_local_development_only'),
  /** A Stripe-compatible server (stripe-mock in tests); empty for Stripe itself. */
  STRIPE_API_URL: z.union([z.literal(''), z.string().url()]).default(''),
  ...weeklyFreeCreditsShape,
  ...reservationTimeoutShape,
  SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
};

export const billingService: ServiceDefinition<'billing', typeof config> = {
  name: 'billing',
  grpc: 'billing',
  defaultGrpcPort: 7054,
  defaultHealthPort: 9104,
  config,
  async setup({ config, db, bus, log, outbox }) {
    const ledger = ledgerStore(ledgerModel(db));
    const records = paymentStore({ models: paymentModels(db), outbox });
    const writer = ledgerWriter({ ledger: ledger.model, bus, outbox, onGranted: (reason, credits) => creditsGranted.inc({ reason }, credits) });
    const credits = creditAccounts({ writer, weeklyLevel: config.WEEKLY_FREE_CREDITS });
    const reservations = reservationUseCases({ writer, ledger, credits, log });
    const provider =
      config.PAYMENT_PROVIDER === 'stripe'
        ? stripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiUrl: config.STRIPE_API_URL }, log)
        : localTestProvider();
    const payments = paymentUseCases({ provider, records, ledger, writer, credits, bus, log });
    subscribe(bus, { credits, reservations });
    const sweep = sweeper({ ledger, reservations, intervalMs: config.SWEEP_INTERVAL_MS, reservationTimeoutMs: config.RESERVATION_TIMEOUT_MS, log });
    return {
      handlers: grpcHandlers({ credits, reservations, payments, log }),
      outboxModels: [ledger.model, records.models.outcomes],
      start: () => sweep.start(),
      stop: () => sweep.stop(),
    };
  },
};
