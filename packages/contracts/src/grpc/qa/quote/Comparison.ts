// Original file: proto/quote.proto

import type { ComparisonColumn as _qa_quote_ComparisonColumn, ComparisonColumn__Output as _qa_quote_ComparisonColumn__Output } from '../../qa/quote/ComparisonColumn';
import type { ComparisonRow as _qa_quote_ComparisonRow, ComparisonRow__Output as _qa_quote_ComparisonRow__Output } from '../../qa/quote/ComparisonRow';
import type { ComparisonGap as _qa_quote_ComparisonGap, ComparisonGap__Output as _qa_quote_ComparisonGap__Output } from '../../qa/quote/ComparisonGap';
import type { LikeForLike as _qa_quote_LikeForLike, LikeForLike__Output as _qa_quote_LikeForLike__Output } from '../../qa/quote/LikeForLike';

export interface Comparison {
  'id'?: (string);
  'createdAt'?: (string);
  'title'?: (string);
  'columns'?: (_qa_quote_ComparisonColumn)[];
  'rows'?: (_qa_quote_ComparisonRow)[];
  'summary'?: (string)[];
  'gaps'?: (_qa_quote_ComparisonGap)[];
  'likeForLike'?: (_qa_quote_LikeForLike)[];
  'notes'?: (string)[];
}

export interface Comparison__Output {
  'id': (string);
  'createdAt': (string);
  'title': (string);
  'columns': (_qa_quote_ComparisonColumn__Output)[];
  'rows': (_qa_quote_ComparisonRow__Output)[];
  'summary': (string)[];
  'gaps': (_qa_quote_ComparisonGap__Output)[];
  'likeForLike': (_qa_quote_LikeForLike__Output)[];
  'notes': (string)[];
}
