// /history: past analyses (spec §2).
import { Alert, Skeleton } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useUnauthorizedRedirect } from '../../../hooks/use-unauthorized-redirect';
import { useQuotes } from '../api';
import { HistoryList } from '../components/history-list';

export function HistoryPage() {
  const quotes = useQuotes();
  useUnauthorizedRedirect(quotes.error);
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
      {quotes.data && quotes.data.length > 0 && <HistoryList items={quotes.data} />}
    </div>
  );
}
