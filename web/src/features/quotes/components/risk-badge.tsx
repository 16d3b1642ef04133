import { Tag } from 'antd';
import { shownRiskLevel, type FindingCounts, type RiskLevel } from '../lib/risk-level';

const TAGS: Record<RiskLevel, { color: string; label: string }> = {
  high: { color: 'red', label: 'High Risk' },
  medium: { color: 'orange', label: 'Medium Risk' },
  low: { color: 'green', label: 'Low Risk' },
};

/**
 * high → red, medium → orange, anything else → green (spec §2 /preview), never above the worst finding when the
 * findings are known.
 */
export function RiskBadge({
  level,
  findings,
  testId,
}: {
  level: string | undefined;
  findings?: FindingCounts;
  testId?: string;
}) {
  const value = (level ?? 'medium').toLowerCase();
  const claimed: RiskLevel =
    value === 'high' || value === 'critical' ? 'high' : value === 'medium' ? 'medium' : 'low';
  const tag = TAGS[findings ? shownRiskLevel(claimed, findings) : claimed];
  return (
    <Tag color={tag.color} data-testid={testId} className="qa-risk-tag">
      {tag.label}
    </Tag>
  );
}
