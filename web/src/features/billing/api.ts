// Credits and payments (docs/api.md) as react-query hooks.
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';
import { getQueryFn } from '../../lib/query-client';
import type { PaymentIntent, Purchase, TestConfirmResult, Usage } from './types';

export const usageQueryKey = ['/api/usage'] as const;
export const purchasesQueryKey = ['/api/purchases'] as const;

export const CREDIT_PACK = { credits: 20, priceCents: 4900, priceLabel: '$49' } as const;
export const LOW_CREDIT_THRESHOLD = 1;
export const PROFILE_CREDIT_BAR_MAX = 25;

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
