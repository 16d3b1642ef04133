import { Navigate, useParams } from 'react-router-dom';
import { useDocumentMeta } from '../../../lib/document-meta';
import { AuthShell } from '../components/auth-shell';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const { token } = useParams();
  useDocumentMeta('Set a New Password | Quote Analyzer');
  if (!token) return <Navigate to="/forgot-password" replace />;
  return (
    <AuthShell>
      <ResetPasswordForm token={token} />
    </AuthShell>
  );
}
