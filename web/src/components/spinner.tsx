import { Spin } from 'antd';

/** Full-screen spinner while the authentication status loads (spec §2). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="qa-full-spinner" role="status" aria-live="polite" data-testid="app-loading">
      <Spin size="large" />
      <span className="qa-full-spinner__label">{label}</span>
    </div>
  );
}

/** Inline spinner for a section of a page. */
export function SectionSpinner({ label, testId }: { label?: string; testId?: string }) {
  return (
    <div className="qa-section-spinner" role="status" aria-live="polite" data-testid={testId}>
      <Spin />
      {label && <span>{label}</span>}
    </div>
  );
}
