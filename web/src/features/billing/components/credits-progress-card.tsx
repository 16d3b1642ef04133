import { Progress } from 'antd';
import { ThunderboltFilled } from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button';
import { PROFILE_CREDIT_BAR_MAX } from '../api';
import { creditTone } from './credit-balance-card';

const TONE_COLOR = { red: '#dc2626', amber: '#d97706', blue: '#2563eb' } as const;

/** Profile credits with a bar that is full at 25 credits (spec §9). */
export function CreditsProgressCard({ credits }: { credits: number }) {
  const percent = Math.min(100, Math.round((credits / PROFILE_CREDIT_BAR_MAX) * 100));
  return (
    <section className="qa-card qa-credits-progress" data-testid="profile-credits">
      <div className="qa-credits-progress__head">
        <span className="qa-credits-progress__icon" aria-hidden>
          <ThunderboltFilled />
        </span>
        <div>
          <span className="qa-muted">Analysis credits</span>
          <strong className="qa-credits-progress__value" data-testid="profile-credit-count">
            {credits}
          </strong>
        </div>
      </div>
      <Progress
        percent={percent}
        showInfo={false}
        strokeColor={TONE_COLOR[creditTone(credits)]}
        data-testid="profile-credit-bar"
      />
      <LinkButton to="/purchase" type="primary" size="large" block data-testid="profile-buy-credits">
        Buy Analysis Credits
      </LinkButton>
    </section>
  );
}
