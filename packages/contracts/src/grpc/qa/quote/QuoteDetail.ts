// Original file: proto/quote.proto

import type { QuoteSummary as _qa_quote_QuoteSummary, QuoteSummary__Output as _qa_quote_QuoteSummary__Output } from '../../qa/quote/QuoteSummary';
import type { AnalysisResult as _qa_common_AnalysisResult, AnalysisResult__Output as _qa_common_AnalysisResult__Output } from '../../qa/common/AnalysisResult';

export interface QuoteDetail {
  'quote'?: (_qa_quote_QuoteSummary | null);
  'affiliateLink'?: (string);
  'analysis'?: (_qa_common_AnalysisResult | null);
  'failureReason'?: (string);
  '_analysis'?: "analysis";
}

export interface QuoteDetail__Output {
  'quote': (_qa_quote_QuoteSummary__Output | null);
  'affiliateLink': (string);
  'analysis'?: (_qa_common_AnalysisResult__Output | null);
  'failureReason': (string);
  '_analysis'?: "analysis";
}
