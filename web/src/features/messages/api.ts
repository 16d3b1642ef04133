// The messages to contractors (docs/api.md) as react-query hooks.
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/query-client';
import type { ContractorMessage } from './types';

export function useAnalysisMessage(quoteId: string, enabled: boolean) {
  return useQuery<ContractorMessage>({
    queryKey: ['/api/analysis', quoteId, 'message'],
    queryFn: getQueryFn<ContractorMessage>({ on401: 'throw' }),
    enabled,
  });
}

export function useComparisonMessages(comparisonId: string) {
  return useQuery<{ messages: ContractorMessage[] }>({
    queryKey: ['/api/comparisons', comparisonId, 'messages'],
    queryFn: getQueryFn<{ messages: ContractorMessage[] }>({ on401: 'throw' }),
    enabled: Boolean(comparisonId),
  });
}

/** An e-mail draft in the homeowner's own mail app, with the text as they edited it. */
export function mailtoLink(to: string, subject: string, body: string): string {
  const query = new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20');
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${query}`;
}
