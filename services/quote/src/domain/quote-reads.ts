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

/** The longest a caller may hold a request open; a browser tab asks again after it. */
export const MAX_AWAIT_MS = 10_000;
/** How often a waiter re-reads, for an outcome stored by another replica of this service. */
const RECHECK_MS = 500;

/** The analysis as soon as it is no longer running, or as it stands after waitMs. */
export async function awaitAnalysis(deps: QuoteDeps, userId: string, quoteId: string, waitMs: number) {
  const until = Date.now() + Math.min(Math.max(waitMs, 0), MAX_AWAIT_MS);
  for (;;) {
    const quote = await deps.quotes.findOwned(userId, quoteId);
    if (!quote) throw new AppError('not_found', QUOTE_NOT_FOUND);
    const left = until - Date.now();
    if (quote.status !== 'analyzing' || left <= 0) return quoteDetail(quote, deps.settings.affiliateUrl);
    await deps.settled.wait(quoteId, Math.min(left, RECHECK_MS));
  }
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
