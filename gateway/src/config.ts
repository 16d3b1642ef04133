import { z } from 'zod';
import { bindHostShape, loadConfig, secret, serviceIdentityShape } from '@qa/platform';

export const gatewayConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The internal port of /healthz, /readyz and /metrics (never the public PORT), on BIND_HOST. */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(9100),
  ...bindHostShape,
  JWT_SECRET: secret('dev-only-jwt-secret-change-me'),
  /** Where the built web app is; empty to serve only the API (production serves web from its own image). */
  WEB_DIST: z.string().default(''),
  PAYMENT_PROVIDER: z.enum(['stripe', 'local-test']).default('local-test'),
  STRIPE_PUBLISHABLE_KEY: z.string().default('pk_test_local'),
  AFFILIATE_URL: z.string().url().default('https://www.angi.com/'),
  WEEKLY_FREE_CREDITS: z.coerce.number().int().min(0).default(3),
  /** How many proxies sit in front of the gateway (for the client IP); 1 behind the ingress. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  MAX_FILE_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  MAX_FILES: z.coerce.number().int().positive().default(10),
  /** The local supervisor's state file (npm start writes it), so /healthz can tell a restarting service from a dead one. */
  SUPERVISOR_STATE_FILE: z.string().default(''),
  ...serviceIdentityShape,
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(gatewayConfigShape, env);
  if (config.APP_ENV === 'production' && config.PAYMENT_PROVIDER === 'local-test') {
    throw new Error('invalid configuration: PAYMENT_PROVIDER: local-test is not allowed in production');
  }
  return config;
}
export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
