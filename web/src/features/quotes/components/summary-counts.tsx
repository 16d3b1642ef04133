import type { AnalysisSummary } from '../types';

const ITEMS: { key: keyof AnalysisSummary; label: string; tone: string; testId: string }[] = [
  { key: 'highRiskCount', label: 'High risk', tone: 'red', testId: 'summary-high' },
  { key: 'mediumRiskCount', label: 'Medium risk', tone: 'amber', testId: 'summary-medium' },
  { key: 'clarificationCount', label: 'Clarifications', tone: 'blue', testId: 'summary-clarification' },
  { key: 'clearSectionCount', label: 'Clear sections', tone: 'green', testId: 'summary-clear' },
];

export function SummaryCounts({ summary }: { summary: AnalysisSummary }) {
  return (
    <div className="qa-summary" data-testid="analysis-summary">
      {ITEMS.map((i) => (
        <div key={i.key} className={`qa-summary__item qa-summary__item--${i.tone}`}>
          <span className="qa-summary__count" data-testid={i.testId}>
            {summary[i.key] ?? 0}
          </span>
          <span className="qa-muted qa-small">{i.label}</span>
        </div>
      ))}
    </div>
  );
}
