// Original file: proto/quote.proto

import type { ComparisonCell as _qa_quote_ComparisonCell, ComparisonCell__Output as _qa_quote_ComparisonCell__Output } from '../../qa/quote/ComparisonCell';

export interface ComparisonRow {
  'id'?: (string);
  'group'?: (string);
  'label'?: (string);
  'cells'?: (_qa_quote_ComparisonCell)[];
  'differs'?: (boolean);
}

export interface ComparisonRow__Output {
  'id': (string);
  'group': (string);
  'label': (string);
  'cells': (_qa_quote_ComparisonCell__Output)[];
  'differs': (boolean);
}
