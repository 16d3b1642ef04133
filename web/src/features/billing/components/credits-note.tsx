// Under the dashboard's balance: what an empty or low balance means, or what an analysis costs.
import { formatLongDate } from '../../../lib/format';
import { creditTone } from '../credit-tone';
import type { Usage } from '../types';

export function CreditsNote({ usage }: { usage: Usage | null | undefined }) {
  const credits = usage?.analysisCredits ?? 0;
  const tone = creditTone(credits);
  if (tone === 'blue') {
    return <div className="qa-credits__note qa-credits__note--plain">Each quote analysis uses 1 credit.</div>;
  }
  if (tone === 'amber') {
    return (
      <div className="qa-credits__note" data-testid="credit-low-warning">
        <strong>Running low on credits</strong>
        <span>You have {credits} analysis left. Buy more so you can keep checking quotes.</span>
      </div>
    );
  }
  const weekly = usage?.weeklyFreeCredits ?? 3;
  const nextDate = formatLongDate(usage?.nextFreeCreditsAt);
  return (
    <div className="qa-credits__note" data-testid="credit-empty-note">
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
  );
}
