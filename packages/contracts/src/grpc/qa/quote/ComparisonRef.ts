// Original file: proto/quote.proto


export interface ComparisonRef {
  'userId'?: (string);
  'comparisonId'?: (string);
}

export interface ComparisonRef__Output {
  'userId': (string);
  'comparisonId': (string);
}
