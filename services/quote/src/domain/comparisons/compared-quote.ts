// What a comparison is built from: each quote with its stored analysis, and the analyser's description of the
// quote's trade (its checklist), as the analysis service's DescribeTrade gives it.
import type { AnalysisResult } from '@qa/contracts';
import type { TradeDescription__Output } from '@qa/contracts/grpc/qa/analysis/TradeDescription';
import type { Quote } from '../../store/quotes';

export type TradeDescription = TradeDescription__Output;

export interface ComparedQuote {
  quote: Pick<Quote, '_id' | 'contractorName' | 'projectType' | 'createdAt'>;
  result: AnalysisResult;
  trade: TradeDescription;
  /** How the quote is named in sentences: the contractor, told apart when two quotes share a name. */
  name: string;
}

/** The currency a quote's amounts are in; analyses made before it was kept are in US dollars. */
export function currencyOf(q: Pick<ComparedQuote, 'result'>): string {
  return q.result.currency ?? 'USD';
}

export interface Cell {
  state: string;
  value: string;
  words: string;
  note: string;
}

export interface Row {
  id: string;
  group: 'price' | 'scope' | 'terms' | 'score';
  label: string;
  cells: Cell[];
  differs: boolean;
}

export function cell(state: string, value: string, words = '', note = ''): Cell {
  return { state, value, words, note };
}

/** The explanation of the most severe of the quote's findings with these ids, for a cell's note. */
export function concernOf(
  result: AnalysisResult,
  ids: (id: string) => boolean,
): { severity: string; explanation: string } | undefined {
  const order = { high: 0, medium: 1, clarification: 2 } as const;
  const issue = result.issues
    .filter((i) => i.id && ids(i.id))
    .sort((a, b) => order[a.issueType] - order[b.issueType])[0];
  return issue && { severity: issue.issueType, explanation: issue.explanation };
}
