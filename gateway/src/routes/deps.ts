import type { Logger } from '@qa/platform';
import type { Clients } from '../clients';
import type { GatewayConfig } from '../config';
import type { SessionChecks } from '../http/session-checks';

/** What every route module gets. */
export interface RouteDeps {
  config: GatewayConfig;
  clients: Clients;
  log: Logger;
  /** Whether a session is current (remembered for a moment; session-checks.ts). */
  sessions: SessionChecks;
}
