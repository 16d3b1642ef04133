// The card of the sign-in/sign-up, forgot-password and reset-password forms: a title, a line saying what the form
// is for, then, just above the form, what went wrong (or, after a refused sign-up, what to do instead).
import type { ReactNode } from 'react';
import { Alert } from 'antd';

export interface AuthNotice {
  type: 'error' | 'info';
  text: string;
}

interface AuthCardProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** What comes between the subtitle and the notice (the sign-in card's Google button). */
  lead?: ReactNode;
  notice: AuthNotice | null;
  noticeTestId: string;
  testId: string;
  /** The sign-in/sign-up card only: which of the two it is showing. */
  mode?: string;
  /** The form, and whatever follows it. */
  children: ReactNode;
}

export function AuthCard({
  title,
  subtitle,
  lead,
  notice,
  noticeTestId,
  testId,
  mode,
  children,
}: AuthCardProps) {
  return (
    <div className="qa-card qa-auth-card" data-testid={testId} data-mode={mode}>
      <h1 data-testid={mode && 'auth-title'}>{title}</h1>
      <p className="qa-auth-card__subtitle">{subtitle}</p>
      {lead}
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          title={notice.text}
          className="qa-auth-card__alert"
          data-testid={noticeTestId}
        />
      )}
      {children}
    </div>
  );
}
