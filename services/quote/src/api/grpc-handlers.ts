import type { ServiceTypes } from '@qa/contracts';
import { unary } from '@qa/platform';
import type { QuoteDeps } from '../domain/deps';
import { submitQuote } from '../domain/submit-quote';
import { analyzeAnonymous } from '../domain/anonymous-preview';
import { savePreview } from '../domain/save-preview';
import { retryAnalysis } from '../domain/retry-analysis';
import { awaitAnalysis, getAnalysis, getReport, listQuotes } from '../domain/quote-reads';
import { trackAffiliateClick } from '../domain/affiliate-click';
import { createComparison } from '../domain/comparisons/create-comparison';
import { getComparison, listComparisons } from '../domain/comparisons/comparison-reads';
import { comparisonMessages } from '../domain/comparisons/comparison-messages';
import { comparisonReport } from '../domain/comparisons/comparison-report';
import { analysisMessage } from '../domain/messages/analysis-message';
import { clientStream } from './client-stream';

const clientOf = (client: { ip: string; visitorId: string } | null | undefined) => ({ ip: client?.ip ?? '', visitorId: client?.visitorId ?? '' });

export function grpcHandlers(deps: QuoteDeps): ServiceTypes['quote']['handlers'] {
  const { log } = deps;
  return {
    SubmitQuote: clientStream(log, (parts) => submitQuote(deps, parts)),
    AnalyzeAnonymous: clientStream(log, (parts) => analyzeAnonymous(deps, parts)),
    ListQuotes: unary(log, async (req) => listQuotes(deps, req.userId)),
    GetAnalysis: unary(log, async (req) => getAnalysis(deps, req.userId, req.quoteId)),
    AwaitAnalysis: unary(log, async (req) => awaitAnalysis(deps, req.userId, req.quoteId, req.waitMs)),
    GetReport: unary(log, async (req) => getReport(deps, req.userId, req.quoteId)),
    RetryAnalysis: unary(log, async (req) => retryAnalysis(deps, req.userId, req.quoteId)),
    SavePreview: unary(log, async (req) => savePreview(deps, { userId: req.userId, previewId: req.previewId, client: clientOf(req.client) })),
    TrackAffiliateClick: unary(log, async (req) => {
      await trackAffiliateClick(deps, { userId: req.userId, quoteId: req.quoteId, client: clientOf(req.client) });
      return {};
    }),
    CreateComparison: unary(log, async (req) => createComparison(deps, req.userId, req.quoteIds)),
    ListComparisons: unary(log, async (req) => listComparisons(deps, req.userId)),
    GetComparison: unary(log, async (req) => getComparison(deps, req.userId, req.comparisonId)),
    GetAnalysisMessage: unary(log, async (req) => analysisMessage(deps, req.userId, req.quoteId, req.homeownerName)),
    GetComparisonMessages: unary(log, async (req) => comparisonMessages(deps, req.userId, req.comparisonId, req.homeownerName)),
    GetComparisonReport: unary(log, async (req) => comparisonReport(deps, req.userId, req.comparisonId)),
  };
}
