// /analysis/{quoteId} (spec §2): progress while analysing (polled), failure with retry, or the full report.
import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { pendingAnalysis } from '../../../lib/pending-analysis';
import { useUnauthorizedRedirect } from '../../../hooks/use-unauthorized-redirect';
import { usageQueryKey } from '../../billing/api';
import { quotesQueryKey, useAnalysis, useRetryAnalysis } from '../api';
import { AnalysisHeader } from './analysis-header';
import { AnalysisReport } from './analysis-report';
import { AnalysisFailed, AnalysisNotFound, AnalysisProgress } from './analysis-states';
import { ANALYSIS_COMPLETE_TOAST } from '../lib/analysis-toasts';
import { normalizeAnalysis } from '../lib/normalize-analysis';

export function AnalysisView({ quoteId }: { quoteId: string }) {
  const query = useAnalysis(quoteId);
  const retry = useRetryAnalysis(quoteId);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  useUnauthorizedRedirect(query.error);

  const analysis = useMemo(() => (query.data ? normalizeAnalysis(query.data) : null), [query.data]);
  const status = analysis?.status;

  // Pending anonymous data is cleaned once an analysis loads (spec §4).
  useEffect(() => {
    if (analysis) pendingAnalysis.clearAll();
  }, [analysis]);

  // When a running analysis finishes, tell the user and refresh the lists that show it.
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === 'analyzing' && status && status !== 'analyzing') {
      void queryClient.invalidateQueries({ queryKey: quotesQueryKey });
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      if (status === 'complete') toast(ANALYSIS_COMPLETE_TOAST);
    }
    previousStatus.current = status;
  }, [status, queryClient, toast]);

  return (
    <div
      className="qa-page qa-container qa-container--narrow"
      data-testid="analysis-page"
      data-status={status ?? 'loading'}
    >
      <LinkButton to="/history" type="text" icon={<ArrowLeftOutlined />} className="qa-back-button">
        History
      </LinkButton>
      {query.isLoading && (
        <div className="qa-card" data-testid="analysis-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
      {query.isError && !query.data && <AnalysisNotFound />}
      {analysis && (
        <>
          <AnalysisHeader quote={analysis.quote} />
          {analysis.status === 'analyzing' && <AnalysisProgress startedAt={analysis.quote.createdAt} />}
          {analysis.status === 'failed' && (
            <AnalysisFailed
              reason={analysis.failureReason}
              isRetrying={retry.isPending}
              onRetry={() =>
                retry.mutate(undefined, {
                  onError: (error) =>
                    toast({
                      title: 'Retry failed',
                      description: errorMessage(error, 'Could not restart the analysis. Please try again.'),
                      variant: 'destructive',
                    }),
                })
              }
            />
          )}
          {analysis.status === 'complete' && <AnalysisReport analysis={analysis} />}
        </>
      )}
    </div>
  );
}
