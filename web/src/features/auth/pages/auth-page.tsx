import { useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AUTH_PAGE_TITLES, initialAuthMode } from '../../../lib/auth-mode';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useUser } from '../api';
import { AuthForm } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** /auth, /login and /signup: one shared screen, whose title follows the mode it is in. */
export function AuthPage() {
  const { user } = useUser();
  const { pathname, state } = useLocation();
  const [mode, setMode] = useState(() => initialAuthMode(pathname, state));
  const completeSignIn = useCompleteSignIn();
  // While the post-sign-in flow runs it decides where to go; the signed-in redirect must not race it.
  const completing = useRef(false);
  useDocumentMeta(AUTH_PAGE_TITLES[mode]);

  if (user && !completing.current) return <Navigate to="/dashboard" replace />;

  return (
    <AuthShell>
      <AuthForm
        mode={mode}
        onModeChange={setMode}
        onAuthenticated={(signedIn) => {
          completing.current = true;
          void completeSignIn(signedIn);
        }}
      />
    </AuthShell>
  );
}
