// GET /api/config: the public settings the web app needs (never secrets), so it keeps no copy of its own: which card
// form to show, where to send homeowners for more quotes, what an upload may hold and what the credit pack costs.
import { Router } from 'express';
import { CREDIT_PACK, uploadFormats } from '@qa/contracts';
import type { RouteDeps } from './deps';

export function configRoutes({ config }: RouteDeps): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    res.json({
      paymentProvider: config.PAYMENT_PROVIDER,
      stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY,
      affiliateUrl: config.AFFILIATE_URL,
      weeklyFreeCredits: config.WEEKLY_FREE_CREDITS,
      uploads: { maxFileBytes: config.MAX_FILE_BYTES, maxFiles: config.MAX_FILES, formats: uploadFormats },
      creditPack: { credits: CREDIT_PACK.credits, priceCents: CREDIT_PACK.amountCents, currency: CREDIT_PACK.currency },
    });
  });
  return router;
}
