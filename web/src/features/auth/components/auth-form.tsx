// One screen toggling "Create account" and "Sign in" (spec §2 /auth, §5, §8).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Divider } from 'antd';
import {
  EyeInvisibleOutlined,
  EyeOutlined,
  GoogleOutlined,
  LockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import type { AuthMode } from '../../../lib/auth-mode';
import { trackConversion } from '../../../lib/conversion';
import { useLogin, useRegister } from '../api';
import type { User } from '../types';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { AuthCard, type AuthNotice } from './auth-card';
import { EmailField } from './email-field';

export const AUTH_MESSAGES = {
  namesRequired: 'First name and last name are required',
  userExists: 'An account with this email already exists. Please sign in below instead.',
  fallback: 'Authentication failed',
  google:
    "Google sign-in is temporarily unavailable. Please use email registration below - it's fast and secure!",
} as const;

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onAuthenticated: (user: User | undefined) => void;
}

export function AuthForm({ mode, onModeChange, onAuthenticated }: AuthFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<AuthNotice | null>(null);
  // Set when a sign-up was refused for blank names; the message then lasts only while a name is still blank.
  const [namesChecked, setNamesChecked] = useState(false);
  const login = useLogin();
  const register = useRegister();
  const isPending = login.isPending || register.isPending;
  const isRegister = mode === 'register';
  const namesBlank = !firstName.trim() || !lastName.trim();
  const shown: AuthNotice | null =
    notice ??
    (isRegister && namesChecked && namesBlank ? { type: 'error', text: AUTH_MESSAGES.namesRequired } : null);

  function toggleMode() {
    onModeChange(isRegister ? 'login' : 'register');
    setFirstName('');
    setLastName('');
    setEmail('');
    setPassword('');
    setShowPassword(false);
    setNotice(null);
    setNamesChecked(false);
  }

  function handleError(error: unknown) {
    const message = errorMessage(error, AUTH_MESSAGES.fallback);
    if (isRegister && errorStatus(error) === 400 && /User already exists/i.test((error as Error).message)) {
      onModeChange('login');
      setPassword('');
      setNotice({ type: 'info', text: AUTH_MESSAGES.userExists });
      return;
    }
    setNotice({ type: 'error', text: message });
  }

  function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (isPending) return;
    // Email presence and format are checked by the browser (type="email" required).
    if (!e.currentTarget.reportValidity()) return;
    setNotice(null);
    if (isRegister) {
      if (namesBlank) {
        setNamesChecked(true);
        return;
      }
      register.mutate(
        { email: email.trim(), password, firstName: firstName.trim(), lastName: lastName.trim() },
        {
          onSuccess: (user) => {
            trackConversion('registration');
            onAuthenticated(user);
          },
          onError: handleError,
        },
      );
    } else {
      login.mutate({ email: email.trim(), password }, { onSuccess: onAuthenticated, onError: handleError });
    }
  }

  return (
    <AuthCard
      title={isRegister ? 'Create account' : 'Sign in'}
      subtitle={
        isRegister
          ? 'Free account · see your full quote analysis and keep your history'
          : 'Welcome back! Sign in to see your quote analyses.'
      }
      lead={<GoogleUnavailable />}
      notice={shown}
      noticeTestId="auth-error"
      testId="auth-card"
      mode={mode}
    >
      <form onSubmit={handleSubmit} className="qa-form" data-testid="auth-form">
        {isRegister && (
          <div className="qa-form__row">
            <NameField
              id="auth-first-name"
              label="First name"
              prefix={<UserOutlined />}
              value={firstName}
              onChange={setFirstName}
              autoComplete="given-name"
            />
            <NameField
              id="auth-last-name"
              label="Last name"
              value={lastName}
              onChange={setLastName}
              autoComplete="family-name"
            />
          </div>
        )}
        <EmailField id="auth-email" value={email} onChange={setEmail} required />
        <TextField
          id="auth-password"
          label="Password"
          aside={
            !isRegister && (
              <Link to="/forgot-password" className="qa-link-small" data-testid="auth-forgot-link">
                Forgot your password?
              </Link>
            )
          }
          type={showPassword ? 'text' : 'password'}
          prefix={<LockOutlined />}
          value={password}
          onChange={setPassword}
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          placeholder="Password (min. 6 characters)"
          required
          suffix={
            <button
              type="button"
              className="qa-icon-button"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              data-testid="auth-password-visibility"
            >
              {showPassword ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            </button>
          }
        />
        <SubmitButton loading={isPending} data-testid="auth-submit">
          {isRegister ? 'Create Account' : 'Sign In'}
        </SubmitButton>
      </form>

      <p className="qa-auth-card__toggle">
        {isRegister ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button type="button" className="qa-link-button" onClick={toggleMode} data-testid="auth-toggle">
          {isRegister ? 'Sign in' : 'Create account'}
        </button>
      </p>
    </AuthCard>
  );
}

/** Sign-up asks for both names. */
function NameField(props: {
  id: string;
  label: string;
  prefix?: ReactNode;
  value: string;
  onChange: (text: string) => void;
  autoComplete: string;
}) {
  return <TextField {...props} required />;
}

/** Google sign-in is shown but off, with the reason under it (spec §2 /auth), above "or continue with email". */
function GoogleUnavailable() {
  return (
    <>
      <Button
        block
        size="large"
        icon={<GoogleOutlined />}
        disabled
        data-testid="auth-google"
        aria-describedby="google-unavailable"
      >
        Continue with Google
      </Button>
      <p className="qa-auth-card__google-note" id="google-unavailable" data-testid="auth-google-note">
        {AUTH_MESSAGES.google}
      </p>
      <Divider plain>
        or continue with email
      </Divider>
    </>
  );
}
