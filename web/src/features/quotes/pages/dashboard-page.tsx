// / and /dashboard for signed-in users (spec §2 Dashboard).
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { HistoryOutlined, RightOutlined } from '@ant-design/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { displayName } from '../../../lib/format';
import { pendingAnalysis } from '../../../lib/pending-analysis';
import { useUser } from '../../auth/api';
import { useUsage } from '../../billing/api';
import { CreditBalanceCard, UpgradeBanner } from '../../billing';
import { DashboardUpload } from '../components/dashboard-upload';
import { CompareUpload } from '../../compare';

export function DashboardPage() {
  const { user } = useUser();
  const usage = useUsage(Boolean(user));
  useDocumentMeta('Dashboard | Quote Analyzer');

  // Pending anonymous data is cleaned once a user is signed in (spec §4).
  useEffect(() => pendingAnalysis.clearAll(), []);

  const canAnalyze = usage.data ? usage.data.canAnalyze : true;

  return (
    <div className="qa-page qa-container qa-container--narrow" data-testid="dashboard-page">
      <div className="qa-page-heading">
        <h1 data-testid="dashboard-welcome">Welcome back, {displayName(user)}!</h1>
        <p className="qa-muted">Upload a contractor quote to get an AI-powered risk check.</p>
      </div>

      <CreditBalanceCard usage={usage.data} isLoading={usage.isLoading} />

      <Link to="/history" className="qa-row-link" data-testid="previous-analyses-link">
        <HistoryOutlined aria-hidden />
        <span>Previous Analyses</span>
        <RightOutlined aria-hidden className="qa-row-link__chevron" />
      </Link>

      {usage.data && !usage.data.canAnalyze && <UpgradeBanner />}

      <section className="qa-card qa-upload-card" aria-labelledby="dashboard-upload-title">
        <h2 id="dashboard-upload-title" className="qa-upload-card__title">
          Submit Quote for Analysis
        </h2>
        <p className="qa-upload-card__lead">
          Each analysis uses 1 credit. Results are usually ready in 30-60 seconds.
        </p>
        <DashboardUpload canAnalyze={canAnalyze} />
      </section>

      <section
        className="qa-card qa-upload-card"
        aria-labelledby="dashboard-compare-title"
        data-testid="dashboard-compare"
      >
        <h2 id="dashboard-compare-title" className="qa-upload-card__title">
          Compare Several Quotes
        </h2>
        <p className="qa-upload-card__lead">
          Quotes from several contractors for one project? Upload them together to see them side by side, with
          what each leaves out and the questions to ask.
        </p>
        <CompareUpload credits={usage.data?.analysisCredits} />
      </section>
    </div>
  );
}
