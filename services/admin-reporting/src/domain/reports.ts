// The dashboard's figures, read from the read models. Every count is computed at read time from collections of
// one document per fact; e-mails are joined from the users read model at read time.
import { AppError } from '@qa/platform';
import type { ReadModels } from '../store/read-models';
import type { UploadFilter } from '../store/uploads';
import { statusOf, type PaymentDoc } from '../store/payments';
import type { UserDoc } from '../store/users';
import { conversionFunnel, percent } from './funnel';
import { periodStart } from './period';
import { sortUsers, userSortOf } from './user-list';
import { dollars, toCsv } from './csv';
import { groupProjectTypes } from './project-types';

const ACTIVITY_LIMIT = { default: 100, max: 500 };
const TRANSACTIONS_LIMIT = { default: 50, max: 500 };
const UPLOAD_FILTERS: UploadFilter[] = ['all', 'authenticated', 'anonymous'];

export function reports(store: ReadModels) {
  const emailsOf = async (userIds: string[]) => new Map((await store.users.byIds(userIds.filter(Boolean))).map((u) => [u._id, u.email]));

  async function listUsers(req: { sortBy: string; order: string; search: string }) {
    const { sortBy, order } = userSortOf(req.sortBy, req.order);
    const [users, uploads, spend] = await Promise.all([store.users.search(req.search), store.quotes.countByUser(), store.payments.spendByUser()]);
    const rows = users.map((u) => ({ ...u, id: u._id, totalUploads: uploads.get(u._id) ?? 0, totalSpend: spend.get(u._id) ?? 0 }));
    return sortUsers(rows, sortBy, order);
  }

  async function activityLogs(req: { limit: number; filter: string }) {
    const limit = req.limit || ACTIVITY_LIMIT.default;
    if (limit < 1 || limit > ACTIVITY_LIMIT.max) throw new AppError('invalid_argument', `limit must be between 1 and ${ACTIVITY_LIMIT.max}`);
    const filter = (req.filter || 'all') as UploadFilter;
    if (!UPLOAD_FILTERS.includes(filter)) throw new AppError('invalid_argument', 'filter must be all, authenticated or anonymous');
    const uploads = await store.uploads.latest(filter, limit);
    const emails = await emailsOf(uploads.map((u) => u.userId));
    return uploads.map((u) => ({
      id: u._id,
      createdAt: u.at.toISOString(),
      userEmail: emails.get(u.userId) ?? u.userEmail ?? '',
      projectType: u.projectType,
      ipAddress: u.ip,
      // A failed attempt that never read a file has no size to show.
      fileSize: u.totalSize > 0 ? u.totalSize : undefined,
      fileCount: u.fileCount,
      uploadType: u.uploadType,
      success: u.success,
    }));
  }

  async function analytics(req: { timeframe: number }) {
    const since = periodStart(req.timeframe);
    const [totalUsers, totalUploads, revenueCents, newSignups, byType, funnel, comparisons] = await Promise.all([
      store.users.countRegistered(),
      store.quotes.count(),
      store.payments.revenueCents(since),
      store.users.countRegistered(since),
      store.quotes.countByProjectType(since),
      funnelSince(since),
      store.comparisons.countSince(since),
    ]);
    const typed = byType.reduce((sum, t) => sum + t.count, 0);
    const projectTypes = groupProjectTypes(byType)
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .map((t) => ({ name: t.name, percentage: percent(t.count, typed) }));
    return {
      summary: { totalUsers, totalRevenue: revenueCents / 100, totalUploads, newSignups, ...funnel, comparisons },
      projectTypes,
    };
  }

  async function funnelSince(since: Date) {
    const anonymousUploads = (await store.uploads.anonymousSince(since)).map((u) => ({ id: u._id, visitorId: u.visitorId ?? '', at: u.at }));
    const visitorIds = [...new Set(anonymousUploads.map((u) => u.visitorId).filter(Boolean))];
    const [registered, logins] = await Promise.all([store.users.byVisitors(visitorIds), store.logins.byVisitors(visitorIds)]);
    const accounts = new Map((await store.users.byIds(logins.map((l) => l.userId))).map((u) => [u._id, u.createdAt]));
    return conversionFunnel({
      anonymousUploads,
      registrations: registered.map((u) => ({ visitorId: u.visitorId ?? '', createdAt: u.createdAt })),
      logins: logins.map((l) => ({ visitorId: l.visitorId, at: l.at, accountCreatedAt: accounts.get(l.userId) })),
    });
  }

  async function transactions(req: { limit: number; offset: number }) {
    const limit = req.limit || TRANSACTIONS_LIMIT.default;
    if (limit < 1 || limit > TRANSACTIONS_LIMIT.max) throw new AppError('invalid_argument', `limit must be between 1 and ${TRANSACTIONS_LIMIT.max}`);
    if (req.offset < 0) throw new AppError('invalid_argument', 'offset must not be negative');
    const [payments, total] = await Promise.all([store.payments.page(limit, req.offset), store.payments.count()]);
    return { transactions: await transactionRows(payments), total };
  }

  async function transactionRows(payments: PaymentDoc[]) {
    const emails = await emailsOf(payments.map((p) => p.userId));
    return payments.map((p) => ({
      id: p._id,
      userEmail: emails.get(p.userId) ?? '',
      paymentIntentId: p._id,
      amount: p.amount,
      creditsAdded: p.credits,
      isTest: p.environment === 'TEST',
      status: statusOf(p),
      createdAt: p.createdAt.toISOString(),
    }));
  }

  /** "Export Data" (users with their activity) and "Export Transactions", as CSV files named for today. */
  async function exportCsv(req: { kind: string }, now = new Date()) {
    const day = now.toISOString().slice(0, 10);
    if (req.kind === 'users') {
      const [users, lastActivity] = await Promise.all([listUsers({ sortBy: 'joinDate', order: 'desc', search: '' }), lastActivityByUser()]);
      const csv = toCsv(
        ['Name', 'Email', 'Join Date', 'Total Uploads', 'Total Spend (USD)', 'Last Activity'],
        users.map((u) => [
          displayName(u),
          u.email,
          u.createdAt.toISOString(),
          u.totalUploads,
          dollars(u.totalSpend),
          new Date(Math.max(u.createdAt.getTime(), lastActivity.get(u.id) ?? 0)).toISOString(),
        ]),
      );
      return { csv, fileName: `users-${day}.csv` };
    }
    if (req.kind === 'transactions') {
      const rows = await transactionRows(await store.payments.all());
      const csv = toCsv(
        ['Date', 'User Email', 'Payment ID', 'Amount (USD)', 'Credits', 'Environment', 'Status'],
        rows.map((t) => [t.createdAt, t.userEmail, t.paymentIntentId, dollars(t.amount), t.creditsAdded, t.isTest ? 'TEST' : 'LIVE', t.status]),
      );
      return { csv, fileName: `transactions-${day}.csv` };
    }
    throw new AppError('invalid_argument', 'kind must be users or transactions');
  }

  /**
   * The latest sign-in, upload attempt, submitted quote or payment outcome of each user. FerretDB v1 has no $max
   * in $group, so the facts are streamed once and reduced here (an export is a rare operator action).
   */
  async function lastActivityByUser(): Promise<Map<string, number>> {
    const last = new Map<string, number>();
    const seen = (userId: string, ...times: Array<Date | undefined>) => {
      for (const at of times) if (userId && at && at.getTime() > (last.get(userId) ?? 0)) last.set(userId, at.getTime());
    };
    for await (const l of store.logins.times()) seen(l.userId, l.at);
    for await (const u of store.uploads.times()) seen(u.userId, u.at);
    for await (const q of store.quotes.times()) seen(q.userId, q.at);
    for await (const p of store.payments.times()) seen(p.userId, p.succeededAt, p.failedAt, p.refundedAt);
    return last;
  }

  return { listUsers, activityLogs, analytics, transactions, exportCsv };
}
export type Reports = ReturnType<typeof reports>;

/** Spec §3: first and last name, else first name, else e-mail. */
function displayName(u: Pick<UserDoc, 'firstName' | 'lastName' | 'email'>): string {
  return [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
}
