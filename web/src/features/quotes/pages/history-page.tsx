// /history: past analyses (spec §2) and comparisons; analysed quotes can be picked to compare.
import { useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useUnauthorizedRedirect } from '../../../hooks/use-unauthorized-redirect';
import { useQuotes } from '../api';
import { HistoryList } from '../components/history-list';
import { CompareSelectionBar, ComparisonList } from '../../compare';

export function HistoryPage() {
  const quotes = useQuotes();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useUnauthorizedRedirect(quotes.error);
  const analysed = quotes.data?.filter((q) => q.analysisComplete).length ?? 0;
  const toggle = (quoteId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(quoteId)) next.add(quoteId);
      return next;
    });
  useDocumentMeta('Analysis History | Quote Analyzer');

  return (
    <div className="qa-page qa-container qa-container--narrow" data-testid="history-page">
      <div className="qa-page-heading">
        <h1>Analysis History</h1>
        <p className="qa-muted">Every quote you&apos;ve had checked, newest first.</p>
      </div>
      {quotes.isLoading && (
        <div className="qa-card" data-testid="history-loading">
          <Skeleton active avatar paragraph={{ rows: 2 }} />
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        </div>
      )}
      {quotes.isError && !quotes.isLoading && (
        <Alert
          type="error"
          showIcon
          title="We couldn't load your analyses. Please try again."
          data-testid="history-error"
        />
      )}
      {quotes.data && quotes.data.length === 0 && (
        <div className="qa-card qa-empty" data-testid="history-empty">
          <FileSearchOutlined className="qa-empty__icon" aria-hidden />
          <h2>No analyses yet</h2>
          <p className="qa-muted">
            Upload your first contractor quote to see risks, vague terms and questions to ask.
          </p>
          <LinkButton to="/dashboard" type="primary" size="large" data-testid="history-analyze-first">
            Analyze Your First Quote
          </LinkButton>
        </div>
      )}
      <ComparisonList />
      {quotes.data && quotes.data.length > 0 && (
        <>
          {analysed >= 2 && (
            <p className="qa-muted" data-testid="history-compare-hint">
              Tick 2 to 5 analysed quotes to compare them side by side.
            </p>
          )}
          <HistoryList
            items={quotes.data}
            selection={analysed >= 2 ? { selected, onToggle: toggle } : undefined}
          />
          <CompareSelectionBar selected={[...selected]} onClear={() => setSelected(new Set())} />
        </>
      )}
    </div>
  );
}
