// Where each gRPC service's contract lives and the typed handles for it (types generated from proto/).
import type { AuthServiceHandlers } from './grpc/qa/auth/AuthService';
import type { AuthServiceClient } from './grpc/qa/auth/AuthService';
import type { QuoteServiceHandlers, QuoteServiceClient } from './grpc/qa/quote/QuoteService';
import type { AnalysisServiceHandlers, AnalysisServiceClient } from './grpc/qa/analysis/AnalysisService';
import type { BillingServiceHandlers, BillingServiceClient } from './grpc/qa/billing/BillingService';
import type {
  AdminReportingServiceHandlers,
  AdminReportingServiceClient,
} from './grpc/qa/admin/AdminReportingService';

export const serviceDefinitions = {
  auth: { protoFile: 'auth.proto', service: 'qa.auth.AuthService' },
  quote: { protoFile: 'quote.proto', service: 'qa.quote.QuoteService' },
  analysis: { protoFile: 'analysis.proto', service: 'qa.analysis.AnalysisService' },
  billing: { protoFile: 'billing.proto', service: 'qa.billing.BillingService' },
  adminReporting: { protoFile: 'admin.proto', service: 'qa.admin.AdminReportingService' },
} as const;
export type ServiceName = keyof typeof serviceDefinitions;

export interface ServiceTypes {
  auth: { handlers: AuthServiceHandlers; client: AuthServiceClient };
  quote: { handlers: QuoteServiceHandlers; client: QuoteServiceClient };
  analysis: { handlers: AnalysisServiceHandlers; client: AnalysisServiceClient };
  billing: { handlers: BillingServiceHandlers; client: BillingServiceClient };
  adminReporting: { handlers: AdminReportingServiceHandlers; client: AdminReportingServiceClient };
}
