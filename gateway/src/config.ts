import { z } from 'zod';
import {
  affiliateUrlShape,
  bindHostShape,
  loadConfig,
  paymentProviderShape,
  serviceIdentityShape,
  sessionSecretShape,
  uploadLimitsShape,
  weeklyFreeCreditsShape,
} from '@qa/platform';

export const gatewayConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The internal port of /healthz, /readyz and /metrics (never the public PORT), on BIND_HOST. */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(9100),
  ...bindHostShape,
  ...sessionSecretShape,
  /** Where the built web app is; empty to serve only the API (production serves web from its own image). */
  WEB_DIST: z.string().default(''),
  ...paymentProviderShape,
  STRIPE_PUBLISHABLE_KEY: z.string().default('pk_test_local'),
  ...affiliateUrlShape,
  ...weeklyFreeCreditsShape,
  /** How many proxies sit in front of the gateway (for the client IP); 1 behind the ingress. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  ...uploadLimitsShape,
  /** The local supervisor's state file (npm start writes it), so /healthz can tell a restarting service from a dead one. */
  SUPERVISOR_STATE_FILE: z.string().default(''),
  ...serviceIdentityShape,
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(gatewayConfigShape, env);
}
export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
