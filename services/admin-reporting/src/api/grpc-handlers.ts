import type { ServiceTypes } from '@qa/contracts';
import { unary, type Logger } from '@qa/platform';
import type { Reports } from '../domain/reports';
import type { Rebuilder } from '../domain/rebuild';

export function grpcHandlers(deps: { reports: Reports; rebuild: Rebuilder; log: Logger }): ServiceTypes['adminReporting']['handlers'] {
  const { reports, log } = deps;
  return {
    ListUsers: unary(log, async (req) => {
      const users = await reports.listUsers(req);
      return {
        users: users.map((u) => ({
          id: u.id,
          firstName: u.firstName ?? '',
          lastName: u.lastName ?? '',
          email: u.email,
          totalUploads: u.totalUploads,
          totalSpend: u.totalSpend,
          createdAt: u.createdAt.toISOString(),
          role: u.role ?? 'user',
        })),
      };
    }),
    ActivityLogs: unary(log, async (req) => ({ logs: await reports.activityLogs(req) })),
    Analytics: unary(log, async (req) => reports.analytics(req)),
    Transactions: unary(log, async (req) => reports.transactions(req)),
    Export: unary(log, async (req) => reports.exportCsv(req)),
    Rebuild: unary(log, async () => deps.rebuild.rebuild()),
  };
}
