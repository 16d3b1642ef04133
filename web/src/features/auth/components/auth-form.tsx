// One screen toggling "Create account" and "Sign in" (spec §2 /auth, §5, §8).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Divider, Input } from 'antd';
import {
  EyeInvisibleOutlined,
  EyeOutlined,
  GoogleOutlined,
  LockOutlined,
  MailOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import type { AuthMode } from '../../../lib/auth-mode';
import { trackConversion } from '../../../lib/conversion';
import { useLogin, useRegister } from '../api';
import type { User } from '../types';
import { FormField } from '../../../components/form-field';

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

interface Notice {
  type: 'error' | 'info';
  text: string;
}

export function AuthForm({ mode, onModeChange, onAuthenticated }: AuthFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Set when a sign-up was refused for blank names; the message then lasts only while a name is still blank.
  const [namesChecked, setNamesChecked] = useState(false);
  const login = useLogin();
  const register = useRegister();
  const isPending = login.isPending || register.isPending;
  const isRegister = mode === 'register';
  const namesBlank = !firstName.trim() || !lastName.trim();
  const shown: Notice | null =
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
    <div className="qa-card qa-auth-card" data-testid="auth-card" data-mode={mode}>
      <h1 className="qa-auth-card__title" data-testid="auth-title">
        {isRegister ? 'Create account' : 'Sign in'}
      </h1>
      <p className="qa-auth-card__subtitle">
        {isRegister
          ? 'Free account · see your full quote analysis and keep your history'
          : 'Welcome back! Sign in to see your quote analyses.'}
      </p>

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

      <Divider plain className="qa-auth-card__divider">
        or continue with email
      </Divider>

      {shown && (
        <Alert
          type={shown.type}
          showIcon
          title={shown.text}
          className="qa-auth-card__alert"
          data-testid="auth-error"
          role="alert"
        />
      )}

      <form onSubmit={handleSubmit} className="qa-form" data-testid="auth-form">
        {isRegister && (
          <div className="qa-form__row">
            <FormField label="First name" htmlFor="auth-first-name">
              <Input
                id="auth-first-name"
                size="large"
                prefix={<UserOutlined />}
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
                autoComplete="given-name"
                required
                data-testid="auth-first-name"
              />
            </FormField>
            <FormField label="Last name" htmlFor="auth-last-name">
              <Input
                id="auth-last-name"
                size="large"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
                autoComplete="family-name"
                required
                data-testid="auth-last-name"
              />
            </FormField>
          </div>
        )}
        <FormField label="Email" htmlFor="auth-email">
          <Input
            id="auth-email"
            type="email"
            size="large"
            prefix={<MailOutlined />}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            placeholder="you@example.com"
            required
            data-testid="auth-email"
          />
        </FormField>
        <FormField
          label="Password"
          htmlFor="auth-password"
          aside={
            !isRegister && (
              <Link to="/forgot-password" className="qa-link-small" data-testid="auth-forgot-link">
                Forgot your password?
              </Link>
            )
          }
        >
          <Input
            id="auth-password"
            type={showPassword ? 'text' : 'password'}
            size="large"
            prefix={<LockOutlined />}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            placeholder="Password (min. 6 characters)"
            required
            data-testid="auth-password"
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
        </FormField>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isPending}
          data-testid="auth-submit"
        >
          {isRegister ? 'Create Account' : 'Sign In'}
        </Button>
      </form>

      <p className="qa-auth-card__toggle">
        {isRegister ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button type="button" className="qa-link-button" onClick={toggleMode} data-testid="auth-toggle">
          {isRegister ? 'Sign in' : 'Create account'}
        </button>
      </p>
    </div>
  );
}
