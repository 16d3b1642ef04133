import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';

/** Centred card layout for the sign-in, forgot-password and reset-password screens. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="qa-auth-shell">
      <header className="qa-auth-shell__header">
        <BrandLogo />
      </header>
      <main className="qa-auth-shell__main">{children}</main>
    </div>
  );
}
