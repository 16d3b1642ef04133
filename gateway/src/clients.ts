import { createClient, createServiceIdentity } from '@qa/platform';
import type { GatewayConfig } from './config';

export function createClients(config: GatewayConfig) {
  const options = {
    identity: createServiceIdentity('gateway', config.SERVICE_PRIVATE_KEY, config.SERVICE_PUBLIC_KEYS),
    deadlineMs: config.GRPC_DEADLINE_MS,
  };
  return {
    auth: createClient('auth', config.AUTH_GRPC_URL, options),
    quote: createClient('quote', config.QUOTE_GRPC_URL, options),
    analysis: createClient('analysis', config.ANALYSIS_GRPC_URL, options),
    billing: createClient('billing', config.BILLING_GRPC_URL, options),
    adminReporting: createClient('adminReporting', config.ADMIN_REPORTING_GRPC_URL, options),
  };
}
export type Clients = ReturnType<typeof createClients>;
