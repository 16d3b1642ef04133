// Original file: proto/quote.proto


export interface CreateComparisonReply {
  'comparisonId'?: (string);
}

export interface CreateComparisonReply__Output {
  'comparisonId': (string);
}
