// Original file: proto/common.proto

import type { Summary as _qa_common_Summary, Summary__Output as _qa_common_Summary__Output } from '../../qa/common/Summary';
import type { Issue as _qa_common_Issue, Issue__Output as _qa_common_Issue__Output } from '../../qa/common/Issue';
import type { PageSource as _qa_common_PageSource, PageSource__Output as _qa_common_PageSource__Output } from '../../qa/common/PageSource';
import type { PriceLine as _qa_common_PriceLine, PriceLine__Output as _qa_common_PriceLine__Output } from '../../qa/common/PriceLine';
import type { QuoteFacts as _qa_common_QuoteFacts, QuoteFacts__Output as _qa_common_QuoteFacts__Output } from '../../qa/common/QuoteFacts';

export interface AnalysisResult {
  'clarityRating'?: (number);
  'riskLevel'?: (string);
  'summary'?: (_qa_common_Summary | null);
  'issues'?: (_qa_common_Issue)[];
  'extractedPrice'?: (number | string);
  'provider'?: (string);
  'pages'?: (_qa_common_PageSource)[];
  'overview'?: (string);
  'clearSections'?: (string)[];
  'priceLines'?: (_qa_common_PriceLine)[];
  'facts'?: (_qa_common_QuoteFacts | null);
  'currency'?: (string);
  '_extractedPrice'?: "extractedPrice";
}

export interface AnalysisResult__Output {
  'clarityRating': (number);
  'riskLevel': (string);
  'summary': (_qa_common_Summary__Output | null);
  'issues': (_qa_common_Issue__Output)[];
  'extractedPrice'?: (number);
  'provider': (string);
  'pages': (_qa_common_PageSource__Output)[];
  'overview': (string);
  'clearSections': (string)[];
  'priceLines': (_qa_common_PriceLine__Output)[];
  'facts': (_qa_common_QuoteFacts__Output | null);
  'currency': (string);
  '_extractedPrice'?: "extractedPrice";
}
