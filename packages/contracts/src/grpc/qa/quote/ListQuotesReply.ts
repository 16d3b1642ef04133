// Original file: proto/quote.proto

import type { QuoteSummary as _qa_quote_QuoteSummary, QuoteSummary__Output as _qa_quote_QuoteSummary__Output } from '../../qa/quote/QuoteSummary';

export interface ListQuotesReply {
  'quotes'?: (_qa_quote_QuoteSummary)[];
}

export interface ListQuotesReply__Output {
  'quotes': (_qa_quote_QuoteSummary__Output)[];
}
