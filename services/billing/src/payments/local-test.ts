// The local-test provider: payments for machines with no Stripe account or no network. An intent is only a
// record here; the test card form (ConfirmTestPayment) completes it through the same path as a verified webhook.
// Every payment it takes is TEST. Production refuses to start with it (service.ts).
import { randomBytes } from 'node:crypto';
import { AppError } from '@qa/platform';
import type { PaymentProvider, TestCardResult } from './provider';

const random = () => randomBytes(12).toString('hex');

const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

export function localTestProvider(): PaymentProvider {
  return {
    name: 'local-test',
    environment: 'TEST',
    async createIntent() {
      const id = `pi_test_${random()}`;
      return { id, clientSecret: `${id}_secret_${random()}` };
    },
    verifyWebhook() {
      throw new AppError('invalid_argument', 'Payment webhooks are not accepted with PAYMENT_PROVIDER=local-test');
    },
    testCard(cardNumber: string): TestCardResult {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (digits === TEST_CARDS.succeeds) return { ok: true };
      if (digits === TEST_CARDS.declined) return { ok: false, declined: true, message: 'Your card was declined.' };
      return { ok: false, declined: false, message: 'Your card number is invalid.' };
    },
  };
}
