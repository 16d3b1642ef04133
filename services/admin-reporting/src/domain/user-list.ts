// Sorting the admin user list (spec §2: Total Spend, Total Uploads, Join Date; default total spend, descending).
import { AppError } from '@qa/platform';

export const USER_SORTS = ['totalSpend', 'totalUploads', 'joinDate'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ListedUser {
  id: string;
  email: string;
  totalUploads: number;
  totalSpend: number;
  createdAt: Date;
}

/** An empty value takes the default; anything else must be known. */
export function userSortOf(sortBy: string, order: string): { sortBy: UserSort; order: SortOrder } {
  const by = sortBy || 'totalSpend';
  const dir = order || 'desc';
  if (!(USER_SORTS as readonly string[]).includes(by)) throw new AppError('invalid_argument', `sortBy must be one of ${USER_SORTS.join(', ')}`);
  if (!(SORT_ORDERS as readonly string[]).includes(dir)) throw new AppError('invalid_argument', 'order must be asc or desc');
  return { sortBy: by as UserSort, order: dir as SortOrder };
}

/** Sorts by the chosen figure; ties go to the newer account, then by e-mail, so the order is stable. */
export function sortUsers<U extends ListedUser>(users: U[], sortBy: UserSort, order: SortOrder): U[] {
  const key = (u: U) => (sortBy === 'joinDate' ? u.createdAt.getTime() : u[sortBy]);
  const sign = order === 'asc' ? 1 : -1;
  return [...users].sort(
    (a, b) => sign * (key(a) - key(b)) || b.createdAt.getTime() - a.createdAt.getTime() || a.email.localeCompare(b.email) || a.id.localeCompare(b.id),
  );
}
