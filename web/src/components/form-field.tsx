// The one way a hand-built form lays out a field: its label (with an optional link beside it, as "Forgot your
// password?" beside Password) above its control and whatever follows it (a hint, an error).
import type { ReactNode } from 'react';

export function FormField({
  label,
  htmlFor,
  aside,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const labelElement = (
    <label className="qa-label" htmlFor={htmlFor}>
      {label}
    </label>
  );
  return (
    <div className="qa-field">
      {aside ? (
        <div className="qa-label-row">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
    </div>
  );
}
