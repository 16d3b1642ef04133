// Quotes and analyses: thin routes over the quote service, which decides everything (the upload rules, credits,
// the anonymous limits, who may read what). Uploads are streamed through, never held (uploads/stream-upload.ts).
import { Router, type Request } from 'express';
import { analysisFromProto } from '@qa/contracts';
import type { AnonymousReply__Output } from '@qa/contracts/grpc/qa/quote/AnonymousReply';
import type { SubmitQuoteReply__Output } from '@qa/contracts/grpc/qa/quote/SubmitQuoteReply';
import type { QuoteSummary__Output } from '@qa/contracts/grpc/qa/quote/QuoteSummary';
import { AppError } from '@qa/platform';
import { requireUser } from '../http/session';
import { clientContext } from '../http/visitor';
import { route } from '../http/errors';
import { parseBody, parseQuery } from '../http/validate';
import { AffiliateClickBody, AnalysisQuery, ID_PATTERN, SavePreviewBody } from '../contract/schemas';
import { streamUpload } from '../uploads/stream-upload';
import type { RouteDeps } from './deps';

// Long enough for a large upload over a slow line, and for the anonymous analysis after it.
const UPLOAD_DEADLINE_MS = 5 * 60_000;

function quoteIdOf(req: Request): string {
  const id = String(req.params.quoteId ?? '');
  // A malformed id is simply not one of the user's quotes.
  if (!ID_PATTERN.test(id)) throw new AppError('not_found', 'Analysis not found');
  return id;
}

function listItem(q: QuoteSummary__Output) {
  return {
    id: q.id,
    projectType: q.projectType,
    contractorName: q.contractorName,
    fileName: q.fileName,
    fileType: q.fileType,
    createdAt: q.createdAt,
    analysisComplete: q.analysisComplete,
    clarityRating: q.clarityRating ?? null,
    status: q.status,
    fileCount: q.fileCount,
  };
}

export function quotesRoutes({ config, clients }: RouteDeps): Router {
  const router = Router();
  const quote = clients.quote;
  const limits = { maxFileBytes: config.MAX_FILE_BYTES, maxFiles: config.MAX_FILES };
  const callOptions = () => ({ deadline: quote.deadline(UPLOAD_DEADLINE_MS) });

  router.post(
    '/quotes/analyze',
    route(async (req, res) => {
      const reply = await streamUpload<AnonymousReply__Output>(
        req,
        (done) => quote.raw.AnalyzeAnonymous(quote.metadata(), callOptions(), done),
        { userId: '', client: clientContext(req) },
        limits,
      );
      res.json({
        previewId: reply.previewId,
        contractorName: reply.contractorName,
        projectType: reply.projectType,
        fileCount: reply.fileCount,
        extractedPrice: reply.extractedPrice ?? null,
        currency: reply.currency || 'USD',
        riskLevel: reply.riskLevel,
        clarityScore: reply.clarityScore,
        issueCount: reply.issueCount,
        flaggedIssues: reply.flaggedIssues.map((i) => ({ type: i.type, severity: i.severity, section: i.section })),
      });
    }),
  );

  router.post(
    '/upload-quote',
    requireUser,
    route(async (req, res) => {
      const reply = await streamUpload<SubmitQuoteReply__Output>(
        req,
        (done) => quote.raw.SubmitQuote(quote.metadata(), callOptions(), done),
        { userId: req.session!.sub, client: clientContext(req) },
        limits,
      );
      res.json({ quoteId: reply.quoteId });
    }),
  );

  router.get(
    '/quotes',
    requireUser,
    route(async (req, res) => {
      const { quotes } = await quote.call.ListQuotes({ userId: req.session!.sub });
      res.json(quotes.map(listItem));
    }),
  );

  router.get(
    '/analysis/:quoteId',
    requireUser,
    route(async (req, res) => {
      const ref = { userId: req.session!.sub, quoteId: quoteIdOf(req) };
      const { waitMs } = parseQuery(AnalysisQuery, req);
      const detail = waitMs
        ? await quote.call.AwaitAnalysis({ ...ref, waitMs }, { deadlineMs: waitMs + 5_000 })
        : await quote.call.GetAnalysis(ref);
      const q = detail.quote!;
      const a = detail.analysis ? analysisFromProto(detail.analysis) : null;
      res.json({
        status: q.status,
        failureReason: detail.failureReason || null,
        quote: {
          id: q.id,
          contractorName: q.contractorName,
          projectType: q.projectType,
          createdAt: q.createdAt,
          affiliateLink: detail.affiliateLink,
          clarityRating: q.clarityRating ?? null,
          fileName: q.fileName,
          fileCount: q.fileCount,
        },
        analysis: a && {
          clarityRating: a.clarityRating,
          riskLevel: a.riskLevel,
          summary: a.summary,
          issues: a.issues,
          extractedPrice: a.extractedPrice,
          currency: a.currency ?? 'USD',
          overview: a.overview,
          clearSections: a.clearSections,
          priceLines: a.priceLines,
          priceOptions: a.facts?.priceOptions ?? [],
          noSinglePrice: a.facts?.noSinglePrice ?? null,
        },
      });
    }),
  );

  router.post(
    '/analysis/:quoteId/retry',
    requireUser,
    route(async (req, res) => {
      const reply = await quote.call.RetryAnalysis({ userId: req.session!.sub, quoteId: quoteIdOf(req) });
      res.json({ quoteId: reply.quoteId });
    }),
  );

  router.get(
    '/analysis/:quoteId/report.pdf',
    requireUser,
    route(async (req, res) => {
      const report = await quote.call.GetReport({ userId: req.session!.sub, quoteId: quoteIdOf(req) }, { deadlineMs: 30_000 });
      res.type('application/pdf').attachment(report.fileName).send(Buffer.from(report.pdf));
    }),
  );

  // Only the preview id is read from analysisData: the analysis itself is the one stored on the server.
  router.post(
    '/quotes/save-preview',
    requireUser,
    route(async (req, res) => {
      const { previewId } = parseBody(SavePreviewBody, req).analysisData;
      const reply = await quote.call.SavePreview({ userId: req.session!.sub, previewId, client: clientContext(req) });
      res.json({ quoteId: reply.quoteId });
    }),
  );

  router.post(
    '/engagement/affiliate-click',
    route(async (req, res) => {
      const { quoteId = '' } = parseBody(AffiliateClickBody, req);
      await quote.call.TrackAffiliateClick({ userId: req.session?.sub ?? '', quoteId, client: clientContext(req) });
      res.status(204).end();
    }),
  );

  return router;
}
