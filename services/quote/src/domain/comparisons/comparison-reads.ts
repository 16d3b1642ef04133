// Reading comparisons: only the owner's are found (anything else is "not found"), and each is built afresh from the
// quotes' stored analyses and the analyser's checklists.
import { AppError } from '@qa/platform';
import type { Quote } from '../../store/quotes';
import type { QuoteDeps } from '../deps';
import { buildComparison, titleOf } from './build-comparison';

export const COMPARISON_NOT_FOUND = 'Comparison not found';

export async function getComparison(deps: QuoteDeps, userId: string, comparisonId: string) {
  const { comparison, input } = await loadComparison(deps, userId, comparisonId);
  return buildComparison(comparison, input);
}

/** The owner's comparison with its quotes, their analyses and their trades' checklists. */
export async function loadComparison(deps: QuoteDeps, userId: string, comparisonId: string) {
  const comparison = await deps.comparisons.findOwned(userId, comparisonId);
  if (!comparison) throw new AppError('not_found', COMPARISON_NOT_FOUND);
  const quotes = await Promise.all(comparison.quoteIds.map((id) => deps.quotes.findOwned(userId, id)));
  const input = await Promise.all(
    quotes
      .filter((q): q is Quote & { result: NonNullable<Quote['result']> } => Boolean(q?.result))
      .map(async (quote) => ({
        quote,
        result: quote.result,
        trade: await deps.describeTrade(quote.projectType),
      })),
  );
  return { comparison, input };
}

export async function listComparisons(deps: QuoteDeps, userId: string) {
  const [comparisons, quotes] = await Promise.all([
    deps.comparisons.listOwned(userId),
    deps.quotes.listOwned(userId),
  ]);
  const byId = new Map(quotes.map((q) => [q._id, q]));
  return {
    comparisons: await Promise.all(
      comparisons.map(async (c) => {
        const compared = c.quoteIds.map((id) => byId.get(id)).filter((q): q is Quote => Boolean(q));
        return {
          id: c._id,
          createdAt: c.createdAt.toISOString(),
          title: titleOf(await Promise.all(compared.map((q) => deps.describeTrade(q.projectType)))),
          contractorNames: compared.map((q) => q.contractorName),
          quoteIds: c.quoteIds,
        };
      }),
    ),
  };
}
