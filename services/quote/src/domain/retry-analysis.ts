// Retrying a failed analysis: the same quote and files, the next attempt number. billing holds a credit for the new
// attempt (the failed one's was given back, and a quote is paid for at most once), so a retry costs nothing more.
import { AppError, outboxEntry } from '@qa/platform';
import type { QuoteDeps } from './deps';
import { QUOTE_NOT_FOUND } from './quote-reads';

export async function retryAnalysis(deps: QuoteDeps, userId: string, quoteId: string): Promise<{ quoteId: string }> {
  const quote = await deps.quotes.findOwned(userId, quoteId);
  if (!quote) throw new AppError('not_found', QUOTE_NOT_FOUND);
  if (quote.status === 'analyzing') return { quoteId }; // already running again (a repeated click)
  if (quote.status === 'complete') throw new AppError('invalid_argument', 'This analysis is already complete.');
  const attempt = quote.attempt + 1;
  await deps.billing.ReserveCredit({ userId, quoteId, attempt });
  const { projectType, contractorName, files } = quote;
  const submitted = outboxEntry(deps.bus, 'quote.submitted', quoteId, { quoteId, userId, attempt, projectType, contractorName, files });
  // A concurrent retry may have started this attempt first; either way the quote is analysing again.
  const ticket = await deps.outbox.expect(deps.quotes.model, quoteId);
  await deps.quotes.startRetry(userId, quoteId, quote.attempt, submitted);
  await deps.outbox.stage(deps.quotes.model, quoteId, ticket);
  return { quoteId };
}
