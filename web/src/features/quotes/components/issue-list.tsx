import { QuestionCircleOutlined } from '@ant-design/icons';
import type { AnalysisIssue, IssueType } from '../types';

const ISSUE_LABEL: Record<IssueType, string> = {
  high: 'High Risk',
  medium: 'Medium Risk',
  clarification: 'Clarification',
};

export function IssueList({ issues }: { issues: AnalysisIssue[] }) {
  if (issues.length === 0) {
    return (
      <div className="qa-card qa-empty qa-empty--small" data-testid="issues-empty">
        <p>No issues were flagged in this quote.</p>
      </div>
    );
  }
  return (
    <ol className="qa-list qa-issues" data-testid="issue-list">
      {issues.map((issue, index) => (
        <li
          key={index}
          className={`qa-card qa-issue qa-issue--${issue.issueType}`}
          data-testid="issue-item"
          data-issue-type={issue.issueType}
        >
          <div className="qa-issue__head">
            <span className="qa-issue__badge" data-testid="issue-type">
              {ISSUE_LABEL[issue.issueType]}
            </span>
            <span className="qa-issue__section" data-testid="issue-section">
              {issue.section}
            </span>
          </div>
          {issue.originalText && (
            <blockquote className="qa-issue__quote" data-testid="issue-original-text">
              “{issue.originalText}”
            </blockquote>
          )}
          {issue.explanation && <p className="qa-issue__explanation">{issue.explanation}</p>}
          {issue.questions.length > 0 && (
            <div className="qa-issue__questions">
              <div className="qa-issue__questions-title">
                <QuestionCircleOutlined aria-hidden /> Ask your contractor
              </div>
              <ul>
                {issue.questions.map((q) => (
                  <li key={q}>{q}</li>
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
