// /preview: the anonymous result kept in session storage (spec §2).
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { ArrowLeftOutlined, FileTextOutlined, UnlockOutlined } from '@ant-design/icons';
import { BrandLogo } from '../../../components/brand-logo';
import { clarityBand, formatScore } from '../../../components/clarity-badge';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatMoney } from '../../../lib/format';
import { pendingAnalysis } from '../../../lib/pending-analysis';
import { projectTypeLabel } from '../../../lib/project-types';
import { BlurredPreview } from '../components/blurred-preview';
import { RiskBadge } from '../components/risk-badge';
import { countsOfSeverities } from '../lib/risk-level';
import type { AnonymousPreview } from '../types';
import { ButtonColors } from '../../../components/button-colors';

export const PREVIEW_DEFAULTS = { riskLevel: 'medium', clarityScore: 7.2, issueCount: 3 } as const;

export function PreviewPage() {
  const navigate = useNavigate();
  useDocumentMeta('Your Quote Preview | Quote Analyzer');
  const { info, files, result } = useMemo(
    () => ({
      info: pendingAnalysis.readContractorInfo(),
      files: pendingAnalysis.readFiles(),
      result: pendingAnalysis.readResult<AnonymousPreview>() ?? {},
    }),
    [],
  );

  if (!info) return <Navigate to="/" replace />;

  const clarityScore =
    typeof result.clarityScore === 'number' ? result.clarityScore : PREVIEW_DEFAULTS.clarityScore;
  const issueCount = typeof result.issueCount === 'number' ? result.issueCount : PREVIEW_DEFAULTS.issueCount;
  const riskLevel = result.riskLevel ?? PREVIEW_DEFAULTS.riskLevel;
  // Older previews carry no flagged issues: their level is shown as given.
  const findings = result.flaggedIssues && countsOfSeverities(result.flaggedIssues.map((i) => i.severity));
  const fileCount = files.length || result.fileCount || 1;
  const band = clarityBand(clarityScore);
  const reveal = () => navigate('/auth');

  return (
    <div className="qa-plain-page">
      <header className="qa-topbar">
        <div className="qa-container qa-topbar__inner">
          <BrandLogo />
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={() => {
              pendingAnalysis.clearContractorInfoAndFiles();
              navigate('/');
            }}
            data-testid="preview-back-home"
          >
            Back to Home
          </Button>
        </div>
      </header>
      <main className="qa-container qa-container--narrow qa-page" data-testid="preview-page">
        <div className="qa-page-heading">
          <span className="qa-pill qa-pill--green">Analysis ready</span>
          <h1>Your quote preview</h1>
          <p className="qa-muted">
            Here&apos;s a first look. Create a free account to reveal every issue we found.
          </p>
        </div>

        <div className="qa-card qa-preview-summary">
          <div className="qa-preview-summary__head">
            <div className="qa-icon-tile qa-icon-tile--large">
              <FileTextOutlined />
            </div>
            <div className="qa-preview-summary__meta">
              <h2 data-testid="preview-contractor">{info.contractorName}</h2>
              <p className="qa-muted">
                <span data-testid="preview-project-type">{projectTypeLabel(info.projectType)}</span> ·{' '}
                <span data-testid="preview-file-count">
                  {fileCount} {fileCount === 1 ? 'file' : 'files'}
                </span>
              </p>
            </div>
            <RiskBadge level={riskLevel} findings={findings} testId="preview-risk-level" />
          </div>
          <div className="qa-stat-grid">
            <div className={`qa-stat qa-tone-bg-${band.tone}`}>
              <span className="qa-muted qa-small">Clarity score</span>
              <span className="qa-stat__value" data-testid="preview-clarity-score">
                {formatScore(clarityScore)}/10
              </span>
            </div>
            <div className="qa-stat">
              <span className="qa-muted qa-small">Issues found</span>
              <span className="qa-stat__value" data-testid="preview-issue-count">
                {issueCount}
              </span>
            </div>
            {typeof result.extractedPrice === 'number' && (
              <div className="qa-stat">
                <span className="qa-muted qa-small">Quoted price</span>
                <span className="qa-stat__value" data-testid="preview-price">
                  {formatMoney(result.extractedPrice, result.currency)}
                </span>
              </div>
            )}
          </div>
        </div>

        <BlurredPreview preview={result} issueCount={issueCount} onReveal={reveal} />

        <div className="qa-cta-card">
          <h2>See what your contractor didn&apos;t spell out</h2>
          <p>Free sign-up · no card required · your analysis is saved to your account.</p>
          <ButtonColors background="#fff" hover="#eff6ff" pressed="#dbeafe" text="#1d4ed8">
            <Button
              type="primary"
              size="large"
              icon={<UnlockOutlined />}
              onClick={reveal}
              data-testid="preview-reveal-button"
              block
            >
              Reveal Full Analysis - Free Sign Up
            </Button>
          </ButtonColors>
        </div>
      </main>
    </div>
  );
}
