// GET /api/config: the public settings the web app needs (never secrets).
import { Router } from 'express';
import type { RouteDeps } from './deps';

export function configRoutes({ config }: RouteDeps): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    res.json({
      paymentProvider: config.PAYMENT_PROVIDER,
      stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY,
      affiliateUrl: config.AFFILIATE_URL,
      weeklyFreeCredits: config.WEEKLY_FREE_CREDITS,
    });
  });
  return router;
}
