// Credits and payments: thin routes over the billing service, which decides everything.
import express, { Router } from 'express';
import { AppError } from '@qa/platform';
import { requireUser } from '../http/session';
import { route } from '../http/errors';
import type { RouteDeps } from './deps';

const WEBHOOK_MAX_BYTES = 512 * 1024;

function text(value: unknown, name: string, max = 100): string {
  if (typeof value !== 'string' || !value.trim() || value.length > max) throw new AppError('invalid_argument', `${name} is required`);
  return value.trim();
}

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
      const paymentIntentId = text(req.body?.paymentIntentId, 'paymentIntentId');
      const cardNumber = text(req.body?.cardNumber, 'cardNumber', 40);
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
