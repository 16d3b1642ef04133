// Small display helpers shared by several features.

/** Cents to dollars with 2 decimals: 4900 → "$49.00". */
export function formatCents(cents: number | null | undefined): string {
  return `$${((cents ?? 0) / 100).toFixed(2)}`;
}

/**
 * An amount in its currency (ISO 4217, US dollars when not given): 12450 → "$12,450", (4250, 'GBP') → "£4,250",
 * (9800, 'CAD') → "CA$9,800". Cents are shown only when present.
 */
export function formatMoney(amount: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** "today", "yesterday", "N days ago" under 7 days, otherwise a locale date (spec §9). */
export function formatRelativeDate(value: string | number | Date, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return date.toLocaleDateString();
}

export function formatDate(value: string | number | Date | undefined | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
}

export function formatDateTime(value: string | number | Date | undefined | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}

export function formatLongDate(value: string | number | Date | undefined | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** First and last name, else first name, else email, else "User" (spec §3). */
export function displayName(user: NamedPerson | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  if (user?.email) return user.email;
  return 'User';
}

export function initials(user: NamedPerson | null | undefined): string {
  const first = user?.firstName?.trim()?.[0] ?? '';
  const last = user?.lastName?.trim()?.[0] ?? '';
  const both = `${first}${last}`.toUpperCase();
  return both || (user?.email?.[0]?.toUpperCase() ?? 'U');
}
