// Shown when the user cannot analyse. Uses the credit-pack reading of spec §2 (see the report on the conflict).
import { LinkButton } from '../../../components/link-button';
import { CheckOutlined, CrownFilled } from '@ant-design/icons';

export function UpgradeBanner() {
  return (
    <div className="qa-upgrade" data-testid="upgrade-banner">
      <div className="qa-upgrade__icon" aria-hidden>
        <CrownFilled />
      </div>
      <div className="qa-upgrade__body">
        <h3>Keep analyzing quotes</h3>
        <p>Get 20 more quote analyses for $49 — credits never expire.</p>
        <ul>
          <li>
            <CheckOutlined /> 20 comprehensive analyses
          </li>
          <li>
            <CheckOutlined /> Detailed PDF reports
          </li>
          <li>
            <CheckOutlined /> Your full analysis history
          </li>
        </ul>
      </div>
      <LinkButton
        to="/subscribe"
        className="qa-upgrade__cta"
        type="primary"
        size="large"
        data-testid="upgrade-button"
      >
        Get 20 Credits for $49
      </LinkButton>
    </div>
  );
}
