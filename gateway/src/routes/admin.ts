// The operator dashboard: thin routes over the admin-reporting service. Every route needs the admin role, checked
// here on the server against the auth service (401 signed out, 403 for other users); query parameters are
// checked at the edge so a typo is a 400, not a silently different report.
import { Router, type Request, type Response } from 'express';
import { AppError } from '@qa/platform';
import { requireAdmin } from '../http/session';
import { route } from '../http/errors';
import type { RouteDeps } from './deps';

const USER_SORTS = ['totalSpend', 'totalUploads', 'joinDate'];
const ORDERS = ['asc', 'desc'];
const ACTIVITY_FILTERS = ['all', 'authenticated', 'anonymous'];
const TIMEFRAMES = ['7', '30', '365'];
const MAX_SEARCH = 100;

/** One value of a query parameter (a repeated parameter is refused). */
function param(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new AppError('invalid_argument', `${name} must be given once`);
  return value;
}

function oneOf(req: Request, name: string, allowed: string[], fallback: string): string {
  const value = param(req, name) ?? fallback;
  if (!allowed.includes(value)) throw new AppError('invalid_argument', `${name} must be one of ${allowed.join(', ')}`);
  return value;
}

function integer(req: Request, name: string, { min, max, fallback }: { min: number; max: number; fallback: number }): number {
  const value = param(req, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new AppError('invalid_argument', `${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function sendCsv(res: Response, file: { csv: string; fileName: string }) {
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('cache-control', 'no-store');
  res.send(file.csv);
}

export function adminRoutes({ clients }: RouteDeps): Router {
  const router = Router();
  const reporting = clients.adminReporting.call;
  router.use('/admin', requireAdmin);

  router.get(
    '/admin/users',
    route(async (req, res) => {
      const search = param(req, 'search') ?? '';
      if (search.length > MAX_SEARCH) throw new AppError('invalid_argument', `search must be at most ${MAX_SEARCH} characters`);
      const { users } = await reporting.ListUsers({
        sortBy: oneOf(req, 'sortBy', USER_SORTS, 'totalSpend'),
        order: oneOf(req, 'order', ORDERS, 'desc'),
        search,
      });
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
      const { logs } = await reporting.ActivityLogs({
        limit: integer(req, 'limit', { min: 1, max: 500, fallback: 100 }),
        filter: oneOf(req, 'filter', ACTIVITY_FILTERS, 'all'),
      });
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
      const { summary, projectTypes } = await reporting.Analytics({ timeframe: Number(oneOf(req, 'timeframe', TIMEFRAMES, '7')) });
      res.json({ summary, projectTypes: projectTypes.map((p) => ({ name: p.name, percentage: p.percentage })) });
    }),
  );

  router.get(
    '/admin/transactions',
    route(async (req, res) => {
      const { transactions, total } = await reporting.Transactions({
        limit: integer(req, 'limit', { min: 1, max: 500, fallback: 50 }),
        offset: integer(req, 'offset', { min: 0, max: 1_000_000, fallback: 0 }),
      });
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
