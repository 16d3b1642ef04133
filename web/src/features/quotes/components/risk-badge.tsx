import { Tag } from 'antd';

/** high → red, medium → orange, anything else → green (spec §2 /preview). */
export function RiskBadge({ level, testId }: { level: string | undefined; testId?: string }) {
  const value = (level ?? 'medium').toLowerCase();
  if (value === 'high' || value === 'critical')
    return (
      <Tag color="red" data-testid={testId} className="qa-risk-tag">
        High Risk
      </Tag>
    );
  if (value === 'medium')
    return (
      <Tag color="orange" data-testid={testId} className="qa-risk-tag">
        Medium Risk
      </Tag>
    );
  return (
    <Tag color="green" data-testid={testId} className="qa-risk-tag">
      Low Risk
    </Tag>
  );
}
