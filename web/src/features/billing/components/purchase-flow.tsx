// The credit purchase of /purchase (spec §2, §4 Payment, §8 payment messages).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Spin, Tag } from 'antd';
import {
  ArrowLeftOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';
import { trackConversion } from '../../../lib/conversion';
import { useHandleUnauthorized } from '../../../hooks/use-unauthorized-redirect';
import { purchasesQueryKey, useCreatePaymentIntent, useCreditPack, usageQueryKey, useUsage } from '../api';
import { CreditPackCard } from './credit-pack-card';
import { CreditsCard } from './credits-card';
import { PAYMENT_MESSAGES } from './payment-messages';
import { PaymentSuccess } from './payment-success';
import { StripePaymentForm } from './stripe-payment-form';
import { TestPaymentForm } from './test-payment-form';
import { useAwaitCredits } from '../hooks/use-await-credits';
import type { PaymentIntent } from '../types';

type Phase = 'choose' | 'pay' | 'confirming' | 'success';

const RETURN_PARAMS = ['success', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'];

export function PurchaseFlow() {
  const usage = useUsage();
  const config = useAppConfig();
  const pack = useCreditPack();
  const createIntent = useCreatePaymentIntent();
  const awaitCredits = useAwaitCredits();
  const queryClient = useQueryClient();
  const handleUnauthorized = useHandleUnauthorized();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const [phase, setPhase] = useState<Phase>('choose');
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [creditsConfirmed, setCreditsConfirmed] = useState(true);
  const baseline = useRef(0);

  // Back from a payment-provider redirect: ?success=true marks success and is then removed from the address.
  useEffect(() => {
    if (params.get('success') !== 'true') return;
    const failed = params.get('redirect_status') === 'failed';
    const next = new URLSearchParams(params);
    RETURN_PARAMS.forEach((p) => next.delete(p));
    setParams(next, { replace: true });
    if (failed) {
      toast({
        title: PAYMENT_MESSAGES.failedTitle,
        description: PAYMENT_MESSAGES.failedFallback,
        variant: 'destructive',
      });
      return;
    }
    setPhase('success');
    void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    void queryClient.invalidateQueries({ queryKey: purchasesQueryKey });
    // Runs once, on arrival.
  }, []);

  const credits = usage.data?.analysisCredits ?? 0;
  const provider = config.data?.paymentProvider ?? intent?.provider ?? 'stripe';

  function startPurchase() {
    baseline.current = credits;
    createIntent.mutate(undefined, {
      onSuccess: (created) => {
        setIntent(created);
        setPhase('pay');
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return handleUnauthorized();
        toast({
          title: PAYMENT_MESSAGES.errorTitle,
          description: errorMessage(error, PAYMENT_MESSAGES.errorFallback),
          variant: 'destructive',
        });
      },
    });
  }

  async function onPaid() {
    setPhase('confirming');
    if (pack) trackConversion('purchase', { value: pack.priceCents / 100, currency: 'USD' });
    const rose = await awaitCredits(baseline.current);
    setCreditsConfirmed(rose);
    void queryClient.invalidateQueries({ queryKey: purchasesQueryKey });
    void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    setPhase('success');
    if (rose) {
      toast({
        title: PAYMENT_MESSAGES.successTitle,
        description: pack && PAYMENT_MESSAGES.creditsAdded(pack.credits),
        variant: 'success',
      });
    }
  }

  if (phase === 'success') {
    return (
      <div className="qa-page qa-container qa-container--narrow" data-testid="purchase-page">
        <PaymentSuccess creditsConfirmed={creditsConfirmed} credits={pack?.credits} />
      </div>
    );
  }

  return (
    <div className="qa-page qa-container qa-container--narrow" data-testid="purchase-page">
      <LinkButton
        to="/dashboard"
        type="text"
        icon={<ArrowLeftOutlined />}
        className="qa-back-button"
        data-testid="purchase-back"
      >
        Back to Dashboard
      </LinkButton>
      <div className="qa-page-heading">
        <h1>Purchase Analysis Credits</h1>
        <p className="qa-muted">{pack && `Get ${pack.credits} additional quote analyses for ${pack.price}`}</p>
      </div>

      <CreditsCard
        credits={credits}
        label="Current Credits"
        icon={<WalletOutlined />}
        testId="current-credits-card"
        countTestId="current-credits"
        action={
          <Tag
            color={credits > 0 ? 'green' : 'default'}
            className="qa-credits__status"
            data-testid="credit-status-badge"
          >
            {credits > 0 ? 'Active' : 'No Credits'}
          </Tag>
        }
      />

      <CreditPackCard>
        {phase === 'choose' && (
          <Button
            type="primary"
            size="large"
            block
            icon={<LockOutlined />}
            loading={createIntent.isPending}
            onClick={startPurchase}
            data-testid="purchase-button"
          >
            {pack ? `Purchase ${pack.credits} Credits for ${pack.price}` : 'Purchase Credits'}
          </Button>
        )}
        {phase === 'pay' && intent && provider === 'local-test' && (
          <TestPaymentForm paymentIntentId={intent.paymentIntentId} onPaid={onPaid} />
        )}
        {phase === 'pay' && intent && provider === 'stripe' && config.data?.stripePublishableKey && (
          <StripePaymentForm
            publishableKey={config.data.stripePublishableKey}
            clientSecret={intent.clientSecret}
            onPaid={onPaid}
          />
        )}
        {phase === 'pay' && intent && provider === 'stripe' && !config.data?.stripePublishableKey && (
          <p className="qa-field-error" role="alert" data-testid="payment-error">
            {PAYMENT_MESSAGES.notReady}
          </p>
        )}
        {phase === 'confirming' && (
          <div className="qa-section-spinner" role="status" data-testid="payment-confirming">
            <Spin />
            <span>Payment received — adding your credits...</span>
          </div>
        )}
      </CreditPackCard>

      <p className="qa-secure-note" data-testid="secure-payment-note">
        <SafetyCertificateOutlined aria-hidden /> Secure payment processing by{' '}
        {provider === 'stripe' ? 'Stripe' : 'our card payment provider'}. Your payment information is
        encrypted and never stored on our servers.
      </p>
    </div>
  );
}
