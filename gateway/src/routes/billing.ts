// Credits and payments: thin routes over the billing service, which decides everything.
import express, { Router } from 'express';
import { AppError } from '@qa/platform';
import { requireUser } from '../http/session';
import { route } from '../http/errors';
import { parseBody } from '../http/validate';
import { TestPaymentBody } from '../contract/schemas';
import type { RouteDeps } from './deps';

const WEBHOOK_MAX_BYTES = 512 * 1024;

export function billingRoutes({ clients }: RouteDeps): Router {
  const router = Router();
  const billing = clients.billing.call;

  router.get(
    '/usage',
    requireUser,
    route(async (req, res) => {
      const usage = await billing.GetUsage({ userId: req.session!.sub });
      res.json({
        analysisCredits: usage.analysisCredits,
        canAnalyze: usage.canAnalyze,
        nextFreeCreditsAt: usage.nextFreeCreditsAt,
        weeklyFreeCredits: usage.weeklyFreeCredits,
      });
    }),
  );

  router.get(
    '/purchases',
    requireUser,
    route(async (req, res) => {
      const { purchases } = await billing.ListPurchases({ userId: req.session!.sub });
      res.json(purchases);
    }),
  );

  router.post(
    '/create-payment-intent',
    requireUser,
    route(async (req, res) => {
      const intent = await billing.CreatePaymentIntent({ userId: req.session!.sub });
      res.json({ clientSecret: intent.clientSecret, paymentIntentId: intent.paymentIntentId, provider: intent.provider });
    }),
  );

  router.post(
    '/payments/test/confirm',
    requireUser,
    route(async (req, res) => {
      const { paymentIntentId, cardNumber } = parseBody(TestPaymentBody, req);
      const reply = await billing.ConfirmTestPayment({ userId: req.session!.sub, paymentIntentId, cardNumber });
      res.json({ status: reply.status, message: reply.message });
    }),
  );

  // Stripe signs the exact bytes it sent, so this route reads the raw body (app.ts skips the JSON parser here).
  router.post(
    '/webhooks/stripe',
    express.raw({ type: () => true, limit: WEBHOOK_MAX_BYTES }),
    route(async (req, res) => {
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new AppError('invalid_argument', 'Invalid webhook signature');
      await billing.HandlePaymentWebhook({ payload: req.body, signature });
      res.json({ received: true });
    }),
  );

  return router;
}
