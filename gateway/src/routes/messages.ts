// The messages a homeowner sends contractors: for one analysed quote, and one per contractor of a comparison. The
// quote service writes them; the gateway only names the caller for the sign-off.
import { Router, type Request } from 'express';
import type { ContractorMessage__Output } from '@qa/contracts/grpc/qa/quote/ContractorMessage';
import { AppError } from '@qa/platform';
import { requireUser } from '../http/session';
import { route } from '../http/errors';
import { ID_PATTERN } from '../contract/schemas';
import type { RouteDeps } from './deps';

function idOf(req: Request, param: string, notFound: string): string {
  const id = String(req.params[param] ?? '');
  if (!ID_PATTERN.test(id)) throw new AppError('not_found', notFound);
  return id;
}

/** The account's name as the sign-off of a message ('' leaves the quote service its own). */
function homeownerName(req: Request): string {
  return [req.user?.firstName, req.user?.lastName].filter((p) => p?.trim()).join(' ');
}

function messageJson(m: ContractorMessage__Output) {
  return {
    quoteId: m.quoteId,
    contractorName: m.contractorName,
    to: m.to,
    subject: m.subject,
    body: m.body,
    questionCount: m.questionCount,
  };
}

export function messagesRoutes({ clients }: RouteDeps): Router {
  const router = Router();
  const quote = clients.quote.call;

  router.get(
    '/analysis/:quoteId/message',
    requireUser,
    route(async (req, res) => {
      const quoteId = idOf(req, 'quoteId', 'Analysis not found');
      res.json(
        messageJson(
          await quote.GetAnalysisMessage({
            userId: req.session!.sub,
            quoteId,
            homeownerName: homeownerName(req),
          }),
        ),
      );
    }),
  );

  router.get(
    '/comparisons/:comparisonId/messages',
    requireUser,
    route(async (req, res) => {
      const comparisonId = idOf(req, 'comparisonId', 'Comparison not found');
      const { messages } = await quote.GetComparisonMessages({
        userId: req.session!.sub,
        comparisonId,
        homeownerName: homeownerName(req),
      });
      res.json({ messages: messages.map(messageJson) });
    }),
  );

  return router;
}
