// Our own card form for the local-test payment provider. No real card is ever charged.
import { useState, type FormEvent } from 'react';
import { Alert } from 'antd';
import { CreditCardOutlined, ExperimentOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { useConfirmTestPayment, useCreditPack } from '../api';
import { PAYMENT_MESSAGES } from './payment-messages';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';

function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function TestPaymentForm({
  paymentIntentId,
  onPaid,
}: {
  paymentIntentId: string;
  onPaid: () => void;
}) {
  const [cardNumber, setCardNumber] = useState('');
  const [inlineError, setInlineError] = useState<string | null>(null);
  const confirm = useConfirmTestPayment();
  const pack = useCreditPack();
  const { toast } = useToast();

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const digits = cardNumber.replace(/\D/g, '');
    if (digits.length < 12) {
      setInlineError(PAYMENT_MESSAGES.checkDetails);
      return;
    }
    setInlineError(null);
    confirm.mutate(
      { paymentIntentId, cardNumber: digits },
      {
        onSuccess: (result) => {
          if (result?.status === 'succeeded') {
            onPaid();
            return;
          }
          toast({
            title: PAYMENT_MESSAGES.failedTitle,
            description: result?.message || PAYMENT_MESSAGES.failedFallback,
            variant: 'destructive',
          });
        },
        onError: (error) =>
          toast({
            title: PAYMENT_MESSAGES.errorTitle,
            description: errorMessage(error, PAYMENT_MESSAGES.errorFallback),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="qa-payment-form qa-payment-form--test"
      data-testid="test-payment-form"
    >
      <Alert
        type="warning"
        showIcon
        icon={<ExperimentOutlined />}
        title="TEST MODE — no real card is charged"
        description="Use 4242 4242 4242 4242 for a successful payment or 4000 0000 0000 0002 for a declined one."
        data-testid="test-mode-banner"
      />
      <TextField
        id="test-card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="off"
        prefix={<CreditCardOutlined />}
        placeholder="4242 4242 4242 4242"
        value={cardNumber}
        onChange={(text) => setCardNumber(formatCardNumber(text))}
        error={inlineError}
        errorTestId="payment-error"
      />
      <SubmitButton loading={confirm.isPending} data-testid="pay-button">
        {pack ? `Pay ${pack.exactPrice} (test)` : 'Pay (test)'}
      </SubmitButton>
    </form>
  );
}
