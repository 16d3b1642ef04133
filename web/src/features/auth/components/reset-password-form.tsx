// /reset-password/{token}: validate on load, set a new password, auto-login (spec §2, §4, §5, §8).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, LockOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/query-client';
import { FieldError } from '../../../components/field-error';
import { LinkButton } from '../../../components/link-button';
import { SectionSpinner } from '../../../components/spinner';
import { useResetPassword, useResetTokenValidation } from '../api';
import { FormField } from '../../../components/form-field';

export const RESET_REDIRECT_MS = 2000;
const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

export function ResetPasswordForm({ token }: { token: string }) {
  const validation = useResetTokenValidation(token);
  const reset = useResetPassword();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<{ autoLogin: boolean } | null>(null);

  useEffect(() => {
    if (!done?.autoLogin) return;
    const timer = window.setTimeout(() => navigate('/dashboard'), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    if (!token) return setFormError('Invalid reset token');
    if (!password) return setFormError('Password is required');
    if (password.length < 6) return setFormError('Password must be at least 6 characters long');
    if (password !== confirm) return setFormError('Passwords do not match');
    setFormError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: async (result) => {
          const autoLogin = Boolean(result?.autoLogin);
          if (autoLogin) {
            if (result.user) queryClient.setQueryData(userQueryKey, result.user);
            await queryClient.invalidateQueries({ queryKey: userQueryKey });
          }
          setDone({ autoLogin });
        },
        onError: (error) => setServerError(errorMessage(error, 'Password reset failed')),
      },
    );
  }

  if (validation.isLoading) {
    return (
      <div className="qa-card qa-auth-card qa-center">
        <SectionSpinner label="Checking your reset link..." testId="reset-validating" />
      </div>
    );
  }

  if (done) {
    return (
      <div className="qa-card qa-auth-card qa-center" data-testid="reset-success">
        <div className="qa-status-icon qa-status-icon--green">
          <CheckCircleFilled />
        </div>
        <h1 className="qa-auth-card__title">Password Reset Successful!</h1>
        {done.autoLogin ? (
          <p>You&apos;re signed in. Taking you to your dashboard...</p>
        ) : (
          <>
            <p>Your password has been changed. You can now sign in with your new password.</p>
            <Link to="/login" className="qa-back-link">
              Go to Sign In
            </Link>
          </>
        )}
      </div>
    );
  }

  if (validation.isError || validation.data?.valid === false) {
    return (
      <div className="qa-card qa-auth-card qa-center" data-testid="reset-invalid">
        <div className="qa-status-icon qa-status-icon--red">
          <CloseCircleFilled />
        </div>
        <h1 className="qa-auth-card__title">Invalid Reset Link</h1>
        <p>{INVALID_LINK}</p>
        <LinkButton to="/forgot-password" type="primary" size="large" data-testid="reset-request-new">
          Request a New Reset Link
        </LinkButton>
      </div>
    );
  }

  return (
    <div className="qa-card qa-auth-card" data-testid="reset-card">
      <h1 className="qa-auth-card__title">Set a new password</h1>
      <p className="qa-auth-card__subtitle">Choose a password with at least 6 characters.</p>
      {serverError && (
        <Alert
          type="error"
          showIcon
          title={serverError}
          className="qa-auth-card__alert"
          data-testid="reset-error"
        />
      )}
      <form onSubmit={handleSubmit} className="qa-form" noValidate>
        <FormField label="New password" htmlFor="reset-password">
          <Input.Password
            id="reset-password"
            size="large"
            prefix={<LockOutlined />}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            placeholder="New password (min. 6 characters)"
            data-testid="reset-password"
          />
        </FormField>
        <FormField label="Confirm password" htmlFor="reset-confirm-password">
          <Input.Password
            id="reset-confirm-password"
            size="large"
            prefix={<LockOutlined />}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="new-password"
            placeholder="Repeat the new password"
            data-testid="reset-confirm-password"
          />
        </FormField>
        <FieldError message={formError} testId="reset-form-error" />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={reset.isPending}
          data-testid="reset-submit"
        >
          Reset Password
        </Button>
      </form>
    </div>
  );
}
