// Original file: proto/quote.proto

import type { ComparisonSummary as _qa_quote_ComparisonSummary, ComparisonSummary__Output as _qa_quote_ComparisonSummary__Output } from '../../qa/quote/ComparisonSummary';

export interface ListComparisonsReply {
  'comparisons'?: (_qa_quote_ComparisonSummary)[];
}

export interface ListComparisonsReply__Output {
  'comparisons': (_qa_quote_ComparisonSummary__Output)[];
}
