export type AdminTab = 'users' | 'activity' | 'analytics' | 'transactions';
export type RevenuePeriod = '7days' | '30days' | 'all';
export type UserSortBy = 'totalSpend' | 'totalUploads' | 'joinDate';
export type SortOrder = 'asc' | 'desc';
export type ActivityFilter = 'all' | 'authenticated' | 'anonymous';

export interface AdminUserRow {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  totalUploads: number;
  /** cents */
  totalSpend: number;
  createdAt: string;
}

export interface ActivityLogRow {
  id: string;
  createdAt: string;
  userEmail?: string | null;
  projectType: string;
  ipAddress: string;
  fileSize?: number | null;
  fileCount?: number | null;
  uploadType: 'authenticated' | 'anonymous';
  success: boolean;
}

export interface TransactionRow {
  id: string;
  userEmail: string;
  paymentIntentId?: string;
  stripePaymentIntentId?: string;
  amount: number;
  creditsAdded: number;
  isTest: boolean;
  status: string;
  createdAt: string;
}

export interface AnalyticsSummary {
  totalUsers: number;
  /** dollars */
  totalRevenue: number;
  totalUploads: number;
  conversionRate: number;
  newUserConversionRate: number;
  reengagementRate: number;
  anonymousUploads: number;
  anonymousToNewUser: number;
  anonymousToExistingUser: number;
  newSignups: number;
  /** Comparisons of quotes made in the timeframe. */
  comparisons: number;
}

export interface AnalyticsResponse {
  summary: Partial<AnalyticsSummary>;
  projectTypes: { name: string; percentage: number }[];
}
