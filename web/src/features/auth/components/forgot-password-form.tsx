import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Input } from 'antd';
import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/api-client';
import { SIGN_IN_STATE } from '../../../lib/auth-mode';
import { FieldError } from '../../../components/field-error';
import { useForgotPassword } from '../api';
import { FormField } from '../../../components/form-field';

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
      <div className="qa-card qa-auth-card qa-center" data-testid="forgot-success">
        <div className="qa-status-icon qa-status-icon--blue">
          <MailOutlined />
        </div>
        <h1 className="qa-auth-card__title">Check Your Email</h1>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we&apos;ve sent a link to reset your password.
          The link expires soon, so use it right away.
        </p>
        <p className="qa-muted">Didn&apos;t get it? Check your spam or junk folder.</p>
        <Link to="/auth" state={SIGN_IN_STATE} className="qa-back-link" data-testid="forgot-back-to-auth">
          <ArrowLeftOutlined /> Back to Sign In
        </Link>
      </div>
    );
  }

  return (
    <div className="qa-card qa-auth-card" data-testid="forgot-card">
      <h1 className="qa-auth-card__title">Forgot your password?</h1>
      <p className="qa-auth-card__subtitle">Enter your email and we&apos;ll send you a link to reset it.</p>
      {serverError && (
        <Alert
          type="error"
          showIcon
          title={serverError}
          className="qa-auth-card__alert"
          data-testid="forgot-error"
        />
      )}
      <form onSubmit={handleSubmit} className="qa-form" noValidate>
        <FormField label="Email" htmlFor="forgot-email">
          <Input
            id="forgot-email"
            type="email"
            size="large"
            prefix={<MailOutlined />}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            placeholder="you@example.com"
            status={validation ? 'error' : undefined}
            data-testid="forgot-email"
          />
          <FieldError message={validation} testId="forgot-email-error" />
        </FormField>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={forgot.isPending}
          data-testid="forgot-submit"
        >
          Send Reset Link
        </Button>
      </form>
      <Link to="/auth" state={SIGN_IN_STATE} className="qa-back-link" data-testid="forgot-back-to-auth">
        <ArrowLeftOutlined /> Back to Sign In
      </Link>
    </div>
  );
}
