import { createClient } from '@qa/platform';
import type { GatewayConfig } from './config';

export function createClients(config: GatewayConfig) {
  const deadline = config.GRPC_DEADLINE_MS;
  return {
    auth: createClient('auth', config.AUTH_GRPC_URL, deadline),
    quote: createClient('quote', config.QUOTE_GRPC_URL, deadline),
    analysis: createClient('analysis', config.ANALYSIS_GRPC_URL, deadline),
    billing: createClient('billing', config.BILLING_GRPC_URL, deadline),
    adminReporting: createClient('adminReporting', config.ADMIN_REPORTING_GRPC_URL, deadline),
  };
}
export type Clients = ReturnType<typeof createClients>;
