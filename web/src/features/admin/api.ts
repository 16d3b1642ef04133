// Admin reporting calls (spec §7, §9) with their refresh intervals.
import { useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '../../lib/api-client';
import type {
  ActivityFilter,
  ActivityLogRow,
  AdminUserRow,
  AnalyticsResponse,
  RevenuePeriod,
  SortOrder,
  TransactionRow,
  UserSortBy,
} from './types';

export const TIMEFRAME_DAYS: Record<RevenuePeriod, number> = { '7days': 7, '30days': 30, all: 365 };
export const USERS_EXPORT_URL = '/api/admin/export/users.csv';
export const TRANSACTIONS_EXPORT_URL = '/api/admin/export/transactions.csv';

/** Wraps a failing admin call in the message spec §8 names for it. */
async function adminGet<T>(url: string, failure: string): Promise<T> {
  try {
    return await apiGet<T>(url);
  } catch (error) {
    throw new Error(failure, { cause: error });
  }
}

export function useAdminUsers(params: { sortBy: UserSortBy; order: SortOrder; search: string }) {
  return useQuery({
    queryKey: ['/api/admin/users', params],
    queryFn: () => adminGet<AdminUserRow[]>(withQuery('/api/admin/users', params), 'Failed to fetch users'),
    refetchInterval: 30_000,
    placeholderData: (previous) => previous,
  });
}

export function useActivityLogs(filter: ActivityFilter) {
  return useQuery({
    queryKey: ['/api/admin/activity-logs', filter],
    queryFn: () =>
      adminGet<{ logs: ActivityLogRow[] }>(
        withQuery('/api/admin/activity-logs', { limit: 100, filter }),
        'Failed to fetch activity logs',
      ),
    refetchInterval: 15_000,
  });
}

export function useAnalytics(period: RevenuePeriod) {
  return useQuery({
    queryKey: ['/api/admin/analytics', period],
    queryFn: () =>
      adminGet<AnalyticsResponse>(
        withQuery('/api/admin/analytics', { timeframe: TIMEFRAME_DAYS[period] }),
        'Failed to fetch analytics',
      ),
    refetchInterval: 60_000,
    placeholderData: (previous) => previous,
  });
}

export function useTransactions() {
  return useQuery({
    queryKey: ['/api/admin/transactions'],
    queryFn: () =>
      adminGet<{ transactions: TransactionRow[]; total?: number }>(
        withQuery('/api/admin/transactions', { limit: 50, offset: 0 }),
        'Failed to fetch transactions',
      ),
    refetchInterval: 60_000,
  });
}
