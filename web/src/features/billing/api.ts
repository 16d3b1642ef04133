// Credits and payments (docs/api.md) as react-query hooks.
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';
import { useAppConfig } from '../../lib/app-config';
import { formatCents, formatMoney } from '../../lib/format';
import { getQueryFn } from '../../lib/query-client';
import type { PaymentIntent, Purchase, TestConfirmResult, Usage } from './types';

export const usageQueryKey = ['/api/usage'] as const;
export const purchasesQueryKey = ['/api/purchases'] as const;

export const LOW_CREDIT_THRESHOLD = 1;
export const PROFILE_CREDIT_BAR_MAX = 25;

export interface CreditPackOffer {
  credits: number;
  /** "$49". */
  price: string;
  /** "$49.00", as on the pay button. */
  exactPrice: string;
  priceCents: number;
}

/** The credit pack billing sells, as the gateway states it (GET /api/config); undefined until that has come. */
export function useCreditPack(): CreditPackOffer | undefined {
  const pack = useAppConfig().data?.creditPack;
  if (!pack) return undefined;
  return { credits: pack.credits, price: formatMoney(pack.priceCents / 100), exactPrice: formatCents(pack.priceCents), priceCents: pack.priceCents };
}

/** Credits of the signed-in user; only fetched once the user is known, never retried. */
export function useUsage(enabled = true) {
  return useQuery<Usage | null>({ queryKey: usageQueryKey, enabled, retry: false });
}

export function usePurchases() {
  return useQuery<Purchase[]>({
    queryKey: purchasesQueryKey,
    queryFn: getQueryFn<Purchase[]>({ on401: 'throw' }),
  });
}

export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: () => apiJson<PaymentIntent>('POST', '/api/create-payment-intent', {}),
  });
}

/** Local test provider only: confirms a payment intent with a test card number. */
export function useConfirmTestPayment() {
  return useMutation({
    mutationFn: (input: { paymentIntentId: string; cardNumber: string }) =>
      apiJson<TestConfirmResult>('POST', '/api/payments/test/confirm', input),
  });
}
