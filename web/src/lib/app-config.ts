// Public runtime configuration served by the gateway (GET /api/config).
import { useQuery } from '@tanstack/react-query';

export interface AppConfig {
  paymentProvider: 'stripe' | 'local-test';
  stripePublishableKey?: string;
  affiliateUrl?: string;
  weeklyFreeCredits?: number;
}

export const appConfigQueryKey = ['/api/config'] as const;

export function useAppConfig() {
  return useQuery<AppConfig | null>({ queryKey: appConfigQueryKey, staleTime: Infinity });
}
