// / and /dashboard for signed-in users (spec §2 Dashboard).
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { HistoryOutlined, RightOutlined } from '@ant-design/icons';
import { CardSection } from '../../../components/card-section';
import { useDocumentMeta } from '../../../lib/document-meta';
import { displayName } from '../../../lib/format';
import { pendingAnalysis } from '../../../lib/pending-analysis';
import { useUser } from '../../auth/api';
import { useUsage } from '../../billing/api';
import { BuyCreditsButton, CreditsCard, CreditsNote, UpgradeBanner } from '../../billing';
import { DashboardUpload } from '../components/dashboard-upload';
import { CompareUpload } from '../../compare';

export function DashboardPage() {
  const { user } = useUser();
  const usage = useUsage(Boolean(user));
  useDocumentMeta('Dashboard | Quote Analyzer');

  // Pending anonymous data is cleaned once a user is signed in (spec §4).
  useEffect(() => pendingAnalysis.clearAll(), []);

  const canAnalyze = usage.data ? usage.data.canAnalyze : true;
  const credits = usage.data?.analysisCredits ?? 0;

  return (
    <div className="qa-page qa-container qa-container--narrow" data-testid="dashboard-page">
      <div className="qa-page-heading">
        <h1 data-testid="dashboard-welcome">Welcome back, {displayName(user)}!</h1>
        <p className="qa-muted">Upload a contractor quote to get an AI-powered risk check.</p>
      </div>

      <CreditsCard
        credits={credits}
        filled
        loading={usage.isLoading}
        testId="credit-balance-card"
        countTestId="credit-balance"
        action={<BuyCreditsButton credits={credits} />}
      >
        <CreditsNote usage={usage.data} />
      </CreditsCard>

      <Link to="/history" className="qa-card qa-row-link" data-testid="previous-analyses-link">
        <HistoryOutlined aria-hidden />
        <span>Previous Analyses</span>
        <RightOutlined aria-hidden className="qa-row-link__chevron" />
      </Link>

      {usage.data && !usage.data.canAnalyze && <UpgradeBanner />}

      <CardSection
        title="Submit Quote for Analysis"
        titleClassName="qa-upload-card__title"
        className="qa-upload-card"
      >
        <p className="qa-upload-card__lead">
          Each analysis uses 1 credit. Results are usually ready in 30-60 seconds.
        </p>
        <DashboardUpload canAnalyze={canAnalyze} />
      </CardSection>

      <CardSection
        title="Compare Several Quotes"
        titleClassName="qa-upload-card__title"
        className="qa-upload-card"
        testId="dashboard-compare"
      >
        <p className="qa-upload-card__lead">
          Quotes from several contractors for one project? Upload them together to see them side by side, with
          what each leaves out and the questions to ask.
        </p>
        <CompareUpload credits={usage.data?.analysisCredits} />
      </CardSection>
    </div>
  );
}
