// Original file: proto/quote.proto


export interface ComparisonGap {
  'rowId'?: (string);
  'label'?: (string);
  'text'?: (string);
}

export interface ComparisonGap__Output {
  'rowId': (string);
  'label': (string);
  'text': (string);
}
