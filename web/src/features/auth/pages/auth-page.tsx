import { useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useUser } from '../api';
import { AuthForm } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** /auth, /login and /signup: one shared screen. */
export function AuthPage() {
  const { user } = useUser();
  const { pathname } = useLocation();
  const completeSignIn = useCompleteSignIn();
  // While the post-sign-in flow runs it decides where to go; the signed-in redirect must not race it.
  const completing = useRef(false);
  useDocumentMeta(
    pathname === '/login' ? 'Sign In | Quote Analyzer' : 'Create Your Free Account | Quote Analyzer',
  );

  if (user && !completing.current) return <Navigate to="/dashboard" replace />;

  return (
    <AuthShell>
      <AuthForm
        initialMode={pathname === '/login' ? 'login' : 'register'}
        onAuthenticated={(signedIn) => {
          completing.current = true;
          void completeSignIn(signedIn);
        }}
      />
    </AuthShell>
  );
}
