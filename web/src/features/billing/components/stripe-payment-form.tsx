// Stripe Elements payment form (spec §4 Payment, §9 payment form options).
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripePaymentElementOptions } from '@stripe/stripe-js';
import { LockOutlined } from '@ant-design/icons';
import { FieldError } from '../../../components/field-error';
import { useToast } from '../../../components/toast/toast-context';
import { useCreditPack } from '../api';
import { PAYMENT_MESSAGES } from './payment-messages';
import { SubmitButton } from '../../../components/submit-button';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function getStripe(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('Stripe.js could not be loaded', error);
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
  layout: 'tabs',
  defaultValues: { billingDetails: { address: { country: 'US' } } },
  wallets: { applePay: 'never', googlePay: 'never' },
};

export const RETURN_PATH = '/purchase?success=true';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  onPaid: () => void;
}

export function StripePaymentForm({ publishableKey, clientSecret, onPaid }: StripePaymentFormProps) {
  const stripePromise = useMemo(() => getStripe(publishableKey), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let active = true;
    void stripePromise.then((stripe) => active && setUnavailable(stripe === null));
    return () => {
      active = false;
    };
  }, [stripePromise]);

  if (unavailable) {
    return <FieldError message={PAYMENT_MESSAGES.notReady} testId="payment-error" />;
  }
  return (
    <Elements
      stripe={stripePromise}
      options={{
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: {
            colorPrimary: '#2563eb',
            borderRadius: '10px',
            fontFamily: 'Inter, system-ui, sans-serif',
          },
        },
      }}
    >
      <CheckoutForm onPaid={onPaid} />
    </Elements>
  );
}

function CheckoutForm({ onPaid }: { onPaid: () => void }) {
  const stripe = useStripe();
  const pack = useCreditPack();
  const elements = useElements();
  const { toast } = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    setInlineError(null);
    if (!stripe || !elements) {
      toast({
        title: PAYMENT_MESSAGES.errorTitle,
        description: PAYMENT_MESSAGES.notReady,
        variant: 'destructive',
      });
      return;
    }
    setSubmitting(true);
    try {
      const { error: submitError } = await elements.submit();
      if (submitError) {
        setInlineError(submitError.message || PAYMENT_MESSAGES.checkDetails);
        return;
      }
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${RETURN_PATH}` },
        redirect: 'if_required',
      });
      if (error) {
        toast({
          title: PAYMENT_MESSAGES.failedTitle,
          description: error.message || PAYMENT_MESSAGES.failedFallback,
          variant: 'destructive',
        });
        return;
      }
      if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) {
        onPaid();
      } else {
        toast({
          title: PAYMENT_MESSAGES.failedTitle,
          description: PAYMENT_MESSAGES.failedFallback,
          variant: 'destructive',
        });
      }
    } catch (error) {
      console.error('Stripe payment failed', error);
      toast({
        title: PAYMENT_MESSAGES.errorTitle,
        description: PAYMENT_MESSAGES.errorFallback,
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="qa-payment-form" data-testid="stripe-payment-form">
      <PaymentElement options={PAYMENT_ELEMENT_OPTIONS} />
      <FieldError message={inlineError} testId="payment-error" />
      <SubmitButton
        icon={<LockOutlined />}
        loading={submitting}
        disabled={!stripe || !elements}
        data-testid="pay-button"
      >
        {pack ? `Pay ${pack.exactPrice}` : 'Pay'}
      </SubmitButton>
    </form>
  );
}
