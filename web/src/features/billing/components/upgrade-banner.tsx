// Shown when the user cannot analyse. Uses the credit-pack reading of spec §2 (see the report on the conflict).
import { LinkButton } from '../../../components/link-button';
import { CheckOutlined, CrownFilled } from '@ant-design/icons';
import { useCreditPack } from '../api';

export function UpgradeBanner() {
  const pack = useCreditPack();
  if (!pack) return null; // for the moment the settings take to come, rather than an offer without its price
  return (
    <div className="qa-upgrade" data-testid="upgrade-banner">
      <div className="qa-upgrade__icon" aria-hidden>
        <CrownFilled />
      </div>
      <div className="qa-upgrade__body">
        <h3>Keep analyzing quotes</h3>
        <p>
          Get {pack.credits} more quote analyses for {pack.price} — credits never expire.
        </p>
        <ul className="qa-list">
          <li>
            <CheckOutlined /> {pack.credits} comprehensive analyses
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
        Get {pack.credits} Credits for {pack.price}
      </LinkButton>
    </div>
  );
}
