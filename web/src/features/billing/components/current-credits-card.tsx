import { Tag } from 'antd';
import { WalletOutlined } from '@ant-design/icons';

export function CurrentCreditsCard({ credits }: { credits: number | undefined }) {
  const value = credits ?? 0;
  const active = value > 0;
  return (
    <div className="qa-card qa-current-credits" data-testid="current-credits-card">
      <span className="qa-current-credits__icon" aria-hidden>
        <WalletOutlined />
      </span>
      <div className="qa-current-credits__body">
        <span className="qa-muted">Current Credits</span>
        <strong className="qa-current-credits__value" data-testid="current-credits">
          {value}
        </strong>
      </div>
      <Tag
        color={active ? 'green' : 'default'}
        data-testid="credit-status-badge"
        className="qa-current-credits__badge"
      >
        {active ? 'Active' : 'No Credits'}
      </Tag>
    </div>
  );
}
