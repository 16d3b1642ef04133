// The completed analysis (spec §2 /analysis/{quoteId}).
import { Button } from 'antd';
import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { useAppConfig } from '../../../lib/app-config';
import { reportPdfUrl } from '../api';
import type { NormalizedAnalysis } from '../lib/normalize-analysis';
import { AnalysisMessage } from '../../messages';
import { AffiliatePanel } from './affiliate-panel';
import { ClarityPanel } from './clarity-panel';
import { IssueList } from './issue-list';
import { PricePanel } from './price-panel';
import { SummaryCounts } from './summary-counts';

export function AnalysisReport({ analysis }: { analysis: NormalizedAnalysis }) {
  const config = useAppConfig();
  const affiliateLink = analysis.quote.affiliateLink || config.data?.affiliateUrl;

  return (
    <div className="qa-analysis" data-testid="analysis-report">
      <div className="qa-analysis__top">
        <ClarityPanel score={analysis.clarity} summary={analysis.summary} />
        <PricePanel analysis={analysis} />
      </div>

      <SummaryCounts summary={analysis.summary} />

      {analysis.overview && (
        <section className="qa-card" data-testid="analysis-overview">
          <h2 className="qa-subtitle">Overview</h2>
          <p className="qa-overview">{analysis.overview}</p>
        </section>
      )}

      <section aria-labelledby="issues-title">
        <h2 id="issues-title" className="qa-section-heading">
          Issues to review <span className="qa-count">{analysis.issues.length}</span>
        </h2>
        <IssueList issues={analysis.issues} />
      </section>

      {analysis.clearSections.length > 0 && (
        <section className="qa-card" data-testid="clear-sections">
          <h2 className="qa-subtitle">What&apos;s clear in this quote</h2>
          <ul className="qa-list qa-check-list">
            {analysis.clearSections.map((s) => (
              <li key={s}>
                <CheckCircleOutlined aria-hidden /> {s}
              </li>
            ))}
          </ul>
        </section>
      )}

      <AnalysisMessage quoteId={analysis.quote.id} contractorName={analysis.quote.contractorName} />

      <div className="qa-analysis__actions">
        <Button
          type="primary"
          size="large"
          icon={<DownloadOutlined />}
          href={reportPdfUrl(analysis.quote.id)}
          download
          data-testid="download-report"
          block
        >
          Download PDF Report
        </Button>
      </div>

      <AffiliatePanel link={affiliateLink} quoteId={analysis.quote.id} />
    </div>
  );
}
