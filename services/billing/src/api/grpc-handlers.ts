import type { ServiceTypes } from '@qa/contracts';
import { AppError, unary, type Logger } from '@qa/platform';
import type { CreditAccounts } from '../domain/credit-accounts';
import type { Reservations } from '../domain/reservations';
import type { Payments } from '../domain/payments';

function required(value: string, name: string): string {
  if (!value) throw new AppError('invalid_argument', `${name} is required`);
  return value;
}

export function grpcHandlers(deps: { credits: CreditAccounts; reservations: Reservations; payments: Payments; log: Logger }): ServiceTypes['billing']['handlers'] {
  const { credits, reservations, payments, log } = deps;
  return {
    GetUsage: unary(log, async (req) => credits.usage(required(req.userId, 'userId'))),
    ReserveCredit: unary(log, async (req) =>
      // attempt 0 (not sent) is the first attempt
      reservations.reserve(required(req.userId, 'userId'), required(req.quoteId, 'quoteId'), Math.max(1, req.attempt)),
    ),
    CreatePaymentIntent: unary(log, async (req) => payments.createIntent(required(req.userId, 'userId'))),
    ListPurchases: unary(log, async (req) => payments.listPurchases(required(req.userId, 'userId'))),
    HandlePaymentWebhook: unary(log, async (req) => payments.handleWebhook(Buffer.from(req.payload), req.signature)),
    ConfirmTestPayment: unary(log, async (req) =>
      payments.confirmTestPayment(required(req.userId, 'userId'), required(req.paymentIntentId, 'paymentIntentId'), req.cardNumber),
    ),
  };
}
