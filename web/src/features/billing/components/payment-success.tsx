import { Alert } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button';
import { PAYMENT_MESSAGES } from './payment-messages';

/** `credits`: the pack's, once the settings have come. */
export function PaymentSuccess({ creditsConfirmed, credits }: { creditsConfirmed: boolean; credits: number | undefined }) {
  return (
    <div className="qa-card qa-center qa-payment-success" data-testid="payment-success">
      <div className="qa-status-icon qa-status-icon--green">
        <CheckCircleFilled />
      </div>
      <h1>Payment Successful!</h1>
      {credits !== undefined && <p>{PAYMENT_MESSAGES.creditsAdded(credits)}</p>}
      {!creditsConfirmed && (
        <Alert
          type="info"
          showIcon
          title="Your payment went through. It can take a minute before the new credits show in your balance."
          data-testid="payment-credits-pending"
        />
      )}
      <div className="qa-button-stack">
        <LinkButton to="/dashboard" type="primary" size="large" block data-testid="payment-start-analyzing">
          Start Analyzing Quotes
        </LinkButton>
        <LinkButton to="/history" size="large" block data-testid="payment-view-history">
          View Your History
        </LinkButton>
      </div>
    </div>
  );
}
