// Authentication calls of spec §7 as react-query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiJson } from '../../lib/api-client';
import { FIVE_MINUTES, getQueryFn, userQueryKey } from '../../lib/query-client';
import type { LoginInput, RegisterInput, ResetPasswordResult, User } from './types';

export { userQueryKey };

/** The signed-in user, or null when signed out (the server answers null; a 401 is read as null too). */
export function useUser() {
  const query = useQuery<User | null>({
    queryKey: userQueryKey,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
    retry: false,
    staleTime: FIVE_MINUTES,
    gcTime: 10 * 60 * 1000,
    refetchOnMount: true,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<User>('POST', '/api/auth/login', input),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<User>('POST', '/api/auth/register', input),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message?: string }>('POST', '/api/auth/logout'),
    onSettled: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<{ message?: string }>('POST', '/api/auth/forgot-password', { email }),
  });
}

/** Validates a reset token on load; an invalid token fails the query. */
export function useResetTokenValidation(token: string | undefined) {
  return useQuery({
    queryKey: ['/api/auth/reset-password', token],
    queryFn: () => apiGet<{ valid?: boolean }>(`/api/auth/reset-password/${encodeURIComponent(token ?? '')}`),
    enabled: Boolean(token),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiJson<ResetPasswordResult>('POST', '/api/auth/reset-password', input),
  });
}
