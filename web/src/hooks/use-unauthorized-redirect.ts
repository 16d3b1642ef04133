// Spec §2/§8: a 401 on a protected screen's data → toast, then /auth after 0.5 s.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from '../lib/api-client';
import { SIGN_IN_STATE } from '../lib/auth-mode';
import { userQueryKey } from '../lib/query-client';
import { useToast } from '../components/toast/toast-context';

export const UNAUTHORIZED_REDIRECT_MS = 500;

/** Returns a handler that shows the Unauthorized toast and sends the browser to /auth. */
export function useHandleUnauthorized() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(() => {
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    window.setTimeout(() => {
      queryClient.setQueryData(userQueryKey, null);
      // Their session ended: they have an account, so /auth opens on "Sign in".
      navigate('/auth', { state: SIGN_IN_STATE });
    }, UNAUTHORIZED_REDIRECT_MS);
  }, [toast, navigate, queryClient]);
}

/** Watches a query error and reacts once when it is a 401. */
export function useUnauthorizedRedirect(error: unknown): void {
  const handle = useHandleUnauthorized();
  const handled = useRef(false);
  useEffect(() => {
    if (!handled.current && isUnauthorizedError(error)) {
      handled.current = true;
      handle();
    }
  }, [error, handle]);
}
