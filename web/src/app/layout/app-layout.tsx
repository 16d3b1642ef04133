import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { ThunderboltFilled } from '@ant-design/icons';
import { BrandLogo } from '../../components/brand-logo';
import { SectionSpinner } from '../../components/spinner';
import { useUsage } from '../../features/billing/api';
import { creditTone } from '../../features/billing';
import { BottomNav } from './bottom-nav';

/** Shell of every signed-in screen: top bar with the credit balance, content, bottom navigation. */
export function AppLayout() {
  const usage = useUsage();
  const credits = usage.data?.analysisCredits;
  return (
    <div className="qa-app">
      <header className="qa-topbar qa-topbar--app">
        <div className="qa-container qa-topbar__inner">
          <BrandLogo to="/dashboard" />
          {credits !== undefined && (
            <Link
              to="/purchase"
              className={`qa-credit-chip qa-credit-chip--${creditTone(credits)}`}
              data-testid="header-credits"
              aria-label={`${credits} analysis credits. Buy more`}
            >
              <ThunderboltFilled aria-hidden /> {credits} {credits === 1 ? 'credit' : 'credits'}
            </Link>
          )}
        </div>
      </header>
      <main className="qa-app__main">
        <Suspense fallback={<SectionSpinner label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
