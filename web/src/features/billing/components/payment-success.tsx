import { Alert } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button';
import { StatusCard } from '../../../components/status-card';
import { PAYMENT_MESSAGES } from './payment-messages';

/** `credits`: the pack's, once the settings have come. */
export function PaymentSuccess({
  creditsConfirmed,
  credits,
}: {
  creditsConfirmed: boolean;
  credits: number | undefined;
}) {
  return (
    <StatusCard
      tone="green"
      icon={<CheckCircleFilled />}
      title="Payment Successful!"
      level="h1"
      className="qa-payment-success"
      testId="payment-success"
    >
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
    </StatusCard>
  );
}
