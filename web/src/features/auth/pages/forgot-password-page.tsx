import { useDocumentMeta } from '../../../lib/document-meta';
import { AuthShell } from '../components/auth-shell';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  useDocumentMeta('Reset Your Password | Quote Analyzer');
  return (
    <AuthShell>
      <ForgotPasswordForm />
    </AuthShell>
  );
}
