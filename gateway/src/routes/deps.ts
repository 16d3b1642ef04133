import type { Logger } from '@qa/platform';
import type { Clients } from '../clients';
import type { GatewayConfig } from '../config';

/** What every route module gets. */
export interface RouteDeps {
  config: GatewayConfig;
  clients: Clients;
  log: Logger;
}
