// Placeholder issue cards under a blur. The real issue text is withheld by the server, so nothing leaks here.
import { Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { AnonymousPreview } from '../types';

const PLACEHOLDER_TEXT = [
  'The quote leaves an important part of the work undefined, which could lead to extra charges later.',
  'Payment terms and schedule are not tied to completed milestones of the project.',
  'Materials are described only in general terms without brand, model or grade.',
];

function severityClass(severity: string | undefined): string {
  const s = (severity ?? '').toLowerCase();
  if (s === 'critical' || s === 'high') return 'high';
  if (s === 'medium') return 'medium';
  return 'clarification';
}

export function BlurredPreview({
  preview,
  issueCount,
  onReveal,
}: {
  preview: AnonymousPreview;
  issueCount: number;
  onReveal: () => void;
}) {
  const flagged = preview.flaggedIssues ?? [];
  const count = Math.max(1, Math.min(issueCount || flagged.length || 3, 4));
  const cards = Array.from({ length: count }, (_, i) => flagged[i] ?? {});

  return (
    <div className="qa-locked" data-testid="preview-locked">
      <div className="qa-locked__content" aria-hidden>
        <h3 className="qa-subtitle">Issues found</h3>
        {cards.map((issue, i) => (
          <div key={i} className={`qa-card qa-issue qa-issue--${severityClass(issue.severity)}`}>
            <div className="qa-issue__head">
              <span className="qa-issue__badge">{issue.severity ?? 'Issue'}</span>
              <span className="qa-issue__section">{issue.section ?? 'Scope of work'}</span>
            </div>
            <p>{PLACEHOLDER_TEXT[i % PLACEHOLDER_TEXT.length]}</p>
            <p className="qa-muted">Question to ask: Could you confirm this in writing before I sign?</p>
          </div>
        ))}
        <div className="qa-recommended">
          <h3 className="qa-subtitle">Recommended actions</h3>
          <ul>
            <li>Ask for an itemised breakdown of labor and materials.</li>
            <li>Get the warranty terms in writing.</li>
            <li>Confirm who pulls permits and pays for them.</li>
          </ul>
        </div>
      </div>
      <div className="qa-locked__overlay">
        <div className="qa-locked__box">
          <LockOutlined className="qa-locked__icon" />
          <h3>Sign up for free to see the full analysis</h3>
          <p>
            Every issue explained in plain English, the questions to ask your contractor, and a PDF report.
          </p>
          <Button type="primary" size="large" onClick={onReveal} data-testid="preview-unlock-button">
            Sign up for free
          </Button>
        </div>
      </div>
    </div>
  );
}
