// The operator dashboard: thin routes over the admin-reporting service. Every route needs the admin role, checked
// here on the server against the auth service (401 signed out, 403 for other users); query parameters are
// checked at the edge so a typo is a 400, not a silently different report.
import { Router, type Response } from 'express';
import { requireAdmin } from '../http/session';
import { route } from '../http/errors';
import { parseQuery } from '../http/validate';
import { AdminActivityQuery, AdminAnalyticsQuery, AdminTransactionsQuery, AdminUsersQuery } from '../contract/schemas';
import type { RouteDeps } from './deps';

function sendCsv(res: Response, file: { csv: string; fileName: string }) {
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('cache-control', 'no-store');
  res.send(file.csv);
}

export function adminRoutes({ config, clients, sessions }: RouteDeps): Router {
  const router = Router();
  const reporting = clients.adminReporting.call;
  router.use('/admin', requireAdmin(config, sessions));

  router.get(
    '/admin/users',
    route(async (req, res) => {
      const { users } = await reporting.ListUsers(parseQuery(AdminUsersQuery, req));
      res.json(
        users.map((u) => ({
          id: u.id,
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          totalUploads: u.totalUploads,
          totalSpend: u.totalSpend,
          createdAt: u.createdAt,
          role: u.role,
        })),
      );
    }),
  );

  router.get(
    '/admin/activity-logs',
    route(async (req, res) => {
      const { logs } = await reporting.ActivityLogs(parseQuery(AdminActivityQuery, req));
      res.json({
        logs: logs.map((l) => ({
          id: l.id,
          createdAt: l.createdAt,
          userEmail: l.userEmail || null,
          projectType: l.projectType,
          ipAddress: l.ipAddress,
          fileSize: l.fileSize ?? null,
          fileCount: l.fileCount,
          uploadType: l.uploadType,
          success: l.success,
        })),
      });
    }),
  );

  router.get(
    '/admin/analytics',
    route(async (req, res) => {
      const { timeframe } = parseQuery(AdminAnalyticsQuery, req);
      const { summary, projectTypes } = await reporting.Analytics({ timeframe: Number(timeframe) });
      res.json({ summary, projectTypes: projectTypes.map((p) => ({ name: p.name, percentage: p.percentage })) });
    }),
  );

  router.get(
    '/admin/transactions',
    route(async (req, res) => {
      const { transactions, total } = await reporting.Transactions(parseQuery(AdminTransactionsQuery, req));
      res.json({ transactions, total });
    }),
  );

  router.get(
    '/admin/export/users.csv',
    route(async (_req, res) => sendCsv(res, await reporting.Export({ kind: 'users' }))),
  );

  router.get(
    '/admin/export/transactions.csv',
    route(async (_req, res) => sendCsv(res, await reporting.Export({ kind: 'transactions' }))),
  );

  return router;
}
