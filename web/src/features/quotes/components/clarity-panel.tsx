import { Progress } from 'antd';
import { bandOfLevel, clarityBand, formatScore } from '../../../components/clarity-badge';
import { shownRiskLevel } from '../lib/risk-level';
import type { AnalysisSummary } from '../types';

const TONE_COLOR = { green: '#16a34a', amber: '#d97706', red: '#dc2626' } as const;
// When the findings cap the score's level, the caption says what they are instead of what the score would claim.
const CAPPED_CAPTION = {
  medium: 'No high-risk issues found',
  low: 'No high- or medium-risk issues found',
} as const;

/** Clarity rating with its colour band (spec §9), the risk never above the worst finding (risk-level.ts). */
export function ClarityPanel({ score, summary }: { score: number; summary: AnalysisSummary }) {
  const scoreBand = clarityBand(score);
  const level = shownRiskLevel(scoreBand.level, {
    high: summary.highRiskCount,
    medium: summary.mediumRiskCount,
  });
  const band =
    level === scoreBand.level
      ? scoreBand
      : { ...bandOfLevel(level), caption: CAPPED_CAPTION[level as 'medium' | 'low'] };
  return (
    <div
      className={`qa-card qa-clarity qa-tone-bg-${band.tone}`}
      data-testid="clarity-panel"
      data-tone={band.tone}
    >
      <Progress
        type="circle"
        percent={Math.max(0, Math.min(100, score * 10))}
        size={96}
        strokeColor={TONE_COLOR[band.tone]}
        format={() => (
          <span className="qa-clarity__score" data-testid="clarity-score">
            {formatScore(score)}
            <small>/10</small>
          </span>
        )}
      />
      <div className="qa-clarity__text">
        <span className="qa-muted qa-small">Clarity rating</span>
        <strong className={`qa-clarity__risk qa-tone-${band.tone}`} data-testid="clarity-risk">
          {band.risk}
        </strong>
        <span className="qa-clarity__caption" data-testid="clarity-caption">
          {band.caption}
        </span>
      </div>
    </div>
  );
}
