// A user's quotes, one analysis, and its PDF report. Only the owner's own quotes are found; anything else is 404.
import { analysisToProto } from '@qa/contracts';
import { AppError } from '@qa/platform';
import type { QuoteDeps } from './deps';
import { quoteDetail, quoteSummary } from './quote-views';

export const QUOTE_NOT_FOUND = 'Analysis not found';

export async function listQuotes(deps: QuoteDeps, userId: string) {
  const quotes = await deps.quotes.listOwned(userId);
  return { quotes: quotes.map(quoteSummary) };
}

export async function getAnalysis(deps: QuoteDeps, userId: string, quoteId: string) {
  const quote = await deps.quotes.findOwned(userId, quoteId);
  if (!quote) throw new AppError('not_found', QUOTE_NOT_FOUND);
  return quoteDetail(quote, deps.settings.affiliateUrl);
}

export async function getReport(deps: QuoteDeps, userId: string, quoteId: string) {
  const quote = await deps.quotes.findOwned(userId, quoteId);
  if (!quote) throw new AppError('not_found', QUOTE_NOT_FOUND);
  if (quote.status !== 'complete' || !quote.result) throw new AppError('invalid_argument', 'The report is available once the analysis is complete.');
  return deps.analysis.RenderReport({
    quoteId: quote._id,
    contractorName: quote.contractorName,
    projectType: quote.projectType,
    createdAt: new Date(quote.createdAt).toISOString(),
    analysis: analysisToProto(quote.result),
  });
}
