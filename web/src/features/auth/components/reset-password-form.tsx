// /reset-password/{token}: validate on load, set a new password, auto-login (spec §2, §4, §5, §8).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircleFilled, CloseCircleFilled, LockOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/query-client';
import { FieldError } from '../../../components/field-error';
import { LinkButton } from '../../../components/link-button';
import { StatusCard } from '../../../components/status-card';
import { SectionSpinner } from '../../../components/spinner';
import { useResetPassword, useResetTokenValidation } from '../api';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { AuthCard } from './auth-card';

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
      <StatusCard
        tone="green"
        icon={<CheckCircleFilled />}
        title="Password Reset Successful!"
        level="h1"
        className="qa-auth-card"
        testId="reset-success"
      >
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
      </StatusCard>
    );
  }

  if (validation.isError || validation.data?.valid === false) {
    return (
      <StatusCard
        tone="red"
        icon={<CloseCircleFilled />}
        title="Invalid Reset Link"
        level="h1"
        className="qa-auth-card"
        testId="reset-invalid"
      >
        <p>{INVALID_LINK}</p>
        <LinkButton to="/forgot-password" type="primary" size="large" data-testid="reset-request-new">
          Request a New Reset Link
        </LinkButton>
      </StatusCard>
    );
  }

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a password with at least 6 characters."
      notice={serverError ? { type: 'error', text: serverError } : null}
      noticeTestId="reset-error"
      testId="reset-card"
    >
      <form onSubmit={handleSubmit} className="qa-form" noValidate>
        <NewPasswordField
          id="reset-password"
          label="New password"
          value={password}
          onChange={setPassword}
          placeholder="New password (min. 6 characters)"
        />
        <NewPasswordField
          id="reset-confirm-password"
          label="Confirm password"
          value={confirm}
          onChange={setConfirm}
          placeholder="Repeat the new password"
        />
        <FieldError message={formError} testId="reset-form-error" />
        <SubmitButton loading={reset.isPending} data-testid="reset-submit">
          Reset Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

function NewPasswordField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}) {
  return <TextField {...props} password prefix={<LockOutlined />} autoComplete="new-password" />;
}
