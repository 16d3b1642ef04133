// Dashboard credit card: red at 0, amber at 1 or less, blue otherwise (spec §2, §9).
import { Skeleton } from 'antd';
import { LinkButton } from '../../../components/link-button';
import { ThunderboltFilled, WarningFilled } from '@ant-design/icons';
import { formatLongDate } from '../../../lib/format';
import { LOW_CREDIT_THRESHOLD } from '../api';
import type { Usage } from '../types';

export function creditTone(credits: number): 'red' | 'amber' | 'blue' {
  if (credits <= 0) return 'red';
  if (credits <= LOW_CREDIT_THRESHOLD) return 'amber';
  return 'blue';
}

export function CreditBalanceCard({
  usage,
  isLoading,
}: {
  usage: Usage | null | undefined;
  isLoading: boolean;
}) {
  if (isLoading) {
    return (
      <div className="qa-credit-card qa-credit-card--blue">
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </div>
    );
  }
  const credits = usage?.analysisCredits ?? 0;
  const tone = creditTone(credits);
  const weekly = usage?.weeklyFreeCredits ?? 3;
  const nextDate = formatLongDate(usage?.nextFreeCreditsAt);

  return (
    <div
      className={`qa-credit-card qa-credit-card--${tone}`}
      data-testid="credit-balance-card"
      data-tone={tone}
    >
      <div className="qa-credit-card__main">
        <span className="qa-credit-card__icon" aria-hidden>
          {tone === 'blue' ? <ThunderboltFilled /> : <WarningFilled />}
        </span>
        <div>
          <div className="qa-credit-card__label">Analysis credits</div>
          <div className="qa-credit-card__count" data-testid="credit-balance">
            {credits}
          </div>
        </div>
        <LinkButton
          to="/purchase"
          className="qa-credit-card__buy"
          type={tone === 'blue' ? 'default' : 'primary'}
          danger={tone === 'red'}
          data-testid="credit-buy-button"
        >
          Buy Credits
        </LinkButton>
      </div>
      {tone === 'red' && (
        <div className="qa-credit-card__note" data-testid="credit-empty-note">
          <strong>No credits left</strong>
          <span>
            You&apos;ll get {weekly} more free credits next week
            {nextDate ? (
              <>
                {' '}
                — on <span data-testid="next-free-credits-date">{nextDate}</span>
              </>
            ) : null}
            . Need them sooner? Buy a credit pack.
          </span>
        </div>
      )}
      {tone === 'amber' && (
        <div className="qa-credit-card__note" data-testid="credit-low-warning">
          <strong>Running low on credits</strong>
          <span>You have {credits} analysis left. Buy more so you can keep checking quotes.</span>
        </div>
      )}
      {tone === 'blue' && (
        <div className="qa-credit-card__note qa-credit-card__note--plain">
          Each quote analysis uses 1 credit.
        </div>
      )}
    </div>
  );
}
