// The route table of spec §2. Signed-out visitors see the landing page on every protected path;
// /admin is registered only for signed-in users.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../components/spinner';
import { useUser } from '../features/auth/api';
import { AuthPage } from '../features/auth/pages/auth-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { ProfilePage } from '../features/auth/pages/profile-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { LandingPage } from '../features/landing/pages/landing-page';
import { AnalysisPage } from '../features/quotes/pages/analysis-page';
import { DashboardPage } from '../features/quotes/pages/dashboard-page';
import { HistoryPage } from '../features/quotes/pages/history-page';
import { PreviewPage } from '../features/quotes/pages/preview-page';
import { ComparePage } from '../features/compare/pages/compare-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

const PurchasePage = lazy(() =>
  import('../features/billing/pages/purchase-page').then((m) => ({ default: m.PurchasePage })),
);
const AdminPage = lazy(() =>
  import('../features/admin/pages/admin-page').then((m) => ({ default: m.AdminPage })),
);

const PROTECTED_PATHS = [
  '/',
  '/dashboard',
  '/history',
  '/analysis/:quoteId',
  '/compare/:comparisonId',
  '/purchase',
  '/profile',
  '/subscribe',
];

export function AppRoutes() {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/preview" element={<PreviewPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/login" element={<AuthPage />} />
        <Route path="/signup" element={<AuthPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<Navigate to="/forgot-password" replace />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        {user ? (
          <Route element={<AppLayout />}>
            <Route path="/" element={<DashboardPage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/history" element={<HistoryPage />} />
            <Route path="/analysis/:quoteId" element={<AnalysisPage />} />
            <Route path="/compare/:comparisonId" element={<ComparePage />} />
            <Route path="/purchase" element={<PurchasePage />} />
            <Route path="/subscribe" element={<Navigate to="/purchase" replace />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/admin" element={<AdminPage />} />
          </Route>
        ) : (
          PROTECTED_PATHS.map((path) => <Route key={path} path={path} element={<LandingPage />} />)
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
