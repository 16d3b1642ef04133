// GET the message for one analysed quote: the questions from its own findings.
import { AppError } from '@qa/platform';
import type { QuoteDeps } from '../deps';
import { QUOTE_NOT_FOUND } from '../quote-reads';
import { contractorMessage } from './contractor-message';

export async function analysisMessage(deps: QuoteDeps, userId: string, quoteId: string, homeownerName: string) {
  const quote = await deps.quotes.findOwned(userId, quoteId);
  if (!quote) throw new AppError('not_found', QUOTE_NOT_FOUND);
  if (quote.status !== 'complete' || !quote.result)
    throw new AppError('invalid_argument', 'The questions are ready once the analysis is complete.');
  return contractorMessage({
    quoteId: quote._id,
    contractorName: quote.contractorName,
    projectType: quote.projectType,
    createdAt: quote.createdAt,
    result: quote.result,
    homeownerName,
  });
}
