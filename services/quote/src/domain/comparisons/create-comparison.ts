// Starting a comparison (spec §5 rules, on the server): 2 to 5 distinct quotes, each the caller's own (anything
// else is "not found", as for a single analysis) and each with a complete analysis. Quotes of different trades may
// be compared; the comparison says so. The comparison and its comparison.created event are one insert.
import { randomUUID } from 'node:crypto';
import { AppError, outboxEntry } from '@qa/platform';
import type { QuoteDeps } from '../deps';
import { QUOTE_NOT_FOUND } from '../quote-reads';

export const MIN_QUOTES = 2;
export const MAX_QUOTES = 5;

export async function createComparison(
  deps: QuoteDeps,
  userId: string,
  quoteIds: string[],
): Promise<{ comparisonId: string }> {
  if (quoteIds.length < MIN_QUOTES)
    throw new AppError('invalid_argument', `Choose at least ${MIN_QUOTES} analysed quotes to compare.`);
  if (quoteIds.length > MAX_QUOTES)
    throw new AppError(
      'invalid_argument',
      `You can compare at most ${MAX_QUOTES} quotes at a time; you chose ${quoteIds.length}.`,
    );
  if (new Set(quoteIds).size !== quoteIds.length)
    throw new AppError('invalid_argument', 'Each quote can be in a comparison only once.');
  const quotes = await Promise.all(quoteIds.map((id) => deps.quotes.findOwned(userId, id)));
  if (quotes.some((q) => !q)) throw new AppError('not_found', QUOTE_NOT_FOUND);
  const unfinished = quotes
    .filter((q) => q!.status !== 'complete' || !q!.result)
    .map((q) => q!.contractorName);
  if (unfinished.length) {
    throw new AppError(
      'invalid_argument',
      `Only analysed quotes can be compared; the analysis of ${unfinished.join(', ')} is not complete.`,
    );
  }
  const comparisonId = randomUUID();
  const ticket = await deps.outbox.expect(deps.comparisons.model, comparisonId);
  await deps.comparisons.insert({ _id: comparisonId, userId, quoteIds, createdAt: new Date() }, [
    outboxEntry(deps.bus, 'comparison.created', comparisonId, {
      comparisonId,
      userId,
      quoteIds,
      projectTypes: [...new Set(quotes.map((q) => q!.projectType))],
    }),
  ]);
  await deps.outbox.stage(deps.comparisons.model, comparisonId, ticket);
  return { comparisonId };
}
