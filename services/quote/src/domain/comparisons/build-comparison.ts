// Builds the comparison a homeowner reads: one column per quote, rows aligned by meaning (price, the trades'
// checklist items, terms, score), what the difference means, the gaps and a like-for-like price. Pure: it works
// on quotes already loaded with their analyses and the analyser's trade descriptions.
import type { StoredComparison } from '../../store/comparisons';
import type { ComparedQuote, Row, TradeDescription } from './compared-quote';
import { capitalise, listOf } from './format';
import { priceRows } from './price-rows';
import { scopeRows } from './scope-rows';
import { scoreRows } from './score-rows';
import { termRows } from './term-rows';
import { gapsOf, likeForLikeOf, summaryOf } from './what-it-means';

export type ComparisonInput = Omit<ComparedQuote, 'name'>;

export function buildComparison(comparison: StoredComparison, input: ComparisonInput[]) {
  const quotes = withNames(input);
  const rows: Row[] = [...priceRows(quotes), ...scopeRows(quotes), ...termRows(quotes), ...scoreRows(quotes)];
  return {
    id: comparison._id,
    createdAt: comparison.createdAt.toISOString(),
    title: titleOf(input.map((q) => q.trade)),
    columns: quotes.map(({ quote, result, name }) => ({
      quoteId: quote._id,
      contractorName: name,
      projectType: quote.projectType,
      createdAt: new Date(quote.createdAt).toISOString(),
      clarityRating: result.clarityRating,
      email: result.facts?.email ?? '',
    })),
    rows,
    summary: summaryOf(quotes, rows),
    gaps: gapsOf(quotes, rows),
    likeForLike: likeForLikeOf(quotes, rows),
    notes: notesOf(quotes),
  };
}

export type ComparisonView = ReturnType<typeof buildComparison>;

/** "Roofing: 3 quotes", "Roofing and siding: 2 quotes". */
export function titleOf(trades: TradeDescription[]): string {
  const labels = [...new Set(trades.map((t) => t.label))];
  return `${capitalise(listOf(labels))}: ${trades.length} quotes`;
}

/** Contractors named once each; a second quote from the same contractor is told apart by its number. */
function withNames(input: ComparisonInput[]): ComparedQuote[] {
  return input.map((q, i) => {
    const same = input.filter((o) => o.quote.contractorName === q.quote.contractorName);
    const name =
      same.length > 1 ? `${q.quote.contractorName} (${same.indexOf(q) + 1})` : q.quote.contractorName;
    return { ...q, name: name || `Quote ${i + 1}` };
  });
}

function notesOf(quotes: ComparedQuote[]): string[] {
  const notes: string[] = [];
  const trades = [...new Set(quotes.map((q) => q.trade.label))];
  if (trades.length > 1)
    notes.push(
      `These quotes are for different kinds of work (${listOf(trades)}): the scope rows are their checklists together, and an item of one trade is not expected of the other.`,
    );
  const older = quotes.filter((q) => !q.result.facts).map((q) => q.name);
  if (older.length)
    notes.push(
      `${listOf(older)} ${older.length === 1 ? 'was' : 'were'} analysed before quotes could be compared, so the scope and terms rows show only what the analysis recorded then.`,
    );
  return notes;
}
