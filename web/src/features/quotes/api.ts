// Quote and analysis calls of docs/api.md as react-query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiJson, errorStatus, isUnauthorizedError } from '../../lib/api-client';
import { FIVE_MINUTES, getQueryFn } from '../../lib/query-client';
import { toQuoteFormData, type QuoteSubmission } from '../../components/upload-form/validation';
import { usageQueryKey } from '../billing/api';
import type { AnalysisResponse, AnonymousPreview, QuoteListItem } from './types';

export const quotesQueryKey = ['/api/quotes'] as const;
export const analysisQueryKey = (quoteId: string) => ['/api/analysis', quoteId] as const;

// While an analysis runs, each read is held by the server until the result is stored (or this long), and the next
// read follows at once: the page shows the result the moment it exists, without a polling gap.
const ANALYSIS_WAIT_MS = 10_000;
const ANALYSIS_NEXT_READ_MS = 250;

/** Anonymous analysis on the landing page. */
export function useAnonymousAnalyze() {
  return useMutation({
    mutationFn: (submission: QuoteSubmission) =>
      apiJson<AnonymousPreview>('POST', '/api/quotes/analyze', toQuoteFormData(submission)),
  });
}

// The upload screen waits this long for the result, so that a quick analysis (a second or two) follows the spec's
// order: "Analysis Complete", then the detail page. A slower one opens the detail page, which shows it analysing.
export const UPLOAD_RESULT_WAIT_MS = 5_000;

/** One read of an analysis, held by the server until it settles or waitMs pass (docs/api.md). */
export function awaitAnalysis(quoteId: string, waitMs: number): Promise<AnalysisResponse> {
  return apiGet<AnalysisResponse>(`/api/analysis/${encodeURIComponent(quoteId)}?waitMs=${waitMs}`);
}

/**
 * Signed-in upload, then a wait of up to UPLOAD_RESULT_WAIT_MS for its result. The read is handed to the detail
 * page's cache, so that page opens on the state just read; null when it could not be read (the page reads again).
 */
export function useUploadQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submission: QuoteSubmission) => {
      const { quoteId } = await apiJson<{ quoteId: string }>(
        'POST',
        '/api/upload-quote',
        toQuoteFormData(submission),
      );
      const analysis = await awaitAnalysis(quoteId, UPLOAD_RESULT_WAIT_MS).catch(() => null);
      if (analysis) queryClient.setQueryData(analysisQueryKey(quoteId), analysis);
      return { quoteId, analysis };
    },
    // Whatever the outcome, the balance may have changed: the upload held a credit, a failed analysis gave it back,
    // or a 402 showed that none is left (the header and /purchase must not go on showing the cached count).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usageQueryKey }),
        queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
      ]),
  });
}

/** Saves the anonymous preview to the account after sign-up or sign-in. */
export function savePreviewAnalysis(input: {
  analysisData: unknown;
  contractorName: string;
  projectType: string;
}): Promise<{ quoteId: string }> {
  return apiJson<{ quoteId: string }>('POST', '/api/quotes/save-preview', {
    analysisData: input.analysisData,
    contractorName: input.contractorName,
    projectType: input.projectType,
    fileName: 'Quote Analysis',
  });
}

/** The user's quotes. Settled lists stay fresh for 5 minutes; a list with a running analysis is re-read on each visit. */
export function useQuotes() {
  return useQuery<QuoteListItem[]>({
    queryKey: quotesQueryKey,
    queryFn: getQueryFn<QuoteListItem[]>({ on401: 'throw' }),
    staleTime: (query) =>
      query.state.data?.some(
        (q) => q.status === 'analyzing' || (!q.analysisComplete && q.status !== 'failed'),
      )
        ? 0
        : FIVE_MINUTES,
  });
}

const readAnalysis = getQueryFn<AnalysisResponse>({ on401: 'throw' });

/** Analysis detail: retried up to 3 times except on 401; re-read with a server-side wait while analysing. */
export function useAnalysis(quoteId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery<AnalysisResponse>({
    queryKey: analysisQueryKey(quoteId ?? ''),
    queryFn: (context) => {
      const running = queryClient.getQueryData<AnalysisResponse>(context.queryKey)?.status === 'analyzing';
      return readAnalysis(
        running
          ? { ...context, queryKey: [`${context.queryKey.join('/')}?waitMs=${ANALYSIS_WAIT_MS}`] }
          : context,
      );
    },
    enabled: Boolean(quoteId),
    // Spec §7 retries up to 3 times except on 401; only failures a retry can cure (the network, a 5xx) are
    // retried, so an unknown or another user's analysis says "not found" at once instead of after three 404s.
    retry: (failureCount, error) => {
      const status = errorStatus(error);
      return !isUnauthorizedError(error) && (status === undefined || status >= 500) && failureCount < 3;
    },
    refetchInterval: (query) => (query.state.data?.status === 'analyzing' ? ANALYSIS_NEXT_READ_MS : false),
  });
}

export function useRetryAnalysis(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<{ quoteId: string }>('POST', `/api/analysis/${encodeURIComponent(quoteId)}/retry`),
    onSuccess: async () => {
      queryClient.setQueryData<AnalysisResponse>(analysisQueryKey(quoteId), (old) =>
        old ? { ...old, status: 'analyzing', failureReason: null } : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: analysisQueryKey(quoteId) }),
        queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
      ]);
    },
    // A retry holds a credit again, or is refused for want of one: either way the balance shown is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usageQueryKey }),
  });
}

export function reportPdfUrl(quoteId: string): string {
  return `/api/analysis/${encodeURIComponent(quoteId)}/report.pdf`;
}

export function postAffiliateClick(quoteId?: string): Promise<void> {
  return apiJson<void>('POST', '/api/engagement/affiliate-click', quoteId ? { quoteId } : {});
}
