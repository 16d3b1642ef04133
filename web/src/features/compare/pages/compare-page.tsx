// /compare/{comparisonId}: the quotes side by side, what the difference means, and the gaps.
import { useParams } from 'react-router-dom';
import { Button, Skeleton } from 'antd';
import { ArrowLeftOutlined, CalendarOutlined, DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button';
import { StatusCard } from '../../../components/status-card';
import { formatDate } from '../../../lib/format';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useUnauthorizedRedirect } from '../../../hooks/use-unauthorized-redirect';
import { comparisonReportUrl, useComparison } from '../api';
import { ComparisonFindings } from '../components/comparison-findings';
import { ComparisonTable } from '../components/comparison-table';
import { ComparisonMessages } from '../../messages';
import '../compare.css';

export function ComparePage() {
  const { comparisonId = '' } = useParams();
  const query = useComparison(comparisonId);
  useUnauthorizedRedirect(query.error);
  useDocumentMeta('Compare Quotes | Quote Analyzer');
  const comparison = query.data;

  return (
    <div
      className="qa-page qa-container qa-container--wide qa-cmp-page"
      data-testid="compare-page"
      data-status={comparison ? 'ready' : query.isError ? 'error' : 'loading'}
    >
      <LinkButton to="/history" type="text" icon={<ArrowLeftOutlined />} className="qa-back-button">
        History
      </LinkButton>
      {query.isLoading && (
        <div className="qa-card">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      {query.isError && !comparison && (
        <StatusCard
          tone="blue"
          icon={<FileSearchOutlined />}
          title="Comparison Not Found"
          testId="comparison-not-found"
        >
          <p className="qa-muted">The requested comparison could not be found.</p>
          <LinkButton to="/history" type="primary">
            Back to History
          </LinkButton>
        </StatusCard>
      )}
      {comparison && (
        <>
          <header className="qa-page-heading qa-cmp-heading">
            <h1 data-testid="comparison-title">{comparison.title}</h1>
            <p className="qa-muted">
              <CalendarOutlined aria-hidden /> Compared {formatDate(comparison.createdAt)} · tap or hover a
              cell to see the quote&apos;s own words
            </p>
          </header>
          <ComparisonFindings comparison={comparison} />
          <ComparisonTable comparison={comparison} />
          <ComparisonMessages comparisonId={comparison.id} />
          <Button
            type="primary"
            size="large"
            icon={<DownloadOutlined />}
            href={comparisonReportUrl(comparison.id)}
            download
            data-testid="download-comparison-report"
            className="qa-cmp-download"
          >
            Download PDF Report
          </Button>
        </>
      )}
    </div>
  );
}
