import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/api-client';
import { SIGN_IN_STATE } from '../../../lib/auth-mode';
import { useForgotPassword } from '../api';
import { StatusCard } from '../../../components/status-card';
import { SubmitButton } from '../../../components/submit-button';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [validation, setValidation] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    if (!email.trim()) {
      setValidation('Please enter your email address');
      return;
    }
    setValidation(null);
    forgot.mutate(email.trim(), {
      onSuccess: () => setSentTo(email.trim()),
      onError: (error) => setServerError(errorMessage(error, 'Password reset request failed')),
    });
  }

  if (sentTo) {
    return (
      <StatusCard
        tone="blue"
        icon={<MailOutlined />}
        title="Check Your Email"
        level="h1"
        className="qa-auth-card"
        testId="forgot-success"
      >
        <p>
          If an account exists for <strong>{sentTo}</strong>, we&apos;ve sent a link to reset your password.
          The link expires soon, so use it right away.
        </p>
        <p className="qa-muted">Didn&apos;t get it? Check your spam or junk folder.</p>
        <BackToSignIn />
      </StatusCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a link to reset it."
      notice={serverError ? { type: 'error', text: serverError } : null}
      noticeTestId="forgot-error"
      testId="forgot-card"
    >
      <form onSubmit={handleSubmit} className="qa-form" noValidate>
        <EmailField
          id="forgot-email"
          value={email}
          onChange={setEmail}
          error={validation}
          errorTestId="forgot-email-error"
        />
        <SubmitButton loading={forgot.isPending} data-testid="forgot-submit">
          Send Reset Link
        </SubmitButton>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}

function BackToSignIn() {
  return (
    <Link to="/auth" state={SIGN_IN_STATE} className="qa-back-link" data-testid="forgot-back-to-auth">
      <ArrowLeftOutlined /> Back to Sign In
    </Link>
  );
}
