// Comparison calls of docs/api.md as react-query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';
import { getQueryFn } from '../../lib/query-client';
import type { Comparison, ComparisonListItem } from './types';

export const comparisonsQueryKey = ['/api/comparisons'] as const;
export const comparisonQueryKey = (comparisonId: string) => ['/api/comparisons', comparisonId] as const;

/** The fewest and most quotes a comparison takes (the server checks the same). */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 5;

export function useComparisons() {
  return useQuery<ComparisonListItem[]>({
    queryKey: comparisonsQueryKey,
    queryFn: getQueryFn<ComparisonListItem[]>({ on401: 'throw' }),
  });
}

export function useComparison(comparisonId: string) {
  return useQuery<Comparison>({
    queryKey: comparisonQueryKey(comparisonId),
    queryFn: getQueryFn<Comparison>({ on401: 'throw' }),
    enabled: Boolean(comparisonId),
  });
}

export function createComparison(quoteIds: string[]): Promise<{ comparisonId: string }> {
  return apiJson<{ comparisonId: string }>('POST', '/api/comparisons', { quoteIds });
}

export function useCreateComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComparison,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: comparisonsQueryKey }),
  });
}

export function comparisonReportUrl(comparisonId: string): string {
  return `/api/comparisons/${encodeURIComponent(comparisonId)}/report.pdf`;
}
