// The one credit display of the dashboard, the profile and the purchase screen: an icon, a label and the count,
// with what each screen adds beside the count (a buy button, a status tag) and below it (a note, a bar).
import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { ThunderboltFilled, WarningFilled } from '@ant-design/icons';
import { creditTone } from '../credit-tone';

interface CreditsCardProps {
  credits: number;
  /**
   * The dashboard's card: filled with the colour of the balance (spec §2, §9), a warning icon when it is low, and
   * the count a little larger.
   */
  filled?: boolean;
  /** Until the balance is known the dashboard shows a placeholder rather than a count of 0. */
  loading?: boolean;
  label?: string;
  icon?: ReactNode;
  /** Beside the count, at the end of the row. */
  action?: ReactNode;
  /** Below the count. */
  children?: ReactNode;
  testId: string;
  countTestId: string;
}

export function CreditsCard({
  credits,
  filled = false,
  loading = false,
  label = 'Analysis credits',
  icon,
  action,
  children,
  testId,
  countTestId,
}: CreditsCardProps) {
  const tone = creditTone(credits);
  const look = filled ? `qa-credits--filled qa-credits--${loading ? 'blue' : tone}` : 'qa-card';
  if (loading) {
    return (
      <div className={`qa-credits ${look}`}>
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </div>
    );
  }
  return (
    <div className={`qa-credits ${look}`} data-testid={testId} data-tone={filled ? tone : undefined}>
      <div className="qa-credits__head">
        <span className="qa-icon-tile qa-credits__icon" aria-hidden>
          {icon ?? (filled && tone !== 'blue' ? <WarningFilled /> : <ThunderboltFilled />)}
        </span>
        <div className="qa-credits__text">
          <span className="qa-muted qa-credits__label">{label}</span>
          <strong className="qa-credits__count" data-testid={countTestId}>
            {credits}
          </strong>
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}
