// The react-query client and its default read (spec §7, §9).
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-client';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Reads the joined query key as a path; a 401 yields null when on401 is 'returnNull'. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export const FIVE_MINUTES = 5 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'returnNull' }),
      staleTime: FIVE_MINUTES,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

/** The current-user read; its key is shared by every place that signs in or out. */
export const userQueryKey = ['/api/auth/user'] as const;
