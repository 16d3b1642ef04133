// Comparisons of a user's analysed quotes: thin routes over the quote service, which decides everything (how many
// quotes, whose, whether analysed) and builds the table. A malformed id is simply not one of the user's.
import { Router, type Request } from 'express';
import type { Comparison__Output } from '@qa/contracts/grpc/qa/quote/Comparison';
import { AppError } from '@qa/platform';
import { requireUser } from '../http/session';
import { route } from '../http/errors';
import { parseBody } from '../http/validate';
import { CreateComparisonBody, ID_PATTERN } from '../contract/schemas';
import type { RouteDeps } from './deps';

// Building the comparison and rendering its pages takes longer than a plain read.
const REPORT_DEADLINE_MS = 35_000;

function comparisonIdOf(req: Request): string {
  const id = String(req.params.comparisonId ?? '');
  if (!ID_PATTERN.test(id)) throw new AppError('not_found', 'Comparison not found');
  return id;
}

function comparisonJson(c: Comparison__Output) {
  return {
    id: c.id,
    createdAt: c.createdAt,
    title: c.title,
    columns: c.columns.map(({ quoteId, contractorName, projectType, createdAt, clarityRating, email }) => ({
      quoteId,
      contractorName,
      projectType,
      createdAt,
      clarityRating,
      email,
    })),
    rows: c.rows.map(({ id, group, label, cells, differs }) => ({
      id,
      group,
      label,
      differs,
      cells: cells.map(({ state, value, words, note }) => ({ state, value, words, note })),
    })),
    summary: c.summary,
    gaps: c.gaps.map(({ rowId, label, text }) => ({ rowId, label, text })),
    likeForLike: c.likeForLike.map(({ quoteId, estimate, text }) => ({
      quoteId,
      estimate: estimate ?? null,
      text,
    })),
    notes: c.notes,
  };
}

export function comparisonsRoutes({ clients }: RouteDeps): Router {
  const router = Router();
  const quote = clients.quote.call;

  router.post(
    '/comparisons',
    requireUser,
    route(async (req, res) => {
      const reply = await quote.CreateComparison({
        userId: req.session!.sub,
        quoteIds: parseBody(CreateComparisonBody, req).quoteIds,
      });
      res.status(201).json({ comparisonId: reply.comparisonId });
    }),
  );

  router.get(
    '/comparisons',
    requireUser,
    route(async (req, res) => {
      const { comparisons } = await quote.ListComparisons({ userId: req.session!.sub });
      res.json(
        comparisons.map(({ id, createdAt, title, contractorNames, quoteIds }) => ({
          id,
          createdAt,
          title,
          contractorNames,
          quoteIds,
        })),
      );
    }),
  );

  router.get(
    '/comparisons/:comparisonId',
    requireUser,
    route(async (req, res) => {
      res.json(
        comparisonJson(
          await quote.GetComparison({ userId: req.session!.sub, comparisonId: comparisonIdOf(req) }),
        ),
      );
    }),
  );

  router.get(
    '/comparisons/:comparisonId/report.pdf',
    requireUser,
    route(async (req, res) => {
      const report = await quote.GetComparisonReport(
        { userId: req.session!.sub, comparisonId: comparisonIdOf(req) },
        { deadlineMs: REPORT_DEADLINE_MS },
      );
      res.type('application/pdf').attachment(report.fileName).send(Buffer.from(report.pdf));
    }),
  );

  return router;
}
