// Public runtime configuration served by the gateway (GET /api/config): the web app keeps no copy of these settings.
import { useQuery } from '@tanstack/react-query';

export interface UploadFormat {
  /** What to call it: "PDF". */
  label: string;
  /** Lower-case, with the dot. */
  extensions: string[];
  /** The Content-Types a file of this format may declare. */
  declaredTypes: string[];
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  formats: UploadFormat[];
}

export interface AppConfig {
  paymentProvider: 'stripe' | 'local-test';
  stripePublishableKey?: string;
  affiliateUrl?: string;
  weeklyFreeCredits?: number;
  uploads: UploadLimits;
  creditPack: { credits: number; priceCents: number; currency: string };
}

export const appConfigQueryKey = ['/api/config'] as const;

export function useAppConfig() {
  return useQuery<AppConfig | null>({ queryKey: appConfigQueryKey, staleTime: Infinity });
}
